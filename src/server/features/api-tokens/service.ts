import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { apiTokens } from "../../../db/schema/api-tokens";
import { projects } from "../../../db/schema/projects";
import { isTokenScope, type TokenScope } from "../../../domain/api-tokens/scopes";
import { API_TOKEN_PREFIX, hashApiToken } from "../../principal";
import type { Actor } from "../../actor";
import { HttpError, notFound } from "../../errors";

type Row = typeof apiTokens.$inferSelect;

function toApiToken(row: Row, names: ReadonlyMap<string, string>) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    workspaceId: row.workspaceId,
    scope: (isTokenScope(row.scope) ? row.scope : "read") as TokenScope,
    // A project deleted since stays out of the list: the token does not reach it any more.
    projects: row.projectIds ? row.projectIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])) : null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function projectNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The caller's active tokens, every workspace's; another user's are never read. */
export async function listApiTokens(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
  const names = await projectNames(db, [...new Set(rows.flatMap((r) => r.projectIds ?? []))]);
  return rows.map((row) => toApiToken(row, names));
}

type CreateInput = { name: string; expiresInDays: number | null; scope: TokenScope; projectIds: string[] | null };

/** Makes a token for the actor's workspace; the secret is returned once and only its hash is kept. */
export async function createApiToken(db: Db, actor: Actor, input: CreateInput) {
  let names = new Map<string, string>();
  if (input.projectIds) {
    // Only projects of the token's own workspace: another's are unknown, whatever their id.
    const rows = await db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(and(eq(projects.workspaceId, actor.workspaceId), inArray(projects.id, input.projectIds)));
    names = new Map(rows.map((r) => [r.id, r.name]));
    if (names.size !== input.projectIds.length) {
      throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { projectIds: { key: "tokenScopes.errors.unknown_project" } });
    }
  }
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId: actor.userId,
      workspaceId: actor.workspaceId,
      name: input.name,
      tokenHash: hashApiToken(token),
      prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
      scope: input.scope,
      projectIds: input.projectIds,
      expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null,
    })
    .returning();
  return { ...toApiToken(row!, names), token };
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
