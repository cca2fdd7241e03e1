// Calibrates the delivery simulation on a project's own history (decision 1001). The history says
// when each item arrived and when it was finished; from it come the weekly arrivals (resampled
// whole weeks), the item sizes (the finished items' cycle times, scaled) and the capacity. The two
// numbers the history cannot show directly, the scale of sizes and the capacity, are found by a
// grid search: the pair whose simulated weekly throughput and cycle times (median and 85th
// percentile) come closest to the observed ones over the same window, from the same starting state.

import { seedFromString } from "../intelligence/random";
import { simulateDelivery, type Environment, type InitialItem } from "./simulation";
import { mean, quantile } from "./stats";
import type { Genome } from "./traits";

export type HistoryPoint = { created: number; completed: number | null };

export type CalibrationInput = {
  items: readonly HistoryPoint[];
  /** The window [from, to) in day numbers. */
  from: number;
  to: number;
  /** The methodology the project followed over the window, when known. */
  genome?: Genome;
  /** People, when known (a CSV does not say: then it is fitted with the capacity). */
  teamSize?: number;
  plannedShare?: number;
  reworkShare?: number;
  runs?: number;
  seed?: number;
};

export type Observed = { weeks: number; meanWeeklyThroughput: number; medianLeadDays: number; p85LeadDays: number; completed: number; arrived: number };

export type Calibration = {
  environment: Environment;
  genome: Genome;
  observed: Observed;
  simulated: { meanWeeklyThroughput: number; medianLeadDays: number; p85LeadDays: number };
  sizeScale: number;
  /** Person-days of flow work a day, for the whole team. */
  capacity: number;
  /** Distance between simulated and observed (0 is a perfect match). */
  misfit: number;
  initial: InitialItem[];
};

/** Lost efficiency per extra item a person holds: an assumption (decision 1001), not fitted. */
export const SWITCH_COST = 0.15;
/** A rework needs this share of the item's work again: an assumption (decision 1001). */
export const REWORK_FRACTION = 0.5;
export const MIN_COMPLETED = 8;

export function observe(items: readonly HistoryPoint[], from: number, to: number): Observed & { weeklyArrivals: number[]; weeklyThroughput: number[]; leadTimes: number[] } {
  const weeks = Math.max(1, Math.ceil((to - from) / 7));
  const weeklyArrivals = new Array<number>(weeks).fill(0);
  const weeklyThroughput = new Array<number>(weeks).fill(0);
  const leadTimes: number[] = [];
  for (const it of items) {
    if (it.created >= from && it.created < to) weeklyArrivals[Math.floor((it.created - from) / 7)]! += 1;
    if (it.completed !== null && it.completed >= from && it.completed < to) {
      weeklyThroughput[Math.floor((it.completed - from) / 7)]! += 1;
      leadTimes.push(it.completed - it.created);
    }
  }
  return {
    weeks,
    weeklyArrivals,
    weeklyThroughput,
    leadTimes,
    meanWeeklyThroughput: mean(weeklyThroughput),
    medianLeadDays: quantile(leadTimes, 0.5),
    p85LeadDays: quantile(leadTimes, 0.85),
    completed: leadTimes.length,
    arrived: weeklyArrivals.reduce((a, b) => a + b, 0),
  };
}

/** Items open at `day` (arrived before it, not finished before it), with their ages. */
export function openAt(items: readonly HistoryPoint[], day: number): InitialItem[] {
  return items.filter((it) => it.created < day && (it.completed === null || it.completed >= day)).map((it) => ({ ageDays: day - it.created }));
}

/** The methodology assumed when a history does not say: no sprints, two items per person, continuous release. */
export function assumedGenome(teamSize: number): Genome {
  return { sprintLengthDays: 0, wipLimit: Math.max(1, Math.ceil(2 * teamSize)), releaseCadenceDays: 0, interruptions: "expedite" };
}

const logGap = (a: number, b: number): number => Math.abs(Math.log(1 + Math.max(0, a)) - Math.log(1 + Math.max(0, b)));

export function calibrate(input: CalibrationInput): Calibration | null {
  const obs = observe(input.items, input.from, input.to);
  if (obs.completed < MIN_COMPLETED || obs.arrived === 0) return null;
  const initial = openAt(input.items, input.from);
  const runs = input.runs ?? 12;
  const seed = input.seed ?? seedFromString(`${input.from}:${input.to}:${obs.completed}`);
  const days = input.to - input.from;
  const arrivalsPerDay = obs.arrived / days;
  const meanLead = Math.max(0.5, mean(obs.leadTimes));
  const leadPool = obs.leadTimes.map((l) => Math.max(0.5, l));
  let best: Calibration | null = null;
  for (const sizeScale of [0.01, 0.02, 0.05, 0.1, 0.2, 0.35, 0.6, 1]) {
    for (const utilisation of [0.4, 0.6, 0.75, 0.85, 0.95, 1.05]) {
      const capacity = Math.max(0.05, (arrivalsPerDay * sizeScale * meanLead) / utilisation);
      const teamSize = input.teamSize ?? Math.max(1, Math.round(capacity));
      const environment: Environment = {
        teamSize,
        focus: capacity / teamSize,
        sizePool: leadPool.map((l) => l * sizeScale),
        weeklyArrivalsPool: obs.weeklyArrivals,
        plannedShare: input.plannedShare ?? 1,
        reworkShare: input.reworkShare ?? 0,
        reworkFraction: REWORK_FRACTION,
        switchCost: SWITCH_COST,
      };
      const genome = input.genome ?? assumedGenome(teamSize);
      const throughputs: number[] = [];
      const leads: number[] = [];
      for (let r = 0; r < runs; r++) {
        const result = simulateDelivery({ genome, environment, days, seed: seed + r * 7919, initial });
        throughputs.push(result.deliveredCount / obs.weeks);
        for (const l of result.leadTimes) leads.push(l);
      }
      const simulated = { meanWeeklyThroughput: mean(throughputs), medianLeadDays: quantile(leads, 0.5), p85LeadDays: quantile(leads, 0.85) };
      if (!leads.length) continue;
      const misfit = logGap(simulated.meanWeeklyThroughput, obs.meanWeeklyThroughput) + logGap(simulated.medianLeadDays, obs.medianLeadDays) + logGap(simulated.p85LeadDays, obs.p85LeadDays);
      if (!best || misfit < best.misfit) {
        best = {
          environment,
          genome,
          observed: { weeks: obs.weeks, meanWeeklyThroughput: obs.meanWeeklyThroughput, medianLeadDays: obs.medianLeadDays, p85LeadDays: obs.p85LeadDays, completed: obs.completed, arrived: obs.arrived },
          simulated,
          sizeScale,
          capacity,
          misfit,
          initial,
        };
      }
    }
  }
  return best;
}
