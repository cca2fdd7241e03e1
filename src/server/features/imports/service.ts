import { randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { yieldToEventLoop } from "../../shared/yield";
import type { Db } from "../../../db/client";
import { refreshStatistics } from "../../../db/maintenance";
import { customFields } from "../../../db/schema/custom-fields";
import { importMappings, imports } from "../../../db/schema/imports";
import { can } from "../../../domain/authorization";
import { missingFields } from "../../../domain/import/field-definitions";
import { projectTasks, projects, taskEvents } from "../../../db/schema/projects";
import { columnReading, customKey, detectFileReading, importFields, rowToInput, suggestMapping, type ImportEntity, type ReadingChoice } from "../../../domain/import/columns";
import { fold } from "../../../domain/import/fold";
import { jiraAccountNames } from "../../../domain/import/jira-people";
import { linkRows, readRelations, type RowRelations } from "../../../domain/import/relations";
import { detectSource, type ImportSource } from "../../../domain/import/sources";
import type { CustomField, FieldValue } from "../../../domain/work-items/custom-fields";
import { listFields } from "../../shared/custom-fields";
import { customValue, findMember, resolvePeople, resolvePlan, workspaceMembersOf, writeLinks, type ImportedTask, type Member } from "./task-links";
import type { z } from "zod";
import { createProjectSchema, createTaskSchema, type CreateProject } from "../../../domain/projects/schemas";
import { canEdit, type Actor } from "../../actor";
import { HttpError, forbidden, notFound } from "../../errors";
import { translate } from "../../i18n/messages";
import { issueToMessage } from "../../validation-messages";
import { findProject, recomputeProgress } from "../../shared/projects";
import type { ParsedFile } from "./parse-file";

const CHUNK = 100;
/** How a comment whose author is no member names where it was written (decision 1221). */
const sourceNames: Partial<Record<ImportSource, string>> = { jira: "Jira", trello: "Trello", linear: "Linear", plane: "Plane", rumbo: "Rumbo" };
const DAY_MS = 86_400_000;

export type RowError = { row: number; column: string | null; field: string; message: string };

export async function createImport(db: Db, actor: Actor, filename: string, parsed: ParsedFile) {
  if (!canEdit(actor)) throw forbidden();
  // Uploads nobody confirmed are cleared as new ones arrive.
  await db.delete(imports).where(lt(imports.expiresAt, new Date()));
  const source: ImportSource = parsed.source ?? detectSource(parsed.columns);
  const [row] = await db
    .insert(imports)
    .values({
      userId: actor.userId,
      workspaceId: actor.workspaceId,
      filename: filename.slice(0, 255),
      format: parsed.format,
      source,
      columns: parsed.columns,
      rows: parsed.rows,
      rowCount: parsed.rows.length,
      fieldDefinitions: parsed.fieldDefinitions ?? null,
      expiresAt: new Date(Date.now() + DAY_MS),
    })
    .returning({ id: imports.id });
  // The file's own field definitions count as fields: their columns are suggested as such (decision 1220).
  const fieldNames = [...new Set([...(await listFields(db, actor)).map((f) => f.name), ...(parsed.fieldDefinitions ?? []).map((d) => d.name)])];
  const saved = await db.select().from(importMappings).where(and(eq(importMappings.workspaceId, actor.workspaceId), eq(importMappings.source, source)));
  const remembered = (entity: ImportEntity) => {
    const found = saved.find((m) => m.entity === entity);
    if (!found) return null;
    // A field whose column this file lacks falls back to the suggestion; fields the user left unmapped stay so.
    const suggested = suggestMapping(entity, parsed.columns, fieldNames, source);
    // "" marks a field the user left unmapped on purpose: it stays so.
    const mapping = Object.fromEntries(Object.entries(found.mapping).flatMap(([field, column]) => (column === "" ? [] : parsed.columns.includes(column) ? [[field, column]] : suggested[field] ? [[field, suggested[field]]] : [])));
    // A field the remembered mapping never named (its file lacked the column: Jira's comments, another
    // project's custom field) is still suggested.
    const used = new Set(Object.values(mapping));
    for (const [field, column] of Object.entries(suggested)) if (!(field in found.mapping) && !used.has(column)) mapping[field] = column;
    return { mapping, numberLocale: found.numberLocale as "auto" | "point" | "comma", dateOrder: found.dateOrder as "auto" | "dmy" | "mdy" };
  };
  const suggest = (entity: ImportEntity) => remembered(entity)?.mapping ?? suggestMapping(entity, parsed.columns, fieldNames, source);
  return {
    id: row!.id,
    filename,
    format: parsed.format,
    source,
    reading: detectFileReading(parsed.columns, parsed.rows),
    columns: parsed.columns,
    rowCount: parsed.rows.length,
    sample: parsed.rows.slice(0, 10),
    suggestions: { projects: suggest("projects"), tasks: suggest("tasks") },
    remembered: { projects: remembered("projects"), tasks: remembered("tasks") },
    customFields: fieldNames,
    fields: importFields,
  };
}

async function findImport(db: Db, actor: Actor, importId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(importId)) throw notFound();
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.userId, actor.userId), eq(imports.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}

export type MappingInput = { entity: ImportEntity; mapping: Record<string, string>; projectId?: string } & ReadingChoice;

type TaskContext = { fields: CustomField[]; members: Member[] };
export type ValidRow = { row: number; value: Record<string, unknown>; relations?: RowRelations; custom?: Map<string, FieldValue> };

/** Validates every row with the same schema the forms use; errors name the row and the column. */
export function validateRows(rows: Record<string, unknown>[], columns: string[], input: MappingInput, lang: "es" | "en", context: TaskContext = { fields: [], members: [] }, source = "generic") {
  const fieldErrors: Record<string, { key: string }> = {};
  for (const field of importFields[input.entity]) {
    const column = input.mapping[field.key];
    if (field.required && !column) fieldErrors[`mapping.${field.key}`] = { key: "validation.required" };
  }
  for (const [field, column] of Object.entries(input.mapping)) if (!columns.includes(column)) fieldErrors[`mapping.${field}`] = { key: "errors.import_unknown_column" };
  if (Object.keys(fieldErrors).length) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, fieldErrors);
  // Rumbo's own exports write numbers as JavaScript does (1500.125), never grouped.
  const reading = columnReading(rows, input, source === "rumbo" ? "point" : null);
  const fieldsByName = new Map(context.fields.map((f) => [fold(f.name), f]));
  // Jira Cloud names comment and work-log authors by account id: the file's name/id column pairs say whose (decision 1233).
  const accountNames = input.entity === "tasks" && source === "jira" ? jiraAccountNames(columns, rows) : new Map<string, string>();
  const person = (who: string) => accountNames.get(who) ?? who;
  const epics: { row: number; name: string; dueDate: string | null; relations: RowRelations }[] = [];

  const schema = input.entity === "projects" ? createProjectSchema : createTaskSchema;
  const valid: ValidRow[] = [];
  const errors: RowError[] = [];
  rows.forEach((cells, index) => {
    const rowNumber = index + 2; // as a spreadsheet counts, after the header
    const { input: values, problems } = rowToInput(input.entity, cells, input.mapping, reading);
    let relations: RowRelations | undefined;
    const custom = new Map<string, FieldValue>();
    if (input.entity === "tasks") {
      const read = readRelations(cells, input.mapping, columns, reading);
      relations = read.relations;
      problems.push(...read.problems);
      if (accountNames.size) {
        relations.comments = relations.comments.map((c) => ({ ...c, author: person(c.author) }));
        relations.timeEntries = relations.timeEntries.map((e) => ({ ...e, user: person(e.user) }));
        relations.reporter = relations.reporter && person(relations.reporter);
        relations.watchers = [...new Set(relations.watchers.map(person))];
        relations.assignees = [...new Set(relations.assignees.map(person))];
      }
      // Jira's epics are the project's milestones, not tasks.
      if (relations.epicRow) {
        if (typeof values.title === "string" && values.title.trim()) epics.push({ row: rowNumber, name: values.title.trim(), dueDate: (values.endDate as string | undefined) ?? null, relations });
        return;
      }
      if (values.estimateHours === undefined && relations.estimateHours !== null) values.estimateHours = relations.estimateHours;
      for (const [name, raw] of Object.entries(relations.custom)) {
        const field = fieldsByName.get(fold(name));
        if (!field) continue; // a column named like no field of this project is left out
        const column = input.mapping[customKey(name)]!;
        const read = customValue(field, raw, column, reading, context.members);
        if ("error" in read) problems.push({ field: customKey(name), column, messageKey: read.error });
        else custom.set(field.id, read.value);
      }
    }
    for (const p of problems) errors.push({ row: rowNumber, column: p.column, field: p.field, message: translate(lang, p.messageKey, { field: p.field.replace(/^custom:/, "") }) });
    const result = schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? "");
        if (problems.some((p) => p.field === field)) continue;
        const { key, params } = issueToMessage({ keyword: issue.code, message: issue.message, params: issue as unknown as Record<string, unknown> });
        errors.push({ row: rowNumber, column: input.mapping[field] ?? null, field, message: translate(lang, key, params) });
      }
    } else if (problems.length === 0) {
      valid.push({ row: rowNumber, value: result.data as Record<string, unknown>, relations, custom });
    }
  });
  return { valid, errors, epics };
}

/**
 * The target project's fields and the workspace's people. The fields a Rumbo JSON export defines,
 * whose columns are mapped and which the project lacks, are planned as the project's own (decision
 * 1220): the rows are checked against them, and the commit creates them. Only those who manage
 * fields may create them, as with labels; for others such a column is left out.
 */
async function taskContext(db: Db, actor: Actor, projectId: string, row: typeof imports.$inferSelect, mapping: Record<string, string>): Promise<TaskContext & { planned: CustomField[] }> {
  const [fields, members] = await Promise.all([listFields(db, actor, projectId), workspaceMembersOf(db, actor.workspaceId)]);
  const mapped = Object.keys(mapping).flatMap((k) => (k.startsWith("custom:") ? [k.slice("custom:".length)] : []));
  const planned = row.fieldDefinitions?.length && can(actor.role, "workspace:manage") ? missingFields(row.fieldDefinitions, fields, mapped, projectId, randomUUID) : [];
  return { fields: [...fields, ...planned], members, planned };
}

export async function previewImport(db: Db, actor: Actor, importId: string, input: MappingInput) {
  const row = await findImport(db, actor, importId);
  let context: TaskContext | undefined;
  if (input.entity === "tasks") {
    if (!input.projectId) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { projectId: { key: "validation.required" } });
    await findProject(db, actor, input.projectId);
    context = await taskContext(db, actor, input.projectId, row, input.mapping);
  }
  const { valid, errors } = validateRows(row.rows, row.columns, input, actor.lang, context, row.source);
  const invalidRows = new Set(errors.map((e) => e.row)).size;
  return { rowCount: row.rowCount, validCount: valid.length, invalidCount: invalidRows, errors: errors.slice(0, 500), errorsTruncated: errors.length > 500 };
}

export async function commitImport(
  db: Db,
  actor: Actor,
  importId: string,
  input: MappingInput & { mode: "valid_rows" | "all_or_nothing" },
  onProgress: (done: number, total: number) => void,
) {
  if (!canEdit(actor)) throw forbidden();
  const row = await findImport(db, actor, importId);
  if (row.status === "imported") throw new HttpError(409, "conflict", "errors.import_already_done");
  let context: (TaskContext & { planned: CustomField[] }) | undefined;
  if (input.entity === "tasks") {
    if (!input.projectId) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { projectId: { key: "validation.required" } });
    await findProject(db, actor, input.projectId);
    context = await taskContext(db, actor, input.projectId, row, input.mapping);
  }
  const { valid, errors, epics } = validateRows(row.rows, row.columns, input, actor.lang, context, row.source);
  if (input.mode === "all_or_nothing" && errors.length) {
    throw new HttpError(422, "import_has_errors", "errors.import_has_errors", { count: new Set(errors.map((e) => e.row)).size });
  }
  const total = valid.length;
  let links = { dependencies: 0, unresolved: 0, unknownPeople: 0, comments: 0, watchers: 0 };
  const fieldsCreated = context?.planned.length ?? 0;
  await db.transaction(async (tx) => {
    if (context?.planned.length) {
      // The project's own fields the file defines and the project lacked, before any value is written.
      const [last] = await tx.select({ max: sql<number | null>`max(${customFields.position})` }).from(customFields).where(eq(customFields.workspaceId, actor.workspaceId));
      const base = Number(last?.max ?? -1) + 1;
      await tx.insert(customFields).values(context.planned.map((f, i) => ({ id: f.id, workspaceId: actor.workspaceId, projectId: input.projectId!, name: f.name, type: f.type, options: f.options, required: f.required, position: base + i })));
    }
    // Tasks: the file's rows linked to each other (by key) before any is written.
    const linked = input.entity === "tasks" ? linkRows([...valid.map((v) => ({ title: String(v.value.title), endDate: (v.value.endDate as string | null) ?? null, relations: v.relations! })), ...epics.map((e) => ({ title: e.name, endDate: e.dueDate, relations: e.relations }))]) : null;
    const plan =
      input.entity === "tasks"
        ? await resolvePlan(
            tx,
            input.projectId!,
            valid.map((v, i) => ({ relations: v.relations!, startDate: (v.value.startDate as string | null) ?? null, endDate: (v.value.endDate as string | null) ?? null, milestone: linked!.milestones.get(i) })),
            epics.map((e) => ({ name: e.name, dueDate: e.dueDate })),
          )
        : null;
    const resourceOf = input.entity === "tasks" ? await resolvePeople(tx, actor, valid.flatMap((v) => v.relations!.assignees), context!.members) : null;
    const written: ImportedTask[] = [];
    for (let start = 0; start < total; start += CHUNK) {
      const chunk = valid.slice(start, start + CHUNK);
      if (input.entity === "projects") {
        await tx.insert(projects).values(
          chunk.map(({ value }) => {
            const v = value as CreateProject;
            return {
              workspaceId: actor.workspaceId,
              ownerId: actor.userId,
              name: v.name,
              description: v.description,
              status: v.status,
              priority: v.priority,
              phase: v.phase,
              startDate: v.startDate,
              dueDate: v.dueDate,
              budgetCents: Math.round(v.budget * 100),
              benefitCents: Math.round(v.benefit * 100),
              currency: v.currency,
            };
          }),
        );
      } else {
        const projectId = input.projectId!;
        const created = await tx
          .insert(projectTasks)
          .values(
            chunk.map(({ value, relations }, i) => {
              const { dependsOn: _ignored, ...v } = value as z.output<typeof createTaskSchema>;
              const first = relations!.assignees[0];
              return {
                ...v,
                projectId,
                position: start + i,
                // Jira's reporter is the task's creator when they are a member (decision 1221).
                createdBy: (relations!.reporter ? findMember(context!.members, relations!.reporter)?.userId : undefined) ?? actor.userId,
                completedAt: v.status === "Completada" ? new Date() : null,
                milestoneId: plan!.milestoneOf(linked!.milestones.get(start + i)?.name),
                sprintId: plan!.sprintOf(relations!.sprint),
                assigneeResourceId: first ? (resourceOf!(first) ?? null) : null,
              };
            }),
          )
          .returning({ id: projectTasks.id, status: projectTasks.status });
        created.forEach((t, i) => {
          const v = chunk[i]!;
          written.push({ id: t.id, row: start + i, title: String(v.value.title), startDate: (v.value.startDate as string | null) ?? null, endDate: (v.value.endDate as string | null) ?? null, relations: v.relations!, custom: v.custom ?? new Map() });
        });
        await tx.insert(taskEvents).values(created.map((t) => ({ taskId: t.id, projectId, fromStatus: null, toStatus: t.status, actorId: actor.userId })));
      }
      onProgress(Math.min(total, start + chunk.length), total);
      // Twenty commits at once must not keep the thread deaf to health checks and SIGTERM (16.4).
      await yieldToEventLoop();
    }
    if (input.entity === "tasks") {
      const rowIndex = new Map(written.map((w, i) => [w.row, i]));
      const result = await writeLinks(tx, actor, input.projectId!, written, linked!, rowIndex, resourceOf!, context!.members, context!.fields, sourceNames[row.source as ImportSource] ?? row.filename);
      links = { dependencies: linked!.dependencies.length, unresolved: linked!.unresolved, unknownPeople: result.unknownPeople, comments: result.comments, watchers: result.watchers };
      await recomputeProgress(tx, input.projectId!);
    }
    await tx.update(imports).set({ status: "imported" }).where(eq(imports.id, importId));
    // The next file from the same tool opens with this mapping (decision 1209).
    // Fields left unmapped are remembered as such (""), so that a field the mapping never named is still suggested.
    // Only fields this file offered a column for: a field whose column the file lacked was not declined.
    const offered = suggestMapping(input.entity, row.columns, [], row.source as ImportSource);
    const unmapped = Object.fromEntries(Object.keys(offered).filter((field) => !input.mapping[field]).map((field) => [field, ""]));
    const remembered = { mapping: { ...unmapped, ...input.mapping }, numberLocale: input.numberLocale ?? "auto", dateOrder: input.dateOrder ?? "auto", updatedAt: new Date() };
    await tx
      .insert(importMappings)
      .values({ workspaceId: actor.workspaceId, source: row.source, entity: input.entity, ...remembered })
      .onConflictDoUpdate({ target: [importMappings.workspaceId, importMappings.source, importMappings.entity], set: remembered });
  });
  // Many rows at once: the planner learns of them now, not at the next hourly ANALYZE (decision 1703).
  if (total >= 1000) await refreshStatistics(db, { tables: input.entity === "projects" ? ["projects"] : ["project_tasks", "task_events"] }).catch(() => undefined);
  return { imported: total, skipped: new Set(errors.map((e) => e.row)).size, milestones: epics.length, ...links, fieldsCreated };
}
