import { and, eq, lt } from "drizzle-orm";
import { yieldToEventLoop } from "../../shared/yield";
import type { Db } from "../../../db/client";
import { refreshStatistics } from "../../../db/maintenance";
import { imports } from "../../../db/schema/imports";
import { projectTasks, projects, taskEvents } from "../../../db/schema/projects";
import { importFields, rowToInput, suggestMapping, type ImportEntity } from "../../../domain/import/columns";
import type { z } from "zod";
import { createProjectSchema, createTaskSchema, type CreateProject } from "../../../domain/projects/schemas";
import { canEdit, type Actor } from "../../actor";
import { HttpError, forbidden, notFound } from "../../errors";
import { translate } from "../../i18n/messages";
import { issueToMessage } from "../../validation-messages";
import { findProject, recomputeProgress } from "../../shared/projects";
import type { ParsedFile } from "./parse-file";

const CHUNK = 100;
const DAY_MS = 86_400_000;

export type RowError = { row: number; column: string | null; field: string; message: string };

export async function createImport(db: Db, actor: Actor, filename: string, parsed: ParsedFile) {
  if (!canEdit(actor)) throw forbidden();
  // Uploads nobody confirmed are cleared as new ones arrive.
  await db.delete(imports).where(lt(imports.expiresAt, new Date()));
  const [row] = await db
    .insert(imports)
    .values({
      userId: actor.userId,
      workspaceId: actor.workspaceId,
      filename: filename.slice(0, 255),
      format: parsed.format,
      columns: parsed.columns,
      rows: parsed.rows,
      rowCount: parsed.rows.length,
      expiresAt: new Date(Date.now() + DAY_MS),
    })
    .returning({ id: imports.id });
  return {
    id: row!.id,
    filename,
    format: parsed.format,
    columns: parsed.columns,
    rowCount: parsed.rows.length,
    sample: parsed.rows.slice(0, 10),
    suggestions: { projects: suggestMapping("projects", parsed.columns), tasks: suggestMapping("tasks", parsed.columns) },
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

export type MappingInput = { entity: ImportEntity; mapping: Record<string, string>; projectId?: string };

/** Validates every row with the same schema the forms use; errors name the row and the column. */
export function validateRows(rows: Record<string, unknown>[], columns: string[], input: MappingInput, lang: "es" | "en") {
  const fieldErrors: Record<string, { key: string }> = {};
  for (const field of importFields[input.entity]) {
    const column = input.mapping[field.key];
    if (field.required && !column) fieldErrors[`mapping.${field.key}`] = { key: "validation.required" };
    if (column && !columns.includes(column)) fieldErrors[`mapping.${field.key}`] = { key: "errors.import_unknown_column" };
  }
  if (Object.keys(fieldErrors).length) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, fieldErrors);

  const schema = input.entity === "projects" ? createProjectSchema : createTaskSchema;
  const valid: { row: number; value: Record<string, unknown> }[] = [];
  const errors: RowError[] = [];
  rows.forEach((cells, index) => {
    const rowNumber = index + 2; // as a spreadsheet counts, after the header
    const { input: values, problems } = rowToInput(input.entity, cells, input.mapping);
    for (const p of problems) errors.push({ row: rowNumber, column: p.column, field: p.field, message: translate(lang, p.messageKey) });
    const result = schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? "");
        if (problems.some((p) => p.field === field)) continue;
        const { key, params } = issueToMessage({ keyword: issue.code, message: issue.message, params: issue as unknown as Record<string, unknown> });
        errors.push({ row: rowNumber, column: input.mapping[field] ?? null, field, message: translate(lang, key, params) });
      }
    } else if (problems.length === 0) {
      valid.push({ row: rowNumber, value: result.data as Record<string, unknown> });
    }
  });
  return { valid, errors };
}

export async function previewImport(db: Db, actor: Actor, importId: string, input: MappingInput) {
  const row = await findImport(db, actor, importId);
  if (input.entity === "tasks") {
    if (!input.projectId) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { projectId: { key: "validation.required" } });
    await findProject(db, actor, input.projectId);
  }
  const { valid, errors } = validateRows(row.rows, row.columns, input, actor.lang);
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
  if (input.entity === "tasks") {
    if (!input.projectId) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { projectId: { key: "validation.required" } });
    await findProject(db, actor, input.projectId);
  }
  const { valid, errors } = validateRows(row.rows, row.columns, input, actor.lang);
  if (input.mode === "all_or_nothing" && errors.length) {
    throw new HttpError(422, "import_has_errors", "errors.import_has_errors", { count: new Set(errors.map((e) => e.row)).size });
  }
  const total = valid.length;
  await db.transaction(async (tx) => {
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
            chunk.map(({ value }, i) => {
              const { dependsOn: _ignored, ...v } = value as z.output<typeof createTaskSchema>;
              return { ...v, projectId, position: start + i, createdBy: actor.userId, completedAt: v.status === "Completada" ? new Date() : null };
            }),
          )
          .returning({ id: projectTasks.id, status: projectTasks.status });
        await tx.insert(taskEvents).values(created.map((t) => ({ taskId: t.id, projectId, fromStatus: null, toStatus: t.status, actorId: actor.userId })));
      }
      onProgress(Math.min(total, start + chunk.length), total);
      // Twenty commits at once must not keep the thread deaf to health checks and SIGTERM (16.4).
      await yieldToEventLoop();
    }
    if (input.entity === "tasks") await recomputeProgress(tx, input.projectId!);
    await tx.update(imports).set({ status: "imported" }).where(eq(imports.id, importId));
  });
  // Many rows at once: the planner learns of them now, not at the next hourly ANALYZE (decision 1703).
  if (total >= 1000) await refreshStatistics(db, { tables: input.entity === "projects" ? ["projects"] : ["project_tasks", "task_events"] }).catch(() => undefined);
  return { imported: total, skipped: new Set(errors.map((e) => e.row)).size };
}
