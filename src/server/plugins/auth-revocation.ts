import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiTokens } from "../../db/schema/api-tokens";
import { calendarFeeds } from "../../db/schema/calendar-feeds";

// Revoked means revoked (issue 16, finding 1): a ban, a password reset or change, a sign-out, a
// revoked session or token ends every credential it covers. Sessions are Better Auth's rows; the
// long-lived secrets (API tokens, the calendar feed URL) are revoked here; open event streams are
// told through the event bus, on every instance, to check their credential again and close.

/** Ends the user's API tokens and calendar feed: what a ban, a reset or a password change covers. */
export async function revokeLongLivedCredentials(db: Db, userId: string): Promise<{ tokens: number; feeds: number }> {
  const now = new Date();
  const tokens = await db.update(apiTokens).set({ revokedAt: now }).where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt))).returning({ id: apiTokens.id });
  const feeds = await db.update(calendarFeeds).set({ revokedAt: now }).where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt))).returning({ id: calendarFeeds.id });
  return { tokens: tokens.length, feeds: feeds.length };
}

/**
 * Tells every instance that the user's credentials changed: their open event streams check theirs
 * again and the ones that no longer hold are closed. Awaited, so the answer of the revoking request
 * comes after the notice is out; a failure is logged, not thrown (the revocation itself stands, and
 * streams recheck on their heartbeat anyway).
 */
export async function announceRevocation(app: FastifyInstance, userId: string, log: FastifyBaseLogger = app.log): Promise<void> {
  // The bus is decorated after the account routes are registered; at request time it is there.
  const events = (app as Partial<Pick<FastifyInstance, "events">>).events;
  if (!events) return;
  await events.publish({ type: "credentials.changed", userId }).catch((error: unknown) => log.warn({ err: error }, "publish failed"));
}
