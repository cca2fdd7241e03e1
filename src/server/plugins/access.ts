import { and, eq, sql } from "drizzle-orm";
import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { preparedRows, preparedStatement, type Db } from "../../db/client";
import { users, workspaceMembers, workspaces } from "../../db/schema/accounts";
import { apiTokens } from "../../db/schema/api-tokens";
import { passkeys } from "../../db/schema/passkeys";
import { projects } from "../../db/schema/projects";
import { can, isWorkspaceRole, type WorkspaceAction } from "../../domain/authorization";
import { decideTokenScope, isTokenScope, type TokenLimits } from "../../domain/api-tokens/scopes";
import { MFA_REQUIRED_CODE } from "../../domain/mfa/contract";
import type { Actor } from "../actor";
import { HttpError, forbidden, notFound, unauthorized } from "../errors";
import { API_TOKEN_PREFIX, hashApiToken, type Principal, type SessionResolver } from "../principal";
import { personalWorkspaceSlug, type Membership } from "../workspaces";
import type { SessionInfo } from "./auth";

// Who asks, resolved once per request before the handler runs, from the route's declared access
// (decision 0009). A route says what it needs in `config.access`; the handler then reads
// `request.caller`, `request.actor` and, on project routes, `request.project`: the project row and
// the caller's role in its workspace come from one query, and services take the row instead of
// reading the project again. The account routes, which need Better Auth's whole session (e-mail,
// session token), declare `needsSession` and read `request.session`.

export type Access =
  /** Anyone; no session is read. */
  | { level: "public" }
  /** A signed-in caller (session or API token), whatever the workspace: their own notifications, tokens. */
  | { level: "signed-in"; sessionOnly?: boolean; needsSession?: boolean; projectScoped?: boolean }
  /** An installation administrator. */
  | { level: "admin"; needsSession?: boolean }
  /**
   * A member of the workspace asked for (`workspaceId` in the query string, in the body for
   * `from: "body"`, in the path for `from: "params"`), else the active one, else the personal one.
   */
  | { level: "workspace"; action: WorkspaceAction; from?: "query" | "body" | "params"; sessionOnly?: boolean; needsSession?: boolean; projectScoped?: boolean }
  /**
   * A member of the workspace of the project named by the path parameter (or the query parameter,
   * `in: "query"`); with `orWorkspace`, a request that names no project is a workspace request.
   */
  | { level: "project"; action: WorkspaceAction; param: string; in?: "params" | "query" | "body"; orWorkspace?: boolean; readsOnly?: boolean }
  /** A member of the workspace that owns the record the route names (a report…), found by `workspaceOf`. */
  | { level: "record"; action: WorkspaceAction; workspaceOf: (request: FastifyRequest) => Promise<string | undefined> };

export const access = {
  public: { level: "public" } as const,
  signedIn: { level: "signed-in" } as const,
  /** Signed in through the browser: what an API token must not do for itself (make more tokens). */
  browserSession: { level: "signed-in", sessionOnly: true } as const,
  admin: { level: "admin" } as const,
  /**
   * `projectScoped`: the route narrows its answer to `actor.projectIds` itself, so a token limited
   * to some projects may use it (decision 0417); without it such a token is refused.
   */
  workspace: (action: WorkspaceAction, options: { from?: "query" | "body"; sessionOnly?: boolean; projectScoped?: boolean } = {}): Access => ({ level: "workspace", action, ...options }),
  project: (action: WorkspaceAction, param = "projectId"): Access => ({ level: "project", action, param }),
  /** `projectId` in the query (or body) names a project to act in its workspace; without it, the workspace asked for. */
  /**
   * `readsOnly`: the route writes nothing of the workspace's whatever its method (a question sent as a
   * POST), so a read-only token may call it (decision 0941); the handler refuses anything else itself.
   */
  projectOrWorkspace: (action: WorkspaceAction, from: "query" | "body" = "query", options: { readsOnly?: boolean } = {}): Access => ({ level: "project", action, param: "projectId", in: from, orWorkspace: true, ...options }),
  record: (action: WorkspaceAction, workspaceOf: (request: FastifyRequest) => Promise<string | undefined>): Access => ({ level: "record", action, workspaceOf }),
  /**
   * The account routes (me, team, administration): the browser's Better Auth session, whole, in
   * `request.session`. An API token is answered 401, as if unsigned: these routes were never open to
   * tokens. The rule's other checks come first, so a stranger still gets 404 and a viewer 403.
   */
  account: {
    signedIn: { level: "signed-in", needsSession: true } as const,
    admin: { level: "admin", needsSession: true } as const,
    /** A member of the workspace named by the path's `:workspaceId`; `request.membership` is theirs. */
    workspace: (action: WorkspaceAction): Access => ({ level: "workspace", action, from: "params", needsSession: true }),
  },
};

/** `token`: an API token's scope and projects (decision 0417); absent for a session. */
export type Caller = Principal & { isAdmin: boolean; sessionId?: string; token?: TokenLimits };
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
    /** Set for workspace routes: the caller's membership of the workspace. */
    readonly membership: Membership;
    /** Set for routes that declare `needsSession`: Better Auth's session, whole. */
    readonly session: SessionInfo;
  }
}

type Resolved = { caller?: Caller; actor?: Actor; project?: AccessProject; membership?: Membership; session?: SessionInfo };
const resolved = new WeakMap<FastifyRequest, Resolved>();

function read<K extends keyof Resolved>(request: FastifyRequest, key: K): NonNullable<Resolved[K]> {
  const value = resolved.get(request)?.[key];
  // A programming error, not a client's: the route used what its declared access does not provide.
  if (!value) throw new Error(`request.${key} read on ${request.routeOptions.method} ${request.routeOptions.url}, whose access does not provide it`);
  return value as NonNullable<Resolved[K]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TokenMembership = { memberId: string; workspaceId: string; role: string } & MfaState;
/** A token's membership of its own workspace, read with the token in the same query (issue 17). */
const tokenMemberships = new WeakMap<Caller, TokenMembership | null>();

/**
 * The token, its owner and the owner's membership of the token's workspace: one prepared statement,
 * the answer as one JSON text (the same on both engines). `hasMfa` counts the account's passkeys, as
 * `mfaSatisfied` does for a token (decision 0416).
 */
const tokenStatement = preparedStatement(
  "rumbo_api_token",
  sql`select json_build_object(
      'id', ${apiTokens.id}, 'userId', ${apiTokens.userId}, 'workspaceId', ${apiTokens.workspaceId},
      'lastUsedMs', (extract(epoch from ${apiTokens.lastUsedAt}) * 1000)::float8,
      'scope', ${apiTokens.scope}, 'projectIds', ${apiTokens.projectIds},
      'role', ${users.role}, 'banned', ${users.banned},
      'hasMfa', (${users.twoFactorEnabled} or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})),
      'memberId', ${workspaceMembers.id}, 'memberRole', ${workspaceMembers.role}, 'requireMfa', ${workspaces.requireMfa})::text as body
    from ${apiTokens}
    join ${users} on ${users.id} = ${apiTokens.userId}
    left join ${workspaceMembers} on ${workspaceMembers.organizationId} = ${apiTokens.workspaceId} and ${workspaceMembers.userId} = ${apiTokens.userId}
    left join ${workspaces} on ${workspaces.id} = ${workspaceMembers.organizationId}
   where ${apiTokens.tokenHash} = ${sql.raw("$1")} and ${apiTokens.revokedAt} is null
     and (${apiTokens.expiresAt} is null or ${apiTokens.expiresAt} > ${sql.raw("$2::timestamptz")})`,
);

type TokenRow = {
  id: string;
  userId: string;
  workspaceId: string;
  lastUsedMs: number | null;
  scope: string;
  projectIds: string[] | null;
  role: string;
  banned: boolean;
  hasMfa: boolean;
  memberId: string | null;
  memberRole: string | null;
  requireMfa: boolean | null;
};

async function callerFromToken(db: Db, token: string): Promise<Caller | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [found] = await preparedRows<{ body: string }>(db, tokenStatement, [hashApiToken(token), new Date().toISOString()]);
  const row = found && (JSON.parse(found.body) as TokenRow);
  // A banned owner's tokens stop with their sessions.
  if (!row || row.banned) return null;
  // Recorded without waiting, at most once a minute: the owner sees it in settings, and a script
  // making many calls must not pay a write for each.
  if (row.lastUsedMs === null || Date.now() - row.lastUsedMs > 60_000) {
    void db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.id)).catch(() => undefined);
  }
  // An unknown scope (a row written by hand) reads only: the narrower reading.
  const limits: TokenLimits = { scope: isTokenScope(row.scope) ? row.scope : "read", projectIds: row.projectIds ?? null };
  const caller: Caller = { userId: row.userId, workspaceId: row.workspaceId, via: "token", isAdmin: row.role === "admin", token: limits };
  // The membership the token's workspace routes need, so they ask nothing more (issue 17).
  tokenMemberships.set(
    caller,
    row.memberId && row.memberRole && row.requireMfa !== null ? { memberId: row.memberId, workspaceId: row.workspaceId, role: row.memberRole, requireMfa: row.requireMfa, hasMfa: row.hasMfa } : null,
  );
  return caller;
}

async function resolveCaller(request: FastifyRequest, db: Db, resolveSession: SessionResolver): Promise<{ caller: Caller; session?: SessionInfo } | null> {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) {
    const caller = await callerFromToken(db, header.slice(7).trim());
    return caller && { caller };
  }
  const session = await resolveSession(request);
  if (!session) return null;
  return {
    caller: { userId: session.userId, workspaceId: session.activeWorkspaceId ?? undefined, via: "session", lang: session.locale ?? undefined, isAdmin: session.role === "admin", sessionId: session.session?.session.id },
    session: session.session,
  };
}

/** The caller's membership of the workspace asked for, else the active one, else their personal one; one query. */
async function workspaceRole(db: Db, caller: Caller, asked: string | undefined): Promise<({ memberId: string; workspaceId: string; role: string } & MfaState) | undefined> {
  // A token belongs to one workspace and never reaches another.
  if (caller.via === "token" && asked && asked !== caller.workspaceId) return undefined;
  // Read with the token already: its own workspace, the only one it reaches.
  const known = tokenMemberships.get(caller);
  if (known !== undefined) return known ?? undefined;
  const target = asked ?? caller.workspaceId;
  const base = db
    .select({ memberId: workspaceMembers.id, workspaceId: workspaceMembers.organizationId, role: workspaceMembers.role, requireMfa: workspaces.requireMfa, hasMfa: mfaSatisfied(caller) })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.organizationId))
    .innerJoin(users, eq(users.id, workspaceMembers.userId));
  const [row] = await base
    .where(and(eq(workspaceMembers.userId, caller.userId), target ? eq(workspaces.id, target) : eq(workspaces.slug, personalWorkspaceSlug(caller.userId))))
    .limit(1);
  return row;
}

/** The project and the caller's role in its workspace, in one query. */
async function projectWithRole(db: Db, caller: Caller, projectId: string) {
  const userId = caller.userId;
  const [row] = await db
    .select({ project: projects, role: workspaceMembers.role, requireMfa: workspaces.requireMfa, hasMfa: mfaSatisfied(caller) })
    .from(projects)
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.organizationId, projects.workspaceId), eq(workspaceMembers.userId, userId)))
    .leftJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(projects.id, projectId))
    .limit(1);
  return row;
}

/**
 * Whether the caller has a second factor (decisions 0415, 0416): TOTP on the account, or, for a
 * session, that it was opened with a passkey; an API token, made from a session, counts the
 * account's passkeys.
 */
function mfaSatisfied(caller: Caller) {
  if (caller.via === "session" && caller.sessionId) {
    return sql<boolean>`("users"."two_factor_enabled" or exists (select 1 from "passkey_sessions" "ps" where "ps"."session_id" = ${caller.sessionId}))`;
  }
  if (caller.via === "token") return sql<boolean>`("users"."two_factor_enabled" or exists (select 1 from "passkeys" "p" where "p"."user_id" = "users"."id"))`;
  return sql<boolean>`"users"."two_factor_enabled"`;
}

/** Whether the workspace requires MFA and whether the caller has it (decision 0415). */
type MfaState = { requireMfa: boolean; hasMfa: boolean | null };

function actorFor(request: FastifyRequest, caller: Caller, workspaceId: string, role: string, action: WorkspaceAction, mfa: MfaState): Actor {
  // Someone else's workspace does not exist, as far as the caller can tell; their own, with too
  // small a role, says so.
  if (!isWorkspaceRole(role)) throw notFound();
  if (!can(role, action)) throw forbidden();
  // A workspace that requires MFA shows nothing to a member without it, by session or token, until
  // they turn it on (the web sends them to the set-up).
  if (mfa.requireMfa && !mfa.hasMfa) throw new HttpError(403, MFA_REQUIRED_CODE, "mfa.errors.required");
  const projectIds = caller.token?.projectIds;
  return { userId: caller.userId, workspaceId, role, lang: request.lang, ...(projectIds ? { projectIds } : {}) };
}

/**
 * An API token's scope, checked where the token becomes an actor (decision 0417): a read-only token
 * writes nothing (403, before anything about the target is looked at), a token limited to some
 * projects gets 404 for any other and 403 on routes over the whole workspace that do not narrow
 * their answer to its projects.
 */
function checkTokenScope(request: FastifyRequest, caller: Caller, target: { projectId?: string; isProjectScoped?: boolean; readsOnly?: boolean }): void {
  if (!caller.token) return;
  const decision = decideTokenScope(caller.token, { method: request.method, ...target });
  if (decision.ok) return;
  if (decision.reason === "not_found") throw notFound();
  throw new HttpError(403, `token_${decision.reason}`, `tokenScopes.errors.${decision.reason}`);
}

async function workspaceActor(request: FastifyRequest, db: Db, caller: Caller, action: WorkspaceAction, source: unknown): Promise<{ actor: Actor; membership: Membership }> {
  const asked = (source as { workspaceId?: unknown } | undefined)?.workspaceId;
  const found = await workspaceRole(db, caller, typeof asked === "string" && asked ? asked : undefined);
  if (!found) throw notFound();
  const actor = actorFor(request, caller, found.workspaceId, found.role, action, found);
  return { actor, membership: { id: found.memberId, workspaceId: actor.workspaceId, userId: actor.userId, role: actor.role } };
}

/** The project and the caller's actor in its workspace, or 404/403 as the route would answer. */
async function projectActor(request: FastifyRequest, db: Db, caller: Caller, projectId: string, action: WorkspaceAction, readsOnly: boolean): Promise<{ actor: Actor; project: AccessProject }> {
  if (!UUID.test(projectId)) throw notFound();
  checkTokenScope(request, caller, { projectId: projectId.toLowerCase(), readsOnly });
  const found = await projectWithRole(db, caller, projectId);
  if (!found || !found.role) throw notFound();
  if (caller.via === "token" && found.project.workspaceId !== caller.workspaceId) throw notFound();
  return { actor: actorFor(request, caller, found.project.workspaceId, found.role, action, found), project: found.project };
}

export type AccessOptions = { db: Db; resolveSession: SessionResolver };

/**
 * The project a page's address names, when whoever asks may read it through the API (the same
 * checks: session, membership, role, the workspace's MFA), else null, never an error. The server
 * writes its name into the page's frame (decision 1860).
 */
export async function readableProject(request: FastifyRequest, projectId: string, options: AccessOptions): Promise<AccessProject | null> {
  try {
    const found = await resolveCaller(request, options.db, options.resolveSession);
    if (!found) return null;
    return (await projectActor(request, options.db, found.caller, projectId, "project:read", true)).project;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

export async function resolveAccess(request: FastifyRequest, rule: Access, options: AccessOptions): Promise<Resolved> {
  if (rule.level === "public") return {};
  const found = await resolveCaller(request, options.db, options.resolveSession);
  if (!found) throw unauthorized();
  const granted = await grant(request, rule, found.caller, options.db);
  if (!("needsSession" in rule && rule.needsSession)) return granted;
  // Checked after the rule: whoever may not use the route hears 404 or 403 first, as on any other.
  if (!found.session || found.caller.via !== "session") throw unauthorized();
  return { ...granted, session: found.session };
}

async function grant(request: FastifyRequest, rule: Exclude<Access, { level: "public" }>, caller: Caller, db: Db): Promise<Resolved> {
  if ("sessionOnly" in rule && rule.sessionOnly && caller.via !== "session") throw forbidden();
  // Writes first: a read-only token learns nothing of the target it may not write to anyway.
  const readsOnly = "readsOnly" in rule && rule.readsOnly === true;
  checkTokenScope(request, caller, { isProjectScoped: true, readsOnly });
  switch (rule.level) {
    case "signed-in":
      checkTokenScope(request, caller, { isProjectScoped: rule.projectScoped });
      return { caller };
    case "admin":
      checkTokenScope(request, caller, {});
      if (!caller.isAdmin) throw new HttpError(403, "forbidden", "errors.admin_only");
      return { caller };
    case "workspace": {
      checkTokenScope(request, caller, { isProjectScoped: rule.projectScoped });
      if (rule.from === "params") {
        // A path that names no workspace names none: no falling back to the active one.
        const named = (request.params as { workspaceId?: unknown } | undefined)?.workspaceId;
        if (typeof named !== "string" || !named) throw notFound();
        return { caller, ...(await workspaceActor(request, db, caller, rule.action, { workspaceId: named })) };
      }
      return { caller, ...(await workspaceActor(request, db, caller, rule.action, rule.from === "body" ? request.body : request.query)) };
    }
    case "project": {
      const source = rule.in === "query" ? request.query : rule.in === "body" ? request.body : request.params;
      const projectId = (source as Record<string, unknown> | undefined)?.[rule.param];
      if (rule.orWorkspace && (projectId === undefined || projectId === "")) {
        checkTokenScope(request, caller, { readsOnly });
        return { caller, ...(await workspaceActor(request, db, caller, rule.action, source)) };
      }
      if (typeof projectId !== "string") throw notFound();
      return { caller, ...(await projectActor(request, db, caller, projectId, rule.action, readsOnly)) };
    }
    case "record": {
      checkTokenScope(request, caller, {});
      const workspaceId = await rule.workspaceOf(request);
      if (!workspaceId) throw notFound();
      return { caller, ...(await workspaceActor(request, db, caller, rule.action, { workspaceId })) };
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
    app.decorateRequest("membership", { getter(this: FastifyRequest) { return read(this, "membership"); } });
    app.decorateRequest("session", { getter(this: FastifyRequest) { return read(this, "session"); } });

    app.addHook("preValidation", async (request) => {
      const rule = request.routeOptions.config.access;
      if (rule) resolved.set(request, await resolveAccess(request, rule, options));
    });
  },
  { name: "rumbo-access", dependencies: ["rumbo-language"] },
);
