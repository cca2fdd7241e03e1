import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";

describe(`analytics on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana" }, { id: "eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner" } },
        { id: "we", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    await t.app.inject({ method: "POST", url: "/api/v1/sample-data", headers: { "x-test-user": "ana" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("draws the workspace's flow from its real task history", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/analytics", headers: { "x-test-user": "ana" } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.taskCount).toBeGreaterThan(50);
    expect(body.throughput.length).toBeGreaterThanOrEqual(12);
    const completedInRange = body.throughput.reduce((a: number, w: { count: number }) => a + w.count, 0);
    expect(completedInRange).toBe(body.cycleTime.points.length);
    expect(body.cycleTime.p50).toBeLessThanOrEqual(body.cycleTime.p85);
    expect(body.cycleTime.p85).toBeLessThanOrEqual(body.cycleTime.p95);
    const lastFlow = body.cumulativeFlow.at(-1).counts;
    expect(lastFlow.Pendiente + lastFlow["En progreso"] + lastFlow.Completada).toBe(body.taskCount);
    expect(body.burn.unit).toBe("points");
  });

  it("filters by project and refuses another workspace's project and bad ranges", async () => {
    const projects = (await t.app.inject({ method: "GET", url: "/api/v1/projects", headers: { "x-test-user": "ana" } })).json().items;
    const one = projects[0].id;
    const res = await t.app.inject({ method: "GET", url: `/api/v1/analytics?projectId=${one}`, headers: { "x-test-user": "ana" } });
    expect(res.json().taskCount).toBe(projects[0].tasks.total);
    expect((await t.app.inject({ method: "GET", url: `/api/v1/analytics?projectId=${one}`, headers: { "x-test-user": "eve" } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/analytics" })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: "GET", url: "/api/v1/analytics?from=2026-05-01&to=2026-04-01", headers: { "x-test-user": "ana" } });
    expect(bad.statusCode).toBe(400);
    const heat = (await t.app.inject({ method: "GET", url: "/api/v1/analytics/portfolio", headers: { "x-test-user": "ana" } })).json();
    expect(heat).toHaveLength(5);
  });
});
