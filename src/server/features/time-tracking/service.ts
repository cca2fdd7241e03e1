import { and, asc, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { projectTasks, projects } from "../../../db/schema/projects";
import { runningTimers, timeEntries } from "../../../db/schema/time-tracking";
import { can } from "../../../domain/authorization";
import { isValidZone, todayInZone } from "../../../domain/capacity/dates";
import { DEFAULT_TIME_ZONE } from "../../../domain/capacity/working-time";
import { MAX_ENTRY_MINUTES, type RunningTimer, type TaskTime, type TimeEntry, type TimeEntryUpdate, type Timesheet, type TimerStopResult } from "../../../domain/time-tracking/contract";
import { minutesBetween } from "../../../domain/time-tracking/durations";
import { canEdit, canRead, type Actor } from "../../actor";
import { forbidden, HttpError, notFound } from "../../errors";
import { findProject, type ProjectRef } from "../../shared/projects";
import { assertWeeksOpen, lockAccount, lockedWeek } from "../../shared/timesheet-lock";

// Time tracking (issues 23 and 24, decision 1204). Members log time on their workspace's tasks;
// viewers read. Each person sees and changes their own entries; owners and admins see and change
// everyone's. One running timer per account: starting one stops (and logs) the one before, in
// the same transaction, serialised per account by an advisory lock.

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isManager = (actor: Actor) => can(actor.role, "workspace:manage");

const fieldError = (status: 400 | 422, field: string, key: string, params?: Record<string, string | number>) =>
  status === 400 ? new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { [field]: { key, params } }) : new HttpError(422, "day_over_24h", key, params, { [field]: { key, params } });

const entryColumns = {
  entry: timeEntries,
  projectName: projects.name,
  taskTitle: projectTasks.title,
  userName: users.name,
  userEmail: users.email,
};

type EntryRow = { entry: typeof timeEntries.$inferSelect; projectName: string; taskTitle: string; userName: string; userEmail: string };

function toApiEntry(row: EntryRow, actor: Pick<Actor, "userId" | "role">): TimeEntry {
  const e = row.entry;
  return {
    id: e.id,
    workspaceId: e.workspaceId,
    projectId: e.projectId,
    projectName: row.projectName,
    taskId: e.taskId,
    taskTitle: row.taskTitle,
    userId: e.userId,
    userName: row.userName || row.userEmail,
    date: e.date,
    minutes: e.minutes,
    note: e.note,
    billable: e.billable,
    source: e.source === "timer" ? "timer" : "manual",
    startedAt: e.startedAt?.toISOString() ?? null,
    endedAt: e.endedAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    canEdit: can(actor.role, "project:write") && (e.userId === actor.userId || can(actor.role, "workspace:manage")),
  };
}

const selectEntries = (db: Conn) =>
  db.select(entryColumns).from(timeEntries).innerJoin(projects, eq(projects.id, timeEntries.projectId)).innerJoin(projectTasks, eq(projectTasks.id, timeEntries.taskId)).innerJoin(users, eq(users.id, timeEntries.userId));

async function entryById(db: Conn, actor: Actor, id: string): Promise<TimeEntry> {
  const [row] = await selectEntries(db).where(eq(timeEntries.id, id));
  if (!row) throw notFound();
  return toApiEntry(row, actor);
}

/** A task of the project, or 404: a deleted task takes no time. */
async function findTask(db: Conn, projectId: string, taskId: string) {
  if (!UUID.test(taskId)) throw notFound();
  const [task] = await db
    .select({ id: projectTasks.id, title: projectTasks.title, estimateHours: projectTasks.estimateHours })
    .from(projectTasks)
    .where(and(eq(projectTasks.id, taskId), eq(projectTasks.projectId, projectId)));
  if (!task) throw notFound();
  return task;
}

/** Today in the account's time zone: the day a timer's entry lands on. */
async function userZone(db: Conn, userId: string): Promise<string> {
  const [user] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return user?.timeZone && isValidZone(user.timeZone) ? user.timeZone : DEFAULT_TIME_ZONE;
}

/** A person's day may hold at most 24 hours of entries. */
async function checkDayTotal(db: Conn, userId: string, date: string, minutes: number, except?: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int` })
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), eq(timeEntries.date, date), except ? ne(timeEntries.id, except) : undefined));
  const already = Number(row?.total ?? 0);
  if (already + minutes > MAX_ENTRY_MINUTES) throw fieldError(422, "minutes", "timeTracking.errors.day_over_24h", { hours: Math.round((already / 60) * 10) / 10 });
}

// ——— A task's time ———

export async function taskTime(db: Db, actor: Actor, project: ProjectRef, taskId: string): Promise<TaskTime> {
  if (!canRead(actor)) throw forbidden();
  const p = await findProject(db, actor, project);
  const task = await findTask(db, p.id, taskId);
  const seesAll = isManager(actor);
  const [totals] = await db
    .select({
      total: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int`,
      billable: sql<number>`coalesce(sum(${timeEntries.minutes}) filter (where ${timeEntries.billable}), 0)::int`,
    })
    .from(timeEntries)
    .where(eq(timeEntries.taskId, task.id));
  const rows = await selectEntries(db)
    .where(and(eq(timeEntries.taskId, task.id), seesAll ? undefined : eq(timeEntries.userId, actor.userId)))
    .orderBy(desc(timeEntries.date), desc(timeEntries.createdAt));
  return {
    taskId: task.id,
    estimateHours: task.estimateHours,
    totalMinutes: Number(totals?.total ?? 0),
    billableMinutes: Number(totals?.billable ?? 0),
    entries: rows.map((r) => toApiEntry(r, actor)),
    seesAll,
  };
}

export async function createEntry(db: Db, actor: Actor, project: ProjectRef, taskId: string, input: { date: string; minutes: number; note: string; billable: boolean }): Promise<TimeEntry> {
  if (!canEdit(actor)) throw forbidden();
  const p = await findProject(db, actor, project);
  return db.transaction(async (tx) => {
    const task = await findTask(tx, p.id, taskId);
    await assertWeeksOpen(tx, actor.workspaceId, actor.userId, [input.date]);
    await checkDayTotal(tx, actor.userId, input.date, input.minutes);
    const [row] = await tx
      .insert(timeEntries)
      .values({ workspaceId: actor.workspaceId, projectId: p.id, taskId: task.id, userId: actor.userId, date: input.date, minutes: input.minutes, note: input.note, billable: input.billable, source: "manual" })
      .returning({ id: timeEntries.id });
    return entryById(tx, actor, row!.id);
  });
}

/** The workspace an entry belongs to (for the access plugin), undefined when there is none. */
export async function entryWorkspace(db: Db, entryId: string): Promise<string | undefined> {
  if (!UUID.test(entryId)) return undefined;
  const [row] = await db.select({ w: timeEntries.workspaceId }).from(timeEntries).where(eq(timeEntries.id, entryId));
  return row?.w;
}

async function ownEntry(db: Conn, actor: Actor, entryId: string) {
  const [row] = await db.select().from(timeEntries).where(and(eq(timeEntries.id, entryId), eq(timeEntries.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  if (!canEdit(actor) || (row.userId !== actor.userId && !isManager(actor))) throw forbidden();
  return row;
}

export async function updateEntry(db: Db, actor: Actor, entryId: string, input: TimeEntryUpdate): Promise<{ entry: TimeEntry; projectId: string }> {
  return db.transaction(async (tx) => {
    const row = await ownEntry(tx, actor, entryId);
    const next = { date: input.date ?? row.date, minutes: input.minutes ?? row.minutes };
    await assertWeeksOpen(tx, row.workspaceId, row.userId, [row.date, next.date]);
    await checkDayTotal(tx, row.userId, next.date, next.minutes, row.id);
    await tx
      .update(timeEntries)
      .set({ ...next, ...(input.note !== undefined ? { note: input.note } : {}), ...(input.billable !== undefined ? { billable: input.billable } : {}) })
      .where(eq(timeEntries.id, row.id));
    return { entry: await entryById(tx, actor, row.id), projectId: row.projectId };
  });
}

export async function deleteEntry(db: Db, actor: Actor, entryId: string): Promise<{ projectId: string }> {
  return db.transaction(async (tx) => {
    const row = await ownEntry(tx, actor, entryId);
    await assertWeeksOpen(tx, row.workspaceId, row.userId, [row.date]);
    await tx.delete(timeEntries).where(eq(timeEntries.id, row.id));
    return { projectId: row.projectId };
  });
}

// ——— The timer ———


async function timerOf(db: Conn, userId: string): Promise<RunningTimer | null> {
  const [row] = await db
    .select({ timer: runningTimers, projectName: projects.name, taskTitle: projectTasks.title })
    .from(runningTimers)
    .innerJoin(projects, eq(projects.id, runningTimers.projectId))
    .innerJoin(projectTasks, eq(projectTasks.id, runningTimers.taskId))
    .where(eq(runningTimers.userId, userId));
  if (!row) return null;
  const t = row.timer;
  return { workspaceId: t.workspaceId, projectId: t.projectId, projectName: row.projectName, taskId: t.taskId, taskTitle: row.taskTitle, startedAt: t.startedAt.toISOString(), note: t.note, billable: t.billable };
}

export const currentTimer = (db: Db, userId: string) => timerOf(db, userId);

/**
 * Stops the account's timer inside `tx`: the timer becomes an entry on the day it started (in the
 * account's time zone), cut to 24 h; under a minute, nothing is logged. The entry is kept only
 * while the person may still write in that workspace.
 */
async function stopIn(tx: Tx, userId: string, now: Date): Promise<{ entryId: string | null; capped: boolean; locked: boolean; projectId: string | null; workspaceId: string | null }> {
  const [timer] = await tx.delete(runningTimers).where(eq(runningTimers.userId, userId)).returning();
  if (!timer) return { entryId: null, capped: false, locked: false, projectId: null, workspaceId: null };
  const elapsed = minutesBetween(timer.startedAt, now);
  const [member] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.organizationId, timer.workspaceId), eq(workspaceMembers.userId, userId)));
  if (elapsed < 1 || !can(member?.role, "project:write")) return { entryId: null, capped: false, locked: false, projectId: timer.projectId, workspaceId: timer.workspaceId };
  const date = todayInZone(await userZone(tx, userId), timer.startedAt);
  // Its week was approved while it ran: the timer ends, and nothing is written into a locked week.
  if (await lockedWeek(tx, timer.workspaceId, userId, [date])) return { entryId: null, capped: false, locked: true, projectId: timer.projectId, workspaceId: timer.workspaceId };
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int` })
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), eq(timeEntries.date, date)));
  const room = MAX_ENTRY_MINUTES - Number(row?.total ?? 0);
  const minutes = Math.min(elapsed, room);
  if (minutes < 1) return { entryId: null, capped: true, locked: false, projectId: timer.projectId, workspaceId: timer.workspaceId };
  const [entry] = await tx
    .insert(timeEntries)
    .values({ workspaceId: timer.workspaceId, projectId: timer.projectId, taskId: timer.taskId, userId, date, minutes, note: timer.note, billable: timer.billable, source: "timer", startedAt: timer.startedAt, endedAt: now })
    .returning({ id: timeEntries.id });
  return { entryId: entry!.id, capped: minutes < elapsed, locked: false, projectId: timer.projectId, workspaceId: timer.workspaceId };
}

export async function startTimer(db: Db, actor: Actor, project: ProjectRef, taskId: string, input: { note: string; billable: boolean }, now = new Date()) {
  if (!canEdit(actor)) throw forbidden();
  const p = await findProject(db, actor, project);
  return db.transaction(async (tx) => {
    const task = await findTask(tx, p.id, taskId);
    await lockAccount(tx, actor.userId);
    const stopped = await stopIn(tx, actor.userId, now);
    await tx.insert(runningTimers).values({ userId: actor.userId, workspaceId: actor.workspaceId, projectId: p.id, taskId: task.id, startedAt: now, note: input.note, billable: input.billable });
    const previous = stopped.entryId ? await entryById(tx, { ...actor, role: stopped.workspaceId === actor.workspaceId ? actor.role : "member" }, stopped.entryId) : null;
    return { timer: (await timerOf(tx, actor.userId))!, stopped: previous, stoppedProjectId: stopped.projectId };
  });
}

export async function stopTimer(db: Db, userId: string, now = new Date()): Promise<TimerStopResult & { projectId: string | null; workspaceId: string | null }> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const stopped = await stopIn(tx, userId, now);
    const entry = stopped.entryId ? await entryById(tx, { userId, workspaceId: stopped.workspaceId ?? "", role: "member", lang: "es" }, stopped.entryId) : null;
    return { entry, capped: stopped.capped, locked: stopped.locked, projectId: stopped.projectId, workspaceId: stopped.workspaceId };
  });
}

// ——— The timesheet ———

export async function timesheet(db: Db, actor: Actor, query: { from: string; to: string; userId?: string }): Promise<Timesheet> {
  if (!canRead(actor)) throw forbidden();
  const userId = query.userId ?? actor.userId;
  const manager = isManager(actor);
  if (userId !== actor.userId && !manager) throw forbidden();
  const people = manager
    ? await db
        .select({ userId: users.id, name: users.name, email: users.email })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(eq(workspaceMembers.organizationId, actor.workspaceId))
        .orderBy(asc(users.name))
    : [];
  if (userId !== actor.userId && !people.some((p) => p.userId === userId)) throw fieldError(400, "userId", "validation.not_a_member");
  const rows = await selectEntries(db)
    .where(and(eq(timeEntries.workspaceId, actor.workspaceId), eq(timeEntries.userId, userId), gte(timeEntries.date, query.from), lte(timeEntries.date, query.to)))
    .orderBy(asc(timeEntries.date), asc(timeEntries.createdAt));
  return { userId, from: query.from, to: query.to, entries: rows.map((r) => toApiEntry(r, actor)), people: people.map((p) => ({ userId: p.userId, name: p.name || p.email })) };
}
