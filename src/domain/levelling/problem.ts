// The resource-constrained project scheduling problem (RCPSP), single mode, renewable resources:
// activities with whole-unit durations and per-period demands, finish-to-start precedence, and a
// constant capacity per resource. Pure data; the engines in this folder read it (decision 0802).

export type Problem = {
  /** Durations in periods, one per activity (0 for a dummy or a milestone). */
  durations: number[];
  /** successors[i]: the activities that start after i finishes. */
  successors: number[][];
  /** demands[i][r]: units of resource r that activity i uses in each period it runs. */
  demands: number[][];
  /** capacities[r]: units of resource r available in every period. */
  capacities: number[];
};

/** predecessors[i], computed from the successor lists. */
export function predecessorsOf(problem: Problem): number[][] {
  const predecessors: number[][] = problem.durations.map(() => []);
  problem.successors.forEach((next, i) => {
    for (const j of next) predecessors[j]!.push(i);
  });
  return predecessors;
}

/**
 * A topological order (Kahn, smallest index first among the ready ones); throws when the precedence
 * graph has a cycle. Also the check that a problem is well formed.
 */
export function topologicalOrder(problem: Problem): number[] {
  const n = problem.durations.length;
  const indegree = new Array<number>(n).fill(0);
  for (const next of problem.successors) for (const j of next) indegree[j]!++;
  const ready: number[] = [];
  for (let i = 0; i < n; i++) if (indegree[i] === 0) ready.push(i);
  const order: number[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => a - b);
    const i = ready.shift()!;
    order.push(i);
    for (const j of problem.successors[i]!) if (--indegree[j]! === 0) ready.push(j);
  }
  if (order.length !== n) throw new Error("The precedence relations have a cycle");
  return order;
}

/** Checks what the schedulers assume: indices in range, demands within capacity. */
export function validateProblem(problem: Problem): void {
  const n = problem.durations.length;
  if (problem.successors.length !== n || problem.demands.length !== n) {
    throw new Error("Every activity needs a duration, a successor list and demands");
  }
  problem.durations.forEach((d) => {
    if (!Number.isInteger(d) || d < 0) throw new Error("Durations must be whole numbers ≥ 0");
  });
  problem.successors.forEach((next) => {
    for (const j of next) if (!Number.isInteger(j) || j < 0 || j >= n) throw new Error("Successor out of range");
  });
  problem.demands.forEach((row) => {
    if (row.length !== problem.capacities.length) throw new Error("One demand per resource");
    row.forEach((u, r) => {
      if (u < 0 || u > problem.capacities[r]!) throw new Error("A demand exceeds its resource's capacity");
    });
  });
  topologicalOrder(problem);
}

/**
 * Earliest starts ignoring resources (forward pass); the last finish is the critical-path length,
 * the lower bound every schedule is measured against.
 */
export function earliestStarts(problem: Problem): { starts: number[]; length: number } {
  const order = topologicalOrder(problem);
  const starts = new Array<number>(problem.durations.length).fill(0);
  let length = 0;
  for (const i of order) {
    const finish = starts[i]! + problem.durations[i]!;
    if (finish > length) length = finish;
    for (const j of problem.successors[i]!) if (starts[j]! < finish) starts[j] = finish;
  }
  return { starts, length };
}

/** The critical-path lower bound on the makespan. */
export function criticalPathBound(problem: Problem): number {
  return earliestStarts(problem).length;
}

/** Latest finish times against a deadline (default: the critical-path length), ignoring resources. */
export function latestFinishes(problem: Problem, deadline = criticalPathBound(problem)): number[] {
  const order = topologicalOrder(problem);
  const finishes = new Array<number>(problem.durations.length).fill(deadline);
  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k]!;
    for (const j of problem.successors[i]!) {
      const start = finishes[j]! - problem.durations[j]!;
      if (finishes[i]! > start) finishes[i] = start;
    }
  }
  return finishes;
}
