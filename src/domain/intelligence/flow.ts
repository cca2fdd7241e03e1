// How much work it really takes to finish the items open today (decision 0102).
//
// A forecast of "when will the items open today be done" must not count tomorrow's new items as
// remaining, but the team will not give the open items its whole throughput either: new, often
// urgent, work keeps arriving and is done in between, and a few old items linger to the end. So
// the forecast asks for more completions than there are remaining items, by a work factor:
//
//   factor at a past checkpoint c = completions of any item from c until the last item open at c
//                                   was done  ÷  items open at c.
//
// It is measured at the weekly checkpoints of the project's own history (one to `historyWeeks`
// weeks back). A checkpoint whose items are not all done yet by the as-of date only tells that
// its factor is larger than what has been completed since (a right-censored observation); the
// Kaplan–Meier estimator uses both kinds without the bias of dropping the unfinished ones.

import { minOf, toDay, type DateInput } from "./dates";
import { heavyTailSurvival, kaplanMeier, lindyTail, type SurvivalObservation, type SurvivalTail } from "./survival";

// Two years: long drains are rare, and every finished one is worth keeping.
const factorHistoryWeeks = 104;
/** Finished cycle times needed for a straggler age (the forecast's own minimum). */
const minFinishedCycleTimes = 20;

export type FlowItem = { createdAt: DateInput; completedAt?: DateInput | null };

export type WorkFactorObservation = { factor: number; isCensored: boolean; stragglerShare?: number };

/** A discrete distribution of the work factor, ascending values with their probabilities. */
export type WorkFactorDistribution = {
  values: number[];
  probabilities: number[];
  /** Past checkpoints observed, and how many of them had finished their items. */
  observations: number;
  finished: number;
  /**
   * Set when the factor was measured without each checkpoint's stragglers (decision 0120): the
   * share the forecast's age model answers for, which then applies the factor to the other items.
   */
  stragglerShare?: number;
};

type Row = { created: number; completed: number };

function readRows(items: FlowItem[], asOfDay: number, timeZone: string): Row[] {
  const rows: Row[] = [];
  for (const item of items) {
    const created = toDay(item.createdAt, timeZone);
    if (created === null || created > asOfDay) continue;
    const completed = toDay(item.completedAt ?? null, timeZone);
    // Not done by asOf is open as far as this history knows.
    rows.push({ created, completed: completed !== null && completed <= asOfDay ? completed : Number.POSITIVE_INFINITY });
  }
  return rows;
}

/** Work-factor observations at weekly checkpoints before asOf, newest first. */
export function observeWorkFactors(
  items: FlowItem[],
  asOf: DateInput,
  options: {
    startedAt?: DateInput | null;
    historyWeeks?: number;
    timeZone?: string;
    /** Leave out each checkpoint's stragglers, as the forecast defines them with this share (decision 0120). */
    stragglerShare?: number;
    /** The cycle-time curve's tail for that definition: the forecast's own (default the Lindy tail, decision 0121). */
    tail?: SurvivalTail;
  } = {},
): WorkFactorObservation[] {
  const timeZone = options.timeZone ?? "UTC";
  const historyWeeks = options.historyWeeks ?? factorHistoryWeeks;
  const asOfDay = toDay(asOf, timeZone);
  if (asOfDay === null) return [];
  const rows = readRows(items, asOfDay, timeZone);
  if (!rows.length) return [];
  const startDay = toDay(options.startedAt ?? null, timeZone) ?? minOf(rows.map((r) => r.created));
  const completions = rows
    .map((r) => r.completed)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const countThrough = (day: number): number => {
    // Completions on or before `day` (binary search in the sorted days).
    let lo = 0;
    let hi = completions.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((completions[mid] as number) <= day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const stragglerAge = options.stragglerShare ? stragglerAgeOf(rows, asOfDay, options.stragglerShare, options.tail ?? lindyTail) : Number.POSITIVE_INFINITY;
  const share = Number.isFinite(stragglerAge) ? options.stragglerShare : undefined;
  const observations: WorkFactorObservation[] = [];
  for (let weeksBack = 1; weeksBack <= historyWeeks; weeksBack++) {
    const checkpoint = asOfDay - 7 * weeksBack;
    if (checkpoint < startDay + 7) break;
    let open = 0;
    let last = Number.NEGATIVE_INFINITY;
    for (const r of rows) {
      // A straggler at the checkpoint (older than `stragglerAge`) is the age model's to forecast:
      // neither counted as open nor waited for.
      if (r.created <= checkpoint && r.completed > checkpoint && checkpoint - r.created < stragglerAge) {
        open++;
        if (r.completed > last) last = r.completed;
      }
    }
    if (open === 0) continue;
    const isCensored = !Number.isFinite(last);
    const doneSince = countThrough(isCensored ? asOfDay : last) - countThrough(checkpoint);
    observations.push({ factor: Math.max(isCensored ? 0 : 1, doneSince / open), isCensored, ...(share === undefined ? {} : { stragglerShare: share }) });
  }
  return observations;
}

/**
 * The age from which an open item is a straggler, as the forecast reads it (forecast.ts,
 * `stragglerShare`): the first age whose survival, on the history's own cycle-time curve as known
 * on asOf, is below 1 − share. +∞ when the history has too few finished items for a curve.
 */
function stragglerAgeOf(rows: Row[], asOfDay: number, share: number, tail: SurvivalTail): number {
  const observations: SurvivalObservation[] = rows.map((r) =>
    Number.isFinite(r.completed) ? { value: r.completed - r.created, isCensored: false } : { value: asOfDay - r.created, isCensored: true },
  );
  const curve = heavyTailSurvival(observations, minFinishedCycleTimes, tail);
  if (!curve) return Number.POSITIVE_INFINITY;
  let lo = 0;
  let hi = 1;
  while (curve.survival(hi) >= 1 - share) {
    hi *= 2;
    if (hi > 1e6) return Number.POSITIVE_INFINITY;
  }
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (curve.survival(mid) < 1 - share) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Kaplan–Meier distribution of the factor from finished and unfinished observations (values
 * ascending). Null when no checkpoint has finished yet: then there is nothing to measure.
 */
export function workFactorDistribution(observations: WorkFactorObservation[]): WorkFactorDistribution | null {
  const km = kaplanMeier(observations.map((o) => ({ value: o.factor, isCensored: o.isCensored })));
  if (!km) return null;
  const values = [...km.values];
  const probabilities = [...km.probabilities];
  if (km.beyond > 1e-12) {
    // Unfinished checkpoints beyond every finished one: the history only says "more than the
    // largest factor seen", so the leftover probability goes to that value (Efron's tail
    // completion). Spreading it further out was tried and made forecasts of projects whose pace
    // had dropped run past the ten-year horizon; the backtest shows the tail stays optimistic.
    if (values.length && (values[values.length - 1] as number) === km.largest) {
      probabilities[probabilities.length - 1] = (probabilities[probabilities.length - 1] as number) + km.beyond;
    } else {
      values.push(km.largest);
      probabilities.push(km.beyond);
    }
  }
  // Observations of a history too young for a curve count every item: only a factor measured
  // entirely without stragglers is applied to the non-stragglers.
  const share = observations[0]?.stragglerShare;
  const isStragglerFree = share !== undefined && observations.every((o) => o.stragglerShare === share);
  return { values, probabilities, observations: km.observations, finished: km.finished, ...(isStragglerFree ? { stragglerShare: share } : {}) };
}
