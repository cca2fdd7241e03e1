import { and, eq, notInArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { projects } from "../../../db/schema/projects";
import { addDays } from "../../../domain/assistant/dates";
import { isWorkspaceRole } from "../../../domain/authorization";
import type { Language } from "../../../domain/i18n/translate";
import type { Recommendation } from "../../../domain/notifications/smart-rules";
import { todayIn } from "../../../domain/planning/calendar";
import { translate } from "../../i18n/messages";
import { answerIntent } from "./service";

// The spec's idle rule 'AI recommendation' (§5: after 7 idle days; §8: its fallbacks), answered by
// the assistant's own engine (decision 0907) over the workspaces of the user's open projects: the
// same computations, texts and figures as the assistant's answers to 'what is overdue', 'who is
// overloaded', 'which projects are at risk' and 'what is due this week'. An empty list means there
// is nothing to recommend; the caller then uses the spec's fallback texts.

/** When the account has none (its column defaults to it). */
const DEFAULT_TIME_ZONE = "America/Mexico_City";
const WORKSPACES_MAX = 3;
const ITEMS_SHOWN = 3;

/** Which questions the review asks, in the order of urgency, with the spec's action (§7) each one leads to. */
const questions = [
  { intent: "overdue_tasks", action: "review_analytics", priority: "high" },
  { intent: "overloaded", action: "optimize_resources", priority: "high" },
  { intent: "at_risk", action: "explore_ai_features", priority: "high" },
  { intent: "due_date", action: "check_dashboard", priority: "medium" },
] as const;

export async function assistantReview(db: Db, userId: string, lang: Language, now = new Date()): Promise<Recommendation[]> {
  // "This week" starts on the reader's own day, in the time zone of their account.
  const [account] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  const today = todayIn(account?.timeZone || DEFAULT_TIME_ZONE, now);
  const memberships = await db
    .selectDistinct({ workspaceId: projects.workspaceId, role: workspaceMembers.role })
    .from(projects)
    .innerJoin(workspaceMembers, and(eq(workspaceMembers.organizationId, projects.workspaceId), eq(workspaceMembers.userId, userId)))
    .where(and(eq(projects.ownerId, userId), notInArray(projects.status, ["Completado", "Cancelado"])))
    .limit(WORKSPACES_MAX);
  const out: Recommendation[] = [];
  for (const m of memberships) {
    if (!isWorkspaceRole(m.role)) continue;
    const actor = { userId, workspaceId: m.workspaceId, role: m.role, lang };
    for (const q of questions) {
      // 'What is due?' is asked for the coming week: the review looks ahead, not at every future date.
      const range = q.intent === "due_date" ? { start: today, end: addDays(today, 7) } : null;
      const answer = await answerIntent(db, actor, q.intent, lang, range, now);
      // The at-risk answer lists the three riskiest even when none is high; only a real risk is recommended.
      const worth = answer.items.length > 0 && !(q.intent === "at_risk" && answer.text === translate(lang, "assistant.risk_none"));
      if (!worth) continue;
      const items = answer.items.slice(0, ITEMS_SHOWN).map((i) => i.text);
      out.push({ title: translate(lang, `assistant.review.${q.intent}`), message: [answer.text, ...items].join(" "), action: q.action, priority: q.priority });
    }
  }
  return out;
}
