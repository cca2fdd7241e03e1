// The serial schedule generation scheme (SGS): activities taken in the order of a
// precedence-feasible list, each started at the earliest period where its predecessors have
// finished and every resource it uses has room for its whole duration. Every active schedule is
// the image of some list, which is why list-based heuristics search over lists (decision 0802).
// A Scheduler prepares a problem once (flat typed arrays) because the heuristics decode thousands
// of lists per instance.

import { topologicalOrder, type Problem } from "./problem";

export type Schedule = {
  /** Start period of each activity (the project starts at 0). */
  starts: number[];
  /** The last finish. */
  makespan: number;
};

export class Scheduler {
  readonly n: number;
  private readonly resources: number;
  private readonly durations: Int32Array;
  /** For each activity, the resources it uses and how much (CSR). */
  private readonly useStart: Int32Array;
  private readonly useResource: Int32Array;
  private readonly useAmount: Int32Array;
  private readonly capacities: Int32Array;
  /** Predecessors (CSR). */
  private readonly predStart: Int32Array;
  private readonly preds: Int32Array;
  private readonly horizon: number;
  private readonly usage: Int32Array;

  constructor(problem: Problem, reversed = false) {
    const n = problem.durations.length;
    this.n = n;
    this.resources = problem.capacities.length;
    this.durations = Int32Array.from(problem.durations);
    this.capacities = Int32Array.from(problem.capacities);
    const predecessors: number[][] = Array.from({ length: n }, () => []);
    problem.successors.forEach((next, i) => {
      for (const j of next) {
        if (reversed) predecessors[i]!.push(j);
        else predecessors[j]!.push(i);
      }
    });
    this.predStart = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) this.predStart[i + 1] = this.predStart[i]! + predecessors[i]!.length;
    this.preds = Int32Array.from(predecessors.flat());
    const uses = problem.demands.map((row) => row.flatMap((amount, r) => (amount > 0 ? [[r, amount] as const] : [])));
    this.useStart = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) this.useStart[i + 1] = this.useStart[i]! + uses[i]!.length;
    this.useResource = Int32Array.from(uses.flat().map(([r]) => r));
    this.useAmount = Int32Array.from(uses.flat().map(([, amount]) => amount));
    this.horizon = problem.durations.reduce((sum, d) => sum + d, 0) + 1;
    this.usage = new Int32Array(this.horizon * Math.max(1, this.resources));
  }

  /** Decodes a precedence-feasible activity list into `starts`; returns the makespan. */
  decode(list: ArrayLike<number>, starts: Int32Array): number {
    const R = this.resources;
    const usage = this.usage;
    usage.fill(0);
    let makespan = 0;
    for (let k = 0; k < list.length; k++) {
      const j = list[k]!;
      let t = 0;
      for (let p = this.predStart[j]!; p < this.predStart[j + 1]!; p++) {
        const q = this.preds[p]!;
        const finish = starts[q]! + this.durations[q]!;
        if (finish > t) t = finish;
      }
      const d = this.durations[j]!;
      const u0 = this.useStart[j]!;
      const u1 = this.useStart[j + 1]!;
      if (d > 0 && u1 > u0) {
        let tau = t;
        while (tau < t + d) {
          let fits = true;
          const base = tau * R;
          for (let u = u0; u < u1; u++) {
            const r = this.useResource[u]!;
            if (usage[base + r]! + this.useAmount[u]! > this.capacities[r]!) {
              fits = false;
              break;
            }
          }
          if (fits) tau++;
          else t = ++tau;
        }
        for (let tt = t; tt < t + d; tt++) {
          const base = tt * R;
          for (let u = u0; u < u1; u++) usage[base + this.useResource[u]!]! += this.useAmount[u]!;
        }
      }
      starts[j] = t;
      if (t + d > makespan) makespan = t + d;
    }
    return makespan;
  }
}

/** Serial SGS on one list, as plain arrays. */
export function serialSchedule(problem: Problem, list: readonly number[]): Schedule {
  const scheduler = new Scheduler(problem);
  const starts = new Int32Array(problem.durations.length);
  const makespan = scheduler.decode(list, starts);
  return { starts: Array.from(starts), makespan };
}

/** What is wrong with a schedule: a broken precedence, or a resource over capacity at a period. */
export function scheduleViolations(problem: Problem, starts: readonly number[]): string[] {
  const problems: string[] = [];
  const n = problem.durations.length;
  if (starts.length !== n) return [`Expected ${n} starts, got ${starts.length}`];
  starts.forEach((s, i) => {
    if (!Number.isInteger(s) || s < 0) problems.push(`Activity ${i} starts at ${s}`);
  });
  problem.successors.forEach((next, i) => {
    for (const j of next) {
      if (starts[j]! < starts[i]! + problem.durations[i]!) problems.push(`Activity ${j} starts before ${i} finishes`);
    }
  });
  const end = Math.max(0, ...starts.map((s, i) => s + problem.durations[i]!));
  for (let t = 0; t < end; t++) {
    problem.capacities.forEach((capacity, r) => {
      let used = 0;
      for (let i = 0; i < n; i++) {
        if (starts[i]! <= t && t < starts[i]! + problem.durations[i]!) used += problem.demands[i]![r]!;
      }
      if (used > capacity) problems.push(`Resource ${r} uses ${used} of ${capacity} at period ${t}`);
    });
  }
  return problems;
}

/** A position in a topological order per activity, to break ties between equal times safely. */
export function topologicalRanks(problem: Problem): Int32Array {
  const ranks = new Int32Array(problem.durations.length);
  topologicalOrder(problem).forEach((activity, position) => {
    ranks[activity] = position;
  });
  return ranks;
}

/** Whether a list puts every activity after all its predecessors, each exactly once. */
export function isPrecedenceFeasible(problem: Problem, list: readonly number[]): boolean {
  const n = problem.durations.length;
  if (list.length !== n) return false;
  const position = new Array<number>(n).fill(-1);
  list.forEach((activity, k) => {
    position[activity] = k;
  });
  if (position.some((k) => k < 0)) return false;
  return problem.successors.every((next, i) => next.every((j) => position[i]! < position[j]!));
}
