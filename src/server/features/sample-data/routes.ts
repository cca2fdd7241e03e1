import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sampleDataLoadedSchema, sampleDataRemovedSchema, sampleDataStatusSchema } from "../../../domain/sample-data/contract";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import { actorForWorkspace, requirePrincipal, type SessionResolver } from "../../principal";
import { todayIn } from "../../../domain/planning/calendar";
import { hasSampleData, loadSampleData, removeSampleData } from "./service";

type Options = { context: AppContext; resolveSession: SessionResolver; events: EventBus };
const query = z.object({ workspaceId: z.string().max(100).optional() });

export const sampleDataRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, resolveSession, events }) => {
  const db = context.database.db;
  const tags = ["sample data"];
  const actorOf = async (request: Parameters<typeof requirePrincipal>[0], workspaceId?: string) =>
    actorForWorkspace(request, db, await requirePrincipal(request, db, resolveSession), workspaceId);
  const announce = (workspaceId: string) =>
    events.publish({ type: "project.changed", workspaceId, projectId: "*", action: "updated" }).catch(() => undefined);

  app.get("/api/v1/sample-data", { schema: { tags, summary: "Whether the sample portfolio is loaded", querystring: query, response: { 200: sampleDataStatusSchema } } }, async (request) => ({
    loaded: await hasSampleData(db, await actorOf(request, request.query.workspaceId)),
  }));
  app.post("/api/v1/sample-data", { schema: { tags, summary: "Load the labelled sample portfolio", querystring: query, response: { 201: sampleDataLoadedSchema } } }, async (request, reply) => {
    const actor = await actorOf(request, request.query.workspaceId);
    const result = await loadSampleData(db, actor, todayIn("America/Mexico_City", new Date()));
    void announce(actor.workspaceId);
    return reply.status(201).send(result);
  });
  app.delete("/api/v1/sample-data", { schema: { tags, summary: "Remove the sample portfolio in one action", querystring: query, response: { 200: sampleDataRemovedSchema } } }, async (request) => {
    const actor = await actorOf(request, request.query.workspaceId);
    const result = await removeSampleData(db, actor);
    void announce(actor.workspaceId);
    return result;
  });
};
