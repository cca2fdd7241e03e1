import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";

describe(`capacity on ${testEngine()}`, () => {
  let t: TestApp;
  const as = (user: string) => ({ "x-test-user": user });
  const post = async (url: string, body: unknown) => {
    const res = await t.app.inject({ method: "POST", url, headers: { ...as("ana"), "content-type": "application/json" }, payload: JSON.stringify(body) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  beforeAll(async () => {
    t = await createTestApp();
    await seedOwnerViewerAndStranger(t.testDb.database.db);
    const erp = (await post("/api/v1/projects", { name: "ERP" })).id;
    const crm = (await post("/api/v1/projects", { name: "CRM" })).id;
    const ana = (await post("/api/v1/resources", { name: "Ana", role: "PM", availability: 40 })).id;
    const luis = (await post("/api/v1/resources", { name: "Luis", role: "Dev", availability: 20 })).id;
    await post(`/api/v1/projects/${erp}/allocations`, { resourceId: ana, hours: 30 });
    await post(`/api/v1/projects/${crm}/allocations`, { resourceId: ana, hours: 12 });
    await post(`/api/v1/projects/${crm}/allocations`, { resourceId: luis, hours: 10 });
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows each person's load week by week and each project's team load as the smart check measures it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/capacity?weeks=4", headers: as("ana") });
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan.weekStarts).toHaveLength(4);
    const ana = plan.resources.find((r: { name: string }) => r.name === "Ana");
    expect(ana.weeks[0]).toMatchObject({ hours: 42, utilisation: 105, level: "over" });
    expect(ana.projects.map((p: { projectName: string }) => p.projectName)).toEqual(["ERP", "CRM"]);
    // ERP: 30 h of Ana's 40; CRM: 22 h of Ana's and Luis's 60.
    expect(plan.projects.map((p: { projectName: string; percentage: number }) => [p.projectName, p.percentage])).toEqual([
      ["ERP", 75],
      ["CRM", 37],
    ]);
    expect(plan.totals).toMatchObject({ availability: 60, allocatedThisWeek: 52, overloaded: 1 });
  });

  it("lets a viewer read it, and refuses bad input and other workspaces", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/capacity?workspaceId=w", headers: as("vic") })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: "GET", url: "/api/v1/capacity?weeks=0", headers: as("ana") });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields["querystring.weeks"]).toBe("Debe ser mayor o igual que 1.");
    expect((await t.app.inject({ method: "GET", url: "/api/v1/capacity?workspaceId=w", headers: as("eve") })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/capacity" })).statusCode).toBe(401);
    // Eve's own workspace has nobody yet.
    const empty = (await t.app.inject({ method: "GET", url: "/api/v1/capacity", headers: as("eve") })).json();
    expect(empty.resources).toEqual([]);
    expect(empty.totals.utilisation).toBeNull();
  });
});
