import { describe, expect, it } from "vitest";
import { mulberry32 } from "../intelligence/random";
import { crossover, evaluate, evolve, mutate, randomGenome, withoutNeutralChanges, type GeneSource, type Problem } from "./evolve";
import type { Environment } from "./simulation";
import { geneKeys, isValidGenome, type Genome, type GeneKey } from "./traits";

const environment: Environment = {
  teamSize: 4,
  focus: 0.7,
  sizePool: [0.5, 1, 1.5, 2, 3, 5, 13],
  weeklyArrivalsPool: [6, 8, 10, 12, 3],
  plannedShare: 0.6,
  reworkShare: 0.1,
  reworkFraction: 0.5,
  switchCost: 0.15,
};
const current: Genome = { sprintLengthDays: 14, wipLimit: 40, releaseCadenceDays: 14, interruptions: "next_sprint" };
const problem: Problem = { environment, initial: Array.from({ length: 12 }, (_, i) => ({ ageDays: i * 3 })), horizonDays: 56, dueInDays: 42, objective: "cycle_time", current };
// A toy objective with a known optimum: WIP 17, 21-day sprints, weekly releases, interruptions wait.
const toy = (g: Genome): number => -(Math.abs(g.wipLimit - 17) + Math.abs(g.sprintLengthDays - 21) / 7 + (g.releaseCadenceDays === 7 ? 0 : 1) + (g.interruptions === "next_sprint" ? 0 : 1));

describe("genetic algorithm", () => {
  it("keeps genomes valid through crossover and mutation, and records which parent gave each gene", () => {
    const random = mulberry32(5);
    for (let i = 0; i < 2000; i++) {
      const a = randomGenome(random);
      const b = randomGenome(random);
      const { genome, genes } = crossover(random, a, b);
      for (const k of geneKeys) expect(genome[k]).toBe(genes[k] === "a" ? a[k] : b[k]);
      const child = mutate(random, genome, 0.5, { ...genes } as Record<GeneKey, GeneSource>);
      expect(isValidGenome(child)).toBe(true);
    }
  });

  it("finds the known optimum of a toy objective, and elitism never loses the best", () => {
    const result = evolve(problem, { seed: 11, population: 50, generations: 50, runs: 1, fitnessOverride: toy });
    expect(result.history).toHaveLength(50);
    for (let g = 1; g < result.history.length; g++) expect(result.history[g]!.best).toBeGreaterThanOrEqual(result.history[g - 1]!.best);
    expect(result.history[0]!.best).toBeLessThan(0);
    expect(result.history.at(-1)!.best).toBeCloseTo(0, 9);
    expect(result.best.genome).toEqual({ sprintLengthDays: 21, wipLimit: 17, releaseCadenceDays: 7, interruptions: "next_sprint" });
  });

  it("is deterministic for a seed, and improves the simulated objective on the current genome", () => {
    const a = evolve(problem, { seed: 3, population: 20, generations: 10, runs: 20 });
    const b = evolve(problem, { seed: 3, population: 20, generations: 10, runs: 20 });
    expect(b).toEqual(a);
    expect(a.best.fitness).toBeGreaterThanOrEqual(a.history[0]!.best);
    // Scored on fresh seeds the winner still beats the current genome on its objective.
    expect(a.best.metrics.p85CycleDays).toBeLessThan(a.current.metrics.p85CycleDays);
    const p85 = a.effects.find((e) => e.metric === "p85CycleDays")!;
    expect(p85.difference.p10).toBeLessThanOrEqual(p85.difference.p50);
    expect(p85.difference.p50).toBeLessThanOrEqual(p85.difference.p90);
    expect(a.changes.length).toBeGreaterThan(0);
    // The family tree starts with the winner and names parents that are in it or earlier.
    // (the recommendation is the winner with its neutral genes set back to the current ones).
    expect({ ...a.familyTree[0]!.genome, ...Object.fromEntries(a.neutral.map((n) => [n.gene, current[n.gene]])) }).toEqual(a.best.genome);
  });

  it("stops when asked, with what it has", () => {
    let calls = 0;
    const result = evolve(problem, { seed: 1, population: 10, generations: 50, runs: 2, shouldStop: () => ++calls >= 3 });
    expect(result.stopped).toBe(true);
    expect(result.generationsRun).toBe(3);
  });
});

describe("neutral genes (decision 1007)", () => {
  // The shape of the sample "Migración a la nube" when calibrated: eleven tasks open for 84 days, a
  // capacity far below them, and all its tasks created in one week of 26 (so bursts are rare).
  const sample: Problem = {
    environment: { teamSize: 4, focus: 0.034, sizePool: [0.05, 0.11, 0.16, 0.22, 0.31, 0.35, 0.4, 0.45, 0.5, 0.56, 0.61, 0.66, 0.76], weeklyArrivalsPool: [...Array.from({ length: 25 }, () => 0), 24], plannedShare: 1, reworkShare: 0, reworkFraction: 0.5, switchCost: 0.15 },
    initial: Array.from({ length: 11 }, (_, i) => ({ ageDays: 84, inProgress: i < 2 })),
    horizonDays: 84,
    dueInDays: 56,
    objective: "cycle_time",
    current: { sprintLengthDays: 0, wipLimit: 2, releaseCadenceDays: 7, interruptions: "expedite" },
  };
  const score = (g: Genome) => evaluate(sample, g, 200, 7);

  it("on the sample's shape every sprint length scores the same for cycle time: sprints there are a neutral gene", () => {
    const fitness = ([0, 7, 14, 21, 28] as const).map((sprintLengthDays) => score({ ...sample.current, sprintLengthDays }).fitness);
    expect(new Set(fitness).size).toBe(1);
  });

  it("sets a winner's neutral changes back to the current value and keeps the ones that move the objective", () => {
    // A winner as the evolution found it: 21-day sprints (drifted) and releases as each item is done.
    const winner = score({ ...sample.current, sprintLengthDays: 21, releaseCadenceDays: 0 });
    expect(winner.fitness).toBeGreaterThan(score(sample.current).fitness);
    const { genome, neutral } = withoutNeutralChanges(sample.current, winner, score);
    expect(neutral).toEqual([{ gene: "sprintLengthDays", value: 21 }]);
    expect(genome).toEqual({ ...sample.current, releaseCadenceDays: 0 });
  });

  it("an evolution on the sample's shape does not recommend a sprint length", () => {
    const result = evolve(sample, { seed: 3, population: 24, generations: 8, runs: 40 });
    expect(result.changes.map((c) => c.gene)).not.toContain("sprintLengthDays");
    expect(result.best.genome.sprintLengthDays).toBe(sample.current.sprintLengthDays);
  });
});
