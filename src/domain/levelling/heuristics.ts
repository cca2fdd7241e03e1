// Two ways to level: the classical one-pass baseline (serial SGS with the latest-finish-time
// priority rule) and a genetic algorithm over activity lists in Hartmann's style (1998) with
// forward-backward improvement (double justification, Valls, Ballestín & Quintanilla 2005) on every
// decoded list. Deterministic for a seed; the budget counts every SGS pass (decision 0802).

import { mulberry32 } from "../intelligence/random";
import { criticalPathBound, latestFinishes, predecessorsOf, type Problem } from "./problem";
import { Scheduler, topologicalRanks, type Schedule } from "./sgs";

export type LevellingResult = Schedule & {
  /** The activity list whose serial SGS decoding gives `starts`. */
  list: number[];
  /** Schedules generated (SGS passes, forward or backward). */
  schedules: number;
  /** The critical-path lower bound. */
  bound: number;
};

/** The list the LFT rule builds: among the eligible activities, the smallest latest finish first. */
function priorityList(problem: Problem, priority: readonly number[], random?: () => number): number[] {
  const n = problem.durations.length;
  const predecessors = predecessorsOf(problem);
  const missing = predecessors.map((p) => p.length);
  const eligible: number[] = [];
  for (let i = 0; i < n; i++) if (missing[i] === 0) eligible.push(i);
  const list: number[] = [];
  while (eligible.length > 0) {
    let pick = 0;
    if (random) {
      // Regret-based biased random sampling (Drexl 1991): weight (max − LFT + 1)².
      let worst = -Infinity;
      for (const j of eligible) worst = Math.max(worst, priority[j]!);
      const weights = eligible.map((j) => (worst - priority[j]! + 1) ** 2);
      let draw = random() * weights.reduce((a, b) => a + b, 0);
      pick = weights.length - 1;
      for (let k = 0; k < weights.length; k++) {
        draw -= weights[k]!;
        if (draw < 0) {
          pick = k;
          break;
        }
      }
    } else {
      for (let k = 1; k < eligible.length; k++) {
        const a = eligible[k]!;
        const b = eligible[pick]!;
        if (priority[a]! < priority[b]! || (priority[a] === priority[b] && a < b)) pick = k;
      }
    }
    const j = eligible.splice(pick, 1)[0]!;
    list.push(j);
    for (const s of problem.successors[j]!) if (--missing[s]! === 0) eligible.push(s);
  }
  return list;
}

/** The one-pass baseline: serial SGS with the latest-finish-time priority rule. */
export function baselineSchedule(problem: Problem): LevellingResult {
  const list = priorityList(problem, latestFinishes(problem));
  const scheduler = new Scheduler(problem);
  const starts = new Int32Array(problem.durations.length);
  const makespan = scheduler.decode(list, starts);
  return { starts: Array.from(starts), makespan, list, schedules: 1, bound: criticalPathBound(problem) };
}

export type GeneticOptions = {
  seed?: number;
  /** SGS passes allowed (an individual costs three or more: forward, then backward and forward per justification). */
  schedules?: number;
  populationSize?: number;
  mutationRate?: number;
  /** More priority values per activity (smaller first), each turned into a list of the first generation. */
  priorities?: readonly (readonly number[])[];
};

type Individual = { list: Int32Array; makespan: number; key: string };

/**
 * Genetic algorithm over precedence-feasible activity lists: a first generation from the LFT rule
 * and regret-based biased sampling, two-point crossover that keeps precedence, swaps of adjacent
 * activities that are not precedence related, survival of the best of parents and children (so
 * the best list is never lost), and double justification of every child, written back into its
 * list. Stops early at a lower bound (the schedule is then optimal).
 */
export function geneticSchedule(problem: Problem, options: GeneticOptions = {}): LevellingResult {
  const n = problem.durations.length;
  const budget = Math.max(3, options.schedules ?? 5000);
  const populationSize = Math.max(2, options.populationSize ?? 80);
  const mutationRate = options.mutationRate ?? 0.05;
  const random = mulberry32(options.seed ?? 1);
  const bound = criticalPathBound(problem);
  const lowerBound = Math.max(bound, resourceBound(problem));

  const forward = new Scheduler(problem);
  const backward = new Scheduler(problem, true);
  const ranks = topologicalRanks(problem);
  const direct = new Uint8Array(n * n);
  problem.successors.forEach((next, i) => {
    for (const j of next) direct[i * n + j] = 1;
  });
  const starts = new Int32Array(n);
  const reversedStarts = new Int32Array(n);
  const order = new Int32Array(n);
  const indices = Array.from({ length: n }, (_, i) => i);
  let used = 0;
  let best: { list: Int32Array; makespan: number; starts: Int32Array } | undefined;

  /** Decode, justify twice (again while that shortens it), write the improved order back into the list; returns the makespan. */
  function evaluate(list: Int32Array): number {
    let makespan = forward.decode(list, starts);
    used++;
    let previous = Infinity;
    while (used + 2 <= budget && makespan > lowerBound && makespan < previous) {
      previous = makespan;
      // Right justification: latest finishes first, scheduled backwards.
      indices.sort((a, b) => {
        const fa = starts[a]! + problem.durations[a]!;
        const fb = starts[b]! + problem.durations[b]!;
        return fb - fa || ranks[b]! - ranks[a]!;
      });
      for (let k = 0; k < n; k++) order[k] = indices[k]!;
      const span = backward.decode(order, reversedStarts);
      // Left justification: earliest starts of the right-justified schedule first.
      indices.sort((a, b) => {
        const sa = span - reversedStarts[a]! - problem.durations[a]!;
        const sb = span - reversedStarts[b]! - problem.durations[b]!;
        return sa - sb || ranks[a]! - ranks[b]!;
      });
      for (let k = 0; k < n; k++) order[k] = indices[k]!;
      const improved = new Int32Array(n);
      const justified = forward.decode(order, improved);
      used += 2;
      if (justified <= makespan) {
        makespan = justified;
        list.set(order);
        starts.set(improved);
      }
    }
    if (!best || makespan < best.makespan) best = { list: list.slice(), makespan, starts: starts.slice() };
    return makespan;
  }

  function individual(list: Int32Array): Individual {
    const makespan = evaluate(list);
    return { list, makespan, key: list.join(",") };
  }

  const lft = latestFinishes(problem);
  let population: Individual[] = [individual(Int32Array.from(priorityList(problem, lft)))];
  for (const priority of options.priorities ?? []) {
    if (used < budget) population.push(individual(Int32Array.from(priorityList(problem, priority))));
  }
  while (population.length < populationSize && used < budget && best!.makespan > lowerBound) {
    population.push(individual(Int32Array.from(priorityList(problem, lft, random))));
  }

  while (used < budget && best!.makespan > lowerBound) {
    const shuffled = population.slice();
    for (let k = shuffled.length - 1; k > 0; k--) {
      const m = Math.floor(random() * (k + 1));
      [shuffled[k], shuffled[m]] = [shuffled[m]!, shuffled[k]!];
    }
    const children: Individual[] = [];
    for (let k = 0; k + 1 < shuffled.length && used < budget && best!.makespan > lowerBound; k += 2) {
      const mother = shuffled[k]!.list;
      const father = shuffled[k + 1]!.list;
      const q1 = Math.floor(random() * n);
      const q2 = q1 + Math.floor(random() * (n - q1 + 1));
      for (const [a, b] of [
        [mother, father],
        [father, mother],
      ] as const) {
        if (used >= budget || best!.makespan <= lowerBound) break;
        const child = crossover(a, b, q1, q2);
        mutate(child);
        children.push(individual(child));
      }
    }
    // The best of parents and children survive, duplicates last (they add nothing to the search).
    const seen = new Set<string>();
    const ranked = [...population, ...children].sort((a, b) => a.makespan - b.makespan);
    const unique = ranked.filter((x) => !seen.has(x.key) && seen.add(x.key));
    const repeated = ranked.filter((x) => !unique.includes(x));
    population = [...unique, ...repeated].slice(0, populationSize);
  }

  function crossover(a: Int32Array, b: Int32Array, q1: number, q2: number): Int32Array {
    const child = new Int32Array(n);
    const taken = new Uint8Array(n);
    let k = 0;
    for (; k < q1; k++) {
      child[k] = a[k]!;
      taken[a[k]!] = 1;
    }
    for (let m = 0; m < n && k < q2; m++) {
      const j = b[m]!;
      if (!taken[j]) {
        child[k++] = j;
        taken[j] = 1;
      }
    }
    for (let m = 0; m < n && k < n; m++) {
      const j = a[m]!;
      if (!taken[j]) {
        child[k++] = j;
        taken[j] = 1;
      }
    }
    return child;
  }

  function mutate(list: Int32Array): void {
    for (let k = 0; k + 1 < n; k++) {
      if (random() < mutationRate && !direct[list[k]! * n + list[k + 1]!]) {
        const j = list[k]!;
        list[k] = list[k + 1]!;
        list[k + 1] = j;
      }
    }
  }

  const found = best!;
  return {
    starts: Array.from(found.starts),
    makespan: found.makespan,
    list: Array.from(found.list),
    schedules: used,
    bound,
  };
}

/** The work bound: no resource can do more than its capacity per period. */
function resourceBound(problem: Problem): number {
  let bound = 0;
  problem.capacities.forEach((capacity, r) => {
    if (capacity <= 0) return;
    let work = 0;
    problem.durations.forEach((d, i) => {
      work += d * problem.demands[i]![r]!;
    });
    bound = Math.max(bound, Math.ceil(work / capacity));
  });
  return bound;
}
