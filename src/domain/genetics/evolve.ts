// The genetic algorithm of /genetics/{projectId} (issue 20, decision 1001). A population of
// methodology genomes evolves over generations: each genome is scored by many runs of the
// calibrated simulation (the same seeds for every genome, so they are compared on the same
// futures), parents are chosen by tournament, a child takes each gene from one parent or the other
// (hybridisation: Scrum's cadence with Kanban's WIP limit), genes mutate now and then, and the best
// few pass unchanged to the next generation (elitism: the best never gets worse). Deterministic
// for a seed. The winner is then compared with the current genome on fresh seeds, so its expected
// effect is not the lucky draw that made it win.

import { mulberry32 } from "../intelligence/random";
import { simulateDelivery, type Environment, type InitialItem } from "./simulation";
import { coefficientOfVariation, mean, quantile, quantileSorted } from "./stats";
import { geneKeys, genomeKey, interruptionPolicies, isValidGenome, releaseCadences, sprintLengths, WIP_MAX, WIP_MIN, type GeneKey, type Genome } from "./traits";

export const objectives = ["due_date", "cycle_time", "steady_throughput"] as const;
export type Objective = (typeof objectives)[number];

export type Metrics = {
  /** Share of runs in which every open item is delivered by the due day (null without a due day). */
  onTimeProbability: number | null;
  /** 85th percentile of cycle time (arrival → delivery; items still open count with their age). */
  p85CycleDays: number;
  medianCycleDays: number;
  meanWeeklyThroughput: number;
  /** Spread of weekly throughput (standard deviation over mean): lower is steadier. */
  throughputVariation: number;
};

export type ScoredGenome = { genome: Genome; fitness: number; metrics: Metrics };

export type Problem = {
  environment: Environment;
  initial: InitialItem[];
  horizonDays: number;
  /** Days from now to the due date, when the project has one within reach. */
  dueInDays: number | null;
  objective: Objective;
  /** The current genome: the reference for steadiness and the starting point of the search. */
  current: Genome;
};

export type GeneSource = "a" | "b" | "mutation" | "seed";
export type Individual = { id: number; genome: Genome; generation: number; parents: [number, number] | null; genes: Record<GeneKey, GeneSource> };

export type EvolutionOptions = {
  population?: number;
  generations?: number;
  runs?: number;
  elite?: number;
  mutationRate?: number;
  tournament?: number;
  seed: number;
  onGeneration?: (progress: GenerationStats) => void;
  shouldStop?: () => boolean;
  /** Replaces the simulation's score (tests: a toy objective with a known optimum). */
  fitnessOverride?: (genome: Genome) => number;
};

export type GenerationStats = { generation: number; best: number; mean: number; bestGenome: Genome; evaluated: number };

export type Effect = { metric: keyof Metrics; current: number; proposed: number; difference: { p10: number; p50: number; p90: number } };

export type EvolutionResult = {
  best: ScoredGenome;
  current: ScoredGenome;
  history: GenerationStats[];
  /** The best genome's ancestry (itself first), up to three generations back. */
  familyTree: Individual[];
  changes: { gene: GeneKey; from: Genome[GeneKey]; to: Genome[GeneKey] }[];
  /**
   * Genes the evolved winner had changed with no effect on the objective: kept at the current value
   * instead of recommended (decision 1007). `value` is what the winner carried.
   */
  neutral: { gene: GeneKey; value: Genome[GeneKey] }[];
  /** Best against current on fresh seeds, with the bootstrap 80 % interval of the difference. */
  effects: Effect[];
  stopped: boolean;
  generationsRun: number;
  genomesEvaluated: number;
  simulationRuns: number;
};

const emptyMetrics: Metrics = { onTimeProbability: null, p85CycleDays: 0, medianCycleDays: 0, meanWeeklyThroughput: 0, throughputVariation: 0 };
const SEED_STEP = 2_654_435_761;

/** Scores one genome over `runs` simulations with the seeds `seed + k·step`. */
export function evaluate(problem: Problem, genome: Genome, runs: number, seed: number, perRun?: PerRun[]): ScoredGenome {
  let onTime = 0;
  const cycles: number[] = [];
  const throughputs: number[] = [];
  const variations: number[] = [];
  for (let r = 0; r < runs; r++) {
    const result = simulateDelivery({ genome, environment: problem.environment, days: problem.horizonDays, seed: (seed + r * SEED_STEP) >>> 0, initial: problem.initial });
    const due = problem.dueInDays;
    const made = due !== null && result.lastInitialDeliveredDay !== null && result.lastInitialDeliveredDay <= due ? 1 : 0;
    onTime += made;
    const runCycles = result.leadTimes.concat(result.openAgesAtEnd);
    for (const c of runCycles) cycles.push(c);
    const weeks = result.weeklyThroughput.slice(0, Math.floor(problem.horizonDays / 7));
    const tp = mean(weeks);
    const cv = coefficientOfVariation(weeks);
    throughputs.push(tp);
    variations.push(cv);
    perRun?.push({ onTime: made, p85CycleDays: quantile(runCycles, 0.85), medianCycleDays: quantile(runCycles, 0.5), meanWeeklyThroughput: tp, throughputVariation: cv });
  }
  const sorted = cycles.sort((a, b) => a - b);
  const metrics: Metrics = {
    onTimeProbability: problem.dueInDays === null ? null : onTime / runs,
    p85CycleDays: sorted.length ? quantileSorted(sorted, 0.85) : 0,
    medianCycleDays: sorted.length ? quantileSorted(sorted, 0.5) : 0,
    meanWeeklyThroughput: mean(throughputs),
    throughputVariation: mean(variations),
  };
  return { genome, metrics, fitness: fitnessOf(problem.objective, metrics) };
}

type PerRun = { onTime: number; p85CycleDays: number; medianCycleDays: number; meanWeeklyThroughput: number; throughputVariation: number };

/** Higher is better. Cycle time and steadiness are weighed against throughput so a genome cannot win by starving its work. */
export function fitnessOf(objective: Objective, m: Metrics): number {
  if (objective === "due_date") return (m.onTimeProbability ?? 0) - m.p85CycleDays / 100_000;
  if (objective === "cycle_time") return -m.p85CycleDays;
  return -m.throughputVariation + Math.min(0, Math.log(Math.max(1e-6, m.meanWeeklyThroughput)));
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

export function randomGenome(random: () => number): Genome {
  return {
    sprintLengthDays: pick(random, sprintLengths),
    wipLimit: WIP_MIN + Math.floor(random() * (WIP_MAX - WIP_MIN + 1)),
    releaseCadenceDays: pick(random, releaseCadences),
    interruptions: pick(random, interruptionPolicies),
  };
}

/** Uniform crossover: each gene from one parent or the other, and which one is recorded. */
export function crossover(random: () => number, a: Genome, b: Genome): { genome: Genome; genes: Record<GeneKey, GeneSource> } {
  const genome = { ...a };
  const genes = {} as Record<GeneKey, GeneSource>;
  for (const key of geneKeys) {
    const fromB = random() < 0.5;
    (genome as Record<GeneKey, unknown>)[key] = fromB ? b[key] : a[key];
    genes[key] = fromB ? "b" : "a";
  }
  return { genome, genes };
}

/** Each gene changes with probability `rate`; the WIP limit mostly by small steps. */
export function mutate(random: () => number, genome: Genome, rate: number, genes: Record<GeneKey, GeneSource>): Genome {
  const g = { ...genome };
  if (random() < rate) {
    g.sprintLengthDays = pick(random, sprintLengths.filter((v) => v !== g.sprintLengthDays));
    genes.sprintLengthDays = "mutation";
  }
  if (random() < rate) {
    const step = random() < 0.8 ? (1 + Math.floor(random() * 3)) * (random() < 0.5 ? -1 : 1) : Math.floor(random() * WIP_MAX) - g.wipLimit;
    g.wipLimit = Math.min(WIP_MAX, Math.max(WIP_MIN, g.wipLimit + (step === 0 ? 1 : step)));
    genes.wipLimit = "mutation";
  }
  if (random() < rate) {
    g.releaseCadenceDays = pick(random, releaseCadences.filter((v) => v !== g.releaseCadenceDays));
    genes.releaseCadenceDays = "mutation";
  }
  if (random() < rate) {
    g.interruptions = g.interruptions === "expedite" ? "next_sprint" : "expedite";
    genes.interruptions = "mutation";
  }
  return g;
}

/** The current genome, kept within the genes' ranges (a measured WIP can exceed the search's). */
export function clampGenome(g: Genome): Genome {
  return { ...g, wipLimit: Math.min(WIP_MAX, Math.max(WIP_MIN, Math.round(g.wipLimit))) };
}

export function evolve(problem: Problem, options: EvolutionOptions): EvolutionResult {
  const size = Math.max(4, options.population ?? 50);
  const generations = Math.max(1, options.generations ?? 50);
  const runs = Math.max(1, options.runs ?? 200);
  const eliteCount = Math.min(size - 1, Math.max(1, options.elite ?? 2));
  const rate = options.mutationRate ?? 0.2;
  const tournament = Math.max(2, options.tournament ?? 3);
  const random = mulberry32(options.seed >>> 0);
  const evalSeed = (options.seed ^ 0x9e3779b9) >>> 0;
  const cache = new Map<string, ScoredGenome>();
  let simulationRuns = 0;
  const score = (g: Genome): ScoredGenome => {
    const key = genomeKey(g);
    let s = cache.get(key);
    if (!s) {
      if (options.fitnessOverride) s = { genome: g, fitness: options.fitnessOverride(g), metrics: emptyMetrics };
      else {
        s = evaluate(problem, g, runs, evalSeed);
        simulationRuns += runs;
      }
      cache.set(key, s);
    }
    return s;
  };
  const everyone = new Map<number, Individual>();
  let nextId = 1;
  const born = (genome: Genome, generation: number, parents: [number, number] | null, genes: Record<GeneKey, GeneSource>): Individual => {
    const ind: Individual = { id: nextId++, genome, generation, parents, genes };
    everyone.set(ind.id, ind);
    return ind;
  };
  const seedGenes = Object.fromEntries(geneKeys.map((k) => [k, "seed"])) as Record<GeneKey, GeneSource>;
  const current = clampGenome(problem.current);
  const people = Math.max(1, Math.round(problem.environment.teamSize));
  // The first generation: the current genome, the textbook methodologies, and random others.
  const archetypes: Genome[] = [
    current,
    { sprintLengthDays: 14, wipLimit: WIP_MAX, releaseCadenceDays: 14, interruptions: "next_sprint" },
    { sprintLengthDays: 0, wipLimit: Math.min(WIP_MAX, people + 1), releaseCadenceDays: 0, interruptions: "expedite" },
    { sprintLengthDays: 14, wipLimit: Math.min(WIP_MAX, people + 1), releaseCadenceDays: 0, interruptions: "expedite" },
  ];
  let population: Individual[] = archetypes.slice(0, size).map((g) => born(g, 0, null, { ...seedGenes }));
  while (population.length < size) population.push(born(randomGenome(random), 0, null, { ...seedGenes }));
  const history: GenerationStats[] = [];
  let stopped = false;
  let generation = 0;
  let ranked: { ind: Individual; s: ScoredGenome }[] = [];
  for (; generation < generations; generation++) {
    ranked = population.map((ind) => ({ ind, s: score(ind.genome) })).sort((x, y) => y.s.fitness - x.s.fitness || x.ind.id - y.ind.id);
    const top = ranked[0]!;
    const stats = { generation, best: top.s.fitness, mean: mean(ranked.map((r) => r.s.fitness)), bestGenome: top.ind.genome, evaluated: cache.size };
    history.push(stats);
    options.onGeneration?.(stats);
    if (generation === generations - 1) break;
    if (options.shouldStop?.()) {
      stopped = true;
      break;
    }
    const select = (): { ind: Individual; s: ScoredGenome } => {
      let winner = ranked[Math.floor(random() * ranked.length)]!;
      for (let k = 1; k < tournament; k++) {
        const other = ranked[Math.floor(random() * ranked.length)]!;
        if (other.s.fitness > winner.s.fitness) winner = other;
      }
      return winner;
    };
    const next: Individual[] = ranked.slice(0, eliteCount).map((r) => r.ind);
    while (next.length < size) {
      const a = select().ind;
      const b = select().ind;
      const { genome, genes } = crossover(random, a.genome, b.genome);
      const child = mutate(random, genome, rate, genes);
      next.push(born(isValidGenome(child) ? child : a.genome, generation + 1, [a.id, b.id], genes));
    }
    population = next;
  }
  const winner = ranked[0]!;
  const { genome: recommended, neutral } = withoutNeutralChanges(current, winner.s, score);
  // The family tree: the winner, its parents, grandparents and great-grandparents.
  const familyTree: Individual[] = [];
  let layer = [winner.ind.id];
  for (let depth = 0; depth < 4 && layer.length; depth++) {
    const nextLayer: number[] = [];
    for (const id of layer) {
      const ind = everyone.get(id);
      if (!ind || familyTree.some((f) => f.id === id)) continue;
      familyTree.push(ind);
      if (ind.parents) nextLayer.push(...ind.parents);
    }
    layer = nextLayer;
  }
  // Fresh seeds for the comparison: the search's own seeds favour the genome that got lucky on them.
  const freshSeed = (evalSeed + 0x5bd1e995) >>> 0;
  const currentRuns: PerRun[] = [];
  const bestRuns: PerRun[] = [];
  const currentScored = evaluate(problem, current, runs, freshSeed, currentRuns);
  const bestScored = evaluate(problem, recommended, runs, freshSeed, bestRuns);
  const effects = effectsOf(problem, currentScored, bestScored, currentRuns, bestRuns, mulberry32((options.seed + 17) >>> 0));
  const changes = geneKeys.filter((k) => current[k] !== recommended[k]).map((k) => ({ gene: k, from: current[k], to: recommended[k] }));
  return { best: bestScored, current: currentScored, history, familyTree, changes, neutral, effects, stopped, generationsRun: history.length, genomesEvaluated: cache.size, simulationRuns: simulationRuns + 2 * runs };
}

/**
 * A gene the objective does not feel drifts freely in a genetic algorithm: selection cannot tell
 * its values apart, so the winner carries whatever value its ancestors happened to have. On the
 * sample "Migración a la nube" (an aged backlog that a small capacity cannot clear) the cycle-time
 * winner carried 21-day sprints although every sprint length scores the same there (decision 1007).
 * So each gene the winner changed is set back to the current value, one at a time, whenever that
 * scores at least as well on the search's own seeds: only changes that move the objective are
 * recommended.
 */
export function withoutNeutralChanges(current: Genome, winner: ScoredGenome, score: (g: Genome) => ScoredGenome): { genome: Genome; neutral: EvolutionResult["neutral"] } {
  let best = winner;
  const neutral: EvolutionResult["neutral"] = [];
  for (const key of geneKeys) {
    if (best.genome[key] === current[key]) continue;
    const reverted = score({ ...best.genome, [key]: current[key] });
    if (reverted.fitness >= best.fitness) {
      neutral.push({ gene: key, value: best.genome[key] });
      best = reverted;
    }
  }
  return { genome: best.genome, neutral };
}

function effectsOf(problem: Problem, current: ScoredGenome, best: ScoredGenome, a: PerRun[], b: PerRun[], random: () => number): Effect[] {
  const metrics: (keyof PerRun)[] = ["p85CycleDays", "medianCycleDays", "meanWeeklyThroughput", "throughputVariation"];
  if (problem.dueInDays !== null) metrics.unshift("onTime");
  const n = a.length;
  return metrics.map((metric) => {
    // Paired bootstrap: the same futures (runs) resampled for both genomes.
    const diffs: number[] = [];
    for (let k = 0; k < 400; k++) {
      let sa = 0;
      let sb = 0;
      for (let i = 0; i < n; i++) {
        const j = Math.floor(random() * n);
        sa += a[j]![metric];
        sb += b[j]![metric];
      }
      diffs.push((sb - sa) / n);
    }
    const key: keyof Metrics = metric === "onTime" ? "onTimeProbability" : metric;
    const cur = metric === "onTime" ? (current.metrics.onTimeProbability ?? 0) : mean(a.map((r) => r[metric]));
    const pro = metric === "onTime" ? (best.metrics.onTimeProbability ?? 0) : mean(b.map((r) => r[metric]));
    return { metric: key, current: cur, proposed: pro, difference: { p10: quantile(diffs, 0.1), p50: quantile(diffs, 0.5), p90: quantile(diffs, 0.9) } };
  });
}
