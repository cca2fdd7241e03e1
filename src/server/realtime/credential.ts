import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema/accounts";
import { apiTokens } from "../../db/schema/api-tokens";
import { API_TOKEN_PREFIX, hashApiToken } from "../principal";
import { getRequestSession } from "../plugins/auth";

// What an event stream was opened with, so that it can be checked again while it stays open: a
// stream outlives the request that authorised it, and a sign-out, a ban or a revoked token must
// end it too (issue 16, finding 1).

export type StreamCredential = { kind: "session"; sessionId: string } | { kind: "token"; tokenHash: string } | { kind: "other" };

export async function streamCredential(request: FastifyRequest): Promise<StreamCredential> {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) {
    const token = header.slice(7).trim();
    if (token.startsWith(API_TOKEN_PREFIX)) return { kind: "token", tokenHash: hashApiToken(token) };
  }
  const session = await getRequestSession(request);
  // A session resolver of tests (a header naming the user) has no session to check: only the ban is.
  return session ? { kind: "session", sessionId: session.session.id } : { kind: "other" };
}

/** Whether the credential still holds: the user is not banned, the session lives, the token is not revoked or expired. */
export async function credentialHolds(db: Db, userId: string, credential: StreamCredential): Promise<boolean> {
  const [user] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.banned) return false;
  const now = new Date();
  if (credential.kind === "session") {
    const rows = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.id, credential.sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now))).limit(1);
    return rows.length > 0;
  }
  if (credential.kind === "token") {
    const rows = await db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(eq(apiTokens.tokenHash, credential.tokenHash), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now))))
      .limit(1);
    return rows.length > 0;
  }
  return true;
}
