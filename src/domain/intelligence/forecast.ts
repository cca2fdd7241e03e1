// Delivery forecast (issue 8): when will the remaining work be done?
//
// Monte Carlo over weekly throughput (docs/intelligence.md, decision 0101):
// - History: the completed items' dates, counted per 7-day week ending on the as-of date, over
//   the most recent `historyWeeks` full weeks since the project started. A week with no
//   completion is a zero: leaving it out would make every team look faster than it is.
// - Each trial draws weeks at random (with replacement) from that history until the remaining
//   items are done; the last week is interpolated by the share of its throughput still needed,
//   so constant throughput of 5 with 20 items left gives exactly 28 days.
// - Young projects (fewer than `youngWeeks` full weeks or `youngCompletions` completions) borrow
//   the workspace's other projects' weekly throughput (the reference class): each trial follows
//   one of those projects, picked at random, and each simulated week comes from the project's own
//   history with probability min(ownWeeks / youngWeeks, ownCompletions / youngCompletions),
//   otherwise from that reference project. Without own history the reference class alone is
//   used; without either, the answer is "insufficient", never an invented number.
// - New work keeps arriving and is done in between, and some old items linger: each trial needs
//   remaining × a work factor drawn from `workFactor` (flow.ts measures it from the project's
//   past checkpoints). Without it the remaining items get the whole throughput, the textbook model.
// - What-if: `capacityFactor` multiplies throughput (+20 % people → 1.2; assumes throughput
//   scales with people, no ramp-up or coordination cost); `scopeChange` adds or removes items.
// - Parameter uncertainty: each trial first re-weights the history weeks with a Bayesian
//   bootstrap (Dirichlet(1,…,1) weights), so a short history gives a wider forecast than a long
//   one with the same mean. Drawing weeks independently alone makes long forecasts over-confident.
// Heavy-tailed histories (issue 22, decision 0107):
// - Recent regime: the bootstrap weights are Exp(1) draws times a prior weight halving every
//   `recentHalfLifeWeeks` weeks back, so a team whose pace changed is forecast at its new pace,
//   with the uncertainty of the few weeks that show it.
// - Clean-ups are not capacity: a day with far more completions than the window's daily mean
//   (a mass closing of stale items) counts as an ordinary day in the throughput history.
// - Age of the open items (`items`): the survival curve of the history's cycle times
//   (Kaplan–Meier, a constant-hazard tail, and beyond the largest finished item a hazard falling
//   with age, its exponent floored at 2: survival.ts, decision 0121) says how likely an item
//   already open `a` days is to still be open `t` days later, S(a+t)/S(a). The stragglers (older
//   than what 80 % of items take) are modelled so, on the backlog's shared clock (decision 0110):
//   the chance that all are done by t is the product over them; each trial draws a finish from it
//   and ends at the later of that finish and the throughput finish. A work factor measured without
//   stragglers (flow.ts, decisions 0120–0121) is then applied to the other open items only.
// - The horizon: a percentile that is not reached within `horizonWeeks` is reported as "not before"
//   the horizon (`isLowerBound`), not dropped.

import { calibratedLevel, calibratedProbability, type ForecastCalibration, type ModelQuantiles } from "./calibration";
import { dayToDate, minOf, toDay, type DateInput } from "./dates";
import type { FlowItem } from "./flow";
import { mulberry32 } from "./random";
import { heavyTailSurvival, lindyTail, type SurvivalCurve, type SurvivalObservation, type SurvivalTail } from "./survival";
import type { DateOnly } from "../planning/calendar";
import { daysBetween } from "../capacity/dates";
import { nextWorkingDay, type WorkingDayCalendar } from "../capacity/working-days";

export type ForecastHistogramBar = { week: number; trials: number; probability: number };

/** Completions needed per remaining item (≥ 1), as a discrete distribution (flow.ts). */
export type ForecastWorkFactor = {
  values: number[];
  probabilities: number[];
  /** Measured without each checkpoint's stragglers of this share (flow.ts): applied to the non-stragglers only. */
  stragglerShare?: number;
};

export type ForecastInput = {
  asOf: DateInput;
  /** Completion dates or instants of the project's done items (any order; later than asOf is ignored). */
  completedAt: DateInput[];
  /** Items not done yet. */
  remaining: number;
  /** First day of the project (or of its first task); weeks before it are not counted as zeros. */
  startedAt?: DateInput | null;
  dueDate?: DateInput | null;
  /**
   * Weekly completion counts of the workspace's other projects (one list per project), for young
   * projects. Read as immutable: each list is cleaned and copied once and kept by its identity.
   */
  referenceWeeklyThroughput?: readonly (readonly number[])[];
  /** New work keeps arriving and is done in between: each trial needs remaining × factor completions. */
  workFactor?: ForecastWorkFactor | null;
  /**
   * The workspace's forecast track record (calibration.ts): the outcomes of its earlier
   * forecasts, all projects pooled. Null = report the model as it is.
   */
  calibration?: ForecastCalibration | null;
  whatIf?: { capacityFactor?: number; scopeChange?: number };
  /** Zone in which instants become days (the workspace's). */
  timeZone?: string;
  trials?: number;
  seed?: number;
  historyWeeks?: number;
  youngWeeks?: number;
  youngCompletions?: number;
  /** Trials still running after this many weeks are counted as beyond the horizon. */
  horizonWeeks?: number;
  /**
   * The project's items (created, and completed when done), for the ages of the open ones and
   * the survival curve of the history's cycle times. Without them only throughput is modelled.
   */
  items?: FlowItem[] | null;
  /** Weeks back at which a history week weighs half as much as the latest (recent regime). */
  recentHalfLifeWeeks?: number;
  /**
   * Items older than the age by which this share of the history's items were done are the
   * stragglers whose ages are modelled (default 0.8); younger ones are left to throughput. 0 = all.
   */
  stragglerShare?: number;
  /** The backlog's shared clock (clean-ups and quiet weeks move every open item alike); false = items independent. */
  agesClock?: boolean;
  /**
   * The cycle-time curve's tail beyond the largest finished item (survival.ts): the Lindy tail with
   * its exponent floored at 2 by default (decision 0121), `exponentialTail` for 0111's constant hazard.
   */
  ageTail?: SurvivalTail;
  /**
   * The team's working days (decision 1306): a percentile that lands on a weekend or a holiday
   * becomes the next working day, since nobody delivers on a day nobody works. The history's weeks
   * already hold their own days off, so the simulation itself is not changed.
   */
  workingDays?: WorkingDayCalendar | null;
  /** Levels of `modelQuantiles` (default 100: 1 %, 2 %, … 100 %); the calibration replay reads 1,000. */
  quantileLevels?: number;
};

export type ForecastSource = {
  kind: "own" | "reference" | "blended";
  /** Full weeks of own history used, and completions in them. */
  ownWeeks: number;
  ownCompletions: number;
  referenceWeeks: number;
  referenceProjects: number;
  /** Probability that a simulated week is drawn from the project's own history. */
  ownShare: number;
};

export type ForecastPercentile = {
  probability: number;
  date: DateOnly;
  days: number;
  weeks: number;
  /** The level is not reached within the horizon: "not before this date". */
  isLowerBound?: boolean;
};

export type ForecastSentence = { key: string; params: Record<string, string | number> };

export type ForecastInsufficientReason =
  | "invalid_as_of"
  | "no_remaining_work"
  | "no_completed_history"
  | "history_too_short"
  | "no_throughput"
  | "beyond_horizon";

export type ForecastResult =
  | {
      status: "ok";
      asOf: DateOnly;
      remaining: number;
      trials: number;
      seed: number;
      p50: ForecastPercentile;
      p85: ForecastPercentile;
      p95: ForecastPercentile;
      dueDate: DateOnly | null;
      /** Probability of finishing on or before the due date (share of trials, recalibrated when a calibration is given), 0–1; null without a due date. */
      probabilityOnTime: number | null;
      /** Per week after asOf (1 = the first): the model's trials that finished in it and the (calibrated) probability. */
      histogram: ForecastHistogramBar[];
      /** Probability of being done by each week's end. */
      sCurve: { date: DateOnly; probability: number }[];
      source: ForecastSource;
      /** Mean weekly throughput of the sampled history (after the capacity factor). */
      meanWeeklyThroughput: number;
      whatIf: { capacityFactor: number; scopeChange: number };
      /** Median of the work factor used (1 = the remaining items get the whole throughput). */
      workFactorMedian: number;
      /** The open items' ages, when the items were given and their cycle times enough to fit a survival curve. */
      /** The open items' ages: the oldest, and how many are stragglers modelled by their age (decision 0110). */
      ages: { isApplied: boolean; oldestDays: number; stragglers: number; tailMeanDays: number | null; cleanUpDays: number };
      /** Whether the workspace's track record recalibrated the percentiles (calibration.ts). */
      calibration: { isApplied: boolean; outcomes: number; finished: number };
      /** The model's finish in days at levels 1 %…100 %, to store and score later (pitOf). */
      modelQuantiles: ModelQuantiles;
      sentence: ForecastSentence;
    }
  | {
      status: "insufficient";
      asOf: DateOnly | null;
      remaining: number;
      reasons: ForecastInsufficientReason[];
      source: ForecastSource | null;
      sentence: ForecastSentence;
    };

export const forecastDefaults = {
  trials: 10_000,
  seed: 20240601,
  historyWeeks: 26,
  youngWeeks: 6,
  youngCompletions: 10,
  horizonWeeks: 520,
  recentHalfLifeWeeks: 8,
  stragglerShare: 0.8,
  ageTail: lindyTail,
};

/** Finished cycle times needed before the open items' ages are modelled. */
const minFinishedCycleTimes = 20;

type WeeklyHistory = { counts: number[]; completions: number };

/**
 * Completions per 7-day week ending on asOf (index 0 = the latest week), over the full weeks
 * since the start, at most `maxWeeks`. A partial first week is left out rather than counted as
 * a slow week.
 */
export function weeklyCounts(days: number[], asOfDay: number, startDay: number | null, maxWeeks: number): WeeklyHistory {
  const first = startDay ?? (days.length ? minOf(days) : asOfDay + 1);
  const fullWeeks = Math.max(0, Math.min(maxWeeks, Math.floor((asOfDay - first + 1) / 7)));
  const counts = new Array<number>(fullWeeks).fill(0);
  let completions = 0;
  for (const day of days) {
    if (day > asOfDay) continue;
    const week = Math.floor((asOfDay - day) / 7);
    if (week < fullWeeks) {
      counts[week] = (counts[week] as number) + 1;
      completions++;
    }
  }
  return { counts, completions };
}

/**
 * Weekly counts as `weeklyCounts`, with clean-up days counted as ordinary days: a day with far
 * more completions than the window's daily mean (over 4× the mean plus five Poisson standard
 * deviations, at least 8) is a mass closing of stale items, not the team's pace.
 */
export function throughputCounts(days: number[], asOfDay: number, startDay: number | null, maxWeeks: number): WeeklyHistory & { cleanUpDays: number } {
  const raw = weeklyCounts(days, asOfDay, startDay, maxWeeks);
  const windowDays = raw.counts.length * 7;
  if (!windowDays || !raw.completions) return { ...raw, cleanUpDays: 0 };
  const perDay = new Map<number, number>();
  for (const day of days) if (day <= asOfDay && asOfDay - day < windowDays) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  const threshold = (mean: number): number => Math.max(8, 4 * mean + 5 * Math.sqrt(mean) + 3);
  const first = threshold(raw.completions / windowDays);
  let ordinary = 0;
  let ordinaryDays = windowDays;
  for (const count of perDay.values()) {
    if (count > first) ordinaryDays--;
    else ordinary += count;
  }
  const typical = Math.round(ordinary / Math.max(1, ordinaryDays));
  const counts = [...raw.counts];
  let cleanUpDays = 0;
  let completions = raw.completions;
  for (const [day, count] of perDay) {
    if (count <= first) continue;
    cleanUpDays++;
    const week = Math.floor((asOfDay - day) / 7);
    counts[week] = (counts[week] as number) - count + typical;
    completions += typical - count;
  }
  return { counts, completions, cleanUpDays };
}

/**
 * Ages (days) of the items open on asOf, the survival curve of the history's cycle times, and the
 * backlog's clock: for each of the last `weeks` full weeks (index 0 = the latest), the closes among
 * the items open at the week's start ÷ the closes the curve expected of them (Σ 1 − S(a+7)/S(a)).
 * A clean-up week reads far above 1, a quiet one below: the shocks every open item shares.
 */
function readAges(
  items: FlowItem[],
  asOfDay: number,
  timeZone: string,
  weeks: number,
  stragglerShare: number,
  tail: SurvivalTail,
): { ages: number[]; curve: SurvivalCurve | null; clock: number[] } {
  const ages: number[] = [];
  const observations: SurvivalObservation[] = [];
  const rows: { created: number; completed: number }[] = [];
  for (const item of items) {
    const created = toDay(item.createdAt, timeZone);
    if (created === null || created > asOfDay) continue;
    const completed = toDay(item.completedAt ?? null, timeZone);
    if (completed !== null && completed <= asOfDay) {
      if (completed >= created) {
        observations.push({ value: completed - created, isCensored: false });
        rows.push({ created, completed });
      }
    } else {
      ages.push(asOfDay - created);
      observations.push({ value: asOfDay - created, isCensored: true });
      rows.push({ created, completed: Number.POSITIVE_INFINITY });
    }
  }
  const curve = heavyTailSurvival(observations, minFinishedCycleTimes, tail);
  const clock: number[] = [];
  if (curve) {
    for (let w = 0; w < weeks; w++) {
      const start = asOfDay - 7 * (w + 1);
      let expected = 0;
      let observed = 0;
      for (const r of rows) {
        if (r.created > start || r.completed <= start) continue;
        const alive = curve.survival(start - r.created);
        // The stragglers of that week only: the clock is the pace of the items the ages model.
        if (alive <= 0 || alive >= 1 - stragglerShare) continue;
        expected += 1 - curve.survival(start - r.created + 7) / alive;
        if (r.completed <= start + 7) observed++;
      }
      // A week with (almost) no straggler to close says nothing about their pace.
      if (expected >= 0.5) clock.push(observed / expected);
    }
  }
  return { ages, curve, clock };
}

/**
 * P(every open item is done within t days) on a grid of t (daily for eight weeks, then weekly):
 * Π over items of 1 − S(a+t)/S(a). Ages past four weeks are rounded to the week, where the curve
 * is smooth, so a large backlog costs a few dozen groups instead of one per item.
 */
function ageFinishTable(curve: SurvivalCurve, ages: number[], horizonDays: number): { grid: Float64Array; cdf: Float64Array } {
  const groups = new Map<number, number>();
  for (const age of ages) {
    const key = age < 28 ? age : Math.round(age / 7) * 7;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  const entries = [...groups].map(([age, count]) => ({ age, count, alive: curve.survival(age) }));
  const points: number[] = [];
  for (let t = 0; t <= Math.min(56, horizonDays); t++) points.push(t);
  for (let t = 63; t <= horizonDays; t += 7) points.push(t);
  const grid = Float64Array.from(points);
  const cdf = new Float64Array(grid.length);
  for (let k = 1; k < grid.length; k++) {
    const t = grid[k] as number;
    let log = 0;
    for (const { age, count, alive } of entries) {
      const stay = alive > 0 ? curve.survival(age + t) / alive : 0;
      if (stay >= 1) {
        log = Number.NEGATIVE_INFINITY;
        break;
      }
      log += count * Math.log1p(-stay);
    }
    cdf[k] = Math.exp(log);
    if ((cdf[k] as number) > 1 - 1e-9) {
      cdf.fill(1, k);
      break;
    }
  }
  return { grid, cdf };
}

/** A finish (days) drawn from the table by inverse transform, or +∞ beyond its last point. */
function sampleTable(table: { grid: Float64Array; cdf: Float64Array }, u: number): number {
  const { grid, cdf } = table;
  if (u > (cdf[cdf.length - 1] as number)) return Number.POSITIVE_INFINITY;
  let lo = 1;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cdf[mid] as number) < u) lo = mid + 1;
    else hi = mid;
  }
  const below = cdf[lo - 1] as number;
  const above = cdf[lo] as number;
  const from = grid[lo - 1] as number;
  const to = grid[lo] as number;
  const share = above > below ? (u - below) / (above - below) : 1;
  return Math.max(1, Math.ceil(from + share * (to - from) - 1e-9));
}

function insufficient(asOf: DateOnly | null, remaining: number, reasons: ForecastInsufficientReason[], source: ForecastSource | null): ForecastResult {
  return {
    status: "insufficient",
    asOf,
    remaining,
    reasons,
    source,
    sentence: { key: "forecast.sentence.insufficient", params: { reasons: reasons.join(","), remaining } },
  };
}

/**
 * Draws bootstrap weights (Exp(1) times the prior weight of each week: Dirichlet(1,…,1) when the
 * prior is flat) as a cumulative table for sampling an index; returns the weighted mean and
 * second moment of `values`.
 */
// bootstrapTable's moments, read by the caller right after the call: 10,000 trials of a thousand
// projects made twenty million small objects for the collector (issue 17).
let bootstrapMean = 0;
let bootstrapSquare = 0;

function bootstrapTable(size: number, random: () => number, table: Float64Array, prior: Float64Array, values: Float64Array): void {
  let total = 0;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < size; i++) {
    const w = -Math.log(1 - random()) * (prior[i] as number);
    const v = values[i] as number;
    total += w;
    sum += w * v;
    squares += w * v * v;
    table[i] = total;
  }
  for (let i = 0; i < size; i++) table[i] = (table[i] as number) / total;
  bootstrapMean = sum / total;
  bootstrapSquare = squares / total;
}

// A workspace's projects are each other's reference class: at 10,000 projects a forecast would
// clean, average and copy 9,999 arrays of weeks. The same arrays come with every project's
// forecast (the daily job passes them from one map), so each is read once (issue 17).
const cleanedByInput = new WeakMap<readonly number[], number[] | null>();
const meanByCleaned = new WeakMap<number[], number>();
const valuesByCleaned = new WeakMap<number[], Float64Array>();

/** A reference project's weeks without impossible counts; null when no week had a completion (no pace). */
function cleanedReference(weeks: readonly number[]): number[] | null {
  let cleaned = cleanedByInput.get(weeks);
  if (cleaned === undefined) {
    const kept = weeks.filter((n) => Number.isFinite(n) && n >= 0);
    cleaned = kept.some((n) => n > 0) ? kept : null;
    cleanedByInput.set(weeks, cleaned);
  }
  return cleaned;
}

function meanOf(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

function referenceMeanOf(cleaned: number[]): number {
  let mean = meanByCleaned.get(cleaned);
  if (mean === undefined) meanByCleaned.set(cleaned, (mean = meanOf(cleaned)));
  return mean;
}

/** A reference project's weekly counts scaled by the what-if's capacity (kept when unscaled; only read). */
function referenceValuesOf(weeks: number[], capacityFactor: number): Float64Array {
  if (capacityFactor !== 1) return Float64Array.from(weeks, (n) => n * capacityFactor);
  let values = valuesByCleaned.get(weeks);
  if (!values) valuesByCleaned.set(weeks, (values = Float64Array.from(weeks)));
  return values;
}

/** Priors by half-life and size: only read, and every pool of a workspace has one of a few sizes. */
const priorsByHalfLife = new Map<number, Map<number, Float64Array>>();

function recencyPrior(size: number, halfLifeWeeks: number): Float64Array {
  let bySize = priorsByHalfLife.get(halfLifeWeeks);
  if (!bySize) priorsByHalfLife.set(halfLifeWeeks, (bySize = new Map()));
  let prior = bySize.get(size);
  if (!prior) bySize.set(size, (prior = computeRecencyPrior(size, halfLifeWeeks)));
  return prior;
}

function computeRecencyPrior(size: number, halfLifeWeeks: number): Float64Array {
  const prior = new Float64Array(size);
  for (let i = 0; i < size; i++) prior[i] = halfLifeWeeks > 0 && Number.isFinite(halfLifeWeeks) ? Math.pow(0.5, i / halfLifeWeeks) : 1;
  return prior;
}

function pickIndex(table: Float64Array, size: number, u: number): number {
  let lo = 0;
  let hi = size - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((table[mid] as number) < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Standard normal deviate (Box–Muller). */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function round4(x: number): number {
  return Math.round(x * 10000) / 10000;
}

function normaliseFactor(factor: ForecastWorkFactor | null): { values: number[]; cumulative: number[] } | null {
  if (!factor || !factor.values.length) return null;
  const pairs = factor.values.map((v, i) => ({ v: Math.max(1, v), p: Math.max(0, factor.probabilities[i] ?? 0) })).sort((a, b) => a.v - b.v);
  const total = pairs.reduce((sum, x) => sum + x.p, 0);
  if (total <= 0) return null;
  let running = 0;
  return { values: pairs.map((x) => x.v), cumulative: pairs.map((x) => (running += x.p / total)) };
}

function sampleFactor(factor: { values: number[]; cumulative: number[] }, u: number): number {
  for (let i = 0; i < factor.values.length; i++) if (u <= (factor.cumulative[i] as number) + 1e-12) return factor.values[i] as number;
  return factor.values[factor.values.length - 1] as number;
}

export function forecastDelivery(input: ForecastInput): ForecastResult {
  const timeZone = input.timeZone ?? "UTC";
  const trials = Math.max(1, Math.floor(input.trials ?? forecastDefaults.trials));
  const seed = (input.seed ?? forecastDefaults.seed) >>> 0;
  const historyWeeks = input.historyWeeks ?? forecastDefaults.historyWeeks;
  const youngWeeks = input.youngWeeks ?? forecastDefaults.youngWeeks;
  const youngCompletions = input.youngCompletions ?? forecastDefaults.youngCompletions;
  const horizonWeeks = input.horizonWeeks ?? forecastDefaults.horizonWeeks;
  const halfLife = input.recentHalfLifeWeeks ?? forecastDefaults.recentHalfLifeWeeks;
  const capacityFactor = Math.max(0, input.whatIf?.capacityFactor ?? 1);
  const scopeChange = Math.round(input.whatIf?.scopeChange ?? 0);
  const remaining = Math.max(0, Math.round(input.remaining) + scopeChange);

  const asOfDay = toDay(input.asOf, timeZone);
  if (asOfDay === null) return insufficient(null, remaining, ["invalid_as_of"], null);
  const asOf = dayToDate(asOfDay);

  const days: number[] = [];
  for (const value of input.completedAt) {
    const day = toDay(value, timeZone);
    if (day !== null && day <= asOfDay) days.push(day);
  }
  const startDay = toDay(input.startedAt ?? null, timeZone);
  const own = throughputCounts(days, asOfDay, startDay, historyWeeks);
  // Projects whose observed weeks had no completion at all say nothing about a pace.
  const reference: number[][] = [];
  for (const weeks of input.referenceWeeklyThroughput ?? []) {
    const cleaned = cleanedReference(weeks);
    if (cleaned) reference.push(cleaned);
  }
  const ownWeeks = own.counts.length;
  const isYoung = ownWeeks < youngWeeks || own.completions < youngCompletions;
  const hasOwn = ownWeeks > 0 && own.completions > 0;
  const hasReference = reference.length > 0;
  let ownShare = 1;
  if (isYoung && hasReference) ownShare = hasOwn ? Math.min(ownWeeks / youngWeeks, own.completions / youngCompletions, 1) : 0;
  const source: ForecastSource = {
    kind: ownShare === 1 ? "own" : ownShare === 0 ? "reference" : "blended",
    ownWeeks,
    ownCompletions: own.completions,
    referenceWeeks: ownShare === 1 ? 0 : reference.reduce((sum, weeks) => sum + weeks.length, 0),
    referenceProjects: ownShare === 1 ? 0 : reference.length,
    ownShare: Math.round(ownShare * 1000) / 1000,
  };

  if (remaining <= 0) return insufficient(asOf, remaining, ["no_remaining_work"], source);
  // The open items' ages: the youngest dropped when scope is cut (the oldest are the ones that
  // decide the finish, so this errs late), items of age 0 added when scope grows.
  const stragglerShare = Math.min(0.99, Math.max(0, input.stragglerShare ?? forecastDefaults.stragglerShare));
  const read = input.items ? readAges(input.items, asOfDay, timeZone, ownWeeks, stragglerShare, input.ageTail ?? forecastDefaults.ageTail) : { ages: [], curve: null, clock: [] };
  const ageCurve = read.curve;
  let ages: number[] = [];
  if (ageCurve) {
    ages = [...read.ages].sort((a, b) => b - a).slice(0, remaining);
    while (ages.length < remaining) ages.push(0);
    // Stragglers only: an item younger than what most items take is still in the team's queue,
    // and the throughput model (with its work factor) already answers for it.
    if (stragglerShare > 0) ages = ages.filter((a) => ageCurve.survival(a) < 1 - stragglerShare);
  }
  if (ownShare === 1) {
    // Own history alone: it must at least exist and span two weeks. With the ages modelled, weeks
    // without completions still say something: the open items are old and likely to stay open.
    const reasons: ForecastInsufficientReason[] = [];
    if (own.completions === 0 && !(ageCurve && days.length)) reasons.push(days.length ? "no_throughput" : "no_completed_history");
    if (ownWeeks < 2) reasons.push("history_too_short");
    if (reasons.length) return insufficient(asOf, remaining, reasons, source);
  }

  // Pool 0 is the project's own history; pools 1… are the reference projects. A trial follows
  // one reference project throughout, so the spread between teams' paces shows in the forecast
  // instead of being averaged away by pooling their weeks.
  const pools: number[][] = [ownShare > 0 ? own.counts : [], ...(ownShare < 1 ? reference : [])];
  const referenceMean = reference.length ? reference.reduce((sum, weeks) => sum + referenceMeanOf(weeks), 0) / reference.length : 0;
  const meanWeeklyThroughput = (ownShare * meanOf(own.counts) + (1 - ownShare) * referenceMean) * capacityFactor;
  const hasThroughput = meanWeeklyThroughput > 0;
  if (!hasThroughput && !ageCurve) return insufficient(asOf, remaining, ["no_throughput"], source);

  const factor = normaliseFactor(input.workFactor ?? null);
  const random = mulberry32(seed);
  const finishDays = new Float64Array(trials);
  // Two scratch tables (the trial's own pool and its reference project's): bootstrapTable fills
  // the one it is given before every use, so nothing is allocated per reference project (issue 17).
  const longestPool = pools.reduce((longest, weeks) => Math.max(longest, weeks.length), 0);
  const ownScratch = new Float64Array(longestPool);
  const otherScratch = new Float64Array(longestPool);
  const ageTable = ageCurve && ages.length ? ageFinishTable(ageCurve, ages, horizonWeeks * 7) : null;
  // Operational days per calendar week: 7 × the week's clock value.
  const clock =
    ageTable && input.agesClock !== false && read.clock.length >= 2 && read.clock.some((z) => z > 0)
      ? { values: Float64Array.from(read.clock, (z) => 7 * z), table: new Float64Array(read.clock.length), prior: recencyPrior(read.clock.length, halfLife) }
      : null;
  // A factor measured without stragglers (decision 0120) applies to the other open items: the
  // stragglers' finish is the age model's, counting them in throughput too waited for them twice.
  const throughputItems =
    ageTable && factor && stragglerShare > 0 && input.workFactor?.stragglerShare === stragglerShare ? Math.max(0, remaining - ages.length) : remaining;
  let beyond = 0;

  // The own pool is new with every forecast: only the reference projects' values are kept.
  const poolValues = pools.map((weeks, pool) => (pool === 0 ? Float64Array.from(weeks, (n) => n * capacityFactor) : referenceValuesOf(weeks, capacityFactor)));
  for (let trial = 0; trial < trials; trial++) {
    let finished = 0;
    if (hasThroughput) finished = throughputFinish();
    if (ageTable) {
      let age = sampleTable(ageTable, random());
      if (clock && Number.isFinite(age)) age = clockFinish(age);
      finished = Math.max(finished, age);
    }
    if (!Number.isFinite(finished)) beyond++;
    finishDays[trial] = finished;
  }

  /**
   * The backlog's clock: `operational` days of the survival curve pass in calendar time at the
   * pace of the history's weeks (clock values, bootstrap-weighted toward the recent weeks), so a
   * clean-up week closes many open items at once and a quiet one few, in every trial alike.
   */
  function clockFinish(operational: number): number {
    const c = clock as { values: Float64Array; table: Float64Array; prior: Float64Array };
    bootstrapTable(c.values.length, random, c.table, c.prior, c.values);
    const moments = { mean: bootstrapMean, square: bootstrapSquare };
    let left = operational;
    let week = 0;
    while (week < horizonWeeks) {
      if (moments.mean > 0 && left > 16 * moments.mean) {
        const weeks = Math.min(horizonWeeks - week, Math.floor(left / moments.mean / 2));
        const sum = Math.max(0, weeks * moments.mean + Math.sqrt(weeks * Math.max(0, moments.square - moments.mean * moments.mean)) * normal(random));
        if (sum >= left) return Math.max(1, Math.ceil(7 * (week + (weeks * left) / sum) - 1e-9));
        left -= sum;
        week += weeks;
        continue;
      }
      const sample = c.values[pickIndex(c.table, c.values.length, random())] as number;
      if (sample >= left && sample > 0) return week * 7 + Math.max(1, Math.ceil((7 * left) / sample - 1e-9));
      left -= sample;
      week++;
    }
    return Number.POSITIVE_INFINITY;
  }

  /** One trial of the throughput model: the day the remaining work is done, or +∞ past the horizon. */
  function throughputFinish(): number {
    const referencePool = ownShare < 1 ? 1 + Math.floor(random() * reference.length) : 0;
    const ownValues = poolValues[0] as Float64Array;
    const otherValues = poolValues[referencePool] as Float64Array;
    let ownMean = 0;
    let ownSquare = 0;
    let otherMean = 0;
    let otherSquare = 0;
    if (ownShare > 0) {
      bootstrapTable(ownValues.length, random, ownScratch, recencyPrior(ownValues.length, halfLife), ownValues);
      ownMean = bootstrapMean;
      ownSquare = bootstrapSquare;
    }
    if (referencePool > 0) {
      bootstrapTable(otherValues.length, random, otherScratch, recencyPrior(otherValues.length, halfLife), otherValues);
      otherMean = bootstrapMean;
      otherSquare = bootstrapSquare;
    }
    const mean = ownShare * ownMean + (1 - ownShare) * otherMean;
    const variance = Math.max(0, ownShare * ownSquare + (1 - ownShare) * otherSquare - mean * mean);
    let left = throughputItems * (factor ? sampleFactor(factor, random()) : 1);
    if (left <= 0) return 0;
    let week = 0;
    while (week < horizonWeeks) {
      if (mean > 0 && left > 16 * mean) {
        // Far from the end, the sum of many weeks is normal (central limit): jump half the way in
        // one draw instead of drawing each week. Keeps 10,000 trials of a large backlog fast.
        const weeks = Math.min(horizonWeeks - week, Math.floor(left / mean / 2));
        const sum = Math.max(0, weeks * mean + Math.sqrt(weeks * variance) * normal(random));
        if (sum >= left) return Math.max(1, Math.ceil(7 * (week + (weeks * left) / sum) - 1e-9));
        left -= sum;
        week += weeks;
        continue;
      }
      const isOwn = ownShare >= 1 || (ownShare > 0 && random() < ownShare);
      const values = isOwn ? ownValues : otherValues;
      const sample = values[pickIndex(isOwn ? ownScratch : otherScratch, values.length, random())] as number;
      if (sample >= left && sample > 0) {
        // Done within this week: interpolate by the share of the week's throughput still needed.
        return week * 7 + Math.max(1, Math.ceil((7 * left) / sample - 1e-9));
      }
      left -= sample;
      week++;
    }
    return Number.POSITIVE_INFINITY;
  }

  finishDays.sort();
  const calibration = input.calibration ?? null;
  // Model CDF at a day offset, then through the workspace's calibration G (identity without one).
  const modelShareBy = (days: number): number => {
    let lo = 0;
    let hi = trials;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((finishDays[mid] as number) <= days) lo = mid + 1;
      else hi = mid;
    }
    return lo / trials;
  };
  const probabilityBy = (days: number): number => calibratedProbability(calibration, modelShareBy(days));
  const horizonDays = horizonWeeks * 7;
  const onWorkingDay = (day: number): DateOnly => (input.workingDays ? nextWorkingDay(input.workingDays, dayToDate(day)) : dayToDate(day));
  const percentile = (p: number): ForecastPercentile => {
    const level = calibratedLevel(calibration, p);
    const value = finishDays[Math.min(trials - 1, Math.max(0, Math.ceil(level * trials - 1e-9) - 1))] as number;
    // Not reached within the horizon: say "not before" the horizon instead of saying nothing.
    if (!Number.isFinite(value)) return { probability: p, date: onWorkingDay(asOfDay + horizonDays), days: horizonDays, weeks: horizonWeeks, isLowerBound: true };
    const date = onWorkingDay(asOfDay + value);
    const days = daysBetween(asOf, date);
    return { probability: p, date, days, weeks: Math.ceil(days / 7) };
  };
  const p50 = percentile(0.5);
  const p85 = percentile(0.85);
  const p95 = percentile(0.95);

  const dueDay = toDay(input.dueDate ?? null, timeZone);
  const probabilityOnTime = dueDay === null ? null : round4(probabilityBy(dueDay - asOfDay));

  const lastWeek = Math.max(p95.weeks, beyond < trials ? Math.ceil((finishDays[trials - 1 - beyond] as number) / 7) : 0);
  const perWeek = new Array<number>(lastWeek + 1).fill(0);
  for (let i = 0; i < trials - beyond; i++) {
    const week = Math.ceil((finishDays[i] as number) / 7);
    perWeek[week] = (perWeek[week] as number) + 1;
  }
  const histogram: ForecastHistogramBar[] = [];
  const sCurve: { date: DateOnly; probability: number }[] = [];
  let previous = 0;
  for (let week = 1; week <= lastWeek; week++) {
    const probability = round4(probabilityBy(week * 7));
    const count = perWeek[week] as number;
    if (count > 0 || probability > previous) histogram.push({ week, trials: count, probability: round4(probability - previous) });
    sCurve.push({ date: dayToDate(asOfDay + week * 7), probability });
    previous = probability;
  }
  const quantiles: number[] = [];
  const levels = input.quantileLevels ?? 100;
  for (let level = 1; level <= levels; level++) {
    const value = finishDays[Math.ceil((level / levels) * trials) - 1] as number;
    quantiles.push(Number.isFinite(value) ? value : horizonWeeks * 7 + 7);
  }

  const dueDate = dueDay === null ? null : dayToDate(dueDay);
  const sentence: ForecastSentence =
    dueDate === null
      ? { key: "forecast.sentence.likely", params: { remaining, p50: p50.date, p85: p85.date, p95: p95.date } }
      : {
          key: "forecast.sentence.likely_due",
          params: { remaining, p50: p50.date, p85: p85.date, p95: p95.date, dueDate, probability: Math.round((probabilityOnTime ?? 0) * 100) },
        };

  return {
    status: "ok",
    asOf,
    remaining,
    trials,
    seed,
    p50,
    p85,
    p95,
    dueDate,
    probabilityOnTime,
    histogram,
    sCurve,
    source,
    meanWeeklyThroughput: Math.round(meanWeeklyThroughput * 100) / 100,
    whatIf: { capacityFactor, scopeChange },
    workFactorMedian: factor ? sampleFactor(factor, 0.5) : 1,
    ages: {
      isApplied: ageCurve !== null,
      oldestDays: read.ages.reduce((a, b) => Math.max(a, b), 0),
      stragglers: ageTable ? ages.length : 0,
      tailMeanDays: ageCurve && ageCurve.tailHazard > 0 ? Math.round(1 / ageCurve.tailHazard) : null,
      cleanUpDays: own.cleanUpDays,
    },
    calibration: calibration ? { isApplied: true, outcomes: calibration.outcomes, finished: calibration.finished } : { isApplied: false, outcomes: 0, finished: 0 },
    modelQuantiles: quantiles,
    sentence,
  };
}

// ---------------------------------------------------------------------------------------------
// Plain sentences for the CLI and e-mails. The web words the same key and parameters from its
// own catalogue; this keeps the domain free of the web's i18n set-up.

const reasonText: Record<"es" | "en", Record<ForecastInsufficientReason, string>> = {
  es: {
    invalid_as_of: "la fecha de corte no es válida",
    no_remaining_work: "no queda trabajo pendiente",
    no_completed_history: "aún no hay tareas terminadas",
    history_too_short: "el historial abarca menos de dos semanas completas",
    no_throughput: "no se terminó ninguna tarea en las semanas observadas",
    beyond_horizon: "al ritmo actual tardaría más de diez años",
  },
  en: {
    invalid_as_of: "the as-of date is not valid",
    no_remaining_work: "there is no remaining work",
    no_completed_history: "no task has been completed yet",
    history_too_short: "the history covers less than two full weeks",
    no_throughput: "no task was completed in the observed weeks",
    beyond_horizon: "at the current pace it would take more than ten years",
  },
};

function formatDay(date: DateOnly, lang: "es" | "en"): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function describeForecast(result: ForecastResult, lang: "es" | "en"): string {
  if (result.status === "insufficient") {
    const reasons = result.reasons.map((r) => reasonText[lang][r]).join(lang === "es" ? "; " : "; ");
    return lang === "es" ? `No hay datos suficientes para pronosticar: ${reasons}.` : `Not enough data to forecast: ${reasons}.`;
  }
  // A percentile past the horizon is a bound: "not before" that date.
  const day = (p: ForecastPercentile, es: string, en: string): string =>
    p.isLowerBound ? (lang === "es" ? `no antes del ${formatDay(p.date, lang)}` : `not before ${formatDay(p.date, lang)}`) : `${lang === "es" ? es : en} ${formatDay(p.date, lang)}`;
  const p50 = day(result.p50, "hacia el", "");
  const p85 = day(result.p85, "a más tardar el", "by");
  const p95 = day(result.p95, "el", "by");
  const items = result.remaining;
  const source =
    result.source.kind === "own"
      ? ""
      : lang === "es"
        ? result.source.kind === "reference"
          ? " Se usó el historial de otros proyectos del espacio de trabajo porque este aún no tiene suficiente."
          : " Se combinó el historial del proyecto con el de otros proyectos porque aún es corto."
        : result.source.kind === "reference"
          ? " The workspace's other projects were used because this one has too little history yet."
          : " The project's short history was blended with the workspace's other projects.";
  let text =
    lang === "es"
      ? `Con ${items} ${items === 1 ? "tarea pendiente" : "tareas pendientes"}, lo más probable es terminar ${p50} (50 %); con 85 % de confianza, ${p85}, y con 95 %, ${p95}.`
      : `With ${items} ${items === 1 ? "item" : "items"} left, the most likely finish is ${p50.trim()} (50%); with 85% confidence ${p85}, and with 95% ${p95}.`;
  if (result.dueDate !== null && result.probabilityOnTime !== null) {
    const due = formatDay(result.dueDate, lang);
    const pct = Math.round(result.probabilityOnTime * 100);
    text += lang === "es" ? ` La probabilidad de terminar para la fecha límite (${due}) es de ${pct} %.` : ` The chance of finishing by the due date (${due}) is ${pct}%.`;
  }
  return text + source;
}
