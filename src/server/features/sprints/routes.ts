import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { burndownSchema, generatedSprintsSchema, sprintSchema } from "../../../domain/planning/contract";
import { noContentSchema } from "../../../domain/http/contract";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import { access } from "../../plugins/access";
import { createSprintSchema, generateSprintsSchema, updateSprintSchema } from "../../../domain/planning/sprint-schemas";
import { isValidTimeZone, todayIn } from "../../../domain/planning/calendar";
import { createSprint, deleteSprint, generateProjectSprints, getBurndown, listSprints, updateSprint } from "./service";

type Options = { context: AppContext; events: EventBus };
const projectParams = z.object({ projectId: z.string().max(64) });
const sprintParams = projectParams.extend({ sprintId: z.string().max(64) });

export const sprintRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["sprints"];
  const reads = { access: access.project("project:read") };
  const writes = { access: access.project("project:write") };
  const changed = (workspaceId: string, projectId: string) =>
    events.publish({ type: "tasks.changed", workspaceId, projectId }).catch((error) => app.log.warn({ err: error }, "publish failed"));

  app.get("/api/v1/projects/:projectId/sprints", { config: reads, schema: { tags, summary: "A project's sprints with their task counts", params: projectParams, response: { 200: z.array(sprintSchema) } } }, async (request) =>
    listSprints(db, request.actor, request.project),
  );
  app.post("/api/v1/projects/:projectId/sprints", { config: writes, schema: { tags, summary: "Add a sprint", params: projectParams, body: createSprintSchema, response: { 201: sprintSchema } } }, async (request, reply) => {
    const actor = request.actor;
    const sprint = await createSprint(db, actor, request.project, request.body);
    void changed(actor.workspaceId, request.params.projectId);
    return reply.status(201).send(sprint);
  });
  app.post("/api/v1/projects/:projectId/sprints/generate", { config: writes, schema: { tags, summary: "Consecutive sprints from a start date, a number and a duration", params: projectParams, body: generateSprintsSchema, response: { 201: generatedSprintsSchema } } }, async (request, reply) => {
    const actor = request.actor;
    const created = await generateProjectSprints(db, actor, request.project, request.body);
    void changed(actor.workspaceId, request.params.projectId);
    return reply.status(201).send({ items: created });
  });
  app.patch("/api/v1/projects/:projectId/sprints/:sprintId", { config: writes, schema: { tags, summary: "Update a sprint (its state follows the sprint rules)", params: sprintParams, body: updateSprintSchema, response: { 200: sprintSchema } } }, async (request) => {
    const actor = request.actor;
    const sprint = await updateSprint(db, actor, request.project, request.params.sprintId, request.body);
    void changed(actor.workspaceId, request.params.projectId);
    return sprint;
  });
  app.delete("/api/v1/projects/:projectId/sprints/:sprintId", { config: writes, schema: { tags, summary: "Delete a sprint (its tasks go back to the backlog)", params: sprintParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    const actor = request.actor;
    await deleteSprint(db, actor, request.project, request.params.sprintId);
    void changed(actor.workspaceId, request.params.projectId);
    return reply.status(204).send(null);
  });
  app.get(
    "/api/v1/projects/:projectId/sprints/:sprintId/burndown",
    { config: reads, schema: { tags, summary: "The sprint's burndown, day by day", params: sprintParams, querystring: z.object({ timeZone: z.string().max(64).optional() }), response: { 200: burndownSchema } } },
    async (request) => {
      const zone = request.query.timeZone && isValidTimeZone(request.query.timeZone) ? request.query.timeZone : "America/Mexico_City";
      return getBurndown(db, request.actor, request.project, request.params.sprintId, zone, todayIn(zone, new Date()));
    },
  );
};
