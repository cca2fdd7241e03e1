import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { automationRules } from "../../db/schema/automation";
import { pickLanguage } from "../../domain/i18n/translate";
import type { EventBus } from "../realtime/event-bus";
import { insertNotifications, notificationRow } from "./notification-writer";

// Pausing a rule and telling its author (decision 0801): after repeated failed runs (the engine),
// or after its "call a webhook" deliveries failed for 24 hours (the webhook dispatcher, 0806).

export type PauseReason = "repeated_failures" | "webhook_failing";

export async function pauseRule(db: Db, events: EventBus, ruleId: string, reason: PauseReason, params: Record<string, string | number>) {
  const [paused] = await db
    .update(automationRules)
    .set({ enabled: false, pausedReason: reason })
    .where(and(eq(automationRules.id, ruleId), eq(automationRules.enabled, true)))
    .returning({ id: automationRules.id, name: automationRules.name, createdBy: automationRules.createdBy });
  if (!paused?.createdBy) return;
  const [author] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, paused.createdBy));
  const lang = pickLanguage(author?.locale) ?? "es";
  // Open while the rule stays paused; enabling it again resolves it (decision 0603).
  const [n] = await insertNotifications(db, [
    notificationRow(paused.createdBy, lang, {
      titleKey: "automation.paused.title",
      messageKey: reason === "webhook_failing" ? "automation.paused.webhook_message" : "automation.paused.message",
      params: { name: paused.name, ...params },
      type: "warning",
      kind: "automation",
      priority: "high",
      subject: `automation:${paused.id}`,
      action: { type: "navigate", target: "/automation" },
    }),
  ]);
  if (n) void events.publish({ type: "notification.created", userId: paused.createdBy, notificationId: n.id }).catch(() => undefined);
}
