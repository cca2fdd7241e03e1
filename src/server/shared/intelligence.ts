import { yieldToEventLoop } from "./yield";
import { and, eq, gte, inArray, isNull, max, ne, or, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projectMilestones, projectTasks, projects, resourceAllocations, resources, taskEvents } from "../../db/schema/projects";
import { costEntries } from "../../db/schema/finance";
import { actualCost, type ActualCost } from "../../domain/time-tracking/actual-cost";
import { loadTimeCost, timeCostByProject } from "./time-cost";
import { forecastSnapshots } from "../../db/schema/intelligence";
import { workspaceHolidays } from "../../db/schema/capacity";
import { addDays } from "../../domain/capacity/dates";
import { holidaysBetween, type Holiday } from "../../domain/capacity/holidays";
import { teamWorkingDays, type WorkingDayCalendar } from "../../domain/capacity/working-days";
import { forecastDelivery, weeklyCounts, type ForecastResult } from "../../domain/intelligence/forecast";
import { computeRisk } from "../../domain/intelligence/risk";
import { computeEarnedValue, earnedValueFromTasks, forecastRoi, forecastSpend, plannedValueLinear } from "../../domain/intelligence/earned-value";
import { seedFromString } from "../../domain/intelligence/random";
import { toDay } from "../../domain/intelligence/dates";
import { isoWeek, todayIn } from "../../domain/planning/calendar";
import type { ForecastCalibration } from "../../domain/intelligence/calibration";
import type { WorkFactorDistribution } from "../../domain/intelligence/flow";
import { workspaceHistory, type WorkspaceHistory, type WorkspaceItem } from "../../domain/intelligence/track-record";

// Gathers a project's real figures (a fixed number of queries), runs the engines of
// src/domain/intelligence on them and keeps the result on the project: risk_score and
// predictive_insights (factors, inputs, computed time). The forecast is the backtested model of
// decision 0102: the work factor measured on the workspace's history, recalibrated by the track
// record of the workspace's stored forecasts (forecast_snapshots) once it has enough outcomes.

const TIME_ZONE = "America/Mexico_City";
const HISTORY_WEEKS = 26;
// How far back the work factor's checkpoints and the stored forecasts are read (flow.ts: two years).
const TRACK_RECORD_WEEKS = 104;
const DAY_MS = 86_400_000;

type ProjectRow = typeof projects.$inferSelect;

export type ProjectFacts = {
  project: ProjectRow;
  tasks: { status: string; createdAt: Date; completedAt: Date | null; endDate: string | null; weight: number }[];
  /** Weekly completions of each of the workspace's other projects (the reference class). */
  referenceWeekly: number[][];
  /** Completions it has taken to finish the open items (own history, or pooled while young). */
  workFactor: WorkFactorDistribution | null;
  /** The workspace's forecast track record, when it has enough finished outcomes. */
  calibration: ForecastCalibration | null;
  allocation: { assigned: number; available: number } | null;
  spentCents: number;
  /** Where spentCents (the AC) comes from: logged hours × rates, manual cost entries, or both (decision 1212). */
  actualCost?: ActualCost & { loggedMinutes: number; uncostedMinutes: number };
  milestones: { dueDate: string | null; completed: boolean; completedAt: Date | null }[];
  lastActivityAt: Date | null;
  /** The workspace's own coming holidays. */
  holidays: Holiday[];
};

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
  return (await loadProjectsFacts(db, [projectId], now, shared)).get(projectId) ?? null;
}

/**
 * The facts of several projects at once (the daily job's batches, issue 17): six queries whatever
 * their number, plus three for each workspace whose history the caller does not already hold.
 */
async function loadProjectsFacts(db: Db, projectIds: string[], now: Date, shared?: LoadedWorkspaceHistory): Promise<Map<string, ProjectFacts>> {
  const facts = new Map<string, ProjectFacts>();
  if (projectIds.length === 0) return facts;
  const [projectRows, tasks, capacity, spent, milestones, activity] = await Promise.all([
    db.select().from(projects).where(inArray(projects.id, projectIds)),
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
  const histories = new Map<string, LoadedWorkspaceHistory>();
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
      referenceWeekly: referenceClass(workspace, project.id, now),
      workFactor: workspace.history.workFactorFor(project.id),
      calibration: workspace.history.calibration(),
      allocation: cap?.assigned ? { assigned: Number(cap.assigned), available: Number(cap.available ?? 0) } : null,
      ...spentFacts(spentBy.get(project.id) ?? [], timeCost.get(project.id)),
      milestones: (milestonesBy.get(project.id) ?? []).map((m) => ({ dueDate: m.dueDate, completed: m.completed, completedAt: m.completedAt })),
      lastActivityAt: last ? new Date(last) : null,
      holidays: workspace.holidays,
    });
  }
  return facts;
}

/** The AC: logged hours × rates replace manual labour entries once there are any (decision 1212). */
function spentFacts(manual: { category: string; total: string | number | null }[], time: { cents: number; minutes: number; uncostedMinutes: number } | undefined) {
  const cost = actualCost({ manual: manual.map((m) => ({ category: m.category, cents: Number(m.total ?? 0) })), timesheetCents: time?.cents ?? 0 });
  return { spentCents: cost.acCents, actualCost: { ...cost, loggedMinutes: time?.minutes ?? 0, uncostedMinutes: time?.uncostedMinutes ?? 0 } };
}

/** Each project's weekly completions over the window, computed once per workspace history and day. */
const weeklyByWorkspace = new WeakMap<LoadedWorkspaceHistory, { asOfDay: number; byProject: Map<string, number[]> }>();

/** The reference class: completions in the workspace's other projects over the same window. */
function referenceClass(workspace: LoadedWorkspaceHistory, projectId: string, now: Date): number[][] {
  const asOfDay = toDay(now, TIME_ZONE)!;
  let cached = weeklyByWorkspace.get(workspace);
  if (!cached || cached.asOfDay !== asOfDay) {
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
    cached = { asOfDay, byProject };
    weeklyByWorkspace.set(workspace, cached);
  }
  const reference: number[][] = [];
  for (const [id, counts] of cached.byProject) if (id !== projectId) reference.push(counts);
  return reference;
}

export type WhatIf = { capacityFactor?: number; scopeChange?: number };

/** The last calendar built for a workspace's holidays (the daily job's projects share it), and its day. */
const calendarByHolidays = new WeakMap<Holiday[], { today: string; calendar: WorkingDayCalendar }>();

/**
 * Mexico's official holidays and the workspace's own for the forecast's horizon (ten years),
 * Monday to Friday. Built once per workspace and day, not once per project (issue 17); the
 * calendar is only read.
 */
function forecastWorkingDays(facts: ProjectFacts, now: Date): WorkingDayCalendar {
  const today = todayIn(TIME_ZONE, now);
  const known = calendarByHolidays.get(facts.holidays);
  if (known?.today === today) return known.calendar;
  const calendar = teamWorkingDays(holidaysBetween(today, addDays(today, 3660), ["MX"], facts.holidays));
  calendarByHolidays.set(facts.holidays, { today, calendar });
  return calendar;
}

export function forecastFor(facts: ProjectFacts, now: Date, whatIf?: WhatIf): ForecastResult {
  const done = facts.tasks.filter((t) => t.completedAt);
  const firstTask = facts.tasks.reduce<Date | null>((min, t) => (!min || t.createdAt < min ? t.createdAt : min), null);
  return forecastDelivery({
    asOf: now,
    completedAt: done.map((t) => t.completedAt!),
    remaining: facts.tasks.length - done.length,
    startedAt: facts.project.startDate ?? firstTask,
    dueDate: facts.project.dueDate,
    referenceWeeklyThroughput: facts.referenceWeekly.length ? facts.referenceWeekly : undefined,
    workFactor: facts.workFactor,
    calibration: facts.calibration,
    whatIf,
    timeZone: TIME_ZONE,
    seed: seedFromString(facts.project.id),
    // The project's items as on screen: the open stragglers' ages and the history's cycle-time
    // curve (decision 0110), the same input the backtest replays.
    items: facts.tasks.map((t) => ({ createdAt: t.createdAt, completedAt: t.completedAt })),
    workingDays: forecastWorkingDays(facts, now),
  });
}

/** PV/EV/AC from the plan (budget spread from start to due date), the tasks (50/50 rule) and the costs. */
export function earnedValueFor(facts: ProjectFacts, now: Date) {
  const p = facts.project;
  if (p.budgetCents <= 0) return null;
  const start = p.startDate ?? facts.tasks.reduce<Date | null>((min, t) => (!min || t.createdAt < min ? t.createdAt : min), null);
  if (!start || !p.dueDate) return null;
  const pv = plannedValueLinear(p.budgetCents, start, p.dueDate, now, TIME_ZONE);
  if (pv === null) return null;
  // 50/50 rule: half the value when work starts, the rest when it is done.
  const ev = earnedValueFromTasks(
    p.budgetCents,
    facts.tasks.map((t) => ({ weight: t.weight, percentComplete: t.completedAt ? 1 : t.status === "En progreso" ? 0.5 : 0 })),
  );
  return computeEarnedValue({ budgetAtCompletionCents: p.budgetCents, plannedValueCents: pv, earnedValueCents: ev, actualCostCents: facts.spentCents });
}

/** `whatIf` (more or fewer people, scope added or cut): the decision center's scenarios (0804). */
export function computeInsights(facts: ProjectFacts, now: Date, whatIf?: WhatIf) {
  const today = todayIn(TIME_ZONE, now);
  const forecast = forecastFor(facts, now, whatIf);
  const ev = earnedValueFor(facts, now);
  const open = facts.tasks.filter((t) => !t.completedAt).length;
  const overdue = facts.tasks.filter((t) => !t.completedAt && t.endDate !== null && t.endDate < today).length;
  const slipped = facts.milestones.filter((m) => m.dueDate && ((!m.completed && m.dueDate < today) || (m.completed && m.completedAt && m.completedAt.toISOString().slice(0, 10) > m.dueDate)));
  const maxSlip = slipped.reduce((a, m) => {
    const end = m.completed && m.completedAt ? toDay(m.completedAt, TIME_ZONE)! : toDay(today)!;
    return Math.max(a, end - toDay(m.dueDate!)!);
  }, 0);
  // Scope baseline: the items that existed in the project's first two weeks.
  const firstDay = facts.tasks.reduce<number | null>((min, t) => {
    const d = toDay(t.createdAt, TIME_ZONE);
    return d === null ? min : min === null ? d : Math.min(min, d);
  }, null);
  const baseline = firstDay === null ? 0 : facts.tasks.filter((t) => toDay(t.createdAt, TIME_ZONE)! <= firstDay + 14).length;
  const risk = computeRisk({
    asOf: now,
    timeZone: TIME_ZONE,
    schedule: {
      probabilityOnTime: forecast.status === "ok" ? forecast.probabilityOnTime : null,
      spi: ev?.spi ?? null,
      forecastP85: forecast.status === "ok" ? forecast.p85.date : null,
      dueDate: facts.project.dueDate,
    },
    tasks: facts.tasks.length ? { open, overdue } : undefined,
    capacity: facts.allocation ? { assignedHours: facts.allocation.assigned, availableHours: facts.allocation.available } : undefined,
    budget: facts.project.budgetCents > 0 ? { cpi: ev?.cpi ?? null, budgetCents: facts.project.budgetCents, spentCents: facts.spentCents, percentComplete: ev?.percentComplete ?? null } : undefined,
    milestones: facts.milestones.length ? { total: facts.milestones.length, slipped: slipped.length, maxSlipDays: maxSlip } : undefined,
    scope: baseline > 0 ? { baselineItems: baseline, currentItems: facts.tasks.length } : undefined,
    activity: { lastActivityAt: facts.lastActivityAt },
  });
  const spendForecast = ev && facts.project.dueDate ? forecastSpend({ ev, asOf: now, plannedFinish: facts.project.dueDate, forecastFinish: forecast.status === "ok" ? forecast.p50.date : null, timeZone: TIME_ZONE }) : null;
  const roiForecast = ev ? forecastRoi({ ev, benefitCents: facts.project.benefitCents > 0 ? facts.project.benefitCents : null }) : null;
  return {
    computedAt: now.toISOString(),
    risk,
    forecast,
    earnedValue: ev,
    spendForecast,
    roiForecast,
    inputs: {
      tasks: facts.tasks.length,
      completed: facts.tasks.length - open,
      referenceWeeks: facts.referenceWeekly.length,
      spentCents: facts.spentCents,
      acSource: facts.actualCost?.source ?? "manual",
      milestones: facts.milestones.length,
    },
  };
}

export type Insights = ReturnType<typeof computeInsights>;

/** Recomputes and stores one project's insights, and keeps the week's first forecast; returns them. */
export async function recomputeInsights(db: Db, projectId: string, now = new Date(), shared?: LoadedWorkspaceHistory): Promise<Insights | null> {
  const facts = await loadProjectFacts(db, projectId, now, shared);
  if (!facts) return null;
  const insights = computeInsights(facts, now);
  await storeInsights(db, [{ facts, insights }]);
  return insights;
}

/** Each project's risk score and insights in one UPDATE, the week's first forecasts in one INSERT. */
async function storeInsights(db: Db, computed: { facts: ProjectFacts; insights: Insights }[]): Promise<void> {
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

/**
 * Every open project, a batch at a time, sharing each workspace's history (the daily job): a
 * constant number of queries per batch of 100 (issue 17). Yields to the event loop between
 * projects; stops with `signal` (the caller hands the job back).
 */
export async function recomputeAllInsights(db: Db, now = new Date(), signal?: AbortSignal): Promise<number> {
  const rows = await db
    .select({ id: projects.id, workspaceId: projects.workspaceId })
    .from(projects)
    .where(and(ne(projects.status, "Completado"), ne(projects.status, "Cancelado")))
    .orderBy(projects.workspaceId);
  let shared: LoadedWorkspaceHistory | undefined;
  for (let start = 0; start < rows.length; ) {
    signal?.throwIfAborted();
    // A batch never spans two workspaces: each shares one history.
    const workspaceId = rows[start]!.workspaceId;
    let end = start;
    while (end < rows.length && end - start < BATCH && rows[end]!.workspaceId === workspaceId) end++;
    if (shared?.workspaceId !== workspaceId) shared = await loadWorkspaceHistory(db, workspaceId, now);
    const facts = await loadProjectsFacts(db, rows.slice(start, end).map((r) => r.id), now, shared);
    const computed: { facts: ProjectFacts; insights: Insights }[] = [];
    for (const projectFacts of facts.values()) {
      signal?.throwIfAborted();
      computed.push({ facts: projectFacts, insights: computeInsights(projectFacts, now) });
      await yieldToEventLoop();
    }
    await storeInsights(db, computed);
    start = end;
  }
  return rows.length;
}
