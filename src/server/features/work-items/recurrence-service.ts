import { and, asc, count, eq, isNotNull, lte, max } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { projectTasks, taskEvents } from "../../../db/schema/projects";
import { taskOccurrences, taskRecurrences } from "../../../db/schema/recurrence";
import { taskAssignees, taskLabels } from "../../../db/schema/work-items";
import { addDays, todayIn, type DateOnly } from "../../../domain/planning/calendar";
import { nextOccurrence, occurrences, shiftedDates, type RecurrenceRule } from "../../../domain/work-items/recurrence";
import { canEdit, type Actor } from "../../actor";
import { forbidden, notFound } from "../../errors";
import { findProject, recomputeProgress, type ProjectRef } from "../../shared/projects";
import { yieldToEventLoop } from "../../shared/yield";

// Recurring tasks (issue 23, decision 1206). A series lives on its first task. The scheduled job
// "recurring-tasks" makes each occurrence on its date, in the series' time zone (its author's),
// as a copy of the first task shifted to that date. The ledger's primary key (series, date) is
// taken in the same transaction as the copy, so two instances (or a retried job) make it once.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A series that was not run for long (the server was down) catches up at most this many dates per run. */
const CATCH_UP_LIMIT = 31;
const DEFAULT_TIME_ZONE = "America/Mexico_City";

async function taskIn(db: Db, actor: Actor, project: ProjectRef, taskId: string) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!UUID.test(taskId)) throw notFound();
  const [task] = await db.select().from(projectTasks).where(and(eq(projectTasks.id, taskId), eq(projectTasks.projectId, projectId)));
  if (!task) throw notFound();
  return task;
}

async function answer(db: Db, row: typeof taskRecurrences.$inferSelect | undefined) {
  if (!row) return { recurrence: null };
  const [made] = await db.select({ n: count() }).from(taskOccurrences).where(eq(taskOccurrences.recurrenceId, row.id));
  return { recurrence: { rule: row.rule, timeZone: row.timeZone, active: row.active, nextDate: row.nextDate, createdCount: Number(made?.n ?? 0) } };
}

export async function getRecurrence(db: Db, actor: Actor, project: ProjectRef, taskId: string) {
  const task = await taskIn(db, actor, project, taskId);
  const [row] = await db.select().from(taskRecurrences).where(eq(taskRecurrences.taskId, task.id));
  return answer(db, row);
}

/**
 * Makes the task the first of a series, or changes its rule. Occurrences already made stay; the
 * next one is the rule's first date after the later of the last made and yesterday (no past
 * copies are made for a rule that starts in the past).
 */
export async function setRecurrence(db: Db, actor: Actor, project: ProjectRef, taskId: string, rule: RecurrenceRule, now = new Date()) {
  const task = await taskIn(db, actor, project, taskId);
  if (!canEdit(actor)) throw forbidden();
  const [author] = await db.select({ tz: users.timeZone }).from(users).where(eq(users.id, actor.userId));
  const timeZone = author?.tz ?? DEFAULT_TIME_ZONE;
  const first = occurrences(rule, { limit: 1 })[0] ?? rule.start;
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(taskRecurrences)
      .values({ workspaceId: actor.workspaceId, taskId: task.id, rule, timeZone, createdBy: actor.userId })
      .onConflictDoUpdate({ target: taskRecurrences.taskId, set: { rule, active: true, updatedAt: new Date() } })
      .returning();
    // The task itself is the series' first occurrence; a changed rule keeps that row and every copy made.
    let [last] = await tx.select({ d: max(taskOccurrences.occurrenceDate) }).from(taskOccurrences).where(eq(taskOccurrences.recurrenceId, saved!.id));
    if (!last?.d) {
      await tx.insert(taskOccurrences).values({ recurrenceId: saved!.id, occurrenceDate: first, position: 1, taskId: task.id }).onConflictDoNothing();
      last = { d: first };
    }
    const yesterday = addDays(todayIn(saved!.timeZone, now), -1);
    const after = [first, last?.d ?? first, yesterday].sort().at(-1)!;
    const next = nextOccurrence(rule, after);
    const [updated] = await tx.update(taskRecurrences).set({ nextDate: next?.date ?? null }).where(eq(taskRecurrences.id, saved!.id)).returning();
    return updated;
  });
  return answer(db, row);
}

/** Stops the series: no more occurrences; those made stay as ordinary tasks. */
export async function stopRecurrence(db: Db, actor: Actor, project: ProjectRef, taskId: string) {
  const task = await taskIn(db, actor, project, taskId);
  if (!canEdit(actor)) throw forbidden();
  const [row] = await db.update(taskRecurrences).set({ active: false, nextDate: null, updatedAt: new Date() }).where(eq(taskRecurrences.taskId, task.id)).returning();
  if (!row) throw notFound();
}

type Series = typeof taskRecurrences.$inferSelect;

/** Makes one occurrence of a series in one transaction; false when another instance made it first. */
async function makeOccurrence(db: Db, series: Series, date: DateOnly, position: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(taskOccurrences).values({ recurrenceId: series.id, occurrenceDate: date, position }).onConflictDoNothing().returning();
    if (!claimed.length) return false;
    const [first] = await tx.select().from(projectTasks).where(eq(projectTasks.id, series.taskId));
    const [firstDate] = await tx.select({ d: taskOccurrences.occurrenceDate }).from(taskOccurrences).where(and(eq(taskOccurrences.recurrenceId, series.id), eq(taskOccurrences.position, 1)));
    if (!first) return true;
    const dates = shiftedDates(first, firstDate?.d ?? series.rule.start, date);
    const [copy] = await tx
      .insert(projectTasks)
      .values({
        projectId: first.projectId,
        milestoneId: first.milestoneId,
        assigneeResourceId: first.assigneeResourceId,
        title: first.title,
        description: first.description,
        type: first.type,
        priority: first.priority,
        estimateHours: first.estimateHours,
        storyPoints: first.storyPoints,
        ...dates,
        createdBy: series.createdBy,
      })
      .returning();
    await tx.insert(taskEvents).values({ taskId: copy!.id, projectId: copy!.projectId, fromStatus: null, toStatus: copy!.status, actorId: series.createdBy });
    const labelRows = await tx.select({ labelId: taskLabels.labelId }).from(taskLabels).where(eq(taskLabels.taskId, first.id));
    if (labelRows.length) await tx.insert(taskLabels).values(labelRows.map((l) => ({ taskId: copy!.id, labelId: l.labelId })));
    const assigneeRows = await tx.select({ resourceId: taskAssignees.resourceId }).from(taskAssignees).where(eq(taskAssignees.taskId, first.id));
    if (assigneeRows.length) await tx.insert(taskAssignees).values(assigneeRows.map((a) => ({ taskId: copy!.id, resourceId: a.resourceId })));
    await tx.update(taskOccurrences).set({ taskId: copy!.id }).where(and(eq(taskOccurrences.recurrenceId, series.id), eq(taskOccurrences.occurrenceDate, date)));
    await recomputeProgress(tx, first.projectId);
    return true;
  });
}

/**
 * The job's work: every active series whose next date has come in its time zone gets its
 * occurrences up to today. Returns the projects that gained tasks (for their screens to refresh).
 */
export async function makeDueOccurrences(db: Db, now = new Date()): Promise<{ made: number; projects: { workspaceId: string; projectId: string }[] }> {
  // Today anywhere on Earth is at most a day after today in UTC: a cheap bound, refined per series.
  const horizon = addDays(todayIn("UTC", now), 1);
  const due = await db
    .select({ series: taskRecurrences, projectId: projectTasks.projectId })
    .from(taskRecurrences)
    .innerJoin(projectTasks, eq(projectTasks.id, taskRecurrences.taskId))
    .where(and(eq(taskRecurrences.active, true), isNotNull(taskRecurrences.nextDate), lte(taskRecurrences.nextDate, horizon)))
    .orderBy(asc(taskRecurrences.nextDate));
  let made = 0;
  const touched = new Map<string, string>();
  for (const { series, projectId } of due) {
    const today = todayIn(series.timeZone, now);
    let next: { date: DateOnly; index: number } | null = series.nextDate ? { date: series.nextDate, index: 0 } : null;
    for (let n = 0; next && next.date <= today && n < CATCH_UP_LIMIT; n++) {
      const position = nextOccurrence(series.rule, addDays(next.date, -1))?.index ?? 0;
      if (await makeOccurrence(db, series, next.date, position)) {
        made++;
        touched.set(projectId, series.workspaceId);
      }
      next = nextOccurrence(series.rule, next.date);
    }
    // Only moves forward: a concurrent run that got further is not taken back.
    if (next?.date !== series.nextDate) {
      await db
        .update(taskRecurrences)
        .set({ nextDate: next?.date ?? null })
        .where(and(eq(taskRecurrences.id, series.id), eq(taskRecurrences.active, true), lte(taskRecurrences.nextDate, next?.date ?? "9999-12-31")));
    }
    await yieldToEventLoop();
  }
  return { made, projects: [...touched].map(([projectId, workspaceId]) => ({ projectId, workspaceId })) };
}
