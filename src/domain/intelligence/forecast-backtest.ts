// Forecast backtest (issue 8, "Measured honesty"): replays a history of work items week by
// week and checks the forecasts against what happened.
//
// At each weekly checkpoint t of a project, the remaining items are those created on or before t
// and not completed by t; items created later are not remaining (they are the new work that
// competes for the throughput, see flow.ts). The forecast sees only what was known at t: the
// project's completions and arrivals up to t, and the other projects' weekly throughput up to t
// as the reference class. The actual outcome is the day the last remaining item was completed.

import { calibrationOfRecord, type PastForecast } from "./calibration";
import { parseCsv } from "./csv";
import { dayToDate, maxOf, minOf, toDay } from "./dates";
import { observeWorkFactors, workFactorDistribution, type FlowItem, type WorkFactorObservation } from "./flow";
import { forecastDelivery, forecastDefaults, weeklyCounts, type ForecastResult } from "./forecast";
import { seedFromString } from "./random";
import { kaplanMeier, type SurvivalObservation, type SurvivalTail } from "./survival";

/** `completed` is +∞ for an item still open when the history was exported. */
export type HistoryItem = { id: string; project: string; created: number; completed: number };

export type HistorySkipReason = "missing_created_at" | "missing_completed_at" | "invalid_created_at" | "invalid_completed_at" | "completed_before_created" | "duplicate_id";

export type HistoryRead = {
  items: HistoryItem[];
  skipped: Record<HistorySkipReason, number>;
  totalRows: number;
  hasProjectColumn: boolean;
  missingColumns: string[];
  /** Rows without `completed_at`: items still open at the export, kept (completed = +∞) unless `dropOpen`. */
  open: number;
  /** The export's day: the latest date in the file (outcomes after it are unknown). */
  exportDay: number | null;
};

const wholeFile = "(all)";
const minFinished = 4;

/** Reads `id,created_at,completed_at[,project]`; rows that cannot be true are counted, not used. */
export function readHistory(csvText: string, timeZone = "UTC", options: { dropOpen?: boolean } = {}): HistoryRead {
  const table = parseCsv(csvText);
  const skipped: Record<HistorySkipReason, number> = {
    missing_created_at: 0,
    missing_completed_at: 0,
    invalid_created_at: 0,
    invalid_completed_at: 0,
    completed_before_created: 0,
    duplicate_id: 0,
  };
  const missingColumns = ["created_at", "completed_at"].filter((c) => !table.header.includes(c));
  const hasProjectColumn = table.header.includes("project");
  if (missingColumns.length) return { items: [], skipped, totalRows: table.rows.length, hasProjectColumn, missingColumns, open: 0, exportDay: null };
  let open = 0;
  let exportDay: number | null = null;
  const seeDay = (day: number) => {
    if (exportDay === null || day > exportDay) exportDay = day;
  };
  const items: HistoryItem[] = [];
  const seen = new Set<string>();
  table.rows.forEach((row, index) => {
    const createdText = (row.created_at ?? "").trim();
    const completedText = (row.completed_at ?? "").trim();
    if (!createdText) return void skipped.missing_created_at++;
    const created = toDay(createdText, timeZone);
    if (created === null) return void skipped.invalid_created_at++;
    // An item without a completion date is still open at the export: its checkpoints are scored
    // as "not done by the export day" (stale work is what a heavy-tailed history is made of).
    const isOpen = !completedText;
    if (isOpen && options.dropOpen) return void skipped.missing_completed_at++;
    const completed = isOpen ? Number.POSITIVE_INFINITY : toDay(completedText, timeZone);
    if (completed === null) return void skipped.invalid_completed_at++;
    if (completed < created) return void skipped.completed_before_created++;
    const project = hasProjectColumn ? (row.project ?? "").trim() || wholeFile : wholeFile;
    const id = (row.id ?? "").trim() || `row-${index + 1}`;
    const key = `${project}\u0000${id}`;
    if (seen.has(key)) return void skipped.duplicate_id++;
    seen.add(key);
    seeDay(created);
    if (isOpen) open++;
    else seeDay(completed);
    items.push({ id, project, created, completed });
  });
  return { items, skipped, totalRows: table.rows.length, hasProjectColumn, missingColumns, open, exportDay };
}

export type CheckpointResult = {
  project: string;
  checkpoint: string;
  remaining: number;
  actual: string;
  p50: string;
  p85: string;
  p95: string;
  source: "own" | "reference" | "blended";
  isCalibrated: boolean;
};

export type CalibrationFigures = {
  checkpoints: number;
  /** Share of checkpoints whose actual completion fell on or before each percentile, 0–1. */
  hitP50: number;
  hitP85: number;
  hitP95: number;
  /** Median of |actual − P50| in days. */
  medianAbsoluteErrorDays: number;
  /** Checkpoints whose items were not all done at the export ("not done by" the export day). */
  censored: number;
};

export type ForecastBacktestReport = {
  projects: number;
  checkpointsConsidered: number;
  /** Checkpoints where the forecast said "insufficient" (with its reasons) and nothing was scored. */
  checkpointsInsufficient: Record<string, number>;
  overall: CalibrationFigures;
  byProject: (CalibrationFigures & { project: string })[];
  checkpoints: CheckpointResult[];
};

export type ForecastBacktestOptions = {
  trials?: number;
  /** Model new work competing for throughput (decision 0102). Off = the textbook model. */
  modelNewWork?: boolean;
  /** Use the other projects as the reference class for young projects. */
  useReferenceClass?: boolean;
  /** Recalibrate each forecast with the outcomes of the earlier ones (calibration.ts). */
  useCalibration?: boolean;
  /** Give the forecast the items known at the checkpoint, for the ages of the open ones (decision 0110: on, as the service does; 0107 had it off). */
  useAges?: boolean;
  /** Overrides the forecast's horizon (weeks). */
  horizonWeeks?: number;
  /** The forecast's straggler share and shared clock (decision 0110); undefined = the engine's defaults. */
  stragglerShare?: number;
  agesClock?: boolean;
  /** The export's day: items still open then (completed = +∞) have unknown outcomes after it. Default: the latest date in the items. */
  exportDay?: number;
  /**
   * Measure the work factor without each checkpoint's stragglers, which the age model forecasts
   * (decisions 0120–0121). Default: on with the ages and the Lindy tail, off with `exponentialTail`.
   */
  factorWithoutStragglers?: boolean;
  /** The cycle-time curve's tail (survival.ts); default the engine's (the Lindy tail floored at 2, decision 0121). */
  ageTail?: SurvivalTail;
  /** Overrides the forecast's recent-regime half-life (weeks); Infinity = every week weighs the same. */
  recentHalfLifeWeeks?: number;
  /**
   * Called with each scored forecast, its model's finish at levels 0.1 %, 0.2 %, … 100 % (in days
   * after the checkpoint) and its outcome: the calibration replay (scripts/forecast-calibration-replay.ts)
   * maps the same forecasts with other readings of the record without simulating them again.
   */
  onForecast?: (forecast: ReplayedForecast) => void;
};

export type ReplayedForecast = { project: string; asOfDay: number; fineQuantiles: number[]; actualDay: number | null; exportDay: number };

/** Levels of the model quantiles handed to `onForecast` (every tenth is the stored 1 % grid). */
const replayLevels = 1000;

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * A scored checkpoint, in days: the actual finish (or, when an item was still open at the export,
 * only "after `exportDay`"), and the P50/P85/P95 it was given (+∞ for "not before the horizon"
 * when no finish could fall short of it).
 */
type ScoredCheckpoint = { project: string; actual: number; isCensored: boolean; exportDay: number; p50: number; p85: number; p95: number; p50Day: number };

/**
 * Share of outcomes on or before a percentile. Without censored outcomes, the plain share. With
 * them (items open at the export), the Kaplan–Meier estimate of P(actual − date ≤ 0): an outcome
 * known only to be after the export is a miss when the export is already past the date, and
 * counts as censored at (export − date) otherwise. Dropping those checkpoints would keep only
 * the backlogs that did finish, and flatter the forecasts of stale work.
 */
function coverage(rows: ScoredCheckpoint[], pick: (r: ScoredCheckpoint) => number): number {
  if (!rows.length) return 0;
  if (!rows.some((r) => r.isCensored)) return rows.filter((r) => r.actual <= pick(r)).length / rows.length;
  const observations: SurvivalObservation[] = rows.map((r) => {
    const date = pick(r);
    if (date === Number.POSITIVE_INFINITY) return { value: -1, isCensored: false };
    return r.isCensored ? { value: r.exportDay - date, isCensored: true } : { value: r.actual - date, isCensored: false };
  });
  const km = kaplanMeier(observations);
  if (!km) return 0;
  let share = 0;
  km.values.forEach((v, i) => {
    if (v <= 0) share += km.probabilities[i] as number;
  });
  // A sum of Kaplan–Meier masses can pass 1 by a rounding error.
  return Math.min(1, Math.max(0, share));
}

/** Median |actual − P50|; a censored outcome's error is at least (export − P50), Kaplan–Meier again. */
function medianError(rows: ScoredCheckpoint[]): number {
  const observations: SurvivalObservation[] = rows.map((r) =>
    r.isCensored ? { value: Math.max(0, r.exportDay - r.p50Day), isCensored: true } : { value: Math.abs(r.actual - r.p50Day), isCensored: false },
  );
  if (!rows.some((r) => r.isCensored)) return median(observations.map((o) => o.value));
  const km = kaplanMeier(observations);
  // Every outcome still open: each error is only known to be at least its bound; say that much.
  if (!km) return median(observations.map((o) => o.value));
  let cumulative = 0;
  for (let i = 0; i < km.values.length; i++) {
    cumulative += km.probabilities[i] as number;
    if (cumulative >= 0.5) return km.values[i] as number;
  }
  return km.largest;
}

function figures(rows: ScoredCheckpoint[]): CalibrationFigures {
  // Each level is its own Kaplan–Meier estimate (its own censoring), so rounding and estimation
  // can leave a later percentile a hair below an earlier one; a share met by a later date never is.
  const round = (x: number): number => Math.round(x * 1e9) / 1e9;
  const hitP50 = round(coverage(rows, (r) => r.p50));
  const hitP85 = Math.max(hitP50, round(coverage(rows, (r) => r.p85)));
  const hitP95 = Math.max(hitP85, round(coverage(rows, (r) => r.p95)));
  return {
    checkpoints: rows.length,
    hitP50,
    hitP85,
    hitP95,
    medianAbsoluteErrorDays: medianError(rows),
    censored: rows.filter((r) => r.isCensored).length,
  };
}

export function runForecastBacktest(items: HistoryItem[], options: ForecastBacktestOptions = {}): ForecastBacktestReport {
  const trials = options.trials ?? 2000;
  const modelNewWork = options.modelNewWork ?? true;
  const useReferenceClass = options.useReferenceClass ?? true;
  const useCalibration = options.useCalibration ?? true;
  const useAges = options.useAges ?? true;
  const ageTail = options.ageTail ?? forecastDefaults.ageTail;
  // The straggler-free factor only with the heavy tail: with the exponential one it makes the
  // centres early (decision 0120, 82.1 points against 76.0).
  const factorWithoutStragglers = options.factorWithoutStragglers ?? ageTail.kind === "lindy";
  const factorStragglerShare = useAges && factorWithoutStragglers ? (options.stragglerShare ?? forecastDefaults.stragglerShare) : undefined;
  const factorOptions = factorStragglerShare ? { stragglerShare: factorStragglerShare, tail: ageTail } : {};
  const byProject = new Map<string, HistoryItem[]>();
  for (const item of items) {
    const list = byProject.get(item.project) ?? [];
    list.push(item);
    byProject.set(item.project, list);
  }
  const projectNames = [...byProject.keys()].sort();
  const insufficientReasons: Record<string, number> = {};
  const scored: ScoredCheckpoint[] = [];
  const checkpoints: CheckpointResult[] = [];
  let considered = 0;

  // Checkpoints of every project in date order, so that each forecast can be recalibrated with
  // the outcomes of the workspace's earlier forecasts as they were known on its date.
  type Plan = { project: string; t: number; own: HistoryItem[]; start: number };
  const plans: Plan[] = [];
  let exportDay = options.exportDay ?? Number.NEGATIVE_INFINITY;
  if (options.exportDay === undefined) for (const i of items) exportDay = Math.max(exportDay, i.created, Number.isFinite(i.completed) ? i.completed : i.created);
  const starts = new Map<string, number>();
  const flows = new Map<string, FlowItem[]>();
  const completions = new Map<string, number[]>();
  for (const project of projectNames) {
    const own = byProject.get(project) as HistoryItem[];
    const start = minOf(own.map((i) => i.created));
    const end = Math.min(exportDay, maxOf(own.map((i) => i.completed)));
    starts.set(project, start);
    completions.set(
      project,
      own.map((i) => i.completed).filter(Number.isFinite),
    );
    flows.set(
      project,
      own.map((i) => ({ createdAt: dayToDate(i.created), completedAt: Number.isFinite(i.completed) ? dayToDate(i.completed) : null })),
    );
    for (let t = start + 7; t < end; t += 7) plans.push({ project, t, own, start });
  }
  plans.sort((a, b) => a.t - b.t || (a.project < b.project ? -1 : a.project > b.project ? 1 : 0));
  const past: PastForecast[] = [];
  const calibrationCache = new Map<number, ReturnType<typeof calibrationOfRecord>>();

  for (const { project, t, own, start } of plans) {
    const remainingItems = own.filter((i) => i.created <= t && i.completed > t);
    if (!remainingItems.length) continue;
    considered++;
    const reference: number[][] = [];
    if (useReferenceClass) {
      for (const other of projectNames) {
        if (other === project || (starts.get(other) as number) > t) continue;
        const weeks = weeklyCounts(completions.get(other) as number[], t, starts.get(other) as number, forecastDefaults.historyWeeks).counts;
        if (weeks.length) reference.push(weeks);
      }
    }
    // Own work factor; while fewer than `minFinished` of the project's checkpoints have
    // finished, the other projects' observations are pooled with its own.
    let workFactor = null;
    if (modelNewWork) {
      const ownObservations = observeWorkFactors(flows.get(project) as FlowItem[], dayToDate(t), { startedAt: dayToDate(start), ...factorOptions });
      const ownFinished = ownObservations.filter((o) => !o.isCensored).length;
      const pooled: WorkFactorObservation[] = [];
      if (ownFinished < minFinished && useReferenceClass) {
        for (const other of projectNames) {
          if (other === project || (starts.get(other) as number) > t) continue;
          pooled.push(...observeWorkFactors(flows.get(other) as FlowItem[], dayToDate(t), { startedAt: dayToDate(starts.get(other) as number), ...factorOptions }));
        }
      }
      workFactor = workFactorDistribution([...ownObservations, ...pooled]);
    }
    // Pooled over every project: split by source (own / young) it was tried and did worse, each
    // half having too few independent outcomes.
    // The track record is read on the checkpoint's own day: an outcome revealed a few days
    // earlier moves the upper percentiles noticeably on small workspaces.
    let calibration = calibrationCache.get(t);
    if (calibration === undefined) {
      calibration = useCalibration ? calibrationOfRecord(past, t) : null;
      calibrationCache.set(t, calibration);
    }
    const result: ForecastResult = forecastDelivery({
      asOf: dayToDate(t),
      completedAt: own.filter((i) => i.completed <= t).map((i) => dayToDate(i.completed)),
      remaining: remainingItems.length,
      startedAt: dayToDate(start),
      referenceWeeklyThroughput: reference,
      workFactor,
      calibration,
      trials,
      seed: seedFromString(`${project}:${t}`),
      items: useAges ? own.filter((i) => i.created <= t).map((i) => ({ createdAt: dayToDate(i.created), completedAt: i.completed <= t ? dayToDate(i.completed) : null })) : null,
      ...(options.agesClock === undefined ? {} : { agesClock: options.agesClock }),
      ageTail,
      ...(options.stragglerShare === undefined ? {} : { stragglerShare: options.stragglerShare }),
      ...(options.recentHalfLifeWeeks === undefined ? {} : { recentHalfLifeWeeks: options.recentHalfLifeWeeks }),
      ...(options.horizonWeeks === undefined ? {} : { horizonWeeks: options.horizonWeeks }),
      ...(options.onForecast ? { quantileLevels: replayLevels } : {}),
    });
    if (result.status !== "ok") {
      for (const reason of result.reasons) insufficientReasons[reason] = (insufficientReasons[reason] ?? 0) + 1;
      continue;
    }
    const actual = maxOf(remainingItems.map((i) => i.completed));
    const isCensored = !(actual <= exportDay);
    // The record keeps the 1 % grid the product stores; the replay gets the finer one.
    const quantiles = options.onForecast ? result.modelQuantiles.filter((_, i) => (i + 1) % (replayLevels / 100) === 0) : result.modelQuantiles;
    options.onForecast?.({ project, asOfDay: t, fineQuantiles: result.modelQuantiles, actualDay: isCensored ? null : actual, exportDay });
    past.push({ asOfDay: t, quantiles, actualDay: isCensored ? null : actual });
    // A percentile past the horizon says "not before" it: met by any later finish (+∞ here), and
    // its error is counted from the bound (so a far-off finish is never scored as a small error).
    const date = (p: { days: number; isLowerBound?: boolean }): number => (p.isLowerBound ? Number.POSITIVE_INFINITY : t + p.days);
    scored.push({ project, actual, isCensored, exportDay, p50: date(result.p50), p85: date(result.p85), p95: date(result.p95), p50Day: t + result.p50.days });
    checkpoints.push({
      project,
      checkpoint: dayToDate(t),
      remaining: remainingItems.length,
      actual: isCensored ? "" : dayToDate(actual),
      p50: result.p50.date,
      p85: result.p85.date,
      p95: result.p95.date,
      source: result.source.kind,
      isCalibrated: result.calibration.isApplied,
    });
  }
  return {
    projects: projectNames.length,
    checkpointsConsidered: considered,
    checkpointsInsufficient: insufficientReasons,
    overall: figures(scored),
    byProject: projectNames.map((project) => ({ project, ...figures(scored.filter((s) => s.project === project)) })),
    checkpoints,
  };
}
