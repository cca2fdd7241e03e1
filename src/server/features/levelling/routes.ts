import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { levellingPreviewSchema, levellingStatusSchema, levellingUndoSchema } from "../../../domain/levelling/contract";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import { access } from "../../plugins/access";
import { applyLevelling, levellingStatus, previewLevelling, undoLevelling } from "./service";

// /api/v1/projects/:projectId/levelling: a project's schedule levelled under its people's capacity
// (decision 0803). Viewers may look at the preview; members and up apply and undo.

type Options = { context: AppContext; events: EventBus };
const projectParams = z.object({ projectId: z.string().max(64) });

export const levellingRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["levelling"];
  const reads = { access: access.project("project:read") };
  const writes = { access: access.project("project:write") };
  const changed = (workspaceId: string, projectId: string) =>
    events.publish({ type: "tasks.changed", workspaceId, projectId }).catch((error) => app.log.warn({ err: error }, "publish failed"));

  app.get("/api/v1/projects/:projectId/levelling", { config: reads, schema: { tags, summary: "The project's last applied levelling, and whether it can be undone", params: projectParams, response: { 200: levellingStatusSchema } } }, async (request) =>
    levellingStatus(db, request.project),
  );
  app.post("/api/v1/projects/:projectId/levelling/preview", { config: reads, schema: { tags, summary: "The open dated tasks' dates before and after levelling under the assignees' capacity (changes nothing)", params: projectParams, response: { 200: levellingPreviewSchema } } }, async (request) =>
    previewLevelling(db, request.project),
  );
  app.post("/api/v1/projects/:projectId/levelling/apply", { config: writes, schema: { tags, summary: "Level the schedule and write the new dates in one transaction (the previous ones are kept for undo)", params: projectParams, response: { 200: levellingPreviewSchema } } }, async (request) => {
    const result = await applyLevelling(db, request.actor, request.project);
    void changed(request.project.workspaceId, request.project.id);
    return result;
  });
  app.post("/api/v1/projects/:projectId/levelling/undo", { config: writes, schema: { tags, summary: "Put back the dates the last applied levelling changed (tasks moved since are kept)", params: projectParams, response: { 200: levellingUndoSchema } } }, async (request) => {
    const result = await undoLevelling(db, request.project);
    void changed(request.project.workspaceId, request.project.id);
    return result;
  });
};
