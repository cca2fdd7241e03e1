import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { levellingRuns } from "../../../db/schema/levelling";
import { projectTasks, resourceAllocations, resources } from "../../../db/schema/projects";
import type { LevellingPreview, LevellingRun, LevellingUndo } from "../../../domain/levelling/contract";
import { levelProject, type LevelOutcome, type LevelTask } from "../../../domain/levelling/project";
import { seedFromString } from "../../../domain/intelligence/random";
import type { DateOnly } from "../../../domain/planning/calendar";
import type { Actor } from "../../actor";
import { HttpError } from "../../errors";
import { dependenciesOf, type ProjectRow } from "../../shared/projects";
import { loadWorkingCalendars } from "../../shared/working-calendars";

// Levelling one project's schedule under its people's capacity (decision 0803): the preview, the
// apply (one transaction, the previous dates kept) and the undo of the last applied run.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const DONE = "Completada";

type Level = { outcome: LevelOutcome; titles: Map<string, string>; assignees: Map<string, string | null>; undated: number };

async function level(db: Db, projectId: string): Promise<Level> {
  const [rows, dependencies] = await Promise.all([
    db
      .select({ id: projectTasks.id, title: projectTasks.title, status: projectTasks.status, startDate: projectTasks.startDate, endDate: projectTasks.endDate, estimateHours: projectTasks.estimateHours, assigneeId: projectTasks.assigneeResourceId, assigneeName: resources.name, completedAt: projectTasks.completedAt })
      .from(projectTasks)
      .leftJoin(resources, eq(resources.id, projectTasks.assigneeResourceId))
      .where(eq(projectTasks.projectId, projectId)),
    dependenciesOf(db, projectId),
  ]);
  const open = rows.filter((r) => r.status !== DONE && r.completedAt === null);
  const dependsOn = new Map<string, string[]>();
  for (const d of dependencies) dependsOn.set(d.taskId, [...(dependsOn.get(d.taskId) ?? []), d.dependsOnTaskId]);
  const tasks: LevelTask[] = [];
  for (const r of open) {
    const start = r.startDate ?? r.endDate;
    const end = r.endDate ?? r.startDate;
    if (!start || !end) continue;
    tasks.push({ id: r.id, startDate: start, endDate: end < start ? start : end, estimateHours: r.estimateHours, assigneeId: r.assigneeId, dependsOn: dependsOn.get(r.id) ?? [] });
  }
  const people = [...new Set(tasks.map((t) => t.assigneeId).filter((id): id is string => id !== null))];
  const from = tasks.reduce<DateOnly | null>((min, t) => (min === null || t.startDate < min ? t.startDate : min), null);
  const to = tasks.reduce<DateOnly | null>((max, t) => (max === null || t.endDate > max ? t.endDate : max), null);
  const [calendars, allocations] = await Promise.all([
    loadWorkingCalendars(db, people, from ?? "2000-01-01", to ?? "2000-01-01"),
    people.length ? db.select({ resourceId: resourceAllocations.resourceId, hours: resourceAllocations.hours }).from(resourceAllocations).where(and(eq(resourceAllocations.projectId, projectId), inArray(resourceAllocations.resourceId, people))) : [],
  ]);
  const allocated = new Map<string, number>();
  for (const a of allocations) allocated.set(a.resourceId, (allocated.get(a.resourceId) ?? 0) + a.hours);
  const capacity = people.map((id) => {
    const calendar = calendars.calendarOf(id);
    const days = Math.max(1, new Set(calendar.workingDays).size);
    const hours = allocated.has(id) ? Math.min(calendar.hoursPerDay, allocated.get(id)! / days) : calendar.hoursPerDay;
    return { id, minutesPerDay: Math.round(hours * 60) };
  });
  return {
    outcome: levelProject(tasks, capacity, { seed: seedFromString(projectId) }),
    titles: new Map(rows.map((r) => [r.id, r.title])),
    assignees: new Map(rows.map((r) => [r.id, r.assigneeName])),
    undated: open.length - tasks.length,
  };
}

const isMoved = (c: LevelOutcome["changes"][number]) => c.before.startDate !== c.after.startDate || c.before.endDate !== c.after.endDate;

async function lastRun(db: Db | Tx, projectId: string): Promise<LevellingRun | null> {
  const [row] = await db.select().from(levellingRuns).where(eq(levellingRuns.projectId, projectId)).orderBy(desc(levellingRuns.createdAt)).limit(1);
  if (!row) return null;
  return { id: row.id, appliedAt: row.createdAt.toISOString(), moved: row.changes.length, daysBefore: row.daysBefore, daysAfter: row.daysAfter, undoable: row.undoneAt === null };
}

function toPreview(levelled: Level, run: LevellingRun | null): LevellingPreview {
  const { outcome } = levelled;
  return {
    tasks: outcome.changes.map((c) => ({ taskId: c.taskId, title: levelled.titles.get(c.taskId) ?? "", assigneeName: levelled.assignees.get(c.taskId) ?? null, before: c.before, after: c.after, moved: isMoved(c) })),
    start: outcome.start,
    finishBefore: outcome.finishBefore,
    finishAfter: outcome.finishAfter,
    daysBefore: outcome.daysBefore,
    daysAfter: outcome.daysAfter,
    overloadsBefore: outcome.overloadsBefore,
    overloadsAfter: outcome.overloadsAfter,
    undated: levelled.undated,
    lastRun: run,
  };
}

export async function levellingStatus(db: Db, project: ProjectRow) {
  return { lastRun: await lastRun(db, project.id) };
}

/** The schedule levelled, changing nothing. */
export async function previewLevelling(db: Db, project: ProjectRow): Promise<LevellingPreview> {
  const [levelled, run] = await Promise.all([level(db, project.id), lastRun(db, project.id)]);
  return toPreview(levelled, run);
}

/** Levels again (the same answer as the preview for the same tasks) and writes the new dates in one transaction. */
export async function applyLevelling(db: Db, actor: Actor, project: ProjectRow): Promise<LevellingPreview> {
  const levelled = await level(db, project.id);
  const moved = levelled.outcome.changes.filter(isMoved);
  if (moved.length === 0) throw new HttpError(409, "nothing_to_level", "levelling.errors.nothing_to_level");
  const run = await db.transaction(async (tx) => {
    for (const change of moved) {
      await tx
        .update(projectTasks)
        .set({ startDate: change.after.startDate, endDate: change.after.endDate, updatedAt: new Date() })
        .where(and(eq(projectTasks.id, change.taskId), eq(projectTasks.projectId, project.id)));
    }
    await tx.insert(levellingRuns).values({ projectId: project.id, appliedBy: actor.userId, changes: moved, daysBefore: levelled.outcome.daysBefore, daysAfter: levelled.outcome.daysAfter });
    return lastRun(tx, project.id);
  });
  return toPreview(levelled, run);
}

/** Puts back the dates the last applied run changed, on the tasks nobody has moved since. */
export async function undoLevelling(db: Db, project: ProjectRow): Promise<LevellingUndo> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(levellingRuns).where(eq(levellingRuns.projectId, project.id)).orderBy(desc(levellingRuns.createdAt)).limit(1).for("update");
    if (!row || row.undoneAt !== null) throw new HttpError(409, "nothing_to_undo", "levelling.errors.nothing_to_undo");
    let restored = 0;
    for (const change of row.changes) {
      const updated = await tx
        .update(projectTasks)
        .set({ startDate: change.before.startDate, endDate: change.before.endDate, updatedAt: new Date() })
        .where(and(eq(projectTasks.id, change.taskId), eq(projectTasks.projectId, project.id), eq(projectTasks.startDate, change.after.startDate), eq(projectTasks.endDate, change.after.endDate)))
        .returning({ id: projectTasks.id });
      restored += updated.length;
    }
    await tx.update(levellingRuns).set({ undoneAt: new Date() }).where(and(eq(levellingRuns.id, row.id), isNull(levellingRuns.undoneAt)));
    return { restored, kept: row.changes.length - restored };
  });
}
