import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";
import { settled } from "./service";

describe(`project genetics on ${testEngine()}`, () => {
  let t: TestApp;
  let cloud = "";
  const as = (user: string) => ({ "x-test-user": user });
  const send = (method: "POST" | "PATCH", url: string, body: unknown, user = "ana") =>
    t.app.inject({ method, url, headers: { ...as(user), "content-type": "application/json" }, payload: JSON.stringify(body) });
  const get = (url: string, user = "ana") => t.app.inject({ method: "GET", url, headers: as(user) });
  beforeAll(async () => {
    t = await createTestApp();
    await seedOwnerViewerAndStranger(t.testDb.database.db);
    await t.app.inject({ method: "POST", url: "/api/v1/sample-data", headers: as("ana") });
    await t.app.insightsQueue.flush();
    cloud = (await get("/api/v1/projects?q=nube")).json().items[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("reads each project's genome with every trait's source and basis, side by side for the portfolio", async () => {
    const res = await get(`/api/v1/projects/${cloud}/genome`);
    expect(res.statusCode, res.body).toBe(200);
    const genome = res.json();
    expect(genome.traits.map((x: { key: string }) => x.key).sort()).toEqual(
      ["batchSizeDays", "estimation", "interruptions", "plannedShare", "releaseCadenceDays", "reworkShare", "sprintLengthDays", "teamSize", "wipLimit"],
    );
    for (const trait of genome.traits) {
      if (trait.source === "measured") expect(trait.basis.count).toBeGreaterThan(0);
      if (trait.source === "assumed") expect(trait.basis).toBeNull();
    }
    expect(genome.fared.weekly).toHaveLength(12);
    expect(genome.fared.completed).toBe(genome.fared.weekly.reduce((a: number, w: { count: number }) => a + w.count, 0));
    const portfolio = (await get("/api/v1/genetics")).json();
    expect(portfolio.items).toHaveLength(5);
    expect(portfolio.items.map((p: { projectId: string }) => p.projectId)).toContain(cloud);
  });

  it("sets and clears a trait, and refuses a value out of range with a message for the field", async () => {
    const set = await send("PATCH", `/api/v1/projects/${cloud}/genome`, { sprintLengthDays: 21, teamSize: 4 });
    expect(set.statusCode, set.body).toBe(200);
    const sprint = set.json().traits.find((x: { key: string }) => x.key === "sprintLengthDays");
    expect(sprint).toMatchObject({ value: 21, source: "set" });
    const bad = await send("PATCH", `/api/v1/projects/${cloud}/genome`, { wipLimit: 0, sprintLengthDays: 9 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("wipLimit");
    const cleared = await send("PATCH", `/api/v1/projects/${cloud}/genome`, { sprintLengthDays: null });
    expect(cleared.json().traits.find((x: { key: string }) => x.key === "sprintLengthDays").source).not.toBe("set");
    expect(cleared.json().traits.find((x: { key: string }) => x.key === "teamSize")).toMatchObject({ value: 4, source: "set" });
  });

  it("runs an evolution in a worker with progress, then adopts its suggestion and records the decision", async () => {
    const started = await send("POST", `/api/v1/projects/${cloud}/genetics/runs`, { objective: "cycle_time", seed: 7, population: 50, generations: 50, runs: 20 });
    expect(started.statusCode, started.body).toBe(202);
    const run = started.json();
    expect(run.status).toBe("running");
    await settled(run.id);
    const done = (await get(`/api/v1/projects/${cloud}/genetics/runs/${run.id}`)).json();
    expect(done.status).toBe("done");
    expect(done.history).toHaveLength(50);
    for (let g = 1; g < done.history.length; g++) expect(done.history[g].best).toBeGreaterThanOrEqual(done.history[g - 1].best);
    expect(done.result.best.genome.wipLimit).toBeGreaterThanOrEqual(1);
    expect(done.result.effects.length).toBeGreaterThan(0);
    // The recommendation is the winner with its neutral genes set back to the current ones (decision 1007).
    const reverted = Object.fromEntries(done.result.neutral.map((n: { gene: string }) => [n.gene, done.startGenome[n.gene]]));
    expect({ ...done.result.familyTree[0].genome, ...reverted }).toEqual(done.result.best.genome);
    for (const n of done.result.neutral) expect(done.result.changes.map((c: { gene: string }) => c.gene)).not.toContain(n.gene);
    const early = await send("POST", `/api/v1/projects/${cloud}/genetics/runs/${run.id}/adopt`, { genes: [] });
    expect(early.statusCode).toBe(400);
    const adopted = await send("POST", `/api/v1/projects/${cloud}/genetics/runs/${run.id}/adopt`, { genes: ["wipLimit", "sprintLengthDays"] });
    expect(adopted.statusCode, adopted.body).toBe(200);
    expect(adopted.json()).toMatchObject({ adoptedGenes: ["wipLimit", "sprintLengthDays"], adoptedBy: "ana" });
    const project = (await get(`/api/v1/projects/${cloud}`)).json().project;
    expect(project.boardWipLimits["En progreso"]).toBe(done.result.best.genome.wipLimit);
    const genome = (await get(`/api/v1/projects/${cloud}/genome`)).json();
    expect(genome.traits.find((x: { key: string }) => x.key === "sprintLengthDays")).toMatchObject({ value: done.result.best.genome.sprintLengthDays, source: "set" });
    expect((await send("POST", `/api/v1/projects/${cloud}/genetics/runs/${run.id}/adopt`, { genes: ["wipLimit"] })).statusCode).toBe(409);
    // What happened since is measured from then on: a task completed after the decision counts.
    const before = (await get(`/api/v1/projects/${cloud}/genetics/runs/${run.id}`)).json().outcome;
    expect(before).toMatchObject({ days: 0, completed: 0, observed: { meanWeeklyThroughput: null } });
    const openTask = ((await get(`/api/v1/projects/${cloud}/tasks`)).json() as { id: string; status: string }[]).find((x) => x.status !== "Completada")!;
    expect((await send("PATCH", `/api/v1/projects/${cloud}/tasks/${openTask.id}`, { status: "Completada" })).statusCode).toBe(200);
    const outcome = (await get(`/api/v1/projects/${cloud}/genetics/runs/${run.id}`)).json().outcome;
    expect(outcome).toMatchObject({ completed: 1, open: before.open - 1 });
    expect(outcome.observed.p85CycleDays).toBeGreaterThan(0);
    const list = (await get(`/api/v1/projects/${cloud}/genetics/runs`)).json();
    expect(list.items[0].id).toBe(run.id);
  });

  it("hides every genetics route from another workspace (404) and refuses a viewer's writes (403)", async () => {
    const run = (await get(`/api/v1/projects/${cloud}/genetics/runs`)).json().items[0];
    const reads = [`/api/v1/projects/${cloud}/genome`, `/api/v1/projects/${cloud}/genetics/runs`, `/api/v1/projects/${cloud}/genetics/runs/${run.id}`];
    for (const url of reads) {
      expect((await get(url, "eve")).statusCode, url).toBe(404);
      expect((await get(url, "vic")).statusCode, url).toBe(200);
    }
    const writes: [("POST" | "PATCH"), string, unknown][] = [
      ["PATCH", `/api/v1/projects/${cloud}/genome`, { wipLimit: 3 }],
      ["POST", `/api/v1/projects/${cloud}/genetics/runs`, { objective: "cycle_time" }],
      ["POST", `/api/v1/projects/${cloud}/genetics/runs/${run.id}/stop`, {}],
      ["POST", `/api/v1/projects/${cloud}/genetics/runs/${run.id}/adopt`, { genes: ["wipLimit"] }],
    ];
    for (const [method, url, body] of writes) {
      expect((await send(method, url, body, "eve")).statusCode, url).toBe(404);
      expect((await send(method, url, body, "vic")).statusCode, url).toBe(403);
    }
    const eveItems = (await get("/api/v1/genetics", "eve")).json().items;
    expect(eveItems).toHaveLength(0);
    expect((await get(`/api/v1/projects/${cloud}/genetics/runs/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });
});
