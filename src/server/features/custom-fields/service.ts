import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { customFieldValues, customFields } from "../../../db/schema/custom-fields";
import { projectTasks, projects } from "../../../db/schema/projects";
import { isChoice, type CustomField, type CustomFieldInput, type CustomFieldType, type CustomFieldUpdate, type FieldOption, type FieldUsage, type TaskFieldValues } from "../../../domain/work-items/custom-fields";
import type { Actor } from "../../actor";
import { HttpError, notFound } from "../../errors";
import type { ProjectRow } from "../../shared/projects";
import { checkFieldValues, toApiField, writeFieldValues, type FieldChanges } from "../../shared/custom-fields";

// Custom fields (issue 23, decision 1205): definitions per workspace or project, managed by owners
// and admins; values per task, one row per (task, field) in a typed column, all checked against
// the definitions before any is written.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fieldError = (fields: Record<string, { key: string; params?: Record<string, string | number> }>) => new HttpError(400, "validation_failed", "errors.validation_failed", undefined, fields);


/** The workspace a field belongs to (for the access plugin), undefined when there is none. */
export async function fieldWorkspace(db: Db, fieldId: string): Promise<string | undefined> {
  if (!UUID.test(fieldId)) return undefined;
  const [row] = await db.select({ w: customFields.workspaceId }).from(customFields).where(eq(customFields.id, fieldId));
  return row?.w;
}

/** Existing options keep their ids (values point at them); new ones get one. An id the field never had is refused. */
function withIds(input: { id?: string; label: string; color?: FieldOption["color"] }[] | undefined, existing: FieldOption[] = []): FieldOption[] {
  const known = new Set(existing.map((o) => o.id));
  return (input ?? []).map((o, i) => {
    if (o.id !== undefined && !known.has(o.id)) throw fieldError({ [`options.${i}.id`]: { key: "validation.not_found_reference" } });
    return { id: o.id ?? randomUUID(), label: o.label, ...(o.color ? { color: o.color } : {}) };
  });
}

export async function createField(db: Db, actor: Actor, input: CustomFieldInput): Promise<CustomField> {
  if (input.projectId) {
    const inWorkspace = UUID.test(input.projectId) && (await db.select({ id: projects.id }).from(projects).where(and(eq(projects.id, input.projectId), eq(projects.workspaceId, actor.workspaceId)))).length > 0;
    if (!inWorkspace) throw fieldError({ projectId: { key: "validation.not_found_reference" } });
  }
  const [last] = await db.select({ max: sql<number | null>`max(${customFields.position})` }).from(customFields).where(eq(customFields.workspaceId, actor.workspaceId));
  const [row] = await db
    .insert(customFields)
    .values({ workspaceId: actor.workspaceId, projectId: input.projectId ?? null, name: input.name, type: input.type, options: withIds(input.options), required: input.required ?? false, position: Number(last?.max ?? -1) + 1 })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toApiField(row);
}

/**
 * Rename, reorder or change the options, or the required flag. A removed option leaves every task
 * that had it, in the same transaction.
 */
export async function updateField(db: Db, actor: Actor, fieldId: string, input: CustomFieldUpdate): Promise<CustomField> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(customFields).where(and(eq(customFields.id, fieldId), eq(customFields.workspaceId, actor.workspaceId)));
    if (!current) throw notFound();
    const type = current.type as CustomFieldType;
    if (!isChoice(type) && input.options?.length) throw fieldError({ options: { key: "validation.options_not_allowed" } });
    const options = isChoice(type) && input.options ? withIds(input.options, current.options) : current.options;
    if (isChoice(type) && options.length === 0) throw fieldError({ options: { key: "validation.options_required" } });
    const [row] = await tx
      .update(customFields)
      .set({ name: input.name, options, required: input.required ?? current.required })
      .where(eq(customFields.id, fieldId))
      .returning();
    const kept = new Set(options.map((o) => o.id));
    // Replaced options count too: adding one while removing another keeps the length.
    if (type === "single_choice") {
      const gone = current.options.filter((o) => !kept.has(o.id)).map((o) => o.id);
      if (gone.length) await tx.delete(customFieldValues).where(and(eq(customFieldValues.fieldId, fieldId), inArray(customFieldValues.textValue, gone)));
    }
    if (type === "multi_choice") {
      for (const v of await tx.select().from(customFieldValues).where(eq(customFieldValues.fieldId, fieldId))) {
        const left = (v.optionIds ?? []).filter((id) => kept.has(id));
        if (left.length === (v.optionIds ?? []).length) continue;
        const where = and(eq(customFieldValues.taskId, v.taskId), eq(customFieldValues.fieldId, fieldId));
        if (left.length) await tx.update(customFieldValues).set({ optionIds: left }).where(where);
        else await tx.delete(customFieldValues).where(where);
      }
    }
    return toApiField(row!);
  });
}

/** Deletes the field and, through the foreign key, its value on every task. */
export async function deleteField(db: Db, actor: Actor, fieldId: string) {
  const rows = await db
    .delete(customFields)
    .where(and(eq(customFields.id, fieldId), eq(customFields.workspaceId, actor.workspaceId)))
    .returning({ id: customFields.id });
  if (!rows.length) throw notFound();
}

/**
 * How many tasks have a value for the field (the deletion's confirmation says it) and, for a
 * choice, how many have each option (removing an option says who loses it).
 */
export async function countValues(db: Db, actor: Actor, fieldId: string): Promise<FieldUsage> {
  const rows = await db
    .select({ text: customFieldValues.textValue, options: customFieldValues.optionIds, type: customFields.type })
    .from(customFieldValues)
    .innerJoin(customFields, eq(customFields.id, customFieldValues.fieldId))
    .where(and(eq(customFieldValues.fieldId, fieldId), eq(customFields.workspaceId, actor.workspaceId)));
  const optionCounts: Record<string, number> = {};
  const chosen = (row: (typeof rows)[number]) => (row.type === "multi_choice" ? (row.options ?? []) : row.type === "single_choice" && row.text ? [row.text] : []);
  for (const row of rows) for (const id of chosen(row)) optionCounts[id] = (optionCounts[id] ?? 0) + 1;
  return { taskCount: rows.length, optionCounts };
}

// ---- Values

/** Told each changed field (`cf:<id>`, from → to) after the values are written: the task's history (decision 0918). */
export type FieldChangeObserver = (changes: FieldChanges) => void;

/**
 * Sets some of a task's values (null clears one), all or none: every value is checked by its
 * field's type, a person must be a member of the workspace, and a field of another project or
 * workspace is unknown here.
 */
export async function setValues(db: Db, actor: Actor, project: ProjectRow, taskId: string, input: Record<string, unknown>, observe?: FieldChangeObserver): Promise<TaskFieldValues> {
  if (!UUID.test(taskId)) throw notFound();
  const [task] = await db.select({ id: projectTasks.id }).from(projectTasks).where(and(eq(projectTasks.id, taskId), eq(projectTasks.projectId, project.id)));
  if (!task) throw notFound();
  const checked = await checkFieldValues(db, actor, project.id, input);
  const saved = await db.transaction((tx) => writeFieldValues(tx, checked, taskId));
  if (observe && Object.keys(saved.changes).length) observe(saved.changes);
  return { taskId, values: saved.values };
}
