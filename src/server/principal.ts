import { createHash } from "node:crypto";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { apiTokens } from "../db/schema/api-tokens";
import { projects } from "../db/schema/projects";
import { pickLanguage } from "../domain/i18n/translate";
import type { Actor } from "./actor";
import { notFound, unauthorized } from "./errors";
import { findMembership, findPersonalWorkspaceId } from "./workspaces";

// Who is calling: a browser session (cookie) or a personal API token (Authorization: Bearer).
// A token acts with its owner's rights, in the workspace it was made for.
export type Principal = {
  userId: string;
  /** The workspace the session has chosen, or the token's workspace. */
  workspaceId?: string;
  via: "session" | "token";
  lang?: string;
};

export type SessionResolver = (request: FastifyRequest) => Promise<{ userId: string; activeWorkspaceId?: string | null; locale?: string | null; role?: string | null } | null>;

export const API_TOKEN_PREFIX = "rumbo_";

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function principalFromToken(db: Db, token: string): Promise<Principal | null> {
  const [row] = await db
    .select({ id: apiTokens.id, userId: apiTokens.userId, workspaceId: apiTokens.workspaceId, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hashApiToken(token)), isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, new Date()))));
  if (!row) return null;
  // Recorded without waiting, at most once a minute: the owner sees it in settings, and a script
  // making many calls must not pay a write for each.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    void db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.id)).catch(() => undefined);
  }
  return { userId: row.userId, workspaceId: row.workspaceId, via: "token" };
}

export async function resolvePrincipal(request: FastifyRequest, db: Db, resolveSession: SessionResolver): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) {
    const token = header.slice(7).trim();
    return token.startsWith(API_TOKEN_PREFIX) ? principalFromToken(db, token) : null;
  }
  const session = await resolveSession(request);
  if (!session) return null;
  return { userId: session.userId, workspaceId: session.activeWorkspaceId ?? undefined, via: "session", lang: session.locale ?? undefined };
}

export async function requirePrincipal(request: FastifyRequest, db: Db, resolveSession: SessionResolver): Promise<Principal> {
  const principal = await resolvePrincipal(request, db, resolveSession);
  if (!principal) throw unauthorized();
  return principal;
}

/**
 * The actor for a workspace-wide request (lists, creation): the workspace asked for, else the
 * session's active one, else the personal one. Not a member → 404, as if it did not exist.
 */
export async function actorForWorkspace(request: FastifyRequest, db: Db, principal: Principal, workspaceId?: string): Promise<Actor> {
  if (principal.via === "token" && workspaceId && workspaceId !== principal.workspaceId) throw notFound();
  const target = workspaceId ?? principal.workspaceId ?? (await findPersonalWorkspaceId(db, principal.userId));
  if (!target) throw notFound();
  const membership = await findMembership(db, target, principal.userId);
  if (!membership) throw notFound();
  return { userId: principal.userId, workspaceId: target, role: membership.role, lang: pickLanguage(request.lang) ?? "es" };
}

/** The actor for a request about one project: its workspace, if the caller belongs to it; else 404. */
export async function actorForProject(request: FastifyRequest, db: Db, principal: Principal, projectId: string): Promise<Actor> {
  if (!/^[0-9a-f-]{36}$/i.test(projectId)) throw notFound();
  const [row] = await db.select({ workspaceId: projects.workspaceId }).from(projects).where(eq(projects.id, projectId));
  if (!row) throw notFound();
  if (principal.via === "token" && row.workspaceId !== principal.workspaceId) throw notFound();
  return actorForWorkspace(request, db, { ...principal, via: "session" }, row.workspaceId);
}
