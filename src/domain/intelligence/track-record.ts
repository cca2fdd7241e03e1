// What a live forecast learns from the workspace's own past (decision 0102, applied to the
// product and not only to the backtest).
//
// Two things, both measured on the workspace's tasks as they stand today:
// - the work factor: at each past weekly checkpoint of a project, how many completions it took
//   to finish the items open then (flow.ts). A young project (fewer than four finished
//   checkpoints of its own) borrows the other projects' observations, as the backtest does.
// - the track record: every stored forecast (its model quantiles and as-of day) whose items are
//   now all done has an outcome, the level of its own distribution where the finish fell; those
//   still open are censored (calibration.ts). With enough finished outcomes the workspace's
//   forecasts are recalibrated.
//
// Everything is computed once per workspace and day (`WorkspaceHistory`), so a job that
// recomputes every project does not redo the other projects' checkpoints for each one.

import { calibrationOfRecord, type ForecastCalibration, type ModelQuantiles, type PastForecast } from "./calibration";
import { toDay, type DateInput } from "./dates";
import { observeWorkFactors, workFactorDistribution, type WorkFactorDistribution, type WorkFactorObservation } from "./flow";
import { forecastDefaults } from "./forecast";

/** Own finished checkpoints below which the other projects' observations are pooled in. */
export const minOwnFinishedCheckpoints = 4;

export type WorkspaceItem = { projectId: string; createdAt: DateInput; completedAt: DateInput | null };

export type StoredForecast = { projectId: string; asOf: DateInput; quantiles: ModelQuantiles };

export type WorkspaceHistoryInput = {
  items: WorkspaceItem[];
  /** A project's first day (its start date); the day of its first item when absent. */
  startedAt: Map<string, DateInput | null>;
  forecasts: StoredForecast[];
  asOf: DateInput;
  timeZone: string;
};

export type WorkspaceHistory = {
  workFactorFor(projectId: string): WorkFactorDistribution | null;
  calibration(): ForecastCalibration | null;
};

/**
 * The day the last of the items open on `asOfDay` was completed, or null while one is still
 * open (or when none was open: such a forecast is never stored).
 */
export function finishDayOfOpenItems(items: readonly { created: number; completed: number | null }[], asOfDay: number): number | null {
  let last = Number.NEGATIVE_INFINITY;
  let open = 0;
  for (const item of items) {
    if (item.created > asOfDay) continue;
    if (item.completed !== null && item.completed <= asOfDay) continue;
    open++;
    if (item.completed === null) return null;
    if (item.completed > last) last = item.completed;
  }
  return open ? last : null;
}

export function workspaceHistory(input: WorkspaceHistoryInput): WorkspaceHistory {
  const { timeZone } = input;
  const today = toDay(input.asOf, timeZone);
  const byProject = new Map<string, WorkspaceItem[]>();
  for (const item of input.items) {
    const list = byProject.get(item.projectId);
    if (list) list.push(item);
    else byProject.set(item.projectId, [item]);
  }

  const observations = new Map<string, WorkFactorObservation[]>();
  const observe = (projectId: string): WorkFactorObservation[] => {
    let found = observations.get(projectId);
    if (!found) {
      // Without each checkpoint's stragglers: the live forecast reads the open items' ages and
      // forecasts the stragglers with them, on the Lindy tail (decisions 0120–0121), as the backtest does.
      found = observeWorkFactors(byProject.get(projectId) ?? [], input.asOf, {
        startedAt: input.startedAt.get(projectId) ?? null,
        timeZone,
        stragglerShare: forecastDefaults.stragglerShare,
        tail: forecastDefaults.ageTail,
      });
      observations.set(projectId, found);
    }
    return found;
  };

  let calibration: ForecastCalibration | null | undefined;
  // A young project's pool is its own checkpoints and every other project's: the whole workspace's,
  // whichever project asks (Kaplan–Meier reads the observations sorted, so their order does not
  // count). Measured once, not once per young project (issue 17: a thousand projects pooled twenty
  // thousand checkpoints a thousand times).
  let pooled: WorkFactorDistribution | null | undefined;
  return {
    workFactorFor(projectId) {
      const own = observe(projectId);
      const ownFinished = own.filter((o) => !o.isCensored).length;
      if (ownFinished >= minOwnFinishedCheckpoints) return workFactorDistribution(own);
      if (pooled === undefined) {
        const all: WorkFactorObservation[] = [];
        for (const other of byProject.keys()) all.push(...observe(other));
        pooled = workFactorDistribution(all);
      }
      return pooled;
    },
    calibration() {
      if (calibration !== undefined) return calibration;
      if (today === null) return (calibration = null);
      const days = new Map<string, { created: number; completed: number | null }[]>();
      for (const [projectId, items] of byProject) {
        const rows: { created: number; completed: number | null }[] = [];
        for (const item of items) {
          const created = toDay(item.createdAt, timeZone);
          if (created !== null) rows.push({ created, completed: toDay(item.completedAt, timeZone) });
        }
        days.set(projectId, rows);
      }
      const past: PastForecast[] = [];
      for (const forecast of input.forecasts) {
        const asOfDay = toDay(forecast.asOf, timeZone);
        if (asOfDay === null || !forecast.quantiles.length) continue;
        const rows = days.get(forecast.projectId) ?? [];
        // A forecast whose items were all deleted since says nothing about the model.
        if (!rows.some((r) => r.created <= asOfDay && (r.completed === null || r.completed > asOfDay))) continue;
        past.push({ asOfDay, quantiles: forecast.quantiles, actualDay: finishDayOfOpenItems(rows, asOfDay) });
      }
      return (calibration = calibrationOfRecord(past, today));
    },
  };
}
