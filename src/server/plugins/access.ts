import { and, eq, gt, isNull, or } from "drizzle-orm";
import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { users, workspaceMembers, workspaces } from "../../db/schema/accounts";
import { apiTokens } from "../../db/schema/api-tokens";
import { projects } from "../../db/schema/projects";
import { can, isWorkspaceRole, type WorkspaceAction } from "../../domain/authorization";
import type { Actor } from "../actor";
import { HttpError, forbidden, notFound, unauthorized } from "../errors";
import { API_TOKEN_PREFIX, hashApiToken, type Principal, type SessionResolver } from "../principal";
import { personalWorkspaceSlug } from "../workspaces";

// Who asks, resolved once per request before the handler runs, from the route's declared access
// (decision 0009). A route says what it needs in `config.access`; the handler then reads
// `request.caller`, `request.actor` and, on project routes, `request.project`: the project row and
// the caller's role in its workspace come from one query, and services take the row instead of
// reading the project again.

export type Access =
  /** Anyone; no session is read. */
  | { level: "public" }
  /** A signed-in caller (session or API token), whatever the workspace: their own notifications, tokens. */
  | { level: "signed-in"; sessionOnly?: boolean }
  /** An installation administrator. */
  | { level: "admin" }
  /**
   * A member of the workspace asked for (`workspaceId` in the query string, or in the body for
   * `from: "body"`), else the active one, else the personal one.
   */
  | { level: "workspace"; action: WorkspaceAction; from?: "query" | "body"; sessionOnly?: boolean }
  /**
   * A member of the workspace of the project named by the path parameter (or the query parameter,
   * `in: "query"`); with `orWorkspace`, a request that names no project is a workspace request.
   */
  | { level: "project"; action: WorkspaceAction; param: string; in?: "params" | "query" | "body"; orWorkspace?: boolean }
  /** A member of the workspace that owns the record the route names (a report…), found by `workspaceOf`. */
  | { level: "record"; action: WorkspaceAction; workspaceOf: (db: Db, request: FastifyRequest) => Promise<string | undefined> };

export const access = {
  public: { level: "public" } as const,
  signedIn: { level: "signed-in" } as const,
  /** Signed in through the browser: what an API token must not do for itself (make more tokens). */
  browserSession: { level: "signed-in", sessionOnly: true } as const,
  admin: { level: "admin" } as const,
  workspace: (action: WorkspaceAction, options: { from?: "query" | "body"; sessionOnly?: boolean } = {}): Access => ({ level: "workspace", action, ...options }),
  project: (action: WorkspaceAction, param = "projectId"): Access => ({ level: "project", action, param }),
  /** `projectId` in the query (or body) names a project to act in its workspace; without it, the workspace asked for. */
  projectOrWorkspace: (action: WorkspaceAction, from: "query" | "body" = "query"): Access => ({ level: "project", action, param: "projectId", in: from, orWorkspace: true }),
  record: (action: WorkspaceAction, workspaceOf: (db: Db, request: FastifyRequest) => Promise<string | undefined>): Access => ({ level: "record", action, workspaceOf }),
};

export type Caller = Principal & { isAdmin: boolean };
export type AccessProject = typeof projects.$inferSelect;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: Access;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Set for every route whose access is not public. */
    readonly caller: Caller;
    /** Set for workspace and project routes. */
    readonly actor: Actor;
    /** Set for project routes: the project row, read once with the caller's role. */
    readonly project: AccessProject;
  }
}

type Resolved = { caller?: Caller; actor?: Actor; project?: AccessProject };
const resolved = new WeakMap<FastifyRequest, Resolved>();

function read<K extends keyof Resolved>(request: FastifyRequest, key: K): NonNullable<Resolved[K]> {
  const value = resolved.get(request)?.[key];
  // A programming error, not a client's: the route used what its declared access does not provide.
  if (!value) throw new Error(`request.${key} read on ${request.routeOptions.method} ${request.routeOptions.url}, whose access does not provide it`);
  return value as NonNullable<Resolved[K]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function callerFromToken(db: Db, token: string): Promise<Caller | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({ id: apiTokens.id, userId: apiTokens.userId, workspaceId: apiTokens.workspaceId, lastUsedAt: apiTokens.lastUsedAt, role: users.role, banned: users.banned })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashApiToken(token)), isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, new Date()))));
  // A banned owner's tokens stop with their sessions.
  if (!row || row.banned) return null;
  // Recorded without waiting, at most once a minute: the owner sees it in settings, and a script
  // making many calls must not pay a write for each.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    void db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.id)).catch(() => undefined);
  }
  return { userId: row.userId, workspaceId: row.workspaceId, via: "token", isAdmin: row.role === "admin" };
}

async function resolveCaller(request: FastifyRequest, db: Db, resolveSession: SessionResolver): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return callerFromToken(db, header.slice(7).trim());
  const session = await resolveSession(request);
  if (!session) return null;
  return { userId: session.userId, workspaceId: session.activeWorkspaceId ?? undefined, via: "session", lang: session.locale ?? undefined, isAdmin: session.role === "admin" };
}

/** The caller's role in the workspace asked for, else the active one, else their personal one; one query. */
async function workspaceRole(db: Db, caller: Caller, asked: string | undefined): Promise<{ workspaceId: string; role: string } | undefined> {
  // A token belongs to one workspace and never reaches another.
  if (caller.via === "token" && asked && asked !== caller.workspaceId) return undefined;
  const target = asked ?? caller.workspaceId;
  const base = db
    .select({ workspaceId: workspaceMembers.organizationId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.organizationId));
  const [row] = await base
    .where(and(eq(workspaceMembers.userId, caller.userId), target ? eq(workspaces.id, target) : eq(workspaces.slug, personalWorkspaceSlug(caller.userId))))
    .limit(1);
  return row;
}

/** The project and the caller's role in its workspace, in one query. */
async function projectWithRole(db: Db, userId: string, projectId: string) {
  const [row] = await db
    .select({ project: projects, role: workspaceMembers.role })
    .from(projects)
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.organizationId, projects.workspaceId), eq(workspaceMembers.userId, userId)))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row;
}

function actorFor(request: FastifyRequest, caller: Caller, workspaceId: string, role: string, action: WorkspaceAction): Actor {
  // Someone else's workspace does not exist, as far as the caller can tell; their own, with too
  // small a role, says so.
  if (!isWorkspaceRole(role)) throw notFound();
  if (!can(role, action)) throw forbidden();
  return { userId: caller.userId, workspaceId, role, lang: request.lang };
}

async function workspaceActor(request: FastifyRequest, db: Db, caller: Caller, action: WorkspaceAction, source: unknown): Promise<Actor> {
  const asked = (source as { workspaceId?: unknown } | undefined)?.workspaceId;
  const found = await workspaceRole(db, caller, typeof asked === "string" && asked ? asked : undefined);
  if (!found) throw notFound();
  return actorFor(request, caller, found.workspaceId, found.role, action);
}

export type AccessOptions = { db: Db; resolveSession: SessionResolver };

export async function resolveAccess(request: FastifyRequest, rule: Access, { db, resolveSession }: AccessOptions): Promise<Resolved> {
  if (rule.level === "public") return {};
  const caller = await resolveCaller(request, db, resolveSession);
  if (!caller) throw unauthorized();
  if ("sessionOnly" in rule && rule.sessionOnly && caller.via !== "session") throw forbidden();
  switch (rule.level) {
    case "signed-in":
      return { caller };
    case "admin":
      if (!caller.isAdmin) throw new HttpError(403, "forbidden", "errors.admin_only");
      return { caller };
    case "workspace":
      return { caller, actor: await workspaceActor(request, db, caller, rule.action, rule.from === "body" ? request.body : request.query) };
    case "project": {
      const source = rule.in === "query" ? request.query : rule.in === "body" ? request.body : request.params;
      const projectId = (source as Record<string, unknown> | undefined)?.[rule.param];
      if (rule.orWorkspace && (projectId === undefined || projectId === "")) {
        return { caller, actor: await workspaceActor(request, db, caller, rule.action, source) };
      }
      if (typeof projectId !== "string" || !UUID.test(projectId)) throw notFound();
      const found = await projectWithRole(db, caller.userId, projectId);
      if (!found || !found.role) throw notFound();
      if (caller.via === "token" && found.project.workspaceId !== caller.workspaceId) throw notFound();
      return { caller, actor: actorFor(request, caller, found.project.workspaceId, found.role, rule.action), project: found.project };
    }
    case "record": {
      const workspaceId = await rule.workspaceOf(db, request);
      if (!workspaceId) throw notFound();
      return { caller, actor: await workspaceActor(request, db, caller, rule.action, { workspaceId }) };
    }
  }
}

export type DeclaredAccess = { method: string; url: string; access: Access };

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every API route with the access it declared, for the authorisation matrix test. */
    declaredAccess: DeclaredAccess[];
  }
}

/**
 * Resolves each route's declared access before validation: a caller who may not use a route learns
 * nothing of what it takes (401/403/404 before any 400). Every `/api/v1` route must declare one: a
 * route that forgets fails at start, not in production.
 */
export const accessPlugin = fp<AccessOptions>(
  async (app, options) => {
    const declared: DeclaredAccess[] = [];
    app.decorate("declaredAccess", declared);
    app.addHook("onRoute", (route) => {
      if (route.method === "HEAD") return;
      const rule = route.config?.access;
      // Better Auth's own routes under /api/auth check their session themselves.
      if (!rule && !route.url.startsWith("/api/v1/")) return;
      if (!rule) throw new Error(`${String(route.method)} ${route.url} declares no access (config.access, decision 0009)`);
      for (const method of [route.method].flat()) declared.push({ method: String(method), url: route.url, access: rule });
    });
    app.decorateRequest("caller", { getter(this: FastifyRequest) { return read(this, "caller"); } });
    app.decorateRequest("actor", { getter(this: FastifyRequest) { return read(this, "actor"); } });
    app.decorateRequest("project", { getter(this: FastifyRequest) { return read(this, "project"); } });

    app.addHook("preValidation", async (request) => {
      const rule = request.routeOptions.config.access;
      if (rule) resolved.set(request, await resolveAccess(request, rule, options));
    });
  },
  { name: "rumbo-access", dependencies: ["rumbo-language"] },
);
