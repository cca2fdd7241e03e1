import { availableParallelism } from "node:os";
import { yieldToEventLoop } from "./yield";
import { and, eq, gte, inArray, isNull, max, ne, or, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectMilestones, projectTasks, projects, resourceAllocations, resources, taskEvents } from "../../db/schema/projects";
import { costEntries } from "../../db/schema/finance";
import { actualCost } from "../../domain/time-tracking/actual-cost";
import { loadTimeCost, timeCostByProject } from "./time-cost";
import { forecastSnapshots } from "../../db/schema/intelligence";
import { workspaceHolidays } from "../../db/schema/capacity";
import type { Holiday } from "../../domain/capacity/holidays";
import { weeklyCounts } from "../../domain/intelligence/forecast";
import { toDay } from "../../domain/intelligence/dates";
import { isoWeek, todayIn } from "../../domain/planning/calendar";
import { workspaceHistory, type WorkspaceHistory, type WorkspaceItem } from "../../domain/intelligence/track-record";
import { computeInsights, TIME_ZONE, withWorkspace, type Insights, type OwnFacts, type ProjectFacts, type WorkspaceFacts } from "./insights-compute";
import { createInsightsPool } from "./insights-pool";

// Gathers a project's real figures (a fixed number of queries), runs the engines of
// src/domain/intelligence on them and keeps the result on the project: risk_score and
// predictive_insights (factors, inputs, computed time). The forecast is the backtested model of
// decision 0102: the work factor measured on the workspace's history, recalibrated by the track
// record of the workspace's stored forecasts (forecast_snapshots) once it has enough outcomes.

const HISTORY_WEEKS = 26;
// How far back the work factor's checkpoints and the stored forecasts are read (flow.ts: two years).
const TRACK_RECORD_WEEKS = 104;
const DAY_MS = 86_400_000;


/** What every project of a workspace shares: its items' history and its stored forecasts. */
export type LoadedWorkspaceHistory = {
  workspaceId: string;
  items: WorkspaceItem[];
  history: WorkspaceHistory;
  /** The workspace's own holidays from today on (its forecasts' dates skip them, decision 1306). */
  holidays: Holiday[];
};

/** The workspace's task history, stored forecasts and coming holidays, in three queries whatever its size. */
export async function loadWorkspaceHistory(db: Db, workspaceId: string, now: Date): Promise<LoadedWorkspaceHistory> {
  const since = new Date(now.getTime() - TRACK_RECORD_WEEKS * 7 * DAY_MS);
  const today = todayIn(TIME_ZONE, now);
  const [rows, snapshots, custom] = await Promise.all([
    db
      .select({ projectId: projectTasks.projectId, createdAt: projectTasks.createdAt, completedAt: projectTasks.completedAt, startDate: projects.startDate })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .where(and(eq(projects.workspaceId, workspaceId), or(isNull(projectTasks.completedAt), gte(projectTasks.completedAt, since)))),
    db
      .select({ projectId: forecastSnapshots.projectId, asOf: forecastSnapshots.asOf, quantiles: forecastSnapshots.modelQuantiles })
      .from(forecastSnapshots)
      .where(and(eq(forecastSnapshots.workspaceId, workspaceId), gte(forecastSnapshots.asOf, since.toISOString().slice(0, 10)))),
    db.select({ date: workspaceHolidays.date, name: workspaceHolidays.name, country: workspaceHolidays.country }).from(workspaceHolidays).where(and(eq(workspaceHolidays.workspaceId, workspaceId), gte(workspaceHolidays.date, today))),
  ]);
  const startedAt = new Map<string, string | null>();
  for (const row of rows) startedAt.set(row.projectId, row.startDate);
  const items = rows.map((r) => ({ projectId: r.projectId, createdAt: r.createdAt, completedAt: r.completedAt }));
  const holidays = custom.map((h): Holiday => ({ date: h.date, name: { es: h.name, en: h.name }, country: h.country, source: "custom" }));
  return { workspaceId, items, history: workspaceHistory({ items, startedAt, forecasts: snapshots, asOf: now, timeZone: TIME_ZONE }), holidays };
}

/**
 * Everything the engines need about one project, in a fixed number of queries whatever its size
 * (six, plus three for the workspace's history unless the caller already holds it).
 */
export async function loadProjectFacts(db: Db, projectId: string, now: Date, shared?: LoadedWorkspaceHistory): Promise<ProjectFacts | null> {
  const { facts, histories } = await loadOwnFacts(db, [projectId], now, shared);
  const own = facts.get(projectId);
  return own ? withWorkspace(own, workspaceFacts(histories.get(own.project.workspaceId)!, now)) : null;
}

/** What the projects of a loaded workspace share in their forecasts. */
function workspaceFacts(workspace: LoadedWorkspaceHistory, now: Date): WorkspaceFacts {
  return { weekly: workspaceWeekly(workspace, now), calibration: workspace.history.calibration(), holidays: workspace.holidays };
}

/**
 * The own facts of several projects at once (the daily job's batches, issue 17), and their
 * workspaces' histories: six queries whatever their number, plus three for each workspace whose
 * history the caller does not already hold.
 */
async function loadOwnFacts(db: Db, projectIds: string[], now: Date, shared?: LoadedWorkspaceHistory): Promise<{ facts: Map<string, OwnFacts>; histories: Map<string, LoadedWorkspaceHistory> }> {
  const facts = new Map<string, OwnFacts>();
  const histories = new Map<string, LoadedWorkspaceHistory>();
  if (projectIds.length === 0) return { facts, histories };
  const [projectRows, tasks, capacity, spent, milestones, activity] = await Promise.all([
    db
      .select({ id: projects.id, workspaceId: projects.workspaceId, startDate: projects.startDate, dueDate: projects.dueDate, budgetCents: projects.budgetCents, benefitCents: projects.benefitCents, currency: projects.currency })
      .from(projects)
      .where(inArray(projects.id, projectIds)),
    db
      .select({
        projectId: projectTasks.projectId,
        status: projectTasks.status,
        createdAt: projectTasks.createdAt,
        completedAt: projectTasks.completedAt,
        endDate: projectTasks.endDate,
        points: projectTasks.storyPoints,
        hours: projectTasks.estimateHours,
      })
      .from(projectTasks)
      .where(inArray(projectTasks.projectId, projectIds)),
    db
      // Each allocated person's availability counted once, however many allocations they hold
      // (summing distinct values instead dropped a second person with the same hours: 195% for 98%).
      .select({
        projectId: resourceAllocations.projectId,
        assigned: sum(resourceAllocations.hours),
        available: sql<number>`(select sum(r."availability") from ${resources} r where r."id" = any(array_agg(${resourceAllocations.resourceId})))`,
      })
      .from(resourceAllocations)
      .where(inArray(resourceAllocations.projectId, projectIds))
      .groupBy(resourceAllocations.projectId),
    db.select({ projectId: costEntries.projectId, category: costEntries.category, total: sum(costEntries.amountCents) }).from(costEntries).where(inArray(costEntries.projectId, projectIds)).groupBy(costEntries.projectId, costEntries.category),
    db
      .select({ projectId: projectMilestones.projectId, dueDate: projectMilestones.dueDate, completed: projectMilestones.completed, completedAt: projectMilestones.completedAt })
      .from(projectMilestones)
      .where(inArray(projectMilestones.projectId, projectIds)),
    db.select({ projectId: taskEvents.projectId, last: max(taskEvents.occurredAt) }).from(taskEvents).where(inArray(taskEvents.projectId, projectIds)).groupBy(taskEvents.projectId),
  ]);
  if (shared) histories.set(shared.workspaceId, shared);
  const missing = [...new Set(projectRows.map((p) => p.workspaceId))].filter((id) => !histories.has(id));
  for (const loaded of await Promise.all(missing.map((id) => loadWorkspaceHistory(db, id, now)))) histories.set(loaded.workspaceId, loaded);

  const group = <T extends { projectId: string }>(rows: T[]) => {
    const by = new Map<string, T[]>();
    for (const row of rows) {
      const list = by.get(row.projectId);
      if (list) list.push(row);
      else by.set(row.projectId, [row]);
    }
    return by;
  };
  const tasksBy = group(tasks);
  const milestonesBy = group(milestones);
  const capacityBy = new Map(capacity.map((c) => [c.projectId, c]));
  const spentBy = group(spent);
  const timeCost = timeCostByProject(await loadTimeCost(db, projectIds));
  const activityBy = new Map(activity.map((a) => [a.projectId, a.last]));
  for (const project of projectRows) {
    const workspace = histories.get(project.workspaceId)!;
    const cap = capacityBy.get(project.id);
    const last = activityBy.get(project.id);
    facts.set(project.id, {
      project,
      tasks: (tasksBy.get(project.id) ?? []).map((t) => ({ status: t.status, createdAt: t.createdAt, completedAt: t.completedAt, endDate: t.endDate, weight: t.points ?? t.hours ?? 1 })),
      workFactor: workspace.history.workFactorFor(project.id),
      allocation: cap?.assigned ? { assigned: Number(cap.assigned), available: Number(cap.available ?? 0) } : null,
      ...spentFacts(spentBy.get(project.id) ?? [], timeCost.get(project.id)),
      milestones: (milestonesBy.get(project.id) ?? []).map((m) => ({ dueDate: m.dueDate, completed: m.completed, completedAt: m.completedAt })),
      lastActivityAt: last ? new Date(last) : null,
    });
  }
  return { facts, histories };
}

/** The AC: logged hours × rates replace manual labour entries once there are any (decision 1212). */
function spentFacts(manual: { category: string; total: string | number | null }[], time: { cents: number; minutes: number; uncostedMinutes: number } | undefined) {
  const cost = actualCost({ manual: manual.map((m) => ({ category: m.category, cents: Number(m.total ?? 0) })), timesheetCents: time?.cents ?? 0 });
  return { spentCents: cost.acCents, actualCost: { ...cost, loggedMinutes: time?.minutes ?? 0, uncostedMinutes: time?.uncostedMinutes ?? 0 } };
}

/** Each project's weekly completions over the window, computed once per workspace history and day. */
const weeklyByWorkspace = new WeakMap<LoadedWorkspaceHistory, { asOfDay: number; byProject: Map<string, number[]> }>();

/** Weekly completions of each project of the workspace that finished something in the window. */
function workspaceWeekly(workspace: LoadedWorkspaceHistory, now: Date): Map<string, number[]> {
  const asOfDay = toDay(now, TIME_ZONE)!;
  const cached = weeklyByWorkspace.get(workspace);
  if (cached && cached.asOfDay === asOfDay) return cached.byProject;
  const since = new Date(now.getTime() - HISTORY_WEEKS * 7 * DAY_MS);
  const daysByProject = new Map<string, number[]>();
  for (const item of workspace.items) {
    if (!item.completedAt || item.completedAt < since) continue;
    const day = toDay(item.completedAt, TIME_ZONE);
    if (day === null) continue;
    const days = daysByProject.get(item.projectId);
    if (days) days.push(day);
    else daysByProject.set(item.projectId, [day]);
  }
  const byProject = new Map<string, number[]>();
  for (const [id, days] of daysByProject) byProject.set(id, weeklyCounts(days, asOfDay, Math.min(...days) - 1, HISTORY_WEEKS).counts);
  weeklyByWorkspace.set(workspace, { asOfDay, byProject });
  return byProject;
}


/** Recomputes and stores one project's insights, and keeps the week's first forecast; returns them. */
export async function recomputeInsights(db: Db, projectId: string, now = new Date(), shared?: LoadedWorkspaceHistory): Promise<Insights | null> {
  const facts = await loadProjectFacts(db, projectId, now, shared);
  if (!facts) return null;
  const insights = computeInsights(facts, now);
  await storeInsights(db, [{ facts, insights }]);
  return insights;
}

/** Each project's risk score and insights in one UPDATE, the week's first forecasts in one INSERT. */
async function storeInsights(db: Db, computed: { facts: Pick<ProjectFacts, "project">; insights: Insights }[]): Promise<void> {
  if (computed.length === 0) return;
  const values = sql.join(
    computed.map(({ facts, insights }) => sql`(${facts.project.id}::uuid, ${insights.risk.status === "ok" ? insights.risk.score : 0}::smallint, ${JSON.stringify(insights)}::jsonb)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${projects} set risk_score = v.risk, predictive_insights = v.insights, updated_at = ${new Date()}
        from (values ${values}) as v(id, risk, insights) where ${projects.id} = v.id`,
  );
  const snapshots = computed.flatMap(({ facts, insights: { forecast } }) => {
    if (forecast.status !== "ok") return [];
    const week = isoWeek(forecast.asOf);
    return [
      {
        workspaceId: facts.project.workspaceId,
        projectId: facts.project.id,
        week: `${week.year}-W${String(week.week).padStart(2, "0")}`,
        asOf: forecast.asOf,
        remaining: forecast.remaining,
        modelQuantiles: forecast.modelQuantiles,
      },
    ];
  });
  if (snapshots.length) await db.insert(forecastSnapshots).values(snapshots).onConflictDoNothing();
}

/** Projects per batch of the daily job: its queries are per batch, not per project. */
const BATCH = 100;
/** Below this many open projects the job computes on the event loop: starting workers costs more. */
const WORKERS_FROM_PROJECTS = 200;

export type RecomputeAllOptions = {
  signal?: AbortSignal;
  /** Worker threads for the forecasts; 0 computes on the event loop. By default one a core (at most 4) from 200 projects on. */
  workers?: number;
  /** Projects per batch (100; smaller in tests, to see several batches). */
  batchSize?: number;
};

/**
 * Every open project, a batch at a time, sharing each workspace's history (the daily job): a
 * constant number of queries per batch of 100 (issue 17). With workers, a batch is computed while
 * the next one is read; without, the loop yields to the event loop between projects. Stops with
 * `signal` (the caller hands the job back).
 */
export async function recomputeAllInsights(db: Db, now = new Date(), options: RecomputeAllOptions = {}): Promise<number> {
  const { signal, batchSize = BATCH } = options;
  const rows = await db
    .select({ id: projects.id, workspaceId: projects.workspaceId })
    .from(projects)
    .where(and(ne(projects.status, "Completado"), ne(projects.status, "Cancelado")))
    .orderBy(projects.workspaceId);
  const workers = options.workers ?? (rows.length >= WORKERS_FROM_PROJECTS ? Math.min(4, availableParallelism()) : 0);
  const pool = workers > 0 ? createInsightsPool(workers) : null;
  // The previous batch's computing and storing, awaited before the next batch is handed over.
  let previous: Promise<void> = Promise.resolve();
  try {
    let shared: LoadedWorkspaceHistory | undefined;
    let sharedKey = 0;
    for (let start = 0; start < rows.length; ) {
      signal?.throwIfAborted();
      // A batch never spans two workspaces: each shares one history.
      const workspaceId = rows[start]!.workspaceId;
      let end = start;
      while (end < rows.length && end - start < batchSize && rows[end]!.workspaceId === workspaceId) end++;
      if (shared?.workspaceId !== workspaceId) {
        shared = await loadWorkspaceHistory(db, workspaceId, now);
        sharedKey++;
      }
      const facts = [...(await loadOwnFacts(db, rows.slice(start, end).map((r) => r.id), now, shared)).facts.values()];
      const workspace = workspaceFacts(shared, now);
      start = end;
      if (!pool) {
        const computed: { facts: OwnFacts; insights: Insights }[] = [];
        for (const own of facts) {
          signal?.throwIfAborted();
          computed.push({ facts: own, insights: computeInsights(withWorkspace(own, workspace), now) });
          await yieldToEventLoop();
        }
        await storeInsights(db, computed);
        continue;
      }
      if (facts.length === 0) continue;
      const computing = pool.compute(sharedKey, workspace, facts, now);
      await previous;
      previous = computing.then((insights) => storeInsights(db, facts.map((f, i) => ({ facts: f, insights: insights[i]! }))));
      // Until it is awaited, a failure is kept for the next turn (not reported as unhandled).
      previous.catch(() => undefined);
    }
    await previous;
  } finally {
    await previous.catch(() => undefined);
    await pool?.close();
  }
  return rows.length;
}
