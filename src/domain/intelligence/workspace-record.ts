// The workspace's own track record, shown on /ai-predictive (issue 22): the two backtests of
// docs/intelligence.md run on the workspace's history instead of a file. The delivery forecast is
// replayed at weekly checkpoints of every project with the items finished since; the estimator is
// replayed on the finished tasks in the order they were finished, each estimated from the ones
// before it. What the screen shows is measured here, never assumed: with too little history the
// record says so and how much more it needs.

import type { EstimateRecord, ForecastRecord, ForecastVerdict, WorkspaceTrackRecord } from "./contract";
import { toDay } from "./dates";
import { runEstimateBacktest, type EstimateBacktestRow } from "./estimate-backtest";
import { runForecastBacktest, type HistoryItem } from "./forecast-backtest";

/** Scored checkpoints below which coverage shares say too little to be shown as a record. */
export const minForecastCheckpoints = 12;
/** Estimated tasks below which the estimator's error is not shown as a record. */
export const minEstimateRows = 20;

/** The bands a calibrated forecast falls in (issue 22): P50 45–55 %, P85 80–90 %, P95 ≥ 92 %. */
export const calibrationBands = {
  p50: { low: 0.45, high: 0.55 },
  p85: { low: 0.8, high: 0.9 },
  p95: { low: 0.92, high: 1 },
} as const;

export type FinishedTask = {
  id: string;
  projectId: string;
  createdAt: Date;
  /** Null: still open today (its checkpoints are scored as not done by today, decision 0110). */
  completedAt: Date | null;
  title: string;
  description: string | null;
  storyPoints: number | null;
  estimateHours: number | null;
  assigneeId: string | null;
  type: string | null;
};

export type TrackRecordOptions = { timeZone: string; now: Date; trials?: number };

/** Which way the dates erred: the P85 is the date managers commit to, so it decides first. */
export function forecastVerdict(figures: { hitP50: number; hitP85: number; hitP95: number }): ForecastVerdict {
  const { p50, p85, p95 } = calibrationBands;
  const inBand = (value: number, band: { low: number; high: number }) => value >= band.low && value <= band.high;
  if (inBand(figures.hitP50, p50) && inBand(figures.hitP85, p85) && figures.hitP95 >= p95.low) return "calibrated";
  if (figures.hitP85 < p85.low || figures.hitP95 < p95.low) return figures.hitP50 > p50.high ? "mixed" : "optimistic";
  if (figures.hitP50 > p50.high || figures.hitP85 > p85.high) return "pessimistic";
  return "mixed";
}

function forecastRecord(tasks: readonly FinishedTask[], options: TrackRecordOptions): ForecastRecord {
  const items: HistoryItem[] = [];
  const today = toDay(options.now, options.timeZone);
  for (const task of tasks) {
    const created = toDay(task.createdAt, options.timeZone);
    if (created === null || (today !== null && created > today)) continue;
    // An open task is stale work the forecasts had to account for: kept, never finished.
    const completed = task.completedAt === null ? Number.POSITIVE_INFINITY : toDay(task.completedAt, options.timeZone);
    if (completed === null || completed < created) continue;
    items.push({ id: task.id, project: task.projectId, created, completed });
  }
  const report = runForecastBacktest(items, { trials: options.trials ?? 500, ...(today === null ? {} : { exportDay: today }) });
  const { overall } = report;
  if (overall.checkpoints < minForecastCheckpoints) return { status: "insufficient", checkpoints: overall.checkpoints, needed: minForecastCheckpoints };
  return {
    status: "ok",
    projects: new Set(report.checkpoints.map((c) => c.project)).size,
    checkpoints: overall.checkpoints,
    hitP50: overall.hitP50,
    hitP85: overall.hitP85,
    hitP95: overall.hitP95,
    medianErrorDays: overall.medianAbsoluteErrorDays,
    verdict: forecastVerdict(overall),
  };
}

/** The unit the workspace sizes in, as the live estimator chooses it: what most finished tasks carry. */
export function estimateUnit(allTasks: readonly FinishedTask[]): "points" | "hours" {
  const tasks = allTasks.filter((t) => t.completedAt !== null);
  const withPoints = tasks.filter((t) => (t.storyPoints ?? 0) > 0).length;
  const withHours = tasks.filter((t) => (t.estimateHours ?? 0) > 0).length;
  return withPoints >= withHours ? "points" : "hours";
}

function estimateRecord(tasks: readonly FinishedTask[]): EstimateRecord {
  const unit = estimateUnit(tasks);
  const rows: EstimateBacktestRow[] = tasks
    .filter((t): t is FinishedTask & { completedAt: Date } => t.completedAt !== null)
    .sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime())
    .map((t) => ({ id: t.id, title: t.title, description: t.description ?? "", estimate: (unit === "points" ? t.storyPoints : t.estimateHours) ?? 0, assigneeId: t.assigneeId, type: t.type, split: null }))
    .filter((r) => r.estimate > 0 && r.title.trim() !== "");
  if (rows.length < minEstimateRows) return { status: "insufficient", evaluated: rows.length, needed: minEstimateRows };
  const report = runEstimateBacktest(rows);
  if (report.status !== "ok" || report.evaluatedCount === 0) return { status: "insufficient", evaluated: rows.length, needed: minEstimateRows };
  return {
    status: "ok",
    unit,
    evaluated: report.evaluatedCount,
    estimatorMae: report.estimator.meanAbsoluteError,
    baselineMae: report.baseline.meanAbsoluteError,
    rangeCoverage: report.range.coverage,
    rangeLevel: report.range.level,
    beatsBaseline: report.estimator.meanAbsoluteError <= report.baseline.meanAbsoluteError,
  };
}

export function computeWorkspaceTrackRecord(tasks: readonly FinishedTask[], options: TrackRecordOptions): WorkspaceTrackRecord {
  return { computedAt: options.now.toISOString(), forecast: forecastRecord(tasks, options), estimate: estimateRecord(tasks) };
}
