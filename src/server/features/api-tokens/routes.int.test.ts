import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { users, workspaceMembers, workspaces } from "../../../db/schema/accounts";

describe(`API tokens on ${testEngine()}`, () => {
  let t: TestApp;
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
  });
  afterAll(async () => {
    await t.close();
  });

  const json = { "content-type": "application/json" };

  it("creates a token shown once, which then acts with its owner's rights in its workspace, until revoked", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/v1/me/api-tokens", headers: { "x-test-user": "ana", ...json }, payload: JSON.stringify({ name: "Script de reportes" }) });
    expect(created.statusCode).toBe(201);
    const { token, id, prefix } = created.json();
    expect(token).toMatch(/^rumbo_/);
    expect(token.startsWith(prefix)).toBe(true);

    const listed = await t.app.inject({ method: "GET", url: "/api/v1/me/api-tokens", headers: { "x-test-user": "ana" } });
    expect(JSON.stringify(listed.json())).not.toContain(token);

    const viaToken = await t.app.inject({ method: "POST", url: "/api/v1/projects", headers: { authorization: `Bearer ${token}`, ...json }, payload: JSON.stringify({ name: "Desde la API" }) });
    expect(viaToken.statusCode).toBe(201);
    expect(viaToken.json()).toMatchObject({ ownerId: "ana", workspaceId: "w-ana" });

    const otherWorkspace = await t.app.inject({ method: "GET", url: "/api/v1/projects?workspaceId=w-eve", headers: { authorization: `Bearer ${token}` } });
    expect(otherWorkspace.statusCode).toBe(404);
    const mint = await t.app.inject({ method: "POST", url: "/api/v1/me/api-tokens", headers: { authorization: `Bearer ${token}`, ...json }, payload: JSON.stringify({ name: "x" }) });
    expect(mint.statusCode).toBe(403);

    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/me/api-tokens/${id}`, headers: { "x-test-user": "eve" } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/me/api-tokens/${id}`, headers: { "x-test-user": "ana" } })).statusCode).toBe(204);
    const after = await t.app.inject({ method: "GET", url: "/api/v1/projects", headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
    const garbage = await t.app.inject({ method: "GET", url: "/api/v1/projects", headers: { authorization: "Bearer rumbo_nope" } });
    expect(garbage.statusCode).toBe(401);
  });
});
