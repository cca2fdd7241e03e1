import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { apiTokens } from "../../../db/schema/api-tokens";
import { API_TOKEN_PREFIX, hashApiToken } from "../../principal";
import type { Actor } from "../../actor";
import { notFound } from "../../errors";

export function toApiToken(row: typeof apiTokens.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    workspaceId: row.workspaceId,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listApiTokens(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(toApiToken);
}

/** Makes a token for the actor's workspace; the secret is returned once and only its hash is kept. */
export async function createApiToken(db: Db, actor: Actor, input: { name: string; expiresInDays: number | null }) {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId: actor.userId,
      workspaceId: actor.workspaceId,
      name: input.name,
      tokenHash: hashApiToken(token),
      prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
      expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null,
    })
    .returning();
  return { ...toApiToken(row!), token };
}

export async function revokeApiToken(db: Db, userId: string, tokenId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(tokenId)) throw notFound();
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (!revoked.length) throw notFound();
}
