// Figures of a levelling method over a set of instances, measured against the critical-path bound
// (the figures PSPLIB results are reported in for sets without known optima): the average and
// worst relative deviation, how many instances reach the bound (those are optimal), and the time.

import { baselineSchedule, geneticSchedule, type LevellingResult } from "./heuristics";
import type { Problem } from "./problem";

export type LevellingMethod = { name: string; run: (problem: Problem) => LevellingResult };

/** The methods the bench compares: the GA with its budget, and the one-pass baseline. */
export function benchMethods(schedules = 5000, seed = 1): LevellingMethod[] {
  return [
    {
      name: `genetic algorithm with double justification (${schedules.toLocaleString("en-US")} schedules, seed ${seed})`,
      run: (problem) => geneticSchedule(problem, { schedules, seed }),
    },
    { name: "one-pass baseline (serial SGS, latest finish time)", run: baselineSchedule },
  ];
}

export type MethodFigures = {
  averageDeviation: number;
  worstDeviation: number;
  atBound: number;
  instances: number;
  msPerInstance: number;
};

export function measure(
  method: LevellingMethod,
  problems: readonly Problem[],
  now: () => number,
): MethodFigures {
  let total = 0;
  let worst = 0;
  let atBound = 0;
  const started = now();
  for (const problem of problems) {
    const result = method.run(problem);
    const deviation = result.bound > 0 ? (result.makespan - result.bound) / result.bound : 0;
    total += deviation;
    worst = Math.max(worst, deviation);
    if (result.makespan === result.bound) atBound++;
  }
  const elapsed = now() - started;
  const instances = problems.length;
  return {
    averageDeviation: instances ? total / instances : 0,
    worstDeviation: worst,
    atBound,
    instances,
    msPerInstance: instances ? elapsed / instances : 0,
  };
}

/** The line: `average deviation from the critical-path bound X%, worst Y%, at the bound N of M, Z ms per instance`. */
export function figuresLine(figures: MethodFigures): string {
  const percent = (x: number) => `${(100 * x).toFixed(2)}%`;
  return (
    `average deviation from the critical-path bound ${percent(figures.averageDeviation)}, ` +
    `worst ${percent(figures.worstDeviation)}, at the bound ${figures.atBound} of ${figures.instances}, ` +
    `${figures.msPerInstance.toFixed(1)} ms per instance`
  );
}
