import { z } from "zod";
import { errorResponses, fileBody, uploadContentTypes } from "../openapi/document";
import { dateOrderChoices, exportedTasksSchema, importCommitSchema, importPreviewSchema, numberLocaleChoices, uploadedImportSchema } from "../../../domain/import/contract";
import { binaryFileSchema } from "../../../domain/http/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import { access } from "../../plugins/access";
import { projects } from "../../../db/schema/projects";
import { translate } from "../../i18n/messages";
import { parseImportFileInWorker, precheckImportFile } from "./parse-in-worker";
import { importLimits } from "../../../domain/import/limits";
import { commitImport, createImport, previewImport } from "./service";
import { toCsv, toXlsx, type Column } from "./export";
import { toApiProject } from "../../shared/projects";
import { exportColumns, exportTasks } from "./task-export";

type Options = { context: AppContext; events: EventBus };

const mappingBody = z
  .object({
    entity: z.enum(["projects", "tasks"]),
    mapping: z.record(z.string().max(100), z.string().max(300)),
    projectId: z.string().max(64).optional(),
    numberLocale: z.enum(numberLocaleChoices).optional(),
    dateOrder: z.enum(dateOrderChoices).optional(),
  })
  .strict();
const commitBody = mappingBody.extend({ mode: z.enum(["valid_rows", "all_or_nothing"]) }).strict();
const formatQuery = z.object({ format: z.enum(["csv", "xlsx"]).default("csv"), workspaceId: z.string().max(100).optional() });
const importParams = z.object({ importId: z.string().max(64) });
// Exports and templates: a CSV text or an XLSX workbook's bytes (sent as they are).
const spreadsheet = {
  description: "The file, as the format asked for",
  content: { "text/csv": { schema: z.string() }, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: binaryFileSchema } },
};

const mime = { csv: "text/csv; charset=utf-8", xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" } as const;

export const importRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["import and export"];
  // Files arrive as raw bytes (any spreadsheet type); the parser decides what they are.
  app.addContentTypeParser(
    uploadContentTypes.filter((type) => type !== "application/json"),
    // A little over the stated limit, so a file just past it is told which limit it passed.
    { parseAs: "buffer", bodyLimit: importLimits.fileBytes + 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  const writes = { access: access.workspace("project:write") };

  app.post(
    "/api/v1/imports",
    {
      bodyLimit: importLimits.fileBytes + 1024 * 1024,
      config: writes,
      schema: {
        tags,
        summary: "Upload a CSV, XLSX or JSON file; answers its columns, a sample and suggested mappings",
        // The body is the file's bytes, described in the document as a binary body of these types.
        consumes: uploadContentTypes,
        querystring: z.object({ filename: z.string().trim().min(1).max(255), workspaceId: z.string().max(100).optional() }),
        response: { 201: uploadedImportSchema, ...errorResponses(413, 422) },
      },
    },
    async (request, reply) => {
      const actor = request.actor;
      const body = request.body;
      const buffer = Buffer.isBuffer(body) ? body : typeof body === "string" ? Buffer.from(body) : Buffer.from(JSON.stringify(body ?? ""));
      precheckImportFile(buffer);
      const parsed = await parseImportFileInWorker(buffer, request.query.filename, {
        onProgress: (rows) => request.log.debug({ rows }, "import parse progress"),
      });
      return reply.status(201).send(await createImport(db, actor, request.query.filename, parsed));
    },
  );

  app.post("/api/v1/imports/:importId/preview", { config: writes, schema: { tags, summary: "Check every row with the forms' schemas under a mapping", params: importParams, body: mappingBody, querystring: z.object({ workspaceId: z.string().max(100).optional() }), response: { 200: importPreviewSchema } } }, async (request) =>
    previewImport(db, request.actor, request.params.importId, request.body),
  );

  app.post("/api/v1/imports/:importId/commit", { config: writes, schema: { tags, summary: "Write the rows in one transaction (all_or_nothing answers 422 when any row has an error)", params: importParams, body: commitBody, querystring: z.object({ workspaceId: z.string().max(100).optional() }), response: { 200: importCommitSchema, ...errorResponses(422) } } }, async (request) => {
    const actor = request.actor;
    const importId = request.params.importId;
    const result = await commitImport(db, actor, importId, request.body, (done, total) => {
      events.publish({ type: "import.progress", userId: actor.userId, importId, done, total }).catch(() => undefined);
    });
    events.publish({ type: "project.changed", workspaceId: actor.workspaceId, projectId: request.body.projectId ?? "*", action: "updated" }).catch(() => undefined);
    return result;
  });

  app.get("/api/v1/imports/template", { config: { access: access.signedIn }, schema: { tags, summary: "A template to fill in", querystring: z.object({ entity: z.enum(["projects", "tasks"]), format: z.enum(["csv", "xlsx"]).default("csv") }), response: { 200: spreadsheet } } }, async (request, reply) => {
    const lang = request.lang;
    const t = (k: string) => translate(lang, `export.${k}`);
    const example =
      request.query.entity === "projects"
        ? { columns: ["name", "description", "status", "priority", "phase", "start_date", "due_date", "budget", "benefit"], row: [t("example_project"), t("example_description"), "En progreso", "Alta", "Planificación", "2026-01-15", "2026-06-30", "250000", "400000"] }
        : { columns: ["title", "description", "status", "priority", "start_date", "end_date", "estimate_hours", "story_points"], row: [t("example_task"), "", "Pendiente", "Media", "2026-01-15", "2026-01-20", "16", "3"] };
    const columns: Column<string[]>[] = example.columns.map((c, i) => ({ header: c, value: (r) => r[i] ?? "" }));
    const file = request.query.format === "xlsx" ? await toXlsx([example.row], columns, request.query.entity) : toCsv([example.row], columns);
    return reply
      .header("content-type", mime[request.query.format])
      .header("content-disposition", `attachment; filename="rumbo-${request.query.entity}-template.${request.query.format}"`)
      .send(fileBody(file));
  });

  app.get("/api/v1/projects/export", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "The portfolio as CSV or XLSX", querystring: formatQuery, response: { 200: spreadsheet } } }, async (request, reply) => {
    const actor = request.actor;
    const rows = (await db.select().from(projects).where(eq(projects.workspaceId, actor.workspaceId)).orderBy(asc(projects.createdAt))).map(toApiProject);
    const t = (k: string) => translate(request.lang, `export.${k}`);
    const columns: Column<(typeof rows)[number]>[] = [
      { header: t("name"), value: (p) => p.name },
      { header: t("description"), value: (p) => p.description },
      { header: t("status"), value: (p) => p.status },
      { header: t("priority"), value: (p) => p.priority },
      { header: t("phase"), value: (p) => p.phase },
      { header: t("progress"), value: (p) => p.progress },
      { header: t("risk_score"), value: (p) => p.riskScore },
      { header: t("start_date"), value: (p) => p.startDate },
      { header: t("due_date"), value: (p) => p.dueDate },
      { header: t("budget"), value: (p) => p.budget },
      { header: t("benefit"), value: (p) => p.benefit },
      { header: t("currency"), value: (p) => p.currency },
      { header: t("created_at"), value: (p) => p.createdAt },
    ];
    const format = request.query.format;
    const file = format === "xlsx" ? await toXlsx(rows, columns, t("portfolio")) : toCsv(rows, columns);
    return reply.header("content-type", mime[format]).header("content-disposition", `attachment; filename="rumbo-portfolio.${format}"`).send(fileBody(file));
  });

  app.get(
    "/api/v1/projects/:projectId/tasks/export",
    {
      config: { access: access.project("project:read") },
      schema: {
        tags,
        summary: "A project's tasks as CSV, XLSX or JSON, losslessly: type, all assignees, milestone, sprint, parent, dependencies, labels, custom fields and time entries (importing the file into a new project gives the same tasks)",
        params: z.object({ projectId: z.string().max(64) }),
        querystring: z.object({ format: z.enum(["csv", "xlsx", "json"]).default("csv"), workspaceId: z.string().max(100).optional() }),
        response: { 200: { ...spreadsheet, content: { ...spreadsheet.content, "application/json": { schema: exportedTasksSchema } } } },
      },
    },
    async (request, reply) => {
      const { rows, fields } = await exportTasks(db, request.actor, request.project);
      const format = request.query.format;
      const filename = `attachment; filename="rumbo-tasks.${format}"`;
      if (format === "json") {
        const body = { format: "rumbo.tasks" as const, version: 1 as const, project: request.project.name, customFields: fields.map((f) => ({ name: f.name, type: f.type, options: f.options.map((o) => o.label), scope: f.projectId ? ("project" as const) : ("workspace" as const), required: f.required, optionColors: f.options.map((o) => o.color ?? null) })), tasks: rows };
        return reply.header("content-type", "application/json; charset=utf-8").header("content-disposition", filename).send(body);
      }
      const columns = exportColumns(request.lang, fields);
      const file = format === "xlsx" ? await toXlsx(rows, columns, translate(request.lang, "export.tasks")) : toCsv(rows, columns);
      return reply.header("content-type", mime[format]).header("content-disposition", filename).send(fileBody(file));
    },
  );
};
