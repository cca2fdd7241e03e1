import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { projectTasks, sprints } from "../../../db/schema/projects";
import { canTransitionSprint, findSprintOverlaps, generateSprints, sprintBurndown, sprintCapacity, type SprintOverlap, type SprintStatus } from "../../../domain/planning/sprints";
import { holidaysBetween } from "../../../domain/capacity/holidays";
import { teamWorkingDays } from "../../../domain/capacity/working-days";
import { DEFAULT_COUNTRY, DEFAULT_WORKING_DAYS } from "../../../domain/capacity/working-time";
import type { Weekday } from "../../../domain/capacity/dates";
import { loadWorkingCalendars } from "../../shared/working-calendars";
import type { createSprintSchema, generateSprintsSchema, updateSprintSchema } from "../../../domain/planning/sprint-schemas";
import { canEdit, type Actor } from "../../actor";
import { HttpError, forbidden, notFound } from "../../errors";
import { findProject, type ProjectRef } from "../../shared/projects";
import { translate } from "../../i18n/messages";

type SprintRow = typeof sprints.$inferSelect;

function toApiSprint(s: SprintRow, tasks: { total: number; completed: number; points: number } = { total: 0, completed: 0, points: 0 }) {
  return { ...s, tasks, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString() };
}

function overlapError(overlaps: SprintOverlap[]) {
  const first = overlaps[0]!;
  return new HttpError(409, "sprint_overlap", "errors.sprint_overlap", {
    name: first.existing.name ?? "",
    days: first.days,
    count: overlaps.length,
  });
}

/** The project's sprints by start date, with their task counts: two queries. */
export async function listSprints(db: Db, actor: Actor, project: ProjectRef) {
  const projectId = (await findProject(db, actor, project)).id;
  const rows = await db.select().from(sprints).where(eq(sprints.projectId, projectId)).orderBy(asc(sprints.startDate), asc(sprints.createdAt));
  const tasks = rows.length
    ? await db
        .select({ sprintId: projectTasks.sprintId, status: projectTasks.status, points: projectTasks.storyPoints })
        .from(projectTasks)
        .where(and(eq(projectTasks.projectId, projectId), inArray(projectTasks.sprintId, rows.map((r) => r.id))))
    : [];
  return rows.map((s) => {
    const mine = tasks.filter((t) => t.sprintId === s.id);
    return toApiSprint(s, {
      total: mine.length,
      completed: mine.filter((t) => t.status === "Completada").length,
      points: mine.reduce((a, t) => a + (t.points ?? 0), 0),
    });
  });
}

async function existingRanges(db: Db, projectId: string) {
  return db.select({ id: sprints.id, name: sprints.name, startDate: sprints.startDate, endDate: sprints.endDate, status: sprints.status }).from(sprints).where(eq(sprints.projectId, projectId));
}

export async function createSprint(db: Db, actor: Actor, project: ProjectRef, input: z.output<typeof createSprintSchema>) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  const overlaps = findSprintOverlaps([input], await existingRanges(db, projectId));
  if (overlaps.length && !input.confirmOverlap) throw overlapError(overlaps);
  const [row] = await db.insert(sprints).values({ projectId, name: input.name, goal: input.goal, startDate: input.startDate, endDate: input.endDate }).returning();
  return toApiSprint(row!);
}

async function findSprint(db: Db, projectId: string, sprintId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(sprintId)) throw notFound();
  const [row] = await db.select().from(sprints).where(and(eq(sprints.id, sprintId), eq(sprints.projectId, projectId)));
  if (!row) throw notFound();
  return row;
}

export async function updateSprint(db: Db, actor: Actor, project: ProjectRef, sprintId: string, input: z.output<typeof updateSprintSchema>) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  const current = await findSprint(db, projectId, sprintId);
  const { confirmOverlap, ...values } = input;
  if (values.status && values.status !== current.status && !canTransitionSprint(current.status as SprintStatus, values.status)) {
    const label = (status: string) => translate(actor.lang, `sprint_status.${status}`);
    throw new HttpError(422, "invalid_transition", "errors.sprint_transition", { from: label(current.status), to: label(values.status) });
  }
  const next = { id: sprintId, name: values.name ?? current.name, startDate: values.startDate ?? current.startDate, endDate: values.endDate ?? current.endDate, status: values.status ?? current.status };
  if (next.startDate > next.endDate) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { endDate: { key: "validation.end_before_start" } });
  if (values.startDate || values.endDate) {
    const overlaps = findSprintOverlaps([next], await existingRanges(db, projectId));
    if (overlaps.length && !confirmOverlap) throw overlapError(overlaps);
  }
  if (Object.keys(values).length === 0) return toApiSprint(current);
  const [row] = await db.update(sprints).set(values).where(and(eq(sprints.id, sprintId), eq(sprints.projectId, projectId))).returning();
  return toApiSprint(row!);
}

export async function deleteSprint(db: Db, actor: Actor, project: ProjectRef, sprintId: string) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  await findSprint(db, projectId, sprintId);
  // Its tasks stay in the project, back in the backlog (sprint_id set null by the foreign key).
  await db.delete(sprints).where(and(eq(sprints.id, sprintId), eq(sprints.projectId, projectId)));
}

/** Consecutive sprints from the generation dialog, numbered after the project's existing ones. */
export async function generateProjectSprints(db: Db, actor: Actor, project: ProjectRef, input: z.output<typeof generateSprintsSchema>) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  const existing = await existingRanges(db, projectId);
  const result = generateSprints({ startDate: input.startDate, count: input.count, durationDays: input.durationDays, namePrefix: input.namePrefix, existing });
  if (result.overlaps.length && !input.confirmOverlap) throw overlapError(result.overlaps);
  const rows = await db
    .insert(sprints)
    .values(result.sprints.map((s) => ({ projectId, name: s.name, startDate: s.startDate, endDate: s.endDate })))
    .returning();
  return rows.map((r) => toApiSprint(r));
}

export async function getBurndown(db: Db, actor: Actor, project: ProjectRef, sprintId: string, timeZone: string, today: string) {
  const row = await findProject(db, actor, project);
  const sprint = await findSprint(db, row.id, sprintId);
  const tasks = await db
    .select({ points: projectTasks.storyPoints, estimate: projectTasks.estimateHours, completedAt: projectTasks.completedAt, assignee: projectTasks.assigneeResourceId })
    .from(projectTasks)
    .where(and(eq(projectTasks.projectId, row.id), eq(projectTasks.sprintId, sprintId)));
  // The sprint's people are those with tasks in it; their calendars give its capacity and the
  // team's working days (any member's weekday, the most common country's holidays) its ideal line.
  const members = [...new Set(tasks.flatMap((t) => (t.assignee ? [t.assignee] : [])))];
  const calendars = await loadWorkingCalendars(db, members, sprint.startDate, sprint.endDate, row.workspaceId);
  const own = members.map((id) => calendars.calendarOf(id));
  const perCountry = new Map<string, number>();
  for (const c of own) perCountry.set(c.country, (perCountry.get(c.country) ?? 0) + 1);
  const country = [...perCountry].sort((a, b) => b[1] - a[1])[0]?.[0] ?? DEFAULT_COUNTRY;
  const weekdays = own.length ? ([...new Set(own.flatMap((c) => c.workingDays))] as Weekday[]) : DEFAULT_WORKING_DAYS;
  const team = teamWorkingDays([...calendars.holidays, ...holidaysBetween(sprint.startDate, sprint.endDate, [country])], { workingDays: weekdays, country });
  const capacity = sprintCapacity(sprint, members.map((id) => ({ calendar: calendars.calendarOf(id), timeOff: calendars.timeOffOf(id) })), calendars.holidays, team);
  return { ...sprintBurndown(sprint, tasks, { timeZone, today, workdays: team }), capacity };
}
