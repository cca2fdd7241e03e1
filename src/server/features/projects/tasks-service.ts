import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { projectTasks, projectMilestones, resources, sprints, taskDependencies, taskEvents } from "../../../db/schema/projects";
import type { CreateTaskInput, UpdateTaskInput } from "../../../domain/projects/schemas";
import { createTaskSchema, updateTaskSchema } from "../../../domain/projects/schemas";
import { findCycleWithDependency } from "../../../domain/planning/critical-path";
import { canEdit, type Actor } from "../../actor";
import { HttpError, forbidden, notFound } from "../../errors";
import { checkFieldValues, writeFieldValues, type FieldChanges } from "../../shared/custom-fields";
import { dependenciesOf, findProject, recomputeProgress, toApiTask, type ProjectRef } from "../../shared/projects";

type TaskRow = typeof projectTasks.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Ids a task points at (milestone, sprint, assignee, dependencies) must live in the same project/workspace. */
async function checkReferences(
  tx: Tx,
  actor: Actor,
  projectId: string,
  refs: { milestoneId?: string | null; sprintId?: string | null; assigneeResourceId?: string | null; dependsOn?: string[] },
) {
  const fields: Record<string, { key: string }> = {};
  if (refs.milestoneId) {
    const [m] = await tx.select({ id: projectMilestones.id }).from(projectMilestones).where(and(eq(projectMilestones.id, refs.milestoneId), eq(projectMilestones.projectId, projectId)));
    if (!m) fields.milestoneId = { key: "validation.invalid_value" };
  }
  if (refs.sprintId) {
    const [s] = await tx.select({ id: sprints.id }).from(sprints).where(and(eq(sprints.id, refs.sprintId), eq(sprints.projectId, projectId)));
    if (!s) fields.sprintId = { key: "validation.invalid_value" };
  }
  if (refs.assigneeResourceId) {
    const [r] = await tx.select({ id: resources.id }).from(resources).where(and(eq(resources.id, refs.assigneeResourceId), eq(resources.workspaceId, actor.workspaceId)));
    if (!r) fields.assigneeResourceId = { key: "validation.invalid_value" };
  }
  if (refs.dependsOn?.length) {
    const found = await tx.select({ id: projectTasks.id }).from(projectTasks).where(and(inArray(projectTasks.id, refs.dependsOn), eq(projectTasks.projectId, projectId)));
    if (found.length !== new Set(refs.dependsOn).size) fields.dependsOn = { key: "validation.invalid_value" };
  }
  if (Object.keys(fields).length) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, fields);
}

/** Replaces a task's dependencies, refusing any that would close a cycle. */
async function setDependencies(tx: Tx, projectId: string, taskId: string, dependsOn: string[]) {
  const unique = [...new Set(dependsOn)];
  if (unique.includes(taskId)) throw cycleError([taskId, taskId]);
  const existing = (await dependenciesOf(tx, projectId)).filter((d) => d.taskId !== taskId);
  const planned = [...existing];
  for (const dependsOnTaskId of unique) {
    const dependency = { taskId, dependsOnTaskId };
    const cycle = findCycleWithDependency(planned, dependency);
    if (cycle) throw cycleError(cycle);
    planned.push(dependency);
  }
  await tx.delete(taskDependencies).where(eq(taskDependencies.taskId, taskId));
  if (unique.length) await tx.insert(taskDependencies).values(unique.map((d) => ({ taskId, dependsOnTaskId: d })));
}

function cycleError(cycle: string[]) {
  // The cycle lists each task once (findCycleWithDependency); A ⇄ B is a cycle between 2 tasks.
  const count = new Set(cycle).size;
  return new HttpError(422, "dependency_cycle", "errors.dependency_cycle", { count }, {
    dependsOn: { key: "errors.dependency_cycle", params: { count } },
  });
}

/**
 * Creates a task. `observe` is told, once committed, the custom fields the body set (from null to
 * their value), so that the task's history shows them from its creation (decision 1232).
 */
export async function createTask(db: Db, actor: Actor, project: ProjectRef, raw: CreateTaskInput, observe?: (fieldChanges: FieldChanges) => void) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  const input = createTaskSchema.parse(raw);
  let fieldChanges: FieldChanges = {};
  const task = await db.transaction(async (tx) => {
    await checkReferences(tx, actor, projectId, input);
    const { customFields, ...rest } = input;
    // Custom values are checked before the task is written; a bad one leaves nothing behind (decision 1214).
    const checked = customFields ? await checkFieldValues(tx, actor, projectId, customFields, "customFields") : null;
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${projectTasks.position}) + 1, 0)` })
      .from(projectTasks)
      .where(and(eq(projectTasks.projectId, projectId), eq(projectTasks.status, input.status)));
    const { dependsOn, ...fields } = rest;
    const [row] = await tx
      .insert(projectTasks)
      .values({
        ...fields,
        projectId,
        position: Number(next),
        createdBy: actor.userId,
        completedAt: fields.status === "Completada" ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await tx.insert(taskEvents).values({ taskId: row.id, projectId, fromStatus: null, toStatus: row.status, actorId: actor.userId });
    await setDependencies(tx, projectId, row.id, dependsOn);
    await recomputeProgress(tx, projectId);
    const written = checked ? await writeFieldValues(tx, checked, row.id) : undefined;
    fieldChanges = written?.changes ?? {};
    const stored = written?.values;
    return { ...toApiTask(row, [...new Set(dependsOn)]), ...(stored ? { customFields: stored } : {}) };
  });
  observe?.(fieldChanges);
  return task;
}

async function findTask(db: Db | Tx, projectId: string, taskId: string): Promise<TaskRow> {
  if (!/^[0-9a-f-]{36}$/i.test(taskId)) throw notFound();
  const [row] = await db.select().from(projectTasks).where(and(eq(projectTasks.id, taskId), eq(projectTasks.projectId, projectId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Told the row before and after a committed change, and the custom fields the body changed
 * (automation rules and the task's history listen to changes, decisions 0801 and 0918).
 */
export type TaskChangeObserver = (before: TaskRow, after: TaskRow, fieldChanges: FieldChanges) => void;

export async function updateTask(db: Db, actor: Actor, project: ProjectRef, taskId: string, raw: UpdateTaskInput, observe?: TaskChangeObserver) {
  const projectId = (await findProject(db, actor, project)).id;
  if (!canEdit(actor)) throw forbidden();
  const input = updateTaskSchema.parse(raw);
  let before: TaskRow | undefined;
  let after: TaskRow | undefined;
  let fieldChanges: FieldChanges = {};
  const task = await db.transaction(async (tx) => {
    const existing = await findTask(tx, projectId, taskId);
    await checkReferences(tx, actor, projectId, input);
    const { dependsOn, customFields, ...fields } = input;
    const checked = customFields ? await checkFieldValues(tx, actor, projectId, customFields, "customFields") : null;
    const merged = { startDate: fields.startDate ?? existing.startDate, endDate: fields.endDate ?? existing.endDate };
    if (merged.startDate && merged.endDate && merged.startDate > merged.endDate) {
      throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { endDate: { key: "validation.end_before_start" } });
    }
    const values: Partial<typeof projectTasks.$inferInsert> = { ...fields };
    const statusChanged = fields.status !== undefined && fields.status !== existing.status;
    if (statusChanged) values.completedAt = fields.status === "Completada" ? new Date() : null;
    let row = existing;
    if (Object.keys(values).length) {
      const [updated] = await tx.update(projectTasks).set(values).where(and(eq(projectTasks.id, taskId), eq(projectTasks.projectId, projectId))).returning();
      if (!updated) throw notFound();
      row = updated;
    }
    if (statusChanged) {
      await tx.insert(taskEvents).values({ taskId, projectId, fromStatus: existing.status, toStatus: row.status, actorId: actor.userId });
      await recomputeProgress(tx, projectId);
    }
    if (dependsOn !== undefined) await setDependencies(tx, projectId, taskId, dependsOn);
    const deps = await tx.select({ d: taskDependencies.dependsOnTaskId }).from(taskDependencies).where(eq(taskDependencies.taskId, taskId));
    const written = checked ? await writeFieldValues(tx, checked, taskId) : undefined;
    const stored = written?.values;
    fieldChanges = written?.changes ?? {};
    before = existing;
    after = row;
    return { ...toApiTask(row, deps.map((d) => d.d)), ...(stored ? { customFields: stored } : {}) };
  });
  if (observe && before && after) observe(before, after, fieldChanges);
  return task;
}

export async function deleteTask(db: Db, actor: Actor, project: ProjectRef, taskId: string) {
  const projectId = (await findProject(db, actor, project)).id;
  // Members plan and re-plan their own work, so they may remove tasks; projects need admin.
  if (!canEdit(actor)) throw forbidden();
  await db.transaction(async (tx) => {
    await findTask(tx, projectId, taskId);
    await tx.delete(projectTasks).where(and(eq(projectTasks.id, taskId), eq(projectTasks.projectId, projectId)));
    await recomputeProgress(tx, projectId);
  });
}

