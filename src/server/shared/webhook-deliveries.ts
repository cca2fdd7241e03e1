import type { webhookDeliveries } from "../../db/schema/webhooks";
import type { Delivery } from "../../domain/webhooks/contract";

// A delivery row in the API's shape, for the webhooks' own log and for a rule's calls, which go
// through the same queue (decision 0806).
export const deliveryToApi = (d: typeof webhookDeliveries.$inferSelect): Delivery => ({
  id: d.id,
  subscriptionId: d.subscriptionId,
  ruleId: d.ruleId,
  eventId: d.eventId,
  eventType: d.eventType,
  status: d.status as Delivery["status"],
  attempts: d.attempts,
  responseStatus: d.responseStatus,
  latencyMs: d.latencyMs,
  error: d.error,
  nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
  lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
  redeliveryOf: d.redeliveryOf,
  createdAt: d.createdAt.toISOString(),
});
