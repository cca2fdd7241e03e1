import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../db/test-database";
import { users, workspaceMembers, workspaces } from "../../db/schema/accounts";
import { apiTokens } from "../../db/schema/api-tokens";
import { projects } from "../../db/schema/projects";
import { API_TOKEN_PREFIX, hashApiToken, type SessionResolver } from "../principal";
import { personalWorkspaceSlug } from "../workspaces";
import { access, accessPlugin } from "./access";
import { errorsPlugin } from "./errors";
import { languagePlugin } from "./language";

// The access plugin on its own: a tiny app with one route per access level, driven with headers
// that say who asks (x-user, x-admin; x-session for Better Auth's whole session record), and bearer
// tokens made in the database.

const headerSession: SessionResolver = async (request) => {
  const userId = request.headers["x-user"];
  if (typeof userId !== "string") return null;
  const role = request.headers["x-admin"] === "1" ? "admin" : "user";
  if (request.headers["x-session"] !== "1") return { userId, role };
  const session = { id: `s-${userId}`, token: `t-${userId}`, userId, expiresAt: new Date(Date.now() + 60_000) };
  return { userId, role, session: { user: { id: userId, email: `${userId}@example.mx`, name: userId, emailVerified: true, role }, session } };
};

let t: TestDatabase;
let app: FastifyInstance;
const ana = "user-ana";
const beto = "user-beto";
const vera = "user-vera";
const anaWorkspace = randomUUID();
const betoWorkspace = randomUUID();
const anaProject = randomUUID();
const betoProject = randomUUID();
const anaMember = randomUUID();
const anaToken = `${API_TOKEN_PREFIX}ana-token`;
const bannedToken = `${API_TOKEN_PREFIX}banned-token`;

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.database.db;
  await db.insert(users).values([
    { id: ana, email: "ana@example.mx", name: "Ana" },
    { id: beto, email: "beto@example.mx", name: "Beto" },
    { id: vera, email: "vera@example.mx", name: "Vera" },
    { id: "user-banned", email: "banned@example.mx", name: "Banned", banned: true },
  ]);
  await db.insert(workspaces).values([
    { id: anaWorkspace, name: "Ana", slug: personalWorkspaceSlug(ana) },
    { id: betoWorkspace, name: "Beto", slug: personalWorkspaceSlug(beto) },
  ]);
  await db.insert(workspaceMembers).values([
    { id: anaMember, organizationId: anaWorkspace, userId: ana, role: "owner" },
    { id: randomUUID(), organizationId: anaWorkspace, userId: vera, role: "viewer" },
    { id: randomUUID(), organizationId: anaWorkspace, userId: "user-banned", role: "member" },
    { id: randomUUID(), organizationId: betoWorkspace, userId: beto, role: "owner" },
  ]);
  await db.insert(projects).values([
    { id: anaProject, workspaceId: anaWorkspace, name: "Atlas", ownerId: ana },
    { id: betoProject, workspaceId: betoWorkspace, name: "Orión", ownerId: beto },
  ]);
  await db.insert(apiTokens).values([
    { id: randomUUID(), userId: ana, workspaceId: anaWorkspace, name: "script", tokenHash: hashApiToken(anaToken), prefix: anaToken.slice(0, 12) },
    { id: randomUUID(), userId: "user-banned", workspaceId: anaWorkspace, name: "script", tokenHash: hashApiToken(bannedToken), prefix: bannedToken.slice(0, 12) },
  ]);

  app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(accessPlugin, { db, resolveSession: headerSession });
  app.get("/public", { config: { access: access.public } }, async () => ({ ok: true }));
  app.get("/me", { config: { access: access.signedIn } }, async (request) => ({ userId: request.caller.userId, via: request.caller.via }));
  app.get("/admin", { config: { access: access.admin } }, async () => ({ ok: true }));
  app.get(
    "/workspace",
    { config: { access: access.workspace("project:read") }, schema: { querystring: z.object({ workspaceId: z.string().optional() }) } },
    async (request) => ({ workspaceId: request.actor.workspaceId, role: request.actor.role }),
  );
  app.post("/workspace", { config: { access: access.workspace("project:write") } }, async (request) => ({ role: request.actor.role }));
  app.get(
    "/projects/:projectId",
    { config: { access: access.project("project:read") }, schema: { params: z.object({ projectId: z.string() }) } },
    async (request) => ({ name: request.project.name, role: request.actor.role, workspaceId: request.actor.workspaceId }),
  );
  app.delete(
    "/projects/:projectId",
    { config: { access: access.project("project:delete") }, schema: { params: z.object({ projectId: z.string() }) } },
    async () => ({ deleted: true }),
  );
  app.get("/account", { config: { access: access.account.signedIn } }, async (request) => ({ email: request.session.user.email }));
  app.get("/account/admin", { config: { access: access.account.admin } }, async (request) => ({ token: request.session.session.token }));
  app.get(
    "/account/workspaces/:workspaceId",
    { config: { access: access.account.workspace("member:invite") }, schema: { params: z.object({ workspaceId: z.string() }) } },
    async (request) => ({ membership: request.membership, email: request.session.user.email }),
  );
  app.get("/misused", { config: { access: access.signedIn } }, async (request) => ({ workspaceId: request.actor.workspaceId }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const as = (user?: string, extra: Record<string, string> = {}) => ({ ...(user ? { "x-user": user } : {}), ...extra });

describe("access plugin", () => {
  it("lets anyone through a public route, and nobody unsigned through the others (401)", async () => {
    expect((await app.inject({ url: "/public" })).statusCode).toBe(200);
    for (const url of ["/me", "/admin", "/workspace", `/projects/${anaProject}`]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json().error.code).toBe("unauthorized");
    }
  });

  it("resolves the caller by session or by API token", async () => {
    expect((await app.inject({ url: "/me", headers: as(ana) })).json()).toEqual({ userId: ana, via: "session" });
    expect((await app.inject({ url: "/me", headers: { authorization: `Bearer ${anaToken}` } })).json()).toEqual({ userId: ana, via: "token" });
    expect((await app.inject({ url: "/me", headers: { authorization: "Bearer rumbo_unknown" } })).statusCode).toBe(401);
  });

  it("refuses a banned owner's API token", async () => {
    expect((await app.inject({ url: "/me", headers: { authorization: `Bearer ${bannedToken}` } })).statusCode).toBe(401);
  });

  it("lets only administrators through admin routes (403 otherwise, in the caller's language)", async () => {
    const refused = await app.inject({ url: "/admin?lang=en", headers: as(ana) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/admin/i);
    expect((await app.inject({ url: "/admin", headers: as(ana, { "x-admin": "1" }) })).statusCode).toBe(200);
  });

  it("picks the workspace asked for, else the personal one, and hides others' (404)", async () => {
    expect((await app.inject({ url: "/workspace", headers: as(ana) })).json()).toEqual({ workspaceId: anaWorkspace, role: "owner" });
    expect((await app.inject({ url: `/workspace?workspaceId=${anaWorkspace}`, headers: as(vera) })).json()).toEqual({ workspaceId: anaWorkspace, role: "viewer" });
    expect((await app.inject({ url: `/workspace?workspaceId=${betoWorkspace}`, headers: as(ana) })).statusCode).toBe(404);
    // Vera has no personal workspace: nothing to act in.
    expect((await app.inject({ url: "/workspace", headers: as(vera) })).statusCode).toBe(404);
  });

  it("keeps a token inside its own workspace", async () => {
    const headers = { authorization: `Bearer ${anaToken}` };
    expect((await app.inject({ url: "/workspace", headers })).json().workspaceId).toBe(anaWorkspace);
    expect((await app.inject({ url: `/workspace?workspaceId=${betoWorkspace}`, headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/projects/${anaProject}`, headers })).json().name).toBe("Atlas");
    expect((await app.inject({ url: `/projects/${betoProject}`, headers })).statusCode).toBe(404);
  });

  it("refuses a write to a role that may only read (403)", async () => {
    expect((await app.inject({ method: "POST", url: `/workspace?workspaceId=${anaWorkspace}`, headers: as(vera) })).statusCode).toBe(403);
    expect((await app.inject({ method: "POST", url: "/workspace", headers: as(ana) })).json()).toEqual({ role: "owner" });
  });

  it("loads the project with the caller's role, and answers 404 for another workspace's, a missing or a malformed id", async () => {
    expect((await app.inject({ url: `/projects/${anaProject}`, headers: as(vera) })).json()).toEqual({ name: "Atlas", role: "viewer", workspaceId: anaWorkspace });
    for (const id of [betoProject, randomUUID(), "not-a-uuid", "0000"]) {
      expect((await app.inject({ url: `/projects/${id}`, headers: as(ana) })).statusCode, id).toBe(404);
    }
    expect((await app.inject({ method: "DELETE", url: `/projects/${anaProject}`, headers: as(vera) })).statusCode).toBe(403);
    expect((await app.inject({ method: "DELETE", url: `/projects/${anaProject}`, headers: as(ana) })).json()).toEqual({ deleted: true });
  });

  it("gives the account routes Better Auth's whole session, and answers 401 to a caller without one (an API token)", async () => {
    const withSession = { "x-session": "1" };
    expect((await app.inject({ url: "/account", headers: as(ana, withSession) })).json()).toEqual({ email: `${ana}@example.mx` });
    expect((await app.inject({ url: "/account", headers: as(ana) })).statusCode).toBe(401);
    expect((await app.inject({ url: "/account", headers: { authorization: `Bearer ${anaToken}` } })).statusCode).toBe(401);
    expect((await app.inject({ url: "/account" })).statusCode).toBe(401);

    expect((await app.inject({ url: "/account/admin", headers: as(ana, { ...withSession, "x-admin": "1" }) })).json()).toEqual({ token: `t-${ana}` });
    expect((await app.inject({ url: "/account/admin", headers: as(ana, { "x-admin": "1" }) })).statusCode).toBe(401);
    expect((await app.inject({ url: "/account/admin", headers: as(ana, withSession) })).statusCode).toBe(403);
  });

  it("gives an account workspace route the caller's membership of the path's workspace (404 to a stranger, 403 to a small role)", async () => {
    const withSession = { "x-session": "1" };
    const url = `/account/workspaces/${anaWorkspace}`;
    expect((await app.inject({ url, headers: as(ana, withSession) })).json()).toEqual({
      membership: { id: anaMember, workspaceId: anaWorkspace, userId: ana, role: "owner" },
      email: `${ana}@example.mx`,
    });
    // The workspace in the path, not the personal one: Beto owns his, not Ana's.
    expect((await app.inject({ url, headers: as(beto, withSession) })).statusCode).toBe(404);
    expect((await app.inject({ url: `/account/workspaces/${randomUUID()}`, headers: as(ana, withSession) })).statusCode).toBe(404);
    expect((await app.inject({ url, headers: as(vera, withSession) })).statusCode).toBe(403);
    // An empty path segment is no workspace, not the caller's active or personal one.
    expect((await app.inject({ url: "/account/workspaces/", headers: as(ana, withSession) })).statusCode).toBe(404);
    // Who may not use the route hears so first; who may, without the session, 401.
    expect((await app.inject({ url, headers: as(beto) })).statusCode).toBe(404);
    expect((await app.inject({ url, headers: as(ana) })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: { authorization: `Bearer ${anaToken}` } })).statusCode).toBe(401);
  });

  it("fails loudly when a handler reads what its access does not provide", async () => {
    const answer = await app.inject({ url: "/misused", headers: as(ana) });
    expect(answer.statusCode).toBe(500);
  });
});
