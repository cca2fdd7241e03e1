import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users, workspaceMembers } from "../../db/schema/accounts";
import { customFieldValues, customFields } from "../../db/schema/custom-fields";
import { projectTasks } from "../../db/schema/projects";
import { parseFieldValues, type CustomField, type CustomFieldType, type FieldValue, type TaskFieldValues } from "../../domain/work-items/custom-fields";
import type { Actor } from "../actor";
import { HttpError } from "../errors";
import type { ProjectRow } from "./projects";

// Reading and writing custom fields' values (decision 1205), shared by the custom-fields routes,
// the task's own create/update body (decision 1214) and the task export.

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

// ---- Writing a task's values (its own endpoint and the task's create/update body)

const columnsFor = (type: CustomFieldType, value: FieldValue) => ({
  textValue: typeof value === "string" && type !== "date" ? value : null,
  numberValue: typeof value === "number" ? value : null,
  dateValue: type === "date" && typeof value === "string" ? value : null,
  optionIds: Array.isArray(value) ? value : null,
});

/** One task's stored values by field id. */
export async function taskValues(db: Db | Tx, fields: readonly CustomField[], taskId: string): Promise<Record<string, FieldValue>> {
  const typeOf = new Map(fields.map((f) => [f.id, f.type]));
  const out: Record<string, FieldValue> = {};
  for (const row of await db.select().from(customFieldValues).where(eq(customFieldValues.taskId, taskId))) {
    const type = typeOf.get(row.fieldId);
    const v = type ? valueOf(type, row) : null;
    if (v !== null) out[row.fieldId] = v;
  }
  return out;
}

/**
 * Checks a task's new values against the fields its project may carry, and that a person is a
 * member of the workspace: a 400 with one message per field under `<prefix>.<fieldId>`, before
 * anything is written. Returns what to write (null clears).
 */
export async function checkFieldValues(db: Db | Tx, actor: Actor, projectId: string, input: Record<string, unknown>, prefix = "values") {
  const fields = await listFields(db, actor, projectId);
  const fail = (errors: Record<string, { key: string; params?: Record<string, string | number> }>) =>
    new HttpError(400, "validation_failed", "errors.validation_failed", undefined, Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^values\./, `${prefix}.`), v])));
  const parsed = parseFieldValues(fields, input);
  if ("errors" in parsed) throw fail(parsed.errors);
  const byId = new Map(fields.map((f) => [f.id, f]));
  const people = [...parsed.values].filter(([id, v]) => byId.get(id)?.type === "person" && typeof v === "string").map(([, v]) => v as string);
  if (people.length) {
    const members = new Set(
      (await db.select({ userId: workspaceMembers.userId }).from(workspaceMembers).where(and(eq(workspaceMembers.organizationId, actor.workspaceId), inArray(workspaceMembers.userId, people)))).map((m) => m.userId),
    );
    const errors: Record<string, { key: string; params?: Record<string, string> }> = {};
    for (const [id, v] of parsed.values) if (byId.get(id)?.type === "person" && typeof v === "string" && !members.has(v)) errors[`values.${id}`] = { key: "customFields.errors.not_a_member", params: { field: byId.get(id)!.name } };
    if (Object.keys(errors).length) throw fail(errors);
  }
  return { fields, values: parsed.values };
}

/** A field's value as the task's history shows it: an option's label, a list of labels, or the value. */
function historyText(field: CustomField | undefined, value: FieldValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  const label = (id: string) => field?.options.find((o) => o.id === id)?.label ?? id;
  if (Array.isArray(value)) return value.map((v) => label(String(v))).join(", ");
  if (field?.type === "single_choice") return label(String(value));
  return String(value);
}

/** Each changed field as the task's history records it (`cf:<id>`, from → to), decision 0918. */
export type FieldChanges = Record<string, { from: string | null; to: string | null }>;

/**
 * Writes checked values (from `checkFieldValues`) inside the caller's transaction and answers the
 * task's values and what changed (from → to, as people read it), so every path that writes values
 * (the field endpoint, the task's create/update body, imports) tells the task's history the same.
 */
export async function writeFieldValues(tx: Db | Tx, checked: { fields: readonly CustomField[]; values: Map<string, FieldValue | null> }, taskId: string): Promise<{ values: Record<string, FieldValue>; changes: FieldChanges }> {
  const byId = new Map(checked.fields.map((f) => [f.id, f]));
  const before = await taskValues(tx, checked.fields, taskId);
  for (const [fieldId, value] of checked.values) {
    const where = and(eq(customFieldValues.taskId, taskId), eq(customFieldValues.fieldId, fieldId));
    if (value === null) {
      await tx.delete(customFieldValues).where(where);
      continue;
    }
    const columns = columnsFor(byId.get(fieldId)!.type, value);
    await tx
      .insert(customFieldValues)
      .values({ taskId, fieldId, ...columns })
      .onConflictDoUpdate({ target: [customFieldValues.taskId, customFieldValues.fieldId], set: { ...columns, updatedAt: new Date() } });
  }
  const values = await taskValues(tx, checked.fields, taskId);
  const changes: FieldChanges = {};
  for (const [fieldId] of checked.values) {
    const from = historyText(byId.get(fieldId), before[fieldId]);
    const to = historyText(byId.get(fieldId), values[fieldId]);
    if (from !== to) changes[`cf:${fieldId}`] = { from, to };
  }
  return { values, changes };
}
