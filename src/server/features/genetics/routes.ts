import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adoptSchema, geneticsRunListSchema, geneticsRunSchema, portfolioGenomesSchema, projectGenomeSchema, setTraitsSchema, startEvolutionSchema } from "../../../domain/genetics/contract";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import { access } from "../../plugins/access";
import { adoptRun, getRun, listRuns, portfolioGenomes, projectGenome, setTraits, startRun, stopRun } from "./service";

// Project genetics (issue 20, decision 1001): genomes, evolution runs (in a worker thread) and the
// adoption of a suggested genome.

type Options = { context: AppContext; events: EventBus };
const projectParams = z.object({ projectId: z.string().max(64) });
const runParams = projectParams.extend({ runId: z.string().max(64) });

export const geneticsRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["genetics"];
  const reads = { access: access.project("project:read") };
  const writes = { access: access.project("project:write") };
  const changed = (workspaceId: string, projectId: string) =>
    events.publish({ type: "project.changed", workspaceId, projectId, action: "updated" }).catch(() => undefined);

  app.get("/api/v1/genetics", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "Every project's methodology genome and how it has fared", querystring: z.object({ workspaceId: z.string().max(100).optional() }), response: { 200: portfolioGenomesSchema } } }, async (request) =>
    portfolioGenomes(db, request.actor),
  );
  app.get("/api/v1/projects/:projectId/genome", { config: reads, schema: { tags, summary: "The project's genome: each trait measured, set or assumed, with its basis", params: projectParams, response: { 200: projectGenomeSchema } } }, async (request) =>
    projectGenome(db, request.actor, request.project),
  );
  app.patch("/api/v1/projects/:projectId/genome", { config: writes, schema: { tags, summary: "Set (or clear with null) traits of the project's genome", params: projectParams, body: setTraitsSchema, response: { 200: projectGenomeSchema } } }, async (request) =>
    setTraits(db, request.actor, request.project, request.body),
  );
  app.get("/api/v1/projects/:projectId/genetics/runs", { config: reads, schema: { tags, summary: "The project's latest evolution runs", params: projectParams, response: { 200: geneticsRunListSchema } } }, async (request) =>
    listRuns(db, request.actor, request.project),
  );
  app.post("/api/v1/projects/:projectId/genetics/runs", { config: writes, schema: { tags, summary: "Start an evolution (genetic algorithm over the calibrated simulation) in a worker thread", params: projectParams, body: startEvolutionSchema, response: { 202: geneticsRunSchema } } }, async (request, reply) => {
    const run = await startRun(db, request.actor, request.project, request.body);
    return reply.status(202).send(run);
  });
  app.get("/api/v1/projects/:projectId/genetics/runs/:runId", { config: reads, schema: { tags, summary: "An evolution run: progress by generation, then its result", params: runParams, response: { 200: geneticsRunSchema } } }, async (request) =>
    getRun(db, request.actor, request.project, request.params.runId),
  );
  app.post("/api/v1/projects/:projectId/genetics/runs/:runId/stop", { config: writes, schema: { tags, summary: "Stop a running evolution at the end of its generation", params: runParams, response: { 200: geneticsRunSchema } } }, async (request) =>
    stopRun(db, request.actor, request.project, request.params.runId),
  );
  app.post("/api/v1/projects/:projectId/genetics/runs/:runId/adopt", { config: writes, schema: { tags, summary: "Adopt the suggested genome's chosen genes: they become the project's settings, and the decision is recorded", params: runParams, body: adoptSchema, response: { 200: geneticsRunSchema } } }, async (request) => {
    const run = await adoptRun(db, request.actor, request.project, request.params.runId, request.body.genes);
    void changed(request.actor.workspaceId, request.params.projectId);
    return run;
  });
};
