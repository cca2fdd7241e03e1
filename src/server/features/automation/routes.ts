import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { dryRunRequestSchema, dryRunSchema, ruleInputSchema, ruleListSchema, ruleSchema, runListSchema, webhookAcceptedSchema } from "../../../domain/automation/contract";
import { noContentSchema } from "../../../domain/http/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { security } from "../openapi/document";
import type { AutomationEngine } from "./engine";
import { deliveryListSchema } from "../../../domain/webhooks/contract";
import { createRule, deleteRule, dryRun, getRule, listRuleDeliveries, listRules, listRuns, receiveWebhook, rotateWebhookUrl, ruleWorkspace, updateRule } from "./service";

// /api/v1/automation: rules (when + if + then), their run log, the dry run and the incoming
// webhooks that fire them (decision 0801). Viewers read; members and up create and change rules.

type Options = { context: AppContext; engine: AutomationEngine };
const ruleParams = z.object({ ruleId: z.string().max(64) });
const workspaceQuery = z.object({ workspaceId: z.string().max(100).optional() });

export const automationRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, engine }) => {
  const db = context.database.db;
  const publicUrl = context.config.publicUrl;
  const tags = ["automation"];
  const ruleOf = (request: FastifyRequest) => ruleWorkspace(db, (request.params as { ruleId: string }).ruleId);
  const readsRule = { access: access.record("project:read", ruleOf) };
  const writesRule = { access: access.record("project:write", ruleOf) };

  app.get("/api/v1/automation/rules", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "The workspace's automation rules, with runs count and last run", querystring: workspaceQuery, response: { 200: ruleListSchema } } }, async (request) => ({
    items: await listRules(db, request.actor, publicUrl),
  }));
  app.post("/api/v1/automation/rules", { config: { access: access.workspace("project:write") }, schema: { tags, summary: "Create a rule (it acts with its author's permissions)", querystring: workspaceQuery, body: ruleInputSchema, response: { 201: ruleSchema } } }, async (request, reply) =>
    reply.status(201).send(await createRule(db, request.actor, request.body, publicUrl)),
  );
  app.get("/api/v1/automation/rules/:ruleId", { config: readsRule, schema: { tags, summary: "A rule", params: ruleParams, response: { 200: ruleSchema } } }, async (request) => getRule(db, request.actor, request.params.ruleId, publicUrl));
  app.put("/api/v1/automation/rules/:ruleId", { config: writesRule, schema: { tags, summary: "Replace a rule (whoever saves it becomes its author)", params: ruleParams, body: ruleInputSchema, response: { 200: ruleSchema } } }, async (request) =>
    updateRule(db, request.actor, request.params.ruleId, request.body, publicUrl),
  );
  app.patch("/api/v1/automation/rules/:ruleId", { config: writesRule, schema: { tags, summary: "Turn a rule on or off (turning on clears a pause)", params: ruleParams, body: z.object({ enabled: z.boolean() }).strict(), response: { 200: ruleSchema } } }, async (request) =>
    updateRule(db, request.actor, request.params.ruleId, request.body, publicUrl),
  );
  app.delete("/api/v1/automation/rules/:ruleId", { config: writesRule, schema: { tags, summary: "Delete a rule and its run log", params: ruleParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteRule(db, request.actor, request.params.ruleId);
    return reply.status(204).send(null);
  });
  app.get("/api/v1/automation/rules/:ruleId/runs", { config: readsRule, schema: { tags, summary: "A rule's run log", params: ruleParams, response: { 200: runListSchema } } }, async (request) => {
    await getRule(db, request.actor, request.params.ruleId, publicUrl);
    return { items: await listRuns(db, request.actor, request.params.ruleId) };
  });
  app.post("/api/v1/automation/rules/:ruleId/webhook-url", { config: writesRule, schema: { tags, summary: "Give a webhook rule a new secret address; the old one stops working at once", params: ruleParams, response: { 200: ruleSchema } } }, async (request) =>
    rotateWebhookUrl(db, request.actor, request.params.ruleId, publicUrl),
  );
  app.get("/api/v1/automation/rules/:ruleId/deliveries", { config: readsRule, schema: { tags, summary: "The deliveries of a rule's \"call a webhook\" actions: status, response code, attempts, next retry", params: ruleParams, response: { 200: deliveryListSchema } } }, async (request) => ({
    items: await listRuleDeliveries(db, request.actor, request.params.ruleId, publicUrl),
  }));
  app.get("/api/v1/automation/runs", { config: { access: access.workspace("project:read") }, schema: { tags, summary: "The workspace's run log: event, each condition's result, each action's outcome", querystring: workspaceQuery, response: { 200: runListSchema } } }, async (request) => ({
    items: await listRuns(db, request.actor),
  }));
  app.post("/api/v1/automation/dry-run", { config: { access: access.workspace("project:write") }, schema: { tags, summary: "What a rule would have done on the last 30 days' events, item by item, doing nothing", querystring: workspaceQuery, body: dryRunRequestSchema, response: { 200: dryRunSchema } } }, async (request) =>
    dryRun(db, engine, request.actor, request.body.rule, request.body.eventKey),
  );
  app.post(
    "/api/v1/automation/hooks/:token",
    {
      config: { access: access.public },
      bodyLimit: 64 * 1024,
      schema: { tags, summary: "Incoming webhook: fires the rule whose secret address this is, with the posted JSON (the secret path is the credential)", security: security.public, params: z.object({ token: z.string().max(100) }), body: z.unknown(), response: { 202: webhookAcceptedSchema } },
    },
    async (request, reply) => reply.status(202).send(await receiveWebhook(db, engine, request.params.token, request.body)),
  );
};
