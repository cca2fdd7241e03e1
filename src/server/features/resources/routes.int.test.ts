import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { users, workspaceMembers, workspaces } from "../../../db/schema/accounts";
import { resources } from "../../../db/schema/projects";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

// A resource stands for a person of its own workspace, never for someone outside it; and the
// allocation routes answer bad input with a 4xx naming the field.
describe(`resources API on ${testEngine()}`, () => {
  let t: TestApp;
  let projectId = "";

  async function call(method: Method, url: string, payload?: unknown, lang = "es") {
    return t.app.inject({
      method,
      url,
      headers: { "x-test-user": "owner", "accept-language": lang, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await db.insert(users).values([
      { id: "owner", email: "owner@example.mx", name: "Olga" },
      { id: "member", email: "member@example.mx", name: "Marta" },
      { id: "stranger", email: "stranger@example.mx", name: "Sergio" },
    ]);
    await db.insert(workspaces).values([
      { id: "w-owner", name: "Olga", slug: "personal-owner" },
      { id: "w-stranger", name: "Sergio", slug: "personal-stranger" },
    ]);
    await db.insert(workspaceMembers).values([
      { id: "m1", organizationId: "w-owner", userId: "owner", role: "owner" },
      { id: "m2", organizationId: "w-owner", userId: "member", role: "member" },
      { id: "m3", organizationId: "w-stranger", userId: "stranger", role: "owner" },
    ]);
    const created = await call("POST", "/api/v1/projects", { name: "Implantación CRM", methodology: "classic" });
    projectId = created.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("links a resource to a member of the workspace, never to a user of another one", async () => {
    const outsider = await call("POST", "/api/v1/resources", { name: "Sergio", userId: "stranger" }, "en");
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.fields).toEqual({ userId: "That person is not a member of this workspace." });
    const unknown = await call("POST", "/api/v1/resources", { name: "Nadie", userId: "nobody" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ userId: "Esa persona no es miembro de este espacio de trabajo." });

    const member = await call("POST", "/api/v1/resources", { name: "Marta", userId: "member" });
    expect(member.statusCode).toBe(201);
    const id = member.json<{ id: string }>().id;
    const moved = await call("PATCH", `/api/v1/resources/${id}`, { userId: "stranger" });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields).toHaveProperty("userId");
    const rows = await t.testDb.database.db.select({ userId: resources.userId }).from(resources);
    expect(rows.map((r) => r.userId).sort()).toEqual(["member"]);
  });

  it("answers bad allocation input with a 4xx naming the field, and writes nothing", async () => {
    const resource = (await call("POST", "/api/v1/resources", { name: "Diseño" })).json<{ id: string }>();
    const base = `/api/v1/projects/${projectId}/allocations`;
    const nul = await call("POST", base, { resourceId: resource.id, hours: 10, startDate: null, endDate: null, note: "a\u0000b" });
    expect(nul.statusCode).toBe(400);
    const year0 = await call("POST", base, { resourceId: resource.id, hours: 10, startDate: "0000-01-01" });
    expect(year0.statusCode).toBe(400);
    expect(year0.json().error.fields).toHaveProperty("startDate");
    const past9999 = await call("POST", base, { resourceId: resource.id, hours: 10, endDate: "10000-01-01" });
    expect(past9999.json().error.fields).toHaveProperty("endDate");
    expect((await call("GET", base)).json()).toEqual([]);

    const allocation = await call("POST", base, { resourceId: resource.id, hours: 10 });
    expect(allocation.statusCode).toBe(201);
    const { id } = allocation.json<{ id: string }>();
    const empty = await call("PATCH", `${base}/${id}`, {}, "en");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: "nothing_to_change", message: "Nothing to change: send at least one field." });
    const nulName = await call("PATCH", `${base}/${id}`, { hours: 5, startDate: "2026-01-0\u0000" });
    expect(nulName.statusCode).toBe(400);
    expect(nulName.json().error.fields).toEqual({ startDate: "Contiene un carácter no permitido (NUL)." });
    expect((await call("GET", base)).json<{ hours: number }[]>().map((a) => a.hours)).toEqual([10]);
  });
});
