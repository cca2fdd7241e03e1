import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, workspaceMembers } from "../../db/schema/accounts";
import { customFieldValues, customFields } from "../../db/schema/custom-fields";
import { projectTasks } from "../../db/schema/projects";
import type { CustomField, CustomFieldType, FieldValue, TaskFieldValues } from "../../domain/work-items/custom-fields";
import type { Actor } from "../actor";
import type { ProjectRow } from "./projects";

// Reading custom fields and their values (decision 1205), shared by the custom-fields routes and
// the task export.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type FieldRow = typeof customFields.$inferSelect;
export type ValueRow = typeof customFieldValues.$inferSelect;

export const toApiField = (row: FieldRow): CustomField => ({ id: row.id, projectId: row.projectId, name: row.name, type: row.type as CustomFieldType, options: row.options, required: row.required, position: row.position });

/** The workspace's fields, and with a project, that project's own too (workspace fields first). */
export async function listFields(db: Db | Tx, actor: Actor, projectId?: string): Promise<CustomField[]> {
  const scope = projectId ? or(isNull(customFields.projectId), eq(customFields.projectId, projectId)) : isNull(customFields.projectId);
  const rows = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.workspaceId, actor.workspaceId), scope))
    .orderBy(sql`${customFields.projectId} is not null`, asc(customFields.position), asc(customFields.createdAt));
  return rows.map(toApiField);
}

/** A stored value in the API's shape, by the field's type. */
export const valueOf = (type: CustomFieldType, row: ValueRow): FieldValue | null => {
  switch (type) {
    case "number":
      return row.numberValue;
    case "date":
      return row.dateValue;
    case "multi_choice":
      return row.optionIds ?? null;
    default:
      return row.textValue;
  }
};

/** Every task of the project with the values it has (tasks without any are left out). */
export async function listValues(db: Db, actor: Actor, project: ProjectRow, known?: CustomField[]): Promise<TaskFieldValues[]> {
  const fields = known ?? (await listFields(db, actor, project.id));
  const typeOf = new Map(fields.map((f) => [f.id, f.type]));
  const rows = await db
    .select({ value: customFieldValues })
    .from(customFieldValues)
    .innerJoin(projectTasks, eq(projectTasks.id, customFieldValues.taskId))
    .where(eq(projectTasks.projectId, project.id));
  const out = new Map<string, Record<string, FieldValue>>();
  for (const { value } of rows) {
    const type = typeOf.get(value.fieldId);
    const v = type ? valueOf(type, value) : null;
    if (v === null) continue;
    (out.get(value.taskId) ?? out.set(value.taskId, {}).get(value.taskId)!)[value.fieldId] = v;
  }
  return [...out].map(([taskId, values]) => ({ taskId, values }));
}

/** For the task export: each field of the project, and each task's values as text (choices by label, people by name). */
export async function exportedFieldValues(db: Db, actor: Actor, project: ProjectRow) {
  const fields = await listFields(db, actor, project.id);
  const names = new Map(
    fields.some((f) => f.type === "person")
      ? (await db.select({ id: users.id, name: users.name }).from(workspaceMembers).innerJoin(users, eq(users.id, workspaceMembers.userId)).where(eq(workspaceMembers.organizationId, actor.workspaceId))).map((u) => [u.id, u.name])
      : [],
  );
  const nameOf = (id: string) => names.get(id);
  const values = new Map((await listValues(db, actor, project, fields)).map((t) => [t.taskId, t.values]));
  const text = (field: CustomField, v: FieldValue | undefined): string | number | null => {
    if (v === undefined) return null;
    const shown = shownValue(field, v, nameOf);
    return Array.isArray(shown) ? shown.join(", ") : shown;
  };
  return { fields, valueOf: (taskId: string, field: CustomField) => text(field, values.get(taskId)?.[field.id]) };
}

/** A value as people read it: choices by label, a person by name; several choices stay a list. */
function shownValue(field: Pick<CustomField, "type" | "options">, v: FieldValue, nameOf: (id: string) => string | undefined): string | number | string[] {
  const label = (id: string) => field.options.find((o) => o.id === id)?.label ?? id;
  if (field.type === "single_choice" && typeof v === "string") return label(v);
  if (field.type === "multi_choice" && Array.isArray(v)) return v.map(label);
  if (field.type === "person" && typeof v === "string") return nameOf(v) ?? v;
  return v;
}

/** One task's values by field id as people read them, for automation's conditions. */
export async function taskFieldTexts(db: Db, taskId: string): Promise<Record<string, string | string[]>> {
  const rows = await db
    .select({ value: customFieldValues, type: customFields.type, options: customFields.options, person: users.name })
    .from(customFieldValues)
    .innerJoin(customFields, eq(customFields.id, customFieldValues.fieldId))
    .leftJoin(users, and(eq(customFields.type, "person"), eq(users.id, customFieldValues.textValue)))
    .where(eq(customFieldValues.taskId, taskId));
  const out: Record<string, string | string[]> = {};
  for (const row of rows) {
    const field = { type: row.type as CustomFieldType, options: row.options };
    const v = valueOf(field.type, row.value);
    if (v === null) continue;
    const shown = shownValue(field, v, () => row.person ?? undefined);
    out[row.value.fieldId] = typeof shown === "number" ? String(shown) : shown;
  }
  return out;
}
