import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  applyInputSchema,
  commentInputSchema,
  commentListSchema,
  commentSchema,
  comparisonSchema,
  decisionListSchema,
  decisionSchema,
  optimisationSchema,
  optimiseRequestSchema,
  portfolioSchema,
  scenarioInputSchema,
  scenarioListSchema,
  scenarioSchema,
  simulateRequestSchema,
} from "../../../domain/orchestrator/contract";
import { noContentSchema } from "../../../domain/http/contract";
import type { AppContext } from "../../context";
import type { EventBus } from "../../realtime/event-bus";
import { access } from "../../plugins/access";
import {
  addComment,
  applyScenario,
  createScenario,
  decisionWorkspace,
  deleteScenario,
  getScenario,
  listComments,
  listDecisions,
  listScenarios,
  optimise,
  portfolio,
  scenarioWorkspace,
  setVote,
  simulate,
  simulateScenario,
  undoDecision,
  updateScenario,
} from "./service";

const workspaceQuery = z.object({ workspaceId: z.string().max(100).optional() });
const scenarioParams = z.object({ scenarioId: z.string().max(64) });
const decisionParams = z.object({ decisionId: z.string().max(64) });
type Options = { context: AppContext; events: EventBus };

// The decision center (/orchestrator, decision 0804). Viewers read (and simulate: it changes
// nothing); members build scenarios, vote and comment; owners and admins apply and undo. A
// scenario or decision of another workspace is a 404.
export const orchestratorRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events }) => {
  const db = context.database.db;
  const tags = ["orchestrator"];
  const scenarioOf = (request: { params: unknown }) => scenarioWorkspace(db, (request.params as { scenarioId: string }).scenarioId);
  const decisionOf = (request: { params: unknown }) => decisionWorkspace(db, (request.params as { decisionId: string }).decisionId);
  const reads = { access: access.workspace("project:read") };
  const writes = { access: access.workspace("project:write") };
  const readsScenario = { access: access.record("project:read", scenarioOf) };
  const writesScenario = { access: access.record("project:write", scenarioOf) };
  const announce = (workspaceId: string, projectIds: string[]) => {
    for (const projectId of projectIds)
      events.publish({ type: "project.changed", workspaceId, projectId, action: "updated" }).catch((error: unknown) => app.log.warn({ err: error }, "publish failed"));
  };

  app.get("/api/v1/orchestrator/portfolio", { config: reads, schema: { tags, summary: "The projects, people and allocations a scenario can change", querystring: workspaceQuery, response: { 200: portfolioSchema } } }, async (request) => portfolio(db, request.actor));
  app.post("/api/v1/orchestrator/simulate", { config: reads, schema: { tags, summary: "Simulate changes against the current plan: P50/P85, on-time probability, risk, cost, ROI, each person's load per week", querystring: workspaceQuery, body: simulateRequestSchema, response: { 200: comparisonSchema } } }, async (request) =>
    simulate(db, request.actor, request.body.projectIds, request.body.changes),
  );
  app.post("/api/v1/orchestrator/optimise", { config: reads, schema: { tags, summary: "Propose each person's hours on the chosen projects (integer programme), with the binding constraints", querystring: workspaceQuery, body: optimiseRequestSchema, response: { 200: optimisationSchema } } }, async (request) =>
    optimise(db, request.actor, request.body.projectIds, request.body.objective),
  );

  app.get("/api/v1/orchestrator/scenarios", { config: reads, schema: { tags, summary: "The workspace's scenarios with their votes and comments", querystring: workspaceQuery, response: { 200: scenarioListSchema } } }, async (request) => ({ items: await listScenarios(db, request.actor) }));
  app.post("/api/v1/orchestrator/scenarios", { config: writes, schema: { tags, summary: "Save a scenario", querystring: workspaceQuery, body: scenarioInputSchema, response: { 201: scenarioSchema } } }, async (request, reply) =>
    reply.status(201).send(await createScenario(db, request.actor, request.body)),
  );
  app.get("/api/v1/orchestrator/scenarios/:scenarioId", { config: readsScenario, schema: { tags, summary: "A scenario", params: scenarioParams, response: { 200: scenarioSchema } } }, async (request) => getScenario(db, request.actor, request.params.scenarioId));
  app.put("/api/v1/orchestrator/scenarios/:scenarioId", { config: writesScenario, schema: { tags, summary: "Replace a scenario (not once applied)", params: scenarioParams, body: scenarioInputSchema, response: { 200: scenarioSchema } } }, async (request) =>
    updateScenario(db, request.actor, request.params.scenarioId, request.body),
  );
  app.delete("/api/v1/orchestrator/scenarios/:scenarioId", { config: writesScenario, schema: { tags, summary: "Delete a scenario (not once applied)", params: scenarioParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteScenario(db, request.actor, request.params.scenarioId);
    return reply.status(204).send(null);
  });
  app.get("/api/v1/orchestrator/scenarios/:scenarioId/simulation", { config: readsScenario, schema: { tags, summary: "A saved scenario against the current plan", params: scenarioParams, response: { 200: comparisonSchema } } }, async (request) =>
    simulateScenario(db, request.actor, request.params.scenarioId),
  );
  app.put("/api/v1/orchestrator/scenarios/:scenarioId/vote", { config: writesScenario, schema: { tags, summary: "Vote for a scenario", params: scenarioParams, response: { 200: scenarioSchema } } }, async (request) => setVote(db, request.actor, request.params.scenarioId, true));
  app.delete("/api/v1/orchestrator/scenarios/:scenarioId/vote", { config: writesScenario, schema: { tags, summary: "Withdraw one's vote", params: scenarioParams, response: { 200: scenarioSchema } } }, async (request) => setVote(db, request.actor, request.params.scenarioId, false));
  app.get("/api/v1/orchestrator/scenarios/:scenarioId/comments", { config: readsScenario, schema: { tags, summary: "A scenario's comments", params: scenarioParams, response: { 200: commentListSchema } } }, async (request) => ({ items: await listComments(db, request.actor, request.params.scenarioId) }));
  app.post("/api/v1/orchestrator/scenarios/:scenarioId/comments", { config: writesScenario, schema: { tags, summary: "Comment on a scenario", params: scenarioParams, body: commentInputSchema, response: { 201: commentSchema } } }, async (request, reply) =>
    reply.status(201).send(await addComment(db, request.actor, request.params.scenarioId, request.body.body)),
  );
  app.post("/api/v1/orchestrator/scenarios/:scenarioId/apply", { config: { access: access.record("workspace:manage", scenarioOf) }, schema: { tags, summary: "Apply a scenario in one step (owner/admin), recorded as a decision with its reasons", params: scenarioParams, body: applyInputSchema, response: { 201: decisionSchema } } }, async (request, reply) => {
    const { decision, projectIds } = await applyScenario(db, request.actor, request.params.scenarioId, request.body.reasons);
    announce(request.actor.workspaceId, projectIds);
    return reply.status(201).send(decision);
  });

  app.get("/api/v1/orchestrator/decisions", { config: reads, schema: { tags, summary: "The decisions applied, with their reasons", querystring: workspaceQuery, response: { 200: decisionListSchema } } }, async (request) => ({ items: await listDecisions(db, request.actor) }));
  app.post("/api/v1/orchestrator/decisions/:decisionId/undo", { config: { access: access.record("workspace:manage", decisionOf) }, schema: { tags, summary: "Undo the latest decision: put back what it replaced (owner/admin)", params: decisionParams, response: { 200: decisionSchema } } }, async (request) => {
    const { decision, projectIds } = await undoDecision(db, request.actor, request.params.decisionId);
    announce(request.actor.workspaceId, projectIds);
    return decision;
  });
};
