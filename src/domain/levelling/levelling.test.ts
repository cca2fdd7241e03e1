import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../intelligence/random";
import { baselineSchedule, geneticSchedule } from "./heuristics";
import { criticalPathBound, latestFinishes, type Problem } from "./problem";
import { parsePsplibSm } from "./psplib";
import { isPrecedenceFeasible, scheduleViolations, serialSchedule } from "./sgs";

const j301_1 = parsePsplibSm(readFileSync(join(import.meta.dirname, "fixtures", "j301_1.sm"), "utf8"));

/** A random small instance: n real activities between a dummy source and sink, 2 resources. */
function randomProblem(seed: number, n: number): Problem {
  const random = mulberry32(seed);
  const total = n + 2;
  const successors: number[][] = Array.from({ length: total }, () => []);
  for (let j = 1; j <= n; j++) {
    const preds = [];
    for (let i = 1; i < j; i++) if (random() < 0.25) preds.push(i);
    if (preds.length === 0) successors[0]!.push(j);
    for (const i of preds) successors[i]!.push(j);
  }
  for (let i = 1; i <= n; i++) if (successors[i]!.length === 0) successors[i]!.push(n + 1);
  const capacities = [4, 3];
  const durations = [0, ...Array.from({ length: n }, () => 1 + Math.floor(random() * 5)), 0];
  const demands = durations.map((_, i) =>
    i === 0 || i === n + 1 ? [0, 0] : capacities.map((c) => Math.floor(random() * (c + 1))),
  );
  return { durations, successors, demands, capacities };
}

/** The optimum by enumerating every precedence-feasible list (their serial SGS images include an optimal schedule). */
function exhaustiveOptimum(problem: Problem): number {
  const n = problem.durations.length;
  const missing = problem.durations.map(() => 0);
  problem.successors.forEach((next) => next.forEach((j) => missing[j]!++));
  let best = Infinity;
  const list: number[] = [];
  const walk = () => {
    if (list.length === n) {
      best = Math.min(best, serialSchedule(problem, list).makespan);
      return;
    }
    for (let j = 0; j < n; j++) {
      if (missing[j] !== 0) continue;
      missing[j] = -1;
      list.push(j);
      for (const s of problem.successors[j]!) missing[s]!--;
      walk();
      for (const s of problem.successors[j]!) missing[s]!++;
      list.pop();
      missing[j] = 0;
    }
  };
  walk();
  return best;
}

describe("PSPLIB .sm parser", () => {
  it("reads j301_1: 32 jobs, 4 renewable resources, successors, durations, demands, capacities", () => {
    expect(j301_1.durations).toHaveLength(32);
    expect(j301_1.capacities).toEqual([12, 13, 4, 12]);
    expect(j301_1.successors[0]).toEqual([1, 2, 3]);
    expect(j301_1.successors[1]).toEqual([5, 10, 14]);
    expect(j301_1.successors[31]).toEqual([]);
    expect(j301_1.durations[1]).toBe(8);
    expect(j301_1.demands[1]).toEqual([4, 0, 0, 0]);
    expect(j301_1.demands[26]).toEqual([0, 0, 0, 7]);
    // The file's own MPM-Time (critical path) is 38.
    expect(criticalPathBound(j301_1)).toBe(38);
  });

  it("refuses what it cannot read", () => {
    expect(() => parsePsplibSm("hello")).toThrow(/PSPLIB/);
    const multiMode = readFileSync(join(import.meta.dirname, "fixtures", "j301_1.sm"), "utf8").replace(
      "   2        1          3           6  11  15",
      "   2        2          3           6  11  15",
    );
    expect(() => parsePsplibSm(multiMode)).toThrow(/modes/);
  });
});

describe("serial schedule generation", () => {
  it("gives schedules that respect precedence and every resource's capacity at every period", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const problem = randomProblem(seed, 10);
      const { list, starts } = geneticSchedule(problem, { seed, schedules: 300 });
      expect(isPrecedenceFeasible(problem, list)).toBe(true);
      expect(scheduleViolations(problem, starts)).toEqual([]);
      expect(scheduleViolations(problem, baselineSchedule(problem).starts)).toEqual([]);
    }
    expect(scheduleViolations(j301_1, geneticSchedule(j301_1).starts)).toEqual([]);
  });

  it("detects a violation when there is one", () => {
    const problem: Problem = { durations: [2, 2], successors: [[], []], demands: [[1], [1]], capacities: [1] };
    expect(scheduleViolations(problem, [0, 1])).toEqual(["Resource 0 uses 2 of 1 at period 1"]);
    expect(serialSchedule(problem, [1, 0])).toEqual({ starts: [2, 0], makespan: 4 });
  });

  it("latest finishes come back from the critical-path length", () => {
    const problem: Problem = { durations: [3, 1, 2], successors: [[2], [2], []], demands: [[0], [0], [0]], capacities: [1] };
    expect(latestFinishes(problem)).toEqual([3, 3, 5]);
  });
});

describe("levelling heuristics", () => {
  it("are deterministic for a seed", () => {
    const a = geneticSchedule(j301_1, { seed: 7, schedules: 1000 });
    const b = geneticSchedule(j301_1, { seed: 7, schedules: 1000 });
    expect(b).toEqual(a);
    expect(a.schedules).toBeLessThanOrEqual(1000);
  });

  it("the genetic algorithm is never worse than the one-pass baseline", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const problem = randomProblem(1000 + seed, 12);
      expect(geneticSchedule(problem, { seed, schedules: 200 }).makespan).toBeLessThanOrEqual(
        baselineSchedule(problem).makespan,
      );
    }
    expect(geneticSchedule(j301_1).makespan).toBeLessThanOrEqual(baselineSchedule(j301_1).makespan);
  });

  it("reaches the optimum found by exhaustive search on small instances", () => {
    let belowBaseline = 0;
    for (let seed = 1; seed <= 25; seed++) {
      const problem = randomProblem(500 + seed, 7);
      const optimum = exhaustiveOptimum(problem);
      const found = geneticSchedule(problem, { seed, schedules: 1000 }).makespan;
      expect(found, `instance ${seed}`).toBe(optimum);
      if (baselineSchedule(problem).makespan > optimum) belowBaseline++;
    }
    // The instances are not trivial: the baseline misses the optimum on some of them.
    expect(belowBaseline).toBeGreaterThan(0);
  });

  it("reaches j301_1's known optimum, 43", () => {
    const result = geneticSchedule(j301_1, { seed: 1 });
    expect(result.bound).toBe(38);
    expect(result.makespan).toBe(43);
  });
});
