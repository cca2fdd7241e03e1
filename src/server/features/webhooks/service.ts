import { randomBytes, randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { automationRules } from "../../../db/schema/automation";
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from "../../../db/schema/webhooks";
import { subscriptionInputSchema, type Subscription, type SubscriptionInput } from "../../../domain/webhooks/contract";
import type { Actor } from "../../actor";
import { HttpError, notFound } from "../../errors";
import { refusedAddress } from "../../shared/guarded-post";
import { deliveryToApi } from "../../shared/webhook-deliveries";
import { closePending, type WebhookDispatcher } from "./dispatcher";
import { resolveSubjects } from "../../shared/notification-writer";

// The workspace's outgoing webhooks (decision 0806): owners and admins manage them; the secret is
// shown once, when made or renewed; the delivery log keeps the last 50 per subscription on screen.

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const newSecret = () => `whsec_${randomBytes(24).toString("base64url")}`;
type Options = { allowLoopback: boolean };

export async function subscriptionWorkspace(db: Db, subscriptionId: string) {
  if (!isUuid(subscriptionId)) return undefined;
  const [row] = await db.select({ workspaceId: webhookSubscriptions.workspaceId }).from(webhookSubscriptions).where(eq(webhookSubscriptions.id, subscriptionId));
  return row?.workspaceId;
}

export async function deliveryWorkspace(db: Db, deliveryId: string) {
  if (!isUuid(deliveryId)) return undefined;
  const [row] = await db.select({ workspaceId: webhookDeliveries.workspaceId }).from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  return row?.workspaceId;
}

/** An address written as a private IP (or localhost) is refused at once, per field; names are checked when connecting. */
function checkInput(raw: SubscriptionInput, options: Options) {
  const input = subscriptionInputSchema.parse(raw);
  const host = new URL(input.url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const literal = host === "localhost" || host.endsWith(".localhost") ? "127.0.0.1" : isIP(host) ? host : null;
  if (literal && refusedAddress(literal, { allowLoopback: options.allowLoopback })) {
    throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { url: { key: "webhooks.private_target" } });
  }
  return input;
}

type Row = typeof webhookSubscriptions.$inferSelect;

async function toApi(db: Db, rows: Row[]): Promise<Subscription[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  // Two queries for the whole list: the counts, and each subscription's latest delivery (DISTINCT ON).
  const [stats, latest] = await Promise.all([
    db.select({ id: webhookDeliveries.subscriptionId, n: count() }).from(webhookDeliveries).where(inArray(webhookDeliveries.subscriptionId, ids)).groupBy(webhookDeliveries.subscriptionId),
    db
      .selectDistinctOn([webhookDeliveries.subscriptionId], { id: webhookDeliveries.subscriptionId, status: webhookDeliveries.status, at: webhookDeliveries.createdAt, responseStatus: webhookDeliveries.responseStatus })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.subscriptionId, ids))
      .orderBy(webhookDeliveries.subscriptionId, desc(webhookDeliveries.createdAt)),
  ]);
  const counts = new Map(stats.map((s) => [s.id, Number(s.n)]));
  const lastOf = new Map(latest.map((l) => [l.id, l]));
  const out: Subscription[] = [];
  for (const r of rows) {
    const last = lastOf.get(r.id);
    out.push({
      id: r.id,
      name: r.name,
      url: r.url,
      events: r.events,
      enabled: r.enabled,
      disabledReason: r.disabledReason,
      failingSince: r.failingSince?.toISOString() ?? null,
      createdBy: r.createdBy,
      createdAt: r.createdAt.toISOString(),
      deliveries: counts.get(r.id) ?? 0,
      lastDelivery: last ? { status: last.status, at: last.at.toISOString(), responseStatus: last.responseStatus } : null,
    });
  }
  return out;
}

async function findSubscription(db: Db, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(webhookSubscriptions).where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}

export async function listSubscriptions(db: Db, actor: Actor) {
  const rows = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.workspaceId, actor.workspaceId)).orderBy(desc(webhookSubscriptions.createdAt));
  return toApi(db, rows);
}

export async function getSubscription(db: Db, actor: Actor, id: string) {
  const [one] = await toApi(db, [await findSubscription(db, actor, id)]);
  return one!;
}

export async function createSubscription(db: Db, actor: Actor, raw: SubscriptionInput, options: Options) {
  const input = checkInput(raw, options);
  const secret = newSecret();
  const [row] = await db.insert(webhookSubscriptions).values({ ...input, workspaceId: actor.workspaceId, secret, createdBy: actor.userId }).returning();
  return { ...(await getSubscription(db, actor, row!.id)), secret };
}

export async function updateSubscription(db: Db, actor: Actor, id: string, raw: SubscriptionInput | { enabled: boolean }, options: Options) {
  await findSubscription(db, actor, id);
  const values = "url" in raw ? checkInput(raw, options) : raw;
  // Turning a subscription on again starts its failure count afresh; whoever changes it is told if it fails.
  const reset = values.enabled ? { disabledReason: null, failingSince: null } : {};
  await db.update(webhookSubscriptions).set({ ...values, ...reset, createdBy: actor.userId }).where(eq(webhookSubscriptions.id, id));
  if (values.enabled === false) await closePending(db, id);
  // On again: the notice that it was turned off no longer holds (decision 0603).
  if (values.enabled) await resolveSubjects(db, [`webhook:${id}`]);
  return getSubscription(db, actor, id);
}

export async function rotateSecret(db: Db, actor: Actor, id: string) {
  await findSubscription(db, actor, id);
  const secret = newSecret();
  await db.update(webhookSubscriptions).set({ secret }).where(eq(webhookSubscriptions.id, id));
  return { ...(await getSubscription(db, actor, id)), secret };
}

export async function deleteSubscription(db: Db, actor: Actor, id: string) {
  await findSubscription(db, actor, id);
  await db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  await resolveSubjects(db, [`webhook:${id}`]);
}

export async function listDeliveries(db: Db, actor: Actor, subscriptionId: string) {
  await findSubscription(db, actor, subscriptionId);
  const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, subscriptionId)).orderBy(desc(webhookDeliveries.createdAt)).limit(50);
  return rows.map(deliveryToApi);
}

async function findDelivery(db: Db, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}

export async function getDelivery(db: Db, actor: Actor, id: string) {
  const row = await findDelivery(db, actor, id);
  const log = await db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id)).orderBy(webhookAttempts.attempt);
  return {
    ...deliveryToApi(row),
    body: row.body,
    responseBody: row.responseBody,
    log: log.map((a) => ({ attempt: a.attempt, at: a.createdAt.toISOString(), responseStatus: a.responseStatus, latencyMs: a.latencyMs, error: a.error })),
  };
}

/** Sends the same event (same id and body, newly signed) again, now, as a new delivery with its own log. */
export async function redeliver(db: Db, dispatcher: WebhookDispatcher, actor: Actor, id: string) {
  const original = await findDelivery(db, actor, id);
  // A subscription's delivery, or a rule's call (its own address): either must be on to send.
  const [target] = original.subscriptionId
    ? await db.select({ enabled: webhookSubscriptions.enabled }).from(webhookSubscriptions).where(eq(webhookSubscriptions.id, original.subscriptionId))
    : await db.select({ enabled: automationRules.enabled }).from(automationRules).where(eq(automationRules.id, original.ruleId ?? ""));
  if (!target?.enabled) throw new HttpError(409, "subscription_disabled", "webhooks.disabled_cannot_send");
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ subscriptionId: original.subscriptionId, ruleId: original.ruleId, url: original.url, workspaceId: original.workspaceId, eventId: original.eventId, eventType: original.eventType, dedupeKey: `${original.eventId}:redelivery:${randomUUID()}`, body: original.body, redeliveryOf: original.id })
    .returning();
  await dispatcher.schedule(row!.id, 1);
  return deliveryToApi(row!);
}

/** A 'ping' delivery, to try the address and the signature check. */
export async function ping(db: Db, dispatcher: WebhookDispatcher, actor: Actor, subscriptionId: string) {
  const sub = await findSubscription(db, actor, subscriptionId);
  if (!sub.enabled) throw new HttpError(409, "subscription_disabled", "webhooks.disabled_cannot_send");
  const eventId = randomUUID();
  const at = new Date().toISOString();
  const body = JSON.stringify({ id: eventId, type: "ping", createdAt: at, workspaceId: sub.workspaceId, data: { summary: sub.name, projectId: null, project: null, taskId: null, task: null, milestoneId: null, sprintId: null, resourceId: null, value: null, changes: null } });
  const [row] = await db.insert(webhookDeliveries).values({ subscriptionId: sub.id, workspaceId: sub.workspaceId, eventId, eventType: "ping", dedupeKey: eventId, body }).returning();
  await dispatcher.schedule(row!.id, 1);
  return deliveryToApi(row!);
}
