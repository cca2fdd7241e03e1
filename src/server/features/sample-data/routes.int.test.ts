import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";

describe(`sample data on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana" }, { id: "vic" }],
      workspaces: [{ id: "w-ana", name: "Ana", slug: "personal-ana", members: { ana: "owner", vic: "viewer" } }],
    });
  });
  afterAll(async () => {
    await t.close();
  });
  const as = (user: string, lang = "es") => ({ "x-test-user": user, "accept-language": lang });

  it("loads a labelled sample portfolio with history, once, and removes exactly it in one action", async () => {
    const mine = await t.app.inject({ method: "POST", url: "/api/v1/projects", headers: { ...as("ana"), "content-type": "application/json" }, payload: JSON.stringify({ name: "Proyecto real" }) });
    expect(mine.statusCode).toBe(201);
    expect((await t.app.inject({ method: "POST", url: "/api/v1/sample-data?workspaceId=w-ana", headers: as("vic") })).statusCode).toBe(403);

    const loaded = await t.app.inject({ method: "POST", url: "/api/v1/sample-data", headers: as("ana") });
    expect(loaded.statusCode).toBe(201);
    expect(loaded.json()).toMatchObject({ projects: 5, resources: 6 });
    expect(loaded.json().tasks).toBeGreaterThan(50);

    const list = (await t.app.inject({ method: "GET", url: "/api/v1/projects?pageSize=50", headers: as("ana") })).json();
    expect(list.total).toBe(6);
    const samples = list.items.filter((p: { isSample: boolean }) => p.isSample);
    expect(samples.map((p: { name: string }) => p.name)).toContain("Migración a la nube");
    const migration = samples.find((p: { name: string }) => p.name === "Migración a la nube");
    expect(migration.tasks.completed).toBeGreaterThan(0);
    expect(migration.progress).toBe(Math.round((100 * migration.tasks.completed) / migration.tasks.total));

    const again = await t.app.inject({ method: "POST", url: "/api/v1/sample-data", headers: as("ana") });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Los datos de ejemplo ya están cargados en este espacio de trabajo.");

    const removed = await t.app.inject({ method: "DELETE", url: "/api/v1/sample-data", headers: as("ana") });
    expect(removed.json()).toEqual({ projects: 5, resources: 6 });
    const after = (await t.app.inject({ method: "GET", url: "/api/v1/projects", headers: as("ana") })).json();
    expect(after.items.map((p: { name: string }) => p.name)).toEqual(["Proyecto real"]);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/resources", headers: as("ana") })).json()).toEqual([]);
  });

  it("writes the sample in the user's language", async () => {
    await t.app.inject({ method: "POST", url: "/api/v1/sample-data", headers: as("ana", "en") });
    const names = (await t.app.inject({ method: "GET", url: "/api/v1/projects", headers: as("ana") })).json().items.map((p: { name: string }) => p.name);
    expect(names).toContain("Cloud migration");
  });
});
