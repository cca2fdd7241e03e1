import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { deliveryDetailSchema, deliveryListSchema, deliverySchema, subscriptionInputSchema, subscriptionListSchema, subscriptionPatchSchema, subscriptionSchema, subscriptionWithSecretSchema } from "../../../domain/webhooks/contract";
import { noContentSchema } from "../../../domain/http/contract";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import type { WebhookDispatcher } from "./dispatcher";
import { createSubscription, deleteSubscription, deliveryWorkspace, getDelivery, listDeliveries, listSubscriptions, ping, redeliver, rotateSecret, subscriptionWorkspace, updateSubscription } from "./service";

// /api/v1/webhooks: the workspace's outgoing webhooks, their delivery log, redelivery by hand and a
// ping (decision 0806). Owners and admins only: the addresses and the log are the workspace's
// integrations; members and viewers get 403, other workspaces 404.

type Options = { context: AppContext; dispatcher: WebhookDispatcher };
const subscriptionParams = z.object({ subscriptionId: z.string().max(64) });
const deliveryParams = z.object({ deliveryId: z.string().max(64) });
const workspaceQuery = z.object({ workspaceId: z.string().max(100).optional() });

export const webhookRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, dispatcher }) => {
  const db = context.database.db;
  const options = { allowLoopback: context.config.nodeEnv === "test" };
  const tags = ["webhooks"];
  const manages = { access: access.workspace("workspace:manage") };
  const managesSubscription = { access: access.record("workspace:manage", (request: FastifyRequest) => subscriptionWorkspace(db, (request.params as { subscriptionId: string }).subscriptionId)) };
  const managesDelivery = { access: access.record("workspace:manage", (request: FastifyRequest) => deliveryWorkspace(db, (request.params as { deliveryId: string }).deliveryId)) };

  app.get("/api/v1/webhooks", { config: manages, schema: { tags, summary: "The workspace's outgoing webhooks, with their last delivery", querystring: workspaceQuery, response: { 200: subscriptionListSchema } } }, async (request) => ({
    items: await listSubscriptions(db, request.actor),
  }));
  app.post("/api/v1/webhooks", { config: manages, schema: { tags, summary: "Subscribe an address to events; the answer shows the signing secret, this once", querystring: workspaceQuery, body: subscriptionInputSchema, response: { 201: subscriptionWithSecretSchema } } }, async (request, reply) =>
    reply.status(201).send(await createSubscription(db, request.actor, request.body, options)),
  );
  app.put("/api/v1/webhooks/:subscriptionId", { config: managesSubscription, schema: { tags, summary: "Change a webhook's name, address, events or state", params: subscriptionParams, body: subscriptionInputSchema, response: { 200: subscriptionSchema } } }, async (request) =>
    updateSubscription(db, request.actor, request.params.subscriptionId, request.body, options),
  );
  app.patch("/api/v1/webhooks/:subscriptionId", { config: managesSubscription, schema: { tags, summary: "Turn a webhook on (its failure count starts afresh) or off (pending retries stop)", params: subscriptionParams, body: subscriptionPatchSchema, response: { 200: subscriptionSchema } } }, async (request) =>
    updateSubscription(db, request.actor, request.params.subscriptionId, request.body, options),
  );
  app.delete("/api/v1/webhooks/:subscriptionId", { config: managesSubscription, schema: { tags, summary: "Delete a webhook and its delivery log", params: subscriptionParams, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteSubscription(db, request.actor, request.params.subscriptionId);
    return reply.status(204).send(null);
  });
  app.post("/api/v1/webhooks/:subscriptionId/secret", { config: managesSubscription, schema: { tags, summary: "Replace the signing secret; the answer shows the new one, this once", params: subscriptionParams, response: { 200: subscriptionWithSecretSchema } } }, async (request) =>
    rotateSecret(db, request.actor, request.params.subscriptionId),
  );
  app.post("/api/v1/webhooks/:subscriptionId/ping", { config: managesSubscription, schema: { tags, summary: "Send a 'ping' event now, to try the address and the signature check", params: subscriptionParams, response: { 202: deliverySchema } } }, async (request, reply) =>
    reply.status(202).send(await ping(db, dispatcher, request.actor, request.params.subscriptionId)),
  );
  app.get("/api/v1/webhooks/:subscriptionId/deliveries", { config: managesSubscription, schema: { tags, summary: "A webhook's last 50 deliveries: status, response code, latency, error", params: subscriptionParams, response: { 200: deliveryListSchema } } }, async (request) => ({
    items: await listDeliveries(db, request.actor, request.params.subscriptionId),
  }));
  app.get("/api/v1/webhooks/deliveries/:deliveryId", { config: managesDelivery, schema: { tags, summary: "One delivery: the body sent, the answer, each attempt", params: deliveryParams, response: { 200: deliveryDetailSchema } } }, async (request) =>
    getDelivery(db, request.actor, request.params.deliveryId),
  );
  app.post("/api/v1/webhooks/deliveries/:deliveryId/redeliver", { config: managesDelivery, schema: { tags, summary: "Send a delivery's event again now (same id and body, a new signature)", params: deliveryParams, response: { 202: deliverySchema } } }, async (request, reply) =>
    reply.status(202).send(await redeliver(db, dispatcher, request.actor, request.params.deliveryId)),
  );
};
