// Forecast backtest (issue 8, "Measured honesty"): replays a history of work items week by
// week and checks the forecasts against what happened.
//
// At each weekly checkpoint t of a project, the remaining items are those created on or before t
// and not completed by t; items created later are not remaining (they are the new work that
// competes for the throughput, see flow.ts). The forecast sees only what was known at t: the
// project's completions and arrivals up to t, and the other projects' weekly throughput up to t
// as the reference class. The actual outcome is the day the last remaining item was completed.

import { calibrationFrom, outcomeOf, type PastForecast } from "./calibration";
import { parseCsv } from "./csv";
import { dayToDate, maxOf, minOf, toDay } from "./dates";
import { observeWorkFactors, workFactorDistribution, type FlowItem, type WorkFactorObservation } from "./flow";
import { forecastDelivery, forecastDefaults, weeklyCounts, type ForecastResult } from "./forecast";
import { seedFromString } from "./random";

export type HistoryItem = { id: string; project: string; created: number; completed: number };

export type HistorySkipReason = "missing_created_at" | "missing_completed_at" | "invalid_created_at" | "invalid_completed_at" | "completed_before_created" | "duplicate_id";

export type HistoryRead = {
  items: HistoryItem[];
  skipped: Record<HistorySkipReason, number>;
  totalRows: number;
  hasProjectColumn: boolean;
  missingColumns: string[];
};

const wholeFile = "(all)";
const minFinished = 4;

/** Reads `id,created_at,completed_at[,project]`; rows that cannot be true are counted, not used. */
export function readHistory(csvText: string, timeZone = "UTC"): HistoryRead {
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
  if (missingColumns.length) return { items: [], skipped, totalRows: table.rows.length, hasProjectColumn, missingColumns };
  const items: HistoryItem[] = [];
  const seen = new Set<string>();
  table.rows.forEach((row, index) => {
    const createdText = (row.created_at ?? "").trim();
    const completedText = (row.completed_at ?? "").trim();
    if (!createdText) return void skipped.missing_created_at++;
    const created = toDay(createdText, timeZone);
    if (created === null) return void skipped.invalid_created_at++;
    if (!completedText) return void skipped.missing_completed_at++;
    const completed = toDay(completedText, timeZone);
    if (completed === null) return void skipped.invalid_completed_at++;
    if (completed < created) return void skipped.completed_before_created++;
    const project = hasProjectColumn ? (row.project ?? "").trim() || wholeFile : wholeFile;
    const id = (row.id ?? "").trim() || `row-${index + 1}`;
    const key = `${project}\u0000${id}`;
    if (seen.has(key)) return void skipped.duplicate_id++;
    seen.add(key);
    items.push({ id, project, created, completed });
  });
  return { items, skipped, totalRows: table.rows.length, hasProjectColumn, missingColumns };
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
  /** Give the forecast the items known at the checkpoint, for the ages of the open ones (decision 0107; off: it made the forecasts later than the outcomes on every history tried). */
  useAges?: boolean;
  /** Overrides the forecast's horizon (weeks). */
  horizonWeeks?: number;
  /** Overrides the forecast's recent-regime half-life (weeks); Infinity = every week weighs the same. */
  recentHalfLifeWeeks?: number;
};

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

type ScoredCheckpoint = { project: string; actual: number; p50: number; p85: number; p95: number; p50Error: number };

function figures(rows: ScoredCheckpoint[]): CalibrationFigures {
  const n = rows.length;
  const share = (f: (r: (typeof rows)[number]) => boolean): number => (n ? rows.filter(f).length / n : 0);
  return {
    checkpoints: n,
    hitP50: share((r) => r.actual <= r.p50),
    hitP85: share((r) => r.actual <= r.p85),
    hitP95: share((r) => r.actual <= r.p95),
    medianAbsoluteErrorDays: median(rows.map((r) => r.p50Error)),
  };
}

export function runForecastBacktest(items: HistoryItem[], options: ForecastBacktestOptions = {}): ForecastBacktestReport {
  const trials = options.trials ?? 2000;
  const modelNewWork = options.modelNewWork ?? true;
  const useReferenceClass = options.useReferenceClass ?? true;
  const useCalibration = options.useCalibration ?? true;
  const useAges = options.useAges ?? false;
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
  const starts = new Map<string, number>();
  const flows = new Map<string, { createdAt: string; completedAt: string }[]>();
  const completions = new Map<string, number[]>();
  for (const project of projectNames) {
    const own = byProject.get(project) as HistoryItem[];
    const start = minOf(own.map((i) => i.created));
    const end = maxOf(own.map((i) => i.completed));
    starts.set(project, start);
    completions.set(
      project,
      own.map((i) => i.completed),
    );
    flows.set(
      project,
      own.map((i) => ({ createdAt: dayToDate(i.created), completedAt: dayToDate(i.completed) })),
    );
    for (let t = start + 7; t < end; t += 7) plans.push({ project, t, own, start });
  }
  plans.sort((a, b) => a.t - b.t || (a.project < b.project ? -1 : a.project > b.project ? 1 : 0));
  const past: PastForecast[] = [];
  const calibrationCache = new Map<number, ReturnType<typeof calibrationFrom>>();

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
      const ownObservations = observeWorkFactors(flows.get(project) as FlowItem[], dayToDate(t), { startedAt: dayToDate(start) });
      const ownFinished = ownObservations.filter((o) => !o.isCensored).length;
      const pooled: WorkFactorObservation[] = [];
      if (ownFinished < minFinished && useReferenceClass) {
        for (const other of projectNames) {
          if (other === project || (starts.get(other) as number) > t) continue;
          pooled.push(...observeWorkFactors(flows.get(other) as FlowItem[], dayToDate(t), { startedAt: dayToDate(starts.get(other) as number) }));
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
      calibration = useCalibration ? calibrationFrom(past.map((f) => outcomeOf(f, t)).filter((o): o is NonNullable<typeof o> => o !== null)) : null;
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
      ...(options.recentHalfLifeWeeks === undefined ? {} : { recentHalfLifeWeeks: options.recentHalfLifeWeeks }),
      ...(options.horizonWeeks === undefined ? {} : { horizonWeeks: options.horizonWeeks }),
    });
    if (result.status !== "ok") {
      for (const reason of result.reasons) insufficientReasons[reason] = (insufficientReasons[reason] ?? 0) + 1;
      continue;
    }
    const actual = maxOf(remainingItems.map((i) => i.completed));
    past.push({ asOfDay: t, quantiles: result.modelQuantiles, actualDay: actual });
    // A percentile past the horizon says "not before" it: met by any later finish, and its error
    // is counted from the bound (so a far-off finish is never scored as a small error).
    const bound = (p: { days: number; isLowerBound?: boolean }): number => (p.isLowerBound ? Math.max(t + p.days, actual) : t + p.days);
    scored.push({ project, actual, p50: bound(result.p50), p85: bound(result.p85), p95: bound(result.p95), p50Error: Math.abs(actual - (t + result.p50.days)) });
    checkpoints.push({
      project,
      checkpoint: dayToDate(t),
      remaining: remainingItems.length,
      actual: dayToDate(actual),
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
