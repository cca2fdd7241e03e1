// The simulation's fidelity (issue 20): calibrate on the first half of a project's history, then
// simulate the second half from the state at the split (the items open then, with their ages) with
// arrivals resampled from the first half (the future's arrivals are not known at the split), and
// compare with what happened: each week's throughput (error of the median, share of weeks inside
// the 80 % interval) and the cycle times of the items finished in the second half (error of the
// median and 85th percentile, share of items inside the 80 % interval). A naive baseline, the
// first half's mean weekly throughput and its cycle-time percentiles, is printed beside it.

import type { HistoryItem } from "../intelligence/forecast-backtest";
import { seedFromString } from "../intelligence/random";
import { calibrate, observe, openAt, type HistoryPoint } from "./calibrate";
import { simulateDelivery } from "./simulation";
import { mean, quantileSorted } from "./stats";

export type ProjectBacktest = {
  project: string;
  status: "ok" | "insufficient";
  weeksCalibrated: number;
  weeksPredicted: number;
  completedCalibrated: number;
  completedPredicted: number;
  throughput?: { weeksScored: number; maeModel: number; maeNaive: number; coverage80: number; meanActual: number; meanPredicted: number };
  cycleTime?: { actualP50: number; actualP85: number; modelP50: number; modelP85: number; naiveP50: number; naiveP85: number; coverage80: number };
  misfit?: number;
};

export type GeneticsBacktestReport = { projects: ProjectBacktest[]; overall: { weeks: number; maeModel: number; maeNaive: number; coverage80: number; cycleCoverage80: number; itemsScored: number } };

export function backtestProject(project: string, items: readonly HistoryPoint[], options: { runs?: number; seed?: number } = {}): ProjectBacktest {
  const runs = options.runs ?? 200;
  const done = items.filter((i) => i.completed !== null);
  const from = Math.min(...items.map((i) => i.created));
  const to = Math.max(...done.map((i) => i.completed as number)) + 1;
  const split = from + Math.floor((to - from) / 2);
  const seed = options.seed ?? seedFromString(project);
  const first = observe(items, from, split);
  const second = observe(items, split, to);
  const base: ProjectBacktest = { project, status: "insufficient", weeksCalibrated: first.weeks, weeksPredicted: second.weeks, completedCalibrated: first.completed, completedPredicted: second.completed };
  const calibration = calibrate({ items, from, to: split, seed });
  if (!calibration || second.completed === 0) return base;
  const days = to - split;
  const weeks = Math.ceil(days / 7);
  const perWeek: number[][] = Array.from({ length: weeks }, () => []);
  const leads: number[] = [];
  for (let r = 0; r < runs; r++) {
    const result = simulateDelivery({ genome: calibration.genome, environment: calibration.environment, days, seed: seed + 1 + r * 104_729, initial: openAt(items, split) });
    result.weeklyThroughput.forEach((count, w) => perWeek[w]!.push(count));
    for (const l of result.leadTimes) leads.push(l);
  }
  // The last week may be partial: weeks are scored only when whole.
  const wholeWeeks = Math.floor(days / 7);
  let errModel = 0;
  let errNaive = 0;
  let covered = 0;
  const predictedMeans: number[] = [];
  for (let w = 0; w < wholeWeeks; w++) {
    const sorted = [...perWeek[w]!].sort((a, b) => a - b);
    const actual = second.weeklyThroughput[w] ?? 0;
    const median = quantileSorted(sorted, 0.5);
    predictedMeans.push(mean(sorted));
    errModel += Math.abs(median - actual);
    errNaive += Math.abs(first.meanWeeklyThroughput - actual);
    if (actual >= quantileSorted(sorted, 0.1) && actual <= quantileSorted(sorted, 0.9)) covered++;
  }
  const sortedLeads = leads.sort((a, b) => a - b);
  const lo = quantileSorted(sortedLeads, 0.1);
  const hi = quantileSorted(sortedLeads, 0.9);
  const inside = second.leadTimes.filter((l) => l >= lo && l <= hi).length;
  return {
    ...base,
    status: "ok",
    misfit: calibration.misfit,
    throughput: {
      weeksScored: wholeWeeks,
      maeModel: wholeWeeks ? errModel / wholeWeeks : Number.NaN,
      maeNaive: wholeWeeks ? errNaive / wholeWeeks : Number.NaN,
      coverage80: wholeWeeks ? covered / wholeWeeks : Number.NaN,
      meanActual: mean(second.weeklyThroughput.slice(0, wholeWeeks)),
      meanPredicted: mean(predictedMeans),
    },
    cycleTime: {
      actualP50: second.medianLeadDays,
      actualP85: second.p85LeadDays,
      modelP50: quantileSorted(sortedLeads, 0.5),
      modelP85: quantileSorted(sortedLeads, 0.85),
      naiveP50: first.medianLeadDays,
      naiveP85: first.p85LeadDays,
      coverage80: second.leadTimes.length ? inside / second.leadTimes.length : Number.NaN,
    },
  };
}

export function runGeneticsBacktest(items: readonly HistoryItem[], options: { runs?: number } = {}): GeneticsBacktestReport {
  const byProject = new Map<string, HistoryPoint[]>();
  // A history's items still open at the export come as completed = +∞ (forecast-backtest): open here.
  for (const it of items) byProject.set(it.project, [...(byProject.get(it.project) ?? []), { created: it.created, completed: Number.isFinite(it.completed) ? it.completed : null }]);
  const projects = [...byProject.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([project, list]) => backtestProject(project, list, options));
  let weeks = 0;
  let eModel = 0;
  let eNaive = 0;
  let covered = 0;
  let itemsScored = 0;
  let itemsCovered = 0;
  for (const p of projects) {
    if (p.status !== "ok" || !p.throughput || !p.cycleTime) continue;
    const whole = p.throughput.weeksScored;
    weeks += whole;
    eModel += p.throughput.maeModel * whole;
    eNaive += p.throughput.maeNaive * whole;
    covered += p.throughput.coverage80 * whole;
    itemsScored += p.completedPredicted;
    itemsCovered += p.cycleTime.coverage80 * p.completedPredicted;
  }
  return {
    projects,
    overall: {
      weeks,
      maeModel: weeks ? eModel / weeks : Number.NaN,
      maeNaive: weeks ? eNaive / weeks : Number.NaN,
      coverage80: weeks ? covered / weeks : Number.NaN,
      cycleCoverage80: itemsScored ? itemsCovered / itemsScored : Number.NaN,
      itemsScored,
    },
  };
}
