import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sampleDataLoadedSchema, sampleDataRemovedSchema, sampleDataStatusSchema } from "../../../domain/sample-data/contract";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import { access } from "../../plugins/access";
import { todayIn } from "../../../domain/planning/calendar";
import { hasSampleData, loadSampleData, removeSampleData } from "./service";

type Options = { context: AppContext; events: EventBus };
const query = z.object({ workspaceId: z.string().max(100).optional() });

export const sampleDataRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["sample data"];
  const announce = (workspaceId: string) =>
    events.publish({ type: "project.changed", workspaceId, projectId: "*", action: "updated" }).catch(() => undefined);

  app.get("/api/v1/sample-data", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "Whether the sample portfolio is loaded", querystring: query, response: { 200: sampleDataStatusSchema } } }, async (request) => ({
    loaded: await hasSampleData(db, request.actor),
  }));
  app.post("/api/v1/sample-data", { config: { access: access.workspace("project:write") }, schema: { tags, summary: "Load the labelled sample portfolio", querystring: query, response: { 201: sampleDataLoadedSchema } } }, async (request, reply) => {
    const actor = request.actor;
    const result = await loadSampleData(db, actor, todayIn("America/Mexico_City", new Date()));
    void announce(actor.workspaceId);
    return reply.status(201).send(result);
  });
  app.delete("/api/v1/sample-data", { config: { access: access.workspace("project:delete") }, schema: { tags, summary: "Remove the sample portfolio in one action", querystring: query, response: { 200: sampleDataRemovedSchema } } }, async (request) => {
    const actor = request.actor;
    const result = await removeSampleData(db, actor);
    void announce(actor.workspaceId);
    return result;
  });
};
