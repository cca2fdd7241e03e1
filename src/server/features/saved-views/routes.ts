import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { noContentSchema } from "../../../domain/http/contract";
import { savedViewInputSchema, savedViewListSchema, savedViewSchema, savedViewUpdateSchema } from "../../../domain/work-items/saved-views";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { createView, deleteView, listViews, updateView, viewWorkspace } from "./service";

// Saved views of a project's task list and board (issue 23, decision 1205). Reading the project
// is enough to keep one's own views; the service decides sharing and who manages a view.

const projectParams = z.object({ projectId: z.string().max(64) });
const viewParams = z.object({ viewId: z.string().max(64) });

export const savedViewRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const db = context.database.db;
  const tags = ["saved-views"];
  const viewOf = (request: FastifyRequest) => viewWorkspace(db, (request.params as { viewId: string }).viewId);
  const own = { access: access.record("project:read", viewOf) };

  app.get("/api/v1/projects/:projectId/views", { config: { access: access.project("project:read") }, schema: { tags, summary: "Your saved views of the project's list and board, and those shared with the workspace", params: projectParams, response: { 200: savedViewListSchema } } }, async (request) => ({
    items: await listViews(db, request.actor, request.project),
  }));
  app.post("/api/v1/projects/:projectId/views", { config: { access: access.project("project:read") }, schema: { tags, summary: "Save a view (sharing it with the workspace needs a member who edits)", params: projectParams, body: savedViewInputSchema, response: { 201: savedViewSchema } } }, async (request, reply) =>
    reply.status(201).send(await createView(db, request.actor, request.project, request.body)),
  );
  app.patch("/api/v1/views/:viewId", { config: own, schema: { tags, summary: "Rename, share or update a view (its owner; admins for a shared view)", params: viewParams, body: savedViewUpdateSchema, response: { 200: savedViewSchema } } }, async (request) =>
    updateView(db, request.actor, request.params.viewId, request.body),
  );
  app.delete("/api/v1/views/:viewId", { config: own, schema: { tags, summary: "Delete a view (its owner; admins for a shared view)", params: viewParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteView(db, request.actor, request.params.viewId);
    return reply.status(204).send(null);
  });
};
