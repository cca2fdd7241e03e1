import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";

describe(`insights on ${testEngine()}`, () => {
  let t: TestApp;
  let cloud = "";
  const as = (user: string) => ({ "x-test-user": user });
  const post = (url: string, body: unknown, user = "ana") => t.app.inject({ method: "POST", url, headers: { ...as(user), "content-type": "application/json" }, payload: JSON.stringify(body) });
  beforeAll(async () => {
    t = await createTestApp();
    await seedOwnerViewerAndStranger(t.testDb.database.db);
    await t.app.inject({ method: "POST", url: "/api/v1/sample-data", headers: as("ana") });
    await t.app.insightsQueue.flush();
    cloud = (await t.app.inject({ method: "GET", url: "/api/v1/projects?q=nube", headers: as("ana") })).json().items[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores a risk score whose factor contributions sum to it, and a forecast from real history", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/v1/projects/${cloud}/insights`, headers: as("ana") });
    expect(res.statusCode).toBe(200);
    const insights = res.json();
    expect(insights.risk.status).toBe("ok");
    const sum = insights.risk.factors.reduce((a: number, f: { contribution: number }) => a + f.contribution, 0);
    expect(sum).toBe(insights.risk.score);
    expect(insights.forecast.status).toBe("ok");
    expect(insights.forecast.trials).toBeGreaterThanOrEqual(10_000);
    expect(insights.forecast.p50.date <= insights.forecast.p85.date).toBe(true);
    expect(insights.forecast.p85.date <= insights.forecast.p95.date).toBe(true);
    const project = (await t.app.inject({ method: "GET", url: `/api/v1/projects/${cloud}`, headers: as("ana") })).json().project;
    expect(project.riskScore).toBe(insights.risk.score);
  });

  it("recomputes after a task completes", async () => {
    const before = (await t.app.inject({ method: "GET", url: `/api/v1/projects/${cloud}/insights`, headers: as("ana") })).json();
    const tasks = (await t.app.inject({ method: "GET", url: `/api/v1/projects/${cloud}/tasks`, headers: as("ana") })).json();
    const open = tasks.find((x: { status: string }) => x.status !== "Completada");
    await t.app.inject({ method: "PATCH", url: `/api/v1/projects/${cloud}/tasks/${open.id}`, headers: { ...as("ana"), "content-type": "application/json" }, payload: JSON.stringify({ status: "Completada" }) });
    // On PostgreSQL the change reaches the queue through LISTEN/NOTIFY, a moment after the PATCH
    // answers, so flush until the recomputation has seen it.
    await vi.waitFor(async () => {
      await t.app.insightsQueue.flush();
      const after = (await t.app.inject({ method: "GET", url: `/api/v1/projects/${cloud}/insights`, headers: as("ana") })).json();
      expect(after.computedAt > before.computedAt).toBe(true);
      expect(after.inputs.completed).toBe(before.inputs.completed + 1);
    }, { timeout: 10_000, interval: 200 });
  });

  it("moves the forecast with what-if capacity and scope", async () => {
    const base = (await t.app.inject({ method: "GET", url: `/api/v1/projects/${cloud}/forecast`, headers: as("ana") })).json();
    const faster = (await t.app.inject({ method: "GET", url: `/api/v1/projects/${cloud}/forecast?capacityFactor=2`, headers: as("ana") })).json();
    const bigger = (await t.app.inject({ method: "GET", url: `/api/v1/projects/${cloud}/forecast?scopeChange=40`, headers: as("ana") })).json();
    expect(faster.p85.date < base.p85.date).toBe(true);
    expect(bigger.p85.date > base.p85.date).toBe(true);
  });

  it("sorts the portfolio by risk", async () => {
    const { items } = (await t.app.inject({ method: "GET", url: "/api/v1/portfolio/insights", headers: as("ana") })).json();
    expect(items).toHaveLength(5);
    const scores = items.map((i: { riskScore: number | null }) => i.riskScore ?? -1);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("names each project's owner, its largest risk factors and why a forecast is missing", async () => {
    const { items } = (await t.app.inject({ method: "GET", url: "/api/v1/portfolio/insights", headers: as("ana") })).json();
    for (const item of items) {
      expect(item.ownerId).toBe("ana");
      const contributions = item.topFactors.map((f: { contribution: number }) => f.contribution);
      expect(contributions.length).toBeLessThanOrEqual(3);
      expect([...contributions].sort((a, b) => b - a)).toEqual(contributions);
      expect(contributions.every((c: number) => c > 0)).toBe(true);
      if (item.riskScore !== null && item.riskScore > 0) expect(item.topFactors.length).toBeGreaterThan(0);
      if (item.forecastReasons.length > 0) expect(item.p50).toBeNull();
    }
    const detail = (await t.app.inject({ method: "GET", url: `/api/v1/projects/${cloud}/insights`, headers: as("ana") })).json();
    const top = [...detail.risk.factors].sort((a: { contribution: number }, b: { contribution: number }) => b.contribution - a.contribution)[0];
    const cloudItem = items.find((i: { projectId: string }) => i.projectId === cloud);
    expect(cloudItem.topFactors[0].contribution).toBe(top.contribution);
    // The sample's finished project has no remaining work to forecast, and says so.
    expect(items.some((i: { forecastReasons: string[] }) => i.forecastReasons.includes("no_remaining_work"))).toBe(true);
  });

  it("suggests an estimate with similar completed tasks as evidence", async () => {
    const res = await post(`/api/v1/projects/${cloud}/tasks/estimate`, { title: "Migrar base de datos de inventarios" });
    expect(res.statusCode).toBe(200);
    const { unit, result } = res.json();
    expect(unit).toBe("points");
    expect(result.status).toBe("ok");
    expect(result.neighbours[0].title).toContain("Migrar base de datos de inventarios");
  });

  it("keeps costs and computes earned value", async () => {
    const cost = await post(`/api/v1/projects/${cloud}/costs`, { date: "2026-10-01", category: "services", description: "Licencias", amount: 120000.5 });
    expect(cost.statusCode).toBe(201);
    expect(cost.json().amount).toBe(120000.5);
    expect((await post(`/api/v1/projects/${cloud}/costs`, { date: "2026-10-01", amount: 5 }, "vic")).statusCode).toBe(403);
    const finance = (await t.app.inject({ method: "GET", url: `/api/v1/projects/${cloud}/finance`, headers: as("ana") })).json();
    expect(finance.earnedValue.ac).toBe(12000050);
    expect(finance.earnedValue.cv).toBe(finance.earnedValue.ev - finance.earnedValue.ac);
    expect(finance.series.length).toBeGreaterThan(5);
  });

  it("answers 404 to another workspace on every prediction route", async () => {
    for (const [method, url] of [
      ["GET", `/api/v1/projects/${cloud}/insights`],
      ["POST", `/api/v1/projects/${cloud}/insights/recompute`],
      ["GET", `/api/v1/projects/${cloud}/forecast`],
      ["GET", `/api/v1/projects/${cloud}/costs`],
      ["GET", `/api/v1/projects/${cloud}/finance`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: as("eve") })).statusCode, url).toBe(404);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    expect((await post(`/api/v1/projects/${cloud}/tasks/estimate`, { title: "x" }, "eve")).statusCode).toBe(404);
  });

  it("shows the workspace its own track record, measured on its history and kept until the daily job refreshes it", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/v1/portfolio/track-record", headers: as("ana") });
    expect(first.statusCode, first.body).toBe(200);
    const record = first.json();
    // The sample portfolio's finished tasks: the forecast is replayed at weekly checkpoints, and
    // every share is a measured proportion, growing with the percentile.
    if (record.forecast.status === "ok") {
      expect(record.forecast.checkpoints).toBeGreaterThanOrEqual(12);
      expect(record.forecast.hitP50).toBeLessThanOrEqual(record.forecast.hitP85);
      expect(record.forecast.hitP85).toBeLessThanOrEqual(record.forecast.hitP95);
    } else {
      expect(record.forecast.needed).toBeGreaterThan(record.forecast.checkpoints);
    }
    expect(["ok", "insufficient"]).toContain(record.estimate.status);
    const again = (await t.app.inject({ method: "GET", url: "/api/v1/portfolio/track-record", headers: as("ana") })).json();
    expect(again.computedAt).toBe(record.computedAt);
    // A viewer reads it; another workspace's owner asking for this workspace is refused.
    expect((await t.app.inject({ method: "GET", url: "/api/v1/portfolio/track-record?workspaceId=w", headers: as("vic") })).json().computedAt).toBe(record.computedAt);
    const stranger = await t.app.inject({ method: "GET", url: "/api/v1/portfolio/track-record?workspaceId=w", headers: as("eve") });
    expect([403, 404]).toContain(stranger.statusCode);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/portfolio/track-record" })).statusCode).toBe(401);
  });

  it("counts each allocated person's availability once, even when two people have the same hours", async () => {
    const project = (await post("/api/v1/projects", { name: "Capacidad pareja" })).json().id;
    for (const name of ["Uno", "Dos"]) {
      const person = (await post("/api/v1/resources", { name, role: "Dev", availability: 40 })).json().id;
      expect((await post(`/api/v1/projects/${project}/allocations`, { resourceId: person, hours: 39 })).statusCode).toBe(201);
    }
    // On PostgreSQL the second allocation reaches the recompute queue through LISTEN/NOTIFY, a
    // moment after its POST answers: flush until the recomputation has seen both.
    await vi.waitFor(
      async () => {
        await t.app.insightsQueue.flush();
        const insights = (await t.app.inject({ method: "GET", url: `/api/v1/projects/${project}/insights`, headers: as("ana") })).json();
        const capacity = insights.risk.factors.find((f: { key: string }) => f.key === "capacity");
        // 78 of 80 hours (98%), not 78 of 40 (195%).
        expect(capacity.inputs).toEqual({ assignedHours: 78, availableHours: 80 });
      },
      { timeout: 10_000, interval: 200 },
    );
  });
});
