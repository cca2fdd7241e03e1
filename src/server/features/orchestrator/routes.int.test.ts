import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";

describe(`orchestrator on ${testEngine()}`, () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const as = (user: string) => ({ "x-test-user": user });
  // Mel and Vic have no workspace of their own: they name W.
  const inW = (user: string | null, url: string) => (user === "mel" || user === "vic" ? `${url}${url.includes("?") ? "&" : "?"}workspaceId=w` : url);
  const call = (user: string | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
    t.app.inject({ method, url: inW(user, url), headers: { ...(user ? as(user) : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) }, payload: body === undefined ? undefined : JSON.stringify(body) });
  const ok = async (user: string, method: "POST" | "PUT" | "GET", url: string, body?: unknown) => {
    const res = await call(user, method, url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", name: "Ana" }, { id: "mel", name: "Mel" }, { id: "vic", name: "Vic" }, { id: "eve", name: "Eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", mel: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    ids.atlas = (await ok("ana", "POST", "/api/v1/projects", { name: "Atlas", dueDate: future(42), priority: "Baja", budget: 100000, benefit: 300000 })).id;
    ids.orion = (await ok("ana", "POST", "/api/v1/projects", { name: "Orión", dueDate: future(28), priority: "Alta", budget: 50000 })).id;
    ids.maria = (await ok("ana", "POST", "/api/v1/resources", { name: "María", role: "Dev", availability: 40 })).id;
    ids.luis = (await ok("ana", "POST", "/api/v1/resources", { name: "Luis", role: "Dev", availability: 40 })).id;
    await ok("ana", "POST", `/api/v1/projects/${ids.atlas}/allocations`, { resourceId: ids.maria, hours: 20 });
    await ok("ana", "POST", `/api/v1/projects/${ids.orion}/allocations`, { resourceId: ids.maria, hours: 20 });
    for (let k = 0; k < 6; k++) {
      await ok("ana", "POST", `/api/v1/projects/${ids.atlas}/tasks`, { title: `A${k}`, estimateHours: 40 });
      await ok("ana", "POST", `/api/v1/projects/${ids.orion}/tasks`, { title: `O${k}`, estimateHours: 40 });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it("simulates a scenario against the current plan: hours, load per week, budget, status", async () => {
    const res = await call("vic", "POST", "/api/v1/orchestrator/simulate", {
      projectIds: [ids.atlas, ids.orion],
      changes: [
        { kind: "allocation", projectId: ids.orion, resourceId: ids.luis, hours: 30 },
        { kind: "budget", fromProjectId: ids.atlas, toProjectId: ids.orion, amountCents: 2_000_000 },
        { kind: "status", projectId: ids.atlas, status: "paused" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { baseline, scenario } = res.json();
    expect(baseline.weekStarts).toHaveLength(8);
    const orion = scenario.projects.find((p: { name: string }) => p.name === "Orión");
    expect(orion).toMatchObject({ hoursPerWeek: 50, budgetCents: 7_000_000, state: "active" });
    expect(scenario.projects.find((p: { name: string }) => p.name === "Atlas")).toMatchObject({ state: "paused", hoursPerWeek: 0, budgetCents: 8_000_000, p50: null });
    const luis = scenario.people.find((p: { name: string }) => p.name === "Luis");
    expect(luis.weeks[1]).toMatchObject({ hours: 30 });
    expect(baseline.people.find((p: { name: string }) => p.name === "María").weeks[1].hours).toBe(40);
  });

  it("optimises the hours and explains what binds", async () => {
    const res = await call("vic", "POST", "/api/v1/orchestrator/optimise", { projectIds: [ids.atlas, ids.orion], objective: "on_time_value" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe("optimal");
    // Orión (high priority) needs 240 h in 4 weeks = 60 h a week; Atlas 240 h in 6 weeks = 40: 80 h for both.
    expect(body.onTimeProjectIds).toEqual(expect.arrayContaining([ids.orion]));
    expect(body.binding.some((b: { kind: string }) => b.kind === "person_full")).toBe(true);
    expect(body.changes.length).toBeGreaterThan(0);
  });

  it("saves scenarios, votes, comments; applies one step with an undo", async () => {
    const scenario = await ok("mel", "POST", "/api/v1/orchestrator/scenarios", {
      name: "Más manos para Orión",
      projectIds: [ids.atlas, ids.orion],
      changes: [
        { kind: "due_date", projectId: ids.atlas, dueDate: future(70) },
        { kind: "allocation", projectId: ids.orion, resourceId: ids.luis, hours: 30 },
        { kind: "allocation", projectId: ids.atlas, resourceId: ids.maria, hours: 0 },
        { kind: "scope", projectId: ids.atlas, items: -2 },
        { kind: "scope", projectId: ids.orion, items: 1 },
        { kind: "budget", fromProjectId: ids.atlas, toProjectId: ids.orion, amountCents: 1_000_000 },
      ],
    });
    expect((await ok("mel", "PUT", `/api/v1/orchestrator/scenarios/${scenario.id}/vote`)).votes).toBe(1);
    expect((await ok("ana", "PUT", `/api/v1/orchestrator/scenarios/${scenario.id}/vote`)).votedByMe).toBe(true);
    await ok("mel", "POST", `/api/v1/orchestrator/scenarios/${scenario.id}/comments`, { body: "Orión es prioridad" });
    expect((await ok("vic", "GET", `/api/v1/orchestrator/scenarios/${scenario.id}/comments`)).items[0]).toMatchObject({ body: "Orión es prioridad", authorName: "Mel" });
    const sim = await ok("vic", "GET", `/api/v1/orchestrator/scenarios/${scenario.id}/simulation`);
    expect(sim.scenario.projects.find((p: { name: string }) => p.name === "Atlas").remainingItems).toBe(4);

    expect((await call("mel", "POST", `/api/v1/orchestrator/scenarios/${scenario.id}/apply`, { reasons: "x" })).statusCode).toBe(403);
    const bad = await call("ana", "POST", `/api/v1/orchestrator/scenarios/${scenario.id}/apply`, { reasons: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.reasons).toBe("Este campo es obligatorio.");
    const applied = await call("ana", "POST", `/api/v1/orchestrator/scenarios/${scenario.id}/apply`, { reasons: "Orión vence antes y vale más" });
    expect(applied.statusCode, applied.body).toBe(201);
    const decision = applied.json();
    expect(decision).toMatchObject({ scenarioName: "Más manos para Orión", votes: 2, reasons: "Orión vence antes y vale más", undoneAt: null });

    const atlas = await ok("ana", "GET", `/api/v1/projects/${ids.atlas}`);
    expect(atlas.project.dueDate).toBe(future(70));
    const tasks = async (id: string) => (await ok("ana", "GET", `/api/v1/projects/${id}/tasks`)) as unknown[];
    const count = async (id: string) => {
      const list = await tasks(id);
      return Array.isArray(list) ? list.length : (list as { items: unknown[] }).items.length;
    };
    expect(await count(ids.atlas!)).toBe(4);
    expect(await count(ids.orion!)).toBe(7);
    const portfolio = await ok("vic", "GET", "/api/v1/orchestrator/portfolio");
    expect(portfolio.allocations).toEqual(expect.arrayContaining([{ projectId: ids.orion, resourceId: ids.luis, hours: 30 }]));
    expect(portfolio.allocations.some((a: { projectId: string; resourceId: string }) => a.projectId === ids.atlas && a.resourceId === ids.maria)).toBe(false);
    expect((await call("mel", "PUT", `/api/v1/orchestrator/scenarios/${scenario.id}`, { name: "x", projectIds: [ids.atlas], changes: [] })).statusCode).toBe(409);

    expect((await call("mel", "POST", `/api/v1/orchestrator/decisions/${decision.id}/undo`)).statusCode).toBe(403);
    const undone = await call("ana", "POST", `/api/v1/orchestrator/decisions/${decision.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().undoneAt).not.toBeNull();
    expect((await ok("ana", "GET", `/api/v1/projects/${ids.atlas}`)).project.dueDate).toBe(future(42));
    expect(await count(ids.atlas!)).toBe(6);
    expect(await count(ids.orion!)).toBe(6);
    const after = await ok("vic", "GET", "/api/v1/orchestrator/portfolio");
    expect(after.allocations).toEqual(expect.arrayContaining([{ projectId: ids.atlas, resourceId: ids.maria, hours: 20 }]));
    expect(after.allocations.some((a: { resourceId: string }) => a.resourceId === ids.luis)).toBe(false);
    expect(after.projects.find((p: { id: string }) => p.id === ids.orion).budgetCents).toBe(5_000_000);
    expect((await call("ana", "POST", `/api/v1/orchestrator/decisions/${decision.id}/undo`)).statusCode).toBe(409);
    const decisions = await ok("vic", "GET", "/api/v1/orchestrator/decisions");
    expect(decisions.items[0]).toMatchObject({ id: decision.id, appliedByName: "Ana", undoneByName: "Ana" });
  });

  it("authorisation: viewers read, members write, owners apply; another workspace gets 404", async () => {
    const scenario = await ok("mel", "POST", "/api/v1/orchestrator/scenarios", { name: "Pausa", projectIds: [ids.atlas], changes: [{ kind: "status", projectId: ids.atlas, status: "paused" }] });
    const sid = scenario.id;
    const body = { name: "y", projectIds: [ids.atlas], changes: [] };
    expect((await call("vic", "POST", "/api/v1/orchestrator/scenarios", body)).statusCode).toBe(403);
    expect((await call("vic", "PUT", `/api/v1/orchestrator/scenarios/${sid}`, body)).statusCode).toBe(403);
    expect((await call("vic", "PUT", `/api/v1/orchestrator/scenarios/${sid}/vote`)).statusCode).toBe(403);
    expect((await call("vic", "POST", `/api/v1/orchestrator/scenarios/${sid}/comments`, { body: "hola" })).statusCode).toBe(403);
    expect((await call("vic", "POST", `/api/v1/orchestrator/scenarios/${sid}/apply`, { reasons: "r" })).statusCode).toBe(403);
    expect((await call("vic", "GET", `/api/v1/orchestrator/scenarios/${sid}`)).statusCode).toBe(200);
    expect((await call(null, "GET", "/api/v1/orchestrator/scenarios")).statusCode).toBe(401);

    const routes: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown][] = [
      ["GET", `/api/v1/orchestrator/scenarios/${sid}`],
      ["PUT", `/api/v1/orchestrator/scenarios/${sid}`, body],
      ["DELETE", `/api/v1/orchestrator/scenarios/${sid}`],
      ["GET", `/api/v1/orchestrator/scenarios/${sid}/simulation`],
      ["PUT", `/api/v1/orchestrator/scenarios/${sid}/vote`],
      ["DELETE", `/api/v1/orchestrator/scenarios/${sid}/vote`],
      ["GET", `/api/v1/orchestrator/scenarios/${sid}/comments`],
      ["POST", `/api/v1/orchestrator/scenarios/${sid}/comments`, { body: "hola" }],
      ["POST", `/api/v1/orchestrator/scenarios/${sid}/apply`, { reasons: "r" }],
    ];
    for (const [method, url, payload] of routes) expect((await call("eve", method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    const decision = (await ok("ana", "POST", `/api/v1/orchestrator/scenarios/${sid}/apply`, { reasons: "Pausar Atlas" })) as { id: string };
    expect((await call("eve", "POST", `/api/v1/orchestrator/decisions/${decision.id}/undo`)).statusCode).toBe(404);
    expect((await call("eve", "POST", "/api/v1/orchestrator/decisions/not-an-id/undo")).statusCode).toBe(404);
    // Eve's workspace sees none of it, and cannot name W's projects.
    expect((await ok("eve", "GET", "/api/v1/orchestrator/scenarios")).items).toEqual([]);
    expect((await ok("eve", "GET", "/api/v1/orchestrator/decisions")).items).toEqual([]);
    const foreign = await call("eve", "POST", "/api/v1/orchestrator/simulate", { projectIds: [ids.atlas], changes: [] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields["projectIds.0"]).toBeTruthy();
    expect((await call("eve", "POST", "/api/v1/orchestrator/optimise", { projectIds: [ids.atlas] })).statusCode).toBe(400);
    expect((await ok("ana", "GET", `/api/v1/projects/${ids.atlas}`)).project.status).toBe("En pausa");
    await ok("ana", "POST", `/api/v1/orchestrator/decisions/${decision.id}/undo`);
    expect((await ok("ana", "GET", `/api/v1/projects/${ids.atlas}`)).project.status).toBe("En progreso");
  });

  it("refuses bad input per field, in the caller's language", async () => {
    const res = await call("mel", "POST", "/api/v1/orchestrator/scenarios?lang=en", { name: "", projectIds: [], changes: [{ kind: "allocation", projectId: ids.atlas, resourceId: ids.maria, hours: 500 }] });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields.name).toBe("This field is required.");
    expect(fields["changes.0.hours"]).toBe("Number must be less than or equal to 168.");
    const ref = await call("mel", "POST", "/api/v1/orchestrator/scenarios", { name: "x", projectIds: [ids.atlas], changes: [{ kind: "allocation", projectId: ids.orion, resourceId: ids.maria, hours: 5 }] });
    expect(ref.statusCode).toBe(400);
    expect(ref.json().error.fields["changes.0.projectId"]).toBeTruthy();
  });
});
