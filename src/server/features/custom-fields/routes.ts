import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { noContentSchema } from "../../../domain/http/contract";
import { customFieldInputSchema, customFieldListSchema, customFieldSchema, customFieldUpdateSchema, fieldUsageSchema, fieldValuesInputSchema, taskFieldValuesListSchema, taskFieldValuesSchema } from "../../../domain/work-items/custom-fields";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import type { EventBus } from "../../realtime/event-bus";
import { listFields, listValues } from "../../shared/custom-fields";
import { countValues, createField, deleteField, fieldWorkspace, setValues, updateField } from "./service";

// Custom fields (issue 23, decision 1205): /api/v1/custom-fields (defined by admins and owners,
// for the workspace or one project; read by any member) and, per task, their values (members
// write, viewers read). A stranger's project or field is a 404.

type Options = { context: AppContext; events: EventBus };
const projectParams = z.object({ projectId: z.string().max(64) });
const taskParams = projectParams.extend({ taskId: z.string().max(64) });
const fieldParams = z.object({ fieldId: z.string().max(64) });
const listQuery = z.object({ projectId: z.string().max(64).optional(), workspaceId: z.string().max(100).optional() });
const workspaceQuery = z.object({ workspaceId: z.string().max(100).optional() });

export const customFieldRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["custom-fields"];
  const fieldOf = (request: FastifyRequest) => fieldWorkspace(db, (request.params as { fieldId: string }).fieldId);
  const manage = { access: access.record("workspace:manage", fieldOf) };
  const fail = (error: unknown) => app.log.warn({ err: error }, "publish failed");

  app.get("/api/v1/custom-fields", { config: { access: access.projectOrWorkspace("project:read") }, schema: { tags, summary: "The workspace's custom fields, and with projectId that project's own too", querystring: listQuery, response: { 200: customFieldListSchema } } }, async (request) => ({
    items: await listFields(db, request.actor, request.query.projectId ? request.project.id : undefined),
  }));
  app.post("/api/v1/custom-fields", { config: { access: access.workspace("workspace:manage") }, schema: { tags, summary: "Define a custom field for the workspace or one project (admins and owners)", querystring: workspaceQuery, body: customFieldInputSchema, response: { 201: customFieldSchema } } }, async (request, reply) =>
    reply.status(201).send(await createField(db, request.actor, request.body)),
  );
  app.put("/api/v1/custom-fields/:fieldId", { config: manage, schema: { tags, summary: "Rename a field, change its options (a removed option leaves every task) or its required flag", params: fieldParams, body: customFieldUpdateSchema, response: { 200: customFieldSchema } } }, async (request) =>
    updateField(db, request.actor, request.params.fieldId, request.body),
  );
  app.get("/api/v1/custom-fields/:fieldId/usage", { config: manage, schema: { tags, summary: "How many tasks have a value for the field, and each option (said before deleting it or removing an option)", params: fieldParams, response: { 200: fieldUsageSchema } } }, async (request) =>
    countValues(db, request.actor, request.params.fieldId),
  );
  app.delete("/api/v1/custom-fields/:fieldId", { config: manage, schema: { tags, summary: "Delete a field and its value on every task", params: fieldParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteField(db, request.actor, request.params.fieldId);
    return reply.status(204).send(null);
  });

  app.get("/api/v1/projects/:projectId/custom-values", { config: { access: access.project("project:read") }, schema: { tags, summary: "Each task's custom field values (field id → value)", params: projectParams, response: { 200: taskFieldValuesListSchema } } }, async (request) => ({
    items: await listValues(db, request.actor, request.project),
  }));
  app.put("/api/v1/projects/:projectId/tasks/:taskId/custom-values", { config: { access: access.project("project:write") }, schema: { tags, summary: "Set some of a task's custom field values (null clears one); all are checked before any is written", params: taskParams, body: fieldValuesInputSchema, response: { 200: taskFieldValuesSchema } } }, async (request) => {
    const actor = request.actor;
    const saved = await setValues(db, actor, request.project, request.params.taskId, request.body.values, (changes) => {
      // The task's history and automation's "task changed" hear of custom fields too (decision 0918).
      events.publish({ type: "task.event", workspaceId: actor.workspaceId, projectId: request.params.projectId, taskId: request.params.taskId, kind: "updated", changes, actorId: actor.userId }).catch(fail);
    });
    events.publish({ type: "tasks.changed", workspaceId: request.actor.workspaceId, projectId: request.params.projectId }).catch(fail);
    return saved;
  });
};
