import { and, asc, eq, isNotNull, isNull, notInArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { customFieldValues, customFields } from "../../../db/schema/custom-fields";
import { projectTasks, projects } from "../../../db/schema/projects";
import type { FieldDef } from "../../../domain/assistant/custom-fields";
import type { Named } from "../../../domain/assistant/intents";
import { inActorProjects, type Actor } from "../../actor";

// Records the assistant looks up by name across the caller's workspace (decision 0925).

/** The open tasks of the workspace's open projects, to find the one a request names when it names no project ('Reasigna «Migrar base de datos» a Jorge'). */
export function workspaceOpenTasks(db: Db, actor: Actor): Promise<(Named & { projectId: string })[]> {
  return db
    .select({ id: projectTasks.id, name: projectTasks.title, projectId: projectTasks.projectId })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(and(eq(projects.workspaceId, actor.workspaceId), inActorProjects(actor, projects.id), notInArray(projects.status, ["Completado", "Cancelado"]), isNull(projectTasks.completedAt)))
    .orderBy(asc(projectTasks.position))
    .limit(5000);
}

/** The workspace's custom fields, its own and its projects' (decision 0926). */
export async function workspaceFields(db: Db, actor: Actor): Promise<FieldDef[]> {
  const [fields, values] = await Promise.all([
    db.select({ id: customFields.id, name: customFields.name, type: customFields.type, options: customFields.options }).from(customFields).where(eq(customFields.workspaceId, actor.workspaceId)).orderBy(asc(customFields.position)),
    // The distinct text values (decision 0930), so 'tareas de Liverpool' finds the field without its name.
    db
      .selectDistinct({ fieldId: customFieldValues.fieldId, text: customFieldValues.textValue })
      .from(customFieldValues)
      .innerJoin(customFields, eq(customFields.id, customFieldValues.fieldId))
      .where(and(eq(customFields.workspaceId, actor.workspaceId), eq(customFields.type, "text"), isNotNull(customFieldValues.textValue)))
      .limit(2000),
  ]);
  return fields.map((f) => ({ ...f, values: values.filter((v) => v.fieldId === f.id && v.text && v.text.length <= 60).map((v) => v.text!) }));
}

/** Every task of the workspace by title, to find the one a question names. */
export function workspaceTasks(db: Db, actor: Actor): Promise<Named[]> {
  return db
    .select({ id: projectTasks.id, name: projectTasks.title })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(and(eq(projects.workspaceId, actor.workspaceId), inActorProjects(actor, projects.id)))
    .limit(10_000);
}

export type ShownValue = { taskId: string; taskTitle: string; status: string; endDate: string | null; projectId: string; projectName: string; fieldId: string; fieldName: string; optionIds?: string[]; text: string };

/** Custom field values of the workspace's tasks as people read them (choices by label, people by name), of one field or of one task. */
export async function shownValues(db: Db, actor: Actor, by: { fieldId: string } | { taskId: string }): Promise<ShownValue[]> {
  const rows = await db
    .select({ value: customFieldValues, field: customFields, taskTitle: projectTasks.title, status: projectTasks.status, endDate: projectTasks.endDate, projectId: projects.id, projectName: projects.name, person: users.name })
    .from(customFieldValues)
    .innerJoin(customFields, eq(customFields.id, customFieldValues.fieldId))
    .innerJoin(projectTasks, eq(projectTasks.id, customFieldValues.taskId))
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .leftJoin(users, and(eq(customFields.type, "person"), eq(users.id, customFieldValues.textValue)))
    .where(and(eq(projects.workspaceId, actor.workspaceId), inActorProjects(actor, projects.id), eq(customFields.workspaceId, actor.workspaceId), "fieldId" in by ? eq(customFieldValues.fieldId, by.fieldId) : eq(customFieldValues.taskId, by.taskId)))
    .orderBy(asc(customFields.position), asc(projectTasks.title))
    .limit(5000);
  return rows.map(({ value, field, person, ...task }) => {
    const label = (id: string) => field.options.find((o) => o.id === id)?.label ?? id;
    const ids = field.type === "multi_choice" ? (value.optionIds ?? []) : field.type === "single_choice" && value.textValue ? [value.textValue] : undefined;
    const text = ids ? ids.map(label).join(", ") : field.type === "person" ? (person ?? value.textValue ?? "") : field.type === "number" ? String(value.numberValue ?? "") : field.type === "date" ? (value.dateValue ?? "") : (value.textValue ?? "");
    return { ...task, taskId: value.taskId, fieldId: field.id, fieldName: field.name, ...(ids ? { optionIds: ids } : {}), text };
  });
}

/** The reader's own time zone (their account's), for what 'today' is (decision 0930, as review.ts does). */
export async function readerTimeZone(db: Db, userId: string): Promise<string> {
  const [account] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return account?.timeZone || "America/Mexico_City";
}
