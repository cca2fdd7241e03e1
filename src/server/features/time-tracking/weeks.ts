import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { projectTasks, projects } from "../../../db/schema/projects";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { timeEntries, timesheetWeeks } from "../../../db/schema/time-tracking";
import { can } from "../../../domain/authorization";
import { addDays } from "../../../domain/capacity/dates";
import { pickLanguage } from "../../../domain/i18n/translate";
import { isLocked, transition, type WeekAction, type WeekStatus } from "../../../domain/time-tracking/approval";
import type { TimesheetWeek } from "../../../domain/time-tracking/contract";
import { canEdit, canRead, type Actor } from "../../actor";
import { recordAudit } from "../../audit";
import { conflict, forbidden, HttpError, notFound } from "../../errors";
import { insertNotifications, notificationRow } from "../../shared/notification-writer";
import { lockAccount } from "../../shared/timesheet-lock";

// Weekly timesheet approval (issue 23, decision 1211): a person submits their Monday-first week,
// an owner or admin approves or rejects it (with a reason), an approved week is locked (the check
// every entry write makes is `assertWeeksOpen` in service.ts) until an owner or admin reopens it.
// The person is told in their language; every step goes to the audit log.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isManager = (actor: Actor) => can(actor.role, "workspace:manage");
const decider = alias(users, "decider");

type Row = typeof timesheetWeeks.$inferSelect;

async function minutesIn(db: Db | Parameters<Parameters<Db["transaction"]>[0]>[0], workspaceId: string, userId: string, weekStart: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int` })
    .from(timeEntries)
    .where(and(eq(timeEntries.workspaceId, workspaceId), eq(timeEntries.userId, userId), gte(timeEntries.date, weekStart), lte(timeEntries.date, addDays(weekStart, 6))));
  return Number(row?.total ?? 0);
}

function toApi(row: Row | null, person: { userId: string; name: string }, weekStart: string, minutes: number, deciderName: string | null): TimesheetWeek {
  const status: WeekStatus = (row?.status as WeekStatus | undefined) ?? "open";
  return {
    id: row?.id ?? null,
    userId: person.userId,
    userName: person.name,
    weekStart,
    status,
    minutes,
    submittedMinutes: row?.submittedMinutes ?? 0,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    decidedAt: row?.decidedAt?.toISOString() ?? null,
    decidedByName: deciderName,
    reason: row?.reason ?? "",
    locked: isLocked(status),
  };
}

const selectWeeks = (db: Db) =>
  db
    .select({ week: timesheetWeeks, name: users.name, email: users.email, deciderName: decider.name, deciderEmail: decider.email, minutes: sql<number>`(select coalesce(sum(te."minutes"), 0)::int from ${timeEntries} te where te."workspace_id" = ${timesheetWeeks.workspaceId} and te."user_id" = ${timesheetWeeks.userId} and te."date" between ${timesheetWeeks.weekStart} and ${timesheetWeeks.weekStart} + 6)` })
    .from(timesheetWeeks)
    .innerJoin(users, eq(users.id, timesheetWeeks.userId))
    .leftJoin(decider, eq(decider.id, timesheetWeeks.decidedBy));

type Selected = Awaited<ReturnType<ReturnType<typeof selectWeeks>["where"]>>[number];
const fromSelected = (r: Selected) => toApi(r.week, { userId: r.week.userId, name: r.name || r.email }, r.week.weekStart, Number(r.minutes), r.deciderName || r.deciderEmail || null);

async function person(db: Db, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.organizationId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row ? { userId: row.userId, name: row.name || row.email, locale: row.locale } : null;
}

/** One person's week (the caller's, or anyone's for owners and admins), open when never submitted. */
export async function getWeek(db: Db, actor: Actor, weekStart: string, userId = actor.userId): Promise<TimesheetWeek> {
  if (!canRead(actor)) throw forbidden();
  if (userId !== actor.userId && !isManager(actor)) throw forbidden();
  const who = await person(db, actor.workspaceId, userId);
  if (!who) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { userId: { key: "validation.not_a_member" } });
  const [row] = await selectWeeks(db).where(and(eq(timesheetWeeks.workspaceId, actor.workspaceId), eq(timesheetWeeks.userId, userId), eq(timesheetWeeks.weekStart, weekStart)));
  return row ? fromSelected(row) : toApi(null, who, weekStart, await minutesIn(db, actor.workspaceId, userId, weekStart), null);
}

/** Submitted weeks (and decided ones): everyone's for owners and admins (the approval queue), the caller's own otherwise. */
export async function listWeeks(db: Db, actor: Actor, query: { status?: WeekStatus; userId?: string; from?: string; to?: string }): Promise<TimesheetWeek[]> {
  if (!canRead(actor)) throw forbidden();
  if (query.userId && query.userId !== actor.userId && !isManager(actor)) throw forbidden();
  const userId = isManager(actor) ? query.userId : actor.userId;
  if (query.status === "open") return [];
  const rows = await selectWeeks(db)
    .where(
      and(
        eq(timesheetWeeks.workspaceId, actor.workspaceId),
        userId ? eq(timesheetWeeks.userId, userId) : undefined,
        query.status ? eq(timesheetWeeks.status, query.status) : undefined,
        query.from ? gte(timesheetWeeks.weekStart, query.from) : undefined,
        query.to ? lte(timesheetWeeks.weekStart, query.to) : undefined,
      ),
    )
    .orderBy(desc(timesheetWeeks.weekStart), asc(users.name))
    .limit(500);
  return rows.map(fromSelected);
}

/** The workspace a stored week belongs to (for the access plugin). */
export async function weekWorkspace(db: Db, weekId: string): Promise<string | undefined> {
  if (!UUID.test(weekId)) return undefined;
  const [row] = await db.select({ w: timesheetWeeks.workspaceId }).from(timesheetWeeks).where(eq(timesheetWeeks.id, weekId));
  return row?.w;
}

type Meta = { ip?: string | null; userAgent?: string | null };
export type WeekChange = { week: TimesheetWeek; notified: { userId: string; id: string }[] };

const refused = (reason: "forbidden" | "not_allowed", status: WeekStatus) => (reason === "forbidden" ? forbidden() : conflict(`timeTracking.errors.week_${status}`));

/** The caller submits their own week (members and up: a viewer logs no time). */
export async function submitWeek(db: Db, actor: Actor, weekStart: string, meta: Meta = {}): Promise<WeekChange> {
  if (!canEdit(actor)) throw forbidden();
  const id = await db.transaction(async (tx) => {
    await lockAccount(tx, actor.userId);
    const [row] = await tx.select().from(timesheetWeeks).where(and(eq(timesheetWeeks.workspaceId, actor.workspaceId), eq(timesheetWeeks.userId, actor.userId), eq(timesheetWeeks.weekStart, weekStart)));
    const status = (row?.status as WeekStatus | undefined) ?? "open";
    const step = transition(status, "submit", { self: true, manager: isManager(actor) });
    if (!step.ok) throw refused(step.reason, status);
    const minutes = await minutesIn(tx, actor.workspaceId, actor.userId, weekStart);
    const values = { status: step.next, submittedMinutes: minutes, submittedAt: new Date(), decidedAt: null, decidedBy: null, reason: "" };
    if (row) {
      await tx.update(timesheetWeeks).set(values).where(eq(timesheetWeeks.id, row.id));
      return row.id;
    }
    const [made] = await tx.insert(timesheetWeeks).values({ workspaceId: actor.workspaceId, userId: actor.userId, weekStart, ...values }).returning({ id: timesheetWeeks.id });
    return made!.id;
  });
  await recordAudit(db, { action: "timesheet.submitted", actorId: actor.userId, target: id, workspaceId: actor.workspaceId, ip: meta.ip, userAgent: meta.userAgent, metadata: { weekStart } });
  return { week: await getWeek(db, actor, weekStart), notified: [] };
}

const noticeKeys: Record<Exclude<WeekAction, "submit">, { title: string; message: string; audit: "timesheet.approved" | "timesheet.rejected" | "timesheet.reopened"; priority: string }> = {
  approve: { title: "timeTracking.notice.approved_title", message: "timeTracking.notice.approved", audit: "timesheet.approved", priority: "low" },
  reject: { title: "timeTracking.notice.rejected_title", message: "timeTracking.notice.rejected", audit: "timesheet.rejected", priority: "medium" },
  reopen: { title: "timeTracking.notice.reopened_title", message: "timeTracking.notice.reopened", audit: "timesheet.reopened", priority: "low" },
};

/** An owner or admin approves, rejects (with a reason) or reopens a person's week; the person is told. */
export async function decideWeek(db: Db, actor: Actor, weekId: string, action: Exclude<WeekAction, "submit">, reason = "", meta: Meta = {}): Promise<WeekChange> {
  if (!UUID.test(weekId)) throw notFound();
  const [found] = await db.select().from(timesheetWeeks).where(and(eq(timesheetWeeks.id, weekId), eq(timesheetWeeks.workspaceId, actor.workspaceId)));
  if (!found) throw notFound();
  if (!isManager(actor)) throw forbidden();
  const keys = noticeKeys[action];
  const notified = await db.transaction(async (tx) => {
    // The person's lock: an entry written at the same moment is either in before the approval or refused after it.
    await lockAccount(tx, found.userId);
    const [row] = await tx.select().from(timesheetWeeks).where(eq(timesheetWeeks.id, weekId)).for("update");
    if (!row) throw notFound();
    const status = row.status as WeekStatus;
    const step = transition(status, action, { self: row.userId === actor.userId, manager: true });
    if (!step.ok) throw refused(step.reason, status);
    await tx.update(timesheetWeeks).set({ status: step.next, decidedAt: new Date(), decidedBy: actor.userId, reason: action === "reject" ? reason : "" }).where(eq(timesheetWeeks.id, row.id));
    if (row.userId === actor.userId) return [];
    const [who] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, row.userId));
    const [me] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, actor.userId));
    const rows = await insertNotifications(tx, [
      notificationRow(row.userId, pickLanguage(who?.locale) ?? "es", {
        titleKey: keys.title,
        messageKey: keys.message,
        params: { week: { date: row.weekStart }, who: me?.name || me?.email || "", reason },
        kind: "timesheet",
        type: action === "reject" ? "warning" : "info",
        priority: keys.priority,
        action: { type: "navigate", target: `/timesheet?week=${row.weekStart}` },
      }),
    ]);
    return rows.map((n) => ({ userId: n.userId, id: n.id }));
  });
  await recordAudit(db, { action: keys.audit, actorId: actor.userId, target: weekId, workspaceId: actor.workspaceId, ip: meta.ip, userAgent: meta.userAgent, metadata: { weekStart: found.weekStart, userId: found.userId, ...(action === "reject" ? { reason } : {}) } });
  return { week: await getWeek(db, actor, found.weekStart, found.userId), notified };
}

/**
 * Report rows (decision 1212): minutes per project, person, task, day and billable flag between
 * two dates; everyone's for owners and admins, the caller's own otherwise.
 */
export async function reportRows(db: Db, actor: Actor, query: { from: string; to: string; projectId?: string; userId?: string }) {
  if (!canRead(actor)) throw forbidden();
  const everyone = isManager(actor);
  if (query.userId && query.userId !== actor.userId && !everyone) throw forbidden();
  const userId = everyone ? query.userId : actor.userId;
  const rows = await db
    .select({
      projectId: timeEntries.projectId,
      projectName: projects.name,
      userId: timeEntries.userId,
      userName: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      taskId: timeEntries.taskId,
      taskTitle: projectTasks.title,
      date: timeEntries.date,
      billable: timeEntries.billable,
      minutes: sql<number>`sum(${timeEntries.minutes})::int`,
    })
    .from(timeEntries)
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(projectTasks, eq(projectTasks.id, timeEntries.taskId))
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .where(
      and(
        eq(timeEntries.workspaceId, actor.workspaceId),
        gte(timeEntries.date, query.from),
        lte(timeEntries.date, query.to),
        query.projectId ? eq(timeEntries.projectId, query.projectId) : undefined,
        userId ? eq(timeEntries.userId, userId) : undefined,
        actor.projectIds ? inArray(timeEntries.projectId, [...actor.projectIds]) : undefined,
      ),
    )
    .groupBy(timeEntries.projectId, projects.name, timeEntries.userId, users.name, users.email, timeEntries.taskId, projectTasks.title, timeEntries.date, timeEntries.billable)
    .orderBy(asc(timeEntries.date))
    .limit(20_000);
  return { from: query.from, to: query.to, everyone, rows: rows.map((r) => ({ ...r, minutes: Number(r.minutes) })) };
}
