import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { users, workspaceMembers, workspaces } from "../../../db/schema/accounts";
import { apiTokens } from "../../../db/schema/api-tokens";
import { hashApiToken } from "../../principal";

// Token scopes (decision 0417), on both databases: read-only refuses writes on every kind of route,
// a project-limited token reaches only its projects, expired and revoked tokens are 401.
describe(`API token scopes on ${testEngine()}`, () => {
  let t: TestApp;
  const json = { "content-type": "application/json" };
  const ana = { "x-test-user": "ana" };
  let projectA = "";
  let projectB = "";
  let taskA = "";
  let channelId = "";
  let ideaId = "";

  const asAna = async (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, body?: unknown) =>
    t.app.inject({ method, url, headers: body === undefined ? ana : { ...ana, ...json }, payload: body === undefined ? undefined : JSON.stringify(body) });
  const withToken = async (token: string, method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, body?: unknown) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : json), "accept-language": "en" }, payload: body === undefined ? undefined : JSON.stringify(body) });
  const makeToken = async (body: Record<string, unknown>, user = ana) => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/me/api-tokens", headers: { ...user, ...json }, payload: JSON.stringify({ name: "Script", ...body }) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; token: string; scope: string; projects: { id: string; name: string }[] | null };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await db.insert(users).values([
      { id: "ana", email: "ana@example.mx" },
      { id: "eve", email: "eve@example.mx" },
    ]);
    await db.insert(workspaces).values([
      { id: "w-ana", name: "Ana", slug: "personal-ana" },
      { id: "w-eve", name: "Eve", slug: "personal-eve" },
    ]);
    await db.insert(workspaceMembers).values([
      { id: "m1", organizationId: "w-ana", userId: "ana", role: "owner" },
      { id: "m2", organizationId: "w-eve", userId: "eve", role: "owner" },
    ]);
    projectA = (await asAna("POST", "/api/v1/projects", { name: "Proyecto A" })).json().id;
    projectB = (await asAna("POST", "/api/v1/projects", { name: "Proyecto B" })).json().id;
    const task = await asAna("POST", `/api/v1/projects/${projectA}/tasks`, { title: "Tarea A" });
    expect(task.statusCode, task.body).toBe(201);
    taskA = task.json().id;
    const channel = await asAna("POST", "/api/v1/channels", { name: "general" });
    expect(channel.statusCode, channel.body).toBe(201);
    channelId = channel.json().id;
    const idea = await asAna("POST", "/api/v1/innovation/ideas", { title: "Idea" });
    expect(idea.statusCode, idea.body).toBe(201);
    ideaId = idea.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists scope, projects and expiry; a token asked without a scope, or made before scopes, reads and writes everywhere", async () => {
    const made = await makeToken({});
    expect(made).toMatchObject({ scope: "read-write", projects: null });
    expect(await makeToken({ scope: "read" })).toMatchObject({ scope: "read", projects: null });
    const limited = await makeToken({ scope: "read-write", projectIds: [projectA], expiresInDays: 30 });
    expect(limited.projects).toEqual([{ id: projectA, name: "Proyecto A" }]);
    const listed = (await asAna("GET", "/api/v1/me/api-tokens")).json().items as { id: string; scope: string; expiresAt: string | null; projects: unknown }[];
    const row = listed.find((r) => r.id === limited.id)!;
    expect(row).toMatchObject({ scope: "read-write", projects: [{ id: projectA, name: "Proyecto A" }] });
    expect(Math.round((Date.parse(row.expiresAt!) - Date.now()) / 86_400_000)).toBe(30);

    // A row as the migration leaves it: the column defaults say read-write, every project.
    await t.testDb.database.db.insert(apiTokens).values({ userId: "ana", workspaceId: "w-ana", name: "Antiguo", tokenHash: hashApiToken("rumbo_legacy"), prefix: "rumbo_legacy" });
    const legacy = (await asAna("GET", "/api/v1/me/api-tokens")).json().items.find((r: { name: string }) => r.name === "Antiguo");
    expect(legacy).toMatchObject({ scope: "read-write", projects: null });
    expect((await withToken("rumbo_legacy", "PATCH", `/api/v1/projects/${projectB}`, { description: "desde un token antiguo" })).statusCode).toBe(200);
  });

  it("refuses a project of another workspace or a bad project list with a translated field message", async () => {
    const other = await t.app.inject({ method: "POST", url: "/api/v1/projects", headers: { "x-test-user": "eve", ...json }, payload: JSON.stringify({ name: "De Eve" }) });
    const res = await t.app.inject({ method: "POST", url: "/api/v1/me/api-tokens?lang=en", headers: { ...ana, ...json }, payload: JSON.stringify({ name: "x", projectIds: [other.json().id] }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.projectIds).toBe("Choose projects of this workspace.");
    expect((await t.app.inject({ method: "POST", url: "/api/v1/me/api-tokens", headers: { ...ana, ...json }, payload: JSON.stringify({ name: "x", scope: "admin" }) })).statusCode).toBe(400);
  });

  it("refuses every write of a read-only token with 403 and a translated message, and lets it read", async () => {
    const { token } = await makeToken({ scope: "read" });
    const writes: [("POST" | "PATCH" | "PUT" | "DELETE"), string, unknown][] = [
      ["POST", "/api/v1/projects", { name: "No" }],
      ["PATCH", `/api/v1/projects/${projectA}`, { name: "No" }],
      ["DELETE", `/api/v1/projects/${projectB}`, undefined],
      ["POST", `/api/v1/projects/${projectA}/tasks`, { title: "No" }],
      ["PATCH", `/api/v1/projects/${projectA}/tasks/${taskA}`, { title: "No" }],
      ["DELETE", `/api/v1/projects/${projectA}/tasks/${taskA}`, undefined],
      // Declared as a read (viewers may watch), still a write.
      ["PUT", `/api/v1/projects/${projectA}/tasks/${taskA}/watchers`, { userId: "ana" }],
      ["POST", `/api/v1/channels/${channelId}/messages`, { body: "No" }],
      ["POST", `/api/v1/innovation/ideas/${ideaId}/comments`, { body: "No" }],
      ["POST", "/api/v1/notifications/read-all", {}],
      // Another workspace's project: 403 too, nothing learnt about it.
      ["PATCH", "/api/v1/projects/00000000-0000-4000-8000-000000000000", { name: "No" }],
    ];
    for (const [method, url, body] of writes) {
      const res = await withToken(token, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().error).toMatchObject({ code: "token_read_only", message: expect.stringContaining("read-only") });
    }
    const es = await t.app.inject({ method: "POST", url: "/api/v1/projects", headers: { authorization: `Bearer ${token}`, ...json, "accept-language": "es" }, payload: JSON.stringify({ name: "No" }) });
    expect(es.json().error.message).toContain("solo lectura");
    // Nothing was written.
    const tasks = (await asAna("GET", `/api/v1/projects/${projectA}/tasks`)).json() as { title: string }[];
    expect(tasks.map((task) => task.title)).toEqual(["Tarea A"]);
    expect((await asAna("GET", `/api/v1/channels/${channelId}/messages`)).json().items ?? []).toHaveLength(0);
    for (const url of ["/api/v1/projects", `/api/v1/projects/${projectA}`, `/api/v1/projects/${projectA}/tasks`, `/api/v1/channels/${channelId}/messages`, `/api/v1/innovation/ideas/${ideaId}`]) {
      expect((await withToken(token, "GET", url)).statusCode, url).toBe(200);
    }
  });

  it("lets a project-limited token list and open only its projects: 404 for others, 403 on routes over the whole workspace", async () => {
    const { token } = await makeToken({ scope: "read-write", projectIds: [projectA] });
    const list = await withToken(token, "GET", "/api/v1/projects");
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((p: { id: string }) => p.id)).toEqual([projectA]);
    expect(list.json().total).toBe(1);
    expect((await withToken(token, "GET", `/api/v1/projects/${projectA}`)).statusCode).toBe(200);
    expect((await withToken(token, "GET", `/api/v1/projects/${projectA}/tasks`)).statusCode).toBe(200);
    expect((await withToken(token, "POST", `/api/v1/projects/${projectA}/tasks`, { title: "Por token" })).statusCode).toBe(201);
    for (const [method, url] of [["GET", `/api/v1/projects/${projectB}`], ["GET", `/api/v1/projects/${projectB}/tasks`], ["PATCH", `/api/v1/projects/${projectB}`]] as const) {
      const res = await withToken(token, method, url, method === "PATCH" ? { name: "No" } : undefined);
      expect(res.statusCode, url).toBe(404);
    }
    for (const url of ["/api/v1/channels", `/api/v1/channels/${channelId}/messages`, "/api/v1/innovation/ideas", "/api/v1/notifications"]) {
      const res = await withToken(token, "GET", url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe("token_project_limited");
    }
    // A new project is made over the workspace: refused too.
    expect((await withToken(token, "POST", "/api/v1/projects", { name: "No" })).statusCode).toBe(403);
  });

  it("streams a project-limited token the changes of its projects only", async () => {
    const { token } = await makeToken({ scope: "read", projectIds: [projectA] });
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/v1/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    expect(res.status).toBe(200);
    const seen: { type: string; projectId?: string }[] = [];
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    const reading = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
            const data = /^data: (.+)$/m.exec(buffer.slice(0, cut))?.[1];
            buffer = buffer.slice(cut + 2);
            if (data) seen.push(JSON.parse(data) as { type: string; projectId?: string });
          }
        }
      } catch {
        // closed
      }
    })();
    try {
      // B changes first, then A: once A's change has arrived, B's would have too.
      expect((await asAna("PATCH", `/api/v1/projects/${projectB}`, { description: "cambio en B" })).statusCode).toBe(200);
      expect((await asAna("PATCH", `/api/v1/projects/${projectA}`, { description: "cambio en A" })).statusCode).toBe(200);
      await expect.poll(() => seen.some((e) => e.type === "project.changed" && e.projectId === projectA), { timeout: 5000 }).toBe(true);
      expect(seen.filter((e) => e.projectId === projectB)).toEqual([]);
    } finally {
      controller.abort();
      await reading;
    }
  });

  it("answers 401 to an expired token and to a revoked one", async () => {
    const expired = await makeToken({ scope: "read-write" });
    await t.testDb.database.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, expired.id));
    expect((await withToken(expired.token, "GET", "/api/v1/projects")).statusCode).toBe(401);

    const revoked = await makeToken({ scope: "read" });
    expect((await withToken(revoked.token, "GET", "/api/v1/projects")).statusCode).toBe(200);
    expect((await asAna("DELETE", `/api/v1/me/api-tokens/${revoked.id}`)).statusCode).toBe(204);
    expect((await withToken(revoked.token, "GET", "/api/v1/projects")).statusCode).toBe(401);
  });

  it("never lists nor revokes another user's token", async () => {
    const own = await makeToken({ scope: "read" });
    const eves = (await t.app.inject({ method: "GET", url: "/api/v1/me/api-tokens", headers: { "x-test-user": "eve" } })).json().items as { id: string }[];
    expect(eves.map((r) => r.id)).not.toContain(own.id);
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/me/api-tokens/${own.id}`, headers: { "x-test-user": "eve" } })).statusCode).toBe(404);
    expect((await withToken(own.token, "GET", "/api/v1/projects")).statusCode).toBe(200);
  });
});
