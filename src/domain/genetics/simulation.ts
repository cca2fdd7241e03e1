// A discrete-event simulation of how a team delivers work (issue 20, decision 1001). Time moves a
// day at a time; each day the events happen in a fixed order: work arrives (planned or unplanned),
// a sprint boundary releases the planned backlog, people pull work up to the WIP limit, the day's
// capacity is shared among the items in progress (with a cost for switching between them),
// finished items may come back as rework, and a release day delivers what was waiting for it.
//
// What it is calibrated with (calibrate.ts) comes from the project's own history: weekly arrivals
// (resampled whole weeks, so bursts and quiet weeks keep their shape), the size of items (from the
// history's cycle times, scaled), the team's capacity, the share of planned work and of rework.
// Everything is seeded: the same input and seed give the same output.

import { mulberry32 } from "../intelligence/random";
import type { Genome } from "./traits";

export type Environment = {
  /** People doing the work. */
  teamSize: number;
  /** Person-days of flow work each person gives a day (the rest is meetings, support, holidays). */
  focus: number;
  /** Work an item needs, in person-days: sizes are drawn from this pool. */
  sizePool: number[];
  /** Items that arrived each week: a week's arrivals are drawn from this pool. */
  weeklyArrivalsPool: number[];
  /** Share of arriving work that was planned (the rest is unplanned: interruptions). */
  plannedShare: number;
  /** Share of finished items that come back for more work. */
  reworkShare: number;
  /** Fraction of the item's work a rework needs again. */
  reworkFraction: number;
  /** Lost efficiency per extra item a person holds at once (an assumption, decision 1001). */
  switchCost: number;
};

/** Work already in the system when the simulation starts (age in days, optionally its size). */
export type InitialItem = { ageDays: number; sizeDays?: number; planned?: boolean; inProgress?: boolean };

export type SimulationInput = {
  genome: Genome;
  environment: Environment;
  days: number;
  seed: number;
  initial?: InitialItem[];
  /** Whether to keep each delivered item's record (the backtest and the tests need them). */
  keepItems?: boolean;
};

export type DeliveredItem = { arrivalDay: number; startedDay: number; deliveredDay: number; initial: boolean; planned: boolean };

export type SimulationResult = {
  weeklyThroughput: number[];
  /** Lead times (arrival → delivery, days) of the items delivered during the run. */
  leadTimes: number[];
  delivered: DeliveredItem[];
  deliveredCount: number;
  arrived: number;
  initialCount: number;
  /** Initial items delivered, and the day the last of them was (null when some were not). */
  initialDelivered: number;
  lastInitialDeliveredDay: number | null;
  openAtEnd: { backlog: number; ready: number; inProgress: number; awaitingRelease: number };
  /** Age at the end of each item still open (days): what a genome that starves its work hides. */
  openAgesAtEnd: number[];
  /** The most items ever in progress at once (never above the WIP limit). */
  maxInProgress: number;
  reworked: number;
};

type Item = { arrivalDay: number; startedDay: number; size: number; remaining: number; planned: boolean; initial: boolean; reworked: boolean };

export function simulateDelivery(input: SimulationInput): SimulationResult {
  const { genome, environment: env, days } = input;
  const random = mulberry32(input.seed >>> 0);
  const weeks = Math.ceil(days / 7);
  const weeklyThroughput = new Array<number>(weeks).fill(0);
  const leadTimes: number[] = [];
  const delivered: DeliveredItem[] = [];
  const backlog: Item[] = [];
  const expedite: Item[] = [];
  const ready: Item[] = [];
  let inProgress: Item[] = [];
  const awaiting: { item: Item; finishedDay: number }[] = [];
  let arrived = 0;
  let deliveredCount = 0;
  let initialDelivered = 0;
  let lastInitialDeliveredDay: number | null = null;
  let reworked = 0;
  const sizeOf = (): number => {
    const pool = env.sizePool;
    return pool.length ? Math.max(0.05, pool[Math.floor(random() * pool.length)] as number) : 1;
  };
  const sprint = genome.sprintLengthDays;
  const wip = Math.max(1, Math.floor(genome.wipLimit));
  const capacity = Math.max(0, env.teamSize * env.focus);
  const people = Math.max(1, env.teamSize);

  const initial = input.initial ?? [];
  for (const it of initial) {
    const size = it.sizeDays ?? sizeOf();
    const item: Item = { arrivalDay: -Math.max(0, it.ageDays), startedDay: -1, size, remaining: size, planned: it.planned ?? true, initial: true, reworked: false };
    if (it.inProgress && inProgress.length < wip) {
      item.startedDay = 0;
      inProgress.push(item);
    } else ready.push(item);
  }
  let maxInProgress = inProgress.length;

  // Arrival days for each week: that week's count (resampled) spread over its days.
  const arrivalsOnDay = new Array<number>(weeks * 7).fill(0);
  if (env.weeklyArrivalsPool.length) {
    for (let w = 0; w < weeks; w++) {
      const count = env.weeklyArrivalsPool[Math.floor(random() * env.weeklyArrivalsPool.length)] as number;
      for (let k = 0; k < count; k++) arrivalsOnDay[w * 7 + Math.floor(random() * 7)]! += 1;
    }
  }

  const deliver = (item: Item, day: number): void => {
    deliveredCount++;
    weeklyThroughput[Math.floor(day / 7)]! += 1;
    leadTimes.push(day - item.arrivalDay);
    if (item.initial) {
      initialDelivered++;
      lastInitialDeliveredDay = day;
    }
    if (input.keepItems) delivered.push({ arrivalDay: item.arrivalDay, startedDay: item.startedDay, deliveredDay: day, initial: item.initial, planned: item.planned });
  };

  for (let day = 0; day < days; day++) {
    // 1. Work arrives.
    const count = arrivalsOnDay[day] ?? 0;
    for (let k = 0; k < count; k++) {
      arrived++;
      const planned = random() < env.plannedShare;
      const size = sizeOf();
      const item: Item = { arrivalDay: day, startedDay: -1, size, remaining: size, planned, initial: false, reworked: false };
      if (sprint > 0 && (planned || genome.interruptions === "next_sprint")) backlog.push(item);
      else if (!planned && genome.interruptions === "expedite") expedite.push(item);
      else ready.push(item);
    }
    // 2. A sprint boundary commits the backlog.
    if (sprint > 0 && day % sprint === 0 && backlog.length) {
      for (const item of backlog) ready.push(item);
      backlog.length = 0;
    }
    // 3. People pull work up to the WIP limit: expedited first, then in order of arrival.
    while (inProgress.length < wip && (expedite.length || ready.length)) {
      const item = (expedite.length ? expedite.shift() : ready.shift()) as Item;
      if (item.startedDay < 0) item.startedDay = day;
      inProgress.push(item);
    }
    if (inProgress.length > maxInProgress) maxInProgress = inProgress.length;
    // 4. The day's capacity is shared; one person works one item at a time at most, and holding
    // more items than people costs switching.
    const n = inProgress.length;
    if (n) {
      const efficiency = 1 / (1 + env.switchCost * Math.max(0, n / people - 1));
      const share = Math.min(1, capacity / n) * efficiency;
      const still: Item[] = [];
      for (const item of inProgress) {
        item.remaining -= share;
        if (item.remaining > 1e-9) {
          still.push(item);
          continue;
        }
        if (!item.reworked && random() < env.reworkShare) {
          item.reworked = true;
          reworked++;
          item.remaining = Math.max(0.05, item.size * env.reworkFraction);
          ready.unshift(item);
          continue;
        }
        if (genome.releaseCadenceDays > 0) awaiting.push({ item, finishedDay: day });
        else deliver(item, day);
      }
      inProgress = still;
    }
    // 5. A release day delivers what was finished and waiting.
    if (genome.releaseCadenceDays > 0 && (day + 1) % genome.releaseCadenceDays === 0 && awaiting.length) {
      for (const a of awaiting) deliver(a.item, day);
      awaiting.length = 0;
    }
  }
  const openAgesAtEnd: number[] = [];
  for (const list of [backlog, expedite, ready, inProgress, awaiting.map((a) => a.item)]) for (const item of list) openAgesAtEnd.push(days - 1 - item.arrivalDay);
  return {
    weeklyThroughput,
    leadTimes,
    openAgesAtEnd,
    delivered,
    deliveredCount,
    arrived,
    initialCount: initial.length,
    initialDelivered,
    lastInitialDeliveredDay: initial.length === 0 ? 0 : initialDelivered === initial.length ? lastInitialDeliveredDay : null,
    openAtEnd: { backlog: backlog.length, ready: ready.length + expedite.length, inProgress: inProgress.length, awaitingRelease: awaiting.length },
    maxInProgress,
    reworked,
  };
}
