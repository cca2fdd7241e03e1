import { z } from "zod";

// Outgoing webhooks of a workspace (decision 0806): subscriptions (an address and the events it
// wants), the deliveries and their attempts. The same schemas validate the form and every write.

/** The events a subscription may choose: the automation triggers that happen in the workspace. */
export const webhookEventTypes = [
  "task.created",
  "task.changed",
  "task.completed",
  "task.overdue",
  "milestone.due",
  "milestone.missed",
  "project.risk",
  "project.forecast_late",
  "person.overload",
  "sprint.started",
  "sprint.ended",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The clock events' fixed parameters for webhooks (rules choose their own). */
export const webhookEventDefaults = { milestoneDueDays: 3, riskThreshold: 70, overloadPercent: 100 } as const;

const shortText = (max: number) => z.string().trim().max(max, { error: "validation.too_long" });

const webhookUrl = z
  .string()
  .trim()
  .max(500, { error: "validation.too_long" })
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, { error: "validation.invalid_url" });

export const subscriptionInputSchema = z
  .object({
    name: shortText(100).min(1, { error: "validation.required" }),
    url: webhookUrl,
    events: z.array(z.enum(webhookEventTypes)).min(1, { error: "validation.required" }).max(webhookEventTypes.length),
    enabled: z.boolean().default(true),
  })
  .strict();
export type SubscriptionInput = z.input<typeof subscriptionInputSchema>;

export const subscriptionPatchSchema = z.object({ enabled: z.boolean() }).strict();

export const subscriptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  deliveries: z.number().int(),
  lastDelivery: z.object({ status: z.string(), at: z.string(), responseStatus: z.number().int().nullable() }).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The answer to a creation or a new secret: the secret is shown this once, never again. */
export const subscriptionWithSecretSchema = subscriptionSchema.extend({ secret: z.string() });
export const subscriptionListSchema = z.object({ items: z.array(subscriptionSchema) });

export const deliveryStatuses = ["pending", "retrying", "succeeded", "failed"] as const;

export const attemptSchema = z.object({ attempt: z.number().int(), at: z.string(), responseStatus: z.number().int().nullable(), latencyMs: z.number().int().nullable(), error: z.string().nullable() });

export const deliverySchema = z.object({
  id: z.string(),
  /** A subscription's delivery, or (ruleId) a rule's "call a webhook" action. */
  subscriptionId: z.string().nullable(),
  ruleId: z.string().nullable(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  redeliveryOf: z.string().nullable(),
  createdAt: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = z.object({ items: z.array(deliverySchema) });
export const deliveryDetailSchema = deliverySchema.extend({ body: z.string(), responseBody: z.string().nullable(), log: z.array(attemptSchema) });

/** What every delivery's body is: the event, its workspace, and what it is about. */
export const webhookPayloadSchema = z.object({
  id: z.string().describe("The event's id: the same in a redelivery, so a receiver can ignore repeats"),
  type: z.enum([...webhookEventTypes, "ping", "schedule", "webhook"]).describe("The event; a rule's call can also come from its schedule or an incoming webhook"),
  rule: z.object({ id: z.string(), name: z.string() }).optional().describe("Only in a rule's \"call a webhook\" action: the rule that called"),
  createdAt: z.string().describe("When the event happened (ISO 8601)"),
  workspaceId: z.string(),
  data: z.object({
    summary: z.string(),
    projectId: z.string().nullable(),
    project: z.string().nullable().describe("The project's name"),
    taskId: z.string().nullable(),
    task: z.string().nullable().describe("The task's title"),
    milestoneId: z.string().nullable(),
    sprintId: z.string().nullable(),
    resourceId: z.string().nullable(),
    value: z.number().nullable().describe("Risk score (project.risk) or load % (person.overload)"),
    changes: z.record(z.string(), z.object({ from: z.string().nullable(), to: z.string().nullable() })).nullable().describe("task.changed: each field from → to"),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
