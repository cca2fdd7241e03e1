import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { WebhookEventType } from "../../domain/webhooks/contract";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { users, workspaces } from "./accounts";
import { automationRules } from "./automation";

// Outgoing webhooks (decision 0806): a workspace's subscriptions, each delivery of an event to one
// of them (or to a rule's "call a webhook" action), and each attempt of a delivery (the log).
export const webhookSubscriptions = pgTable(
  "webhook_subscriptions",
  {
    id: uuidPrimaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    events: jsonb("events").$type<WebhookEventType[]>().notNull(),
    // Signs every delivery (HMAC-SHA256); shown once, when made.
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    // The first failed attempt since the last success: 24 hours of failure disables the subscription.
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("webhook_subscriptions_workspace_idx").on(t.workspaceId)],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuidPrimaryKey(),
    // Exactly one of the two: a subscription's delivery, or a rule's "call a webhook" action (its
    // address in `url`, signed with the rule's secret) on the same queue and log.
    subscriptionId: uuid("subscription_id").references(() => webhookSubscriptions.id, { onDelete: "cascade" }),
    ruleId: uuid("rule_id").references(() => automationRules.id, { onDelete: "cascade" }),
    url: text("url"),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    // The event once per subscription; a redelivery by hand has its own key.
    dedupeKey: text("dedupe_key").notNull(),
    // The exact JSON sent (signed as is), the same in every attempt and redelivery.
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    latencyMs: integer("latency_ms"),
    error: text("error"),
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    redeliveryOf: uuid("redelivery_of"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("webhook_deliveries_subscription_key_uq").on(t.subscriptionId, t.dedupeKey),
    unique("webhook_deliveries_rule_key_uq").on(t.ruleId, t.dedupeKey),
    index("webhook_deliveries_subscription_created_idx").on(t.subscriptionId, t.createdAt.desc()),
    index("webhook_deliveries_rule_created_idx").on(t.ruleId, t.createdAt.desc()),
    check("webhook_deliveries_one_target", sql`(${t.subscriptionId} is null) <> (${t.ruleId} is null) and (${t.ruleId} is null or ${t.url} is not null)`),
  ],
);

export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuidPrimaryKey(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    responseStatus: integer("response_status"),
    latencyMs: integer("latency_ms"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [unique("webhook_attempts_delivery_attempt_uq").on(t.deliveryId, t.attempt)],
);

// What a subscription's clock events (overdue, risk above…) last saw as true: an event is sent when
// a subject enters the state, and again only after it left it (like automation_states).
export const webhookStates = pgTable(
  "webhook_states",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.subject] })],
);
