import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, requestAs, type TestApp, type TestMethod } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";

const engine = testEngine();

describe(`projects API on ${engine}`, () => {
  let t: TestApp;
  let projectId = "";
  const ids: Record<string, string> = {};
  const as = (user: string | null) => (user ? { "x-test-user": user } : {});

  const call = (method: TestMethod, url: string, user: string | null, payload?: unknown) => requestAs(t, method, url, user, payload);

  beforeAll(async () => {
    t = await createTestApp();
    // Personal workspaces use the "personal-<id>" slug, which is how a session without a chosen workspace lands.
    await seedAccounts(t.testDb.database.db, {
      users: [
        { id: "owner", name: "Olga" },
        { id: "viewer", name: "Víctor" },
        { id: "member", name: "Marta" },
        { id: "stranger", name: "Sergio" },
      ],
      workspaces: [
        { id: "w-owner", name: "Olga", slug: "personal-owner", members: { owner: "owner", viewer: "viewer", member: "member" } },
        { id: "w-stranger", name: "Sergio", slug: "personal-stranger", members: { stranger: "owner" } },
      ],
    });

    const created = await call("POST", "/api/v1/projects?workspaceId=w-owner", "owner", { name: "Implantación CRM", methodology: "classic", budget: 250000 });
    expect(created.statusCode).toBe(201);
    projectId = created.json().id;
    const p = `/api/v1/projects/${projectId}`;
    ids.task = (await call("POST", `${p}/tasks`, "owner", { title: "Levantamiento" })).json().id;
    ids.milestone = (await call("POST", `${p}/milestones`, "owner", { name: "Go-live", dueDate: "2026-12-01" })).json().id;
    ids.stakeholder = (await call("POST", `${p}/stakeholders`, "owner", { name: "Dirección TI", influence: 5, interest: 4 })).json().id;
    ids.risk = (await call("POST", `${p}/risks`, "owner", { title: "Rotación del equipo", probability: 3, impact: 4 })).json().id;
    ids.change = (await call("POST", `${p}/change-requests`, "owner", { title: "Módulo de facturación", impactCost: 30000 })).json().id;
    ids.communication = (await call("POST", `${p}/communications`, "owner", { audience: "Comité", frequency: "Semanal" })).json().id;
    ids.resource = (await call("POST", "/api/v1/resources?workspaceId=w-owner", "owner", { name: "Ana López", role: "Analista", availability: 40 })).json().id;
    ids.allocation = (await call("POST", `${p}/allocations`, "owner", { resourceId: ids.resource, hours: 20 })).json().id;
    for (const [k, v] of Object.entries(ids)) expect(v, k).toMatch(/^[0-9a-f-]{36}$/);
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates the project for its creator with the methodology's plan and the spec's defaults", async () => {
    const res = await call("GET", `/api/v1/projects/${projectId}`, "owner");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.project).toMatchObject({ name: "Implantación CRM", ownerId: "owner", status: "En progreso", priority: "Media", phase: "Planificación", budget: 250000, benefit: 0, riskScore: 0 });
    expect(body.milestones.length).toBeGreaterThanOrEqual(5);
    expect(body.stakeholders[0]).toMatchObject({ name: "Dirección TI" });
    expect(body.allocations[0]).toMatchObject({ hours: 20, resource: { name: "Ana López" } });
  });

  it("answers 400 with a translated message per field, and keeps nothing of a failed write", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/projects?workspaceId=w-owner",
      headers: { ...as("owner"), "content-type": "application/json", "accept-language": "en" },
      payload: JSON.stringify({ name: "", budget: -5, dueDate: "2026-13-01", unknown: true }),
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toMatchObject({ name: "This field is required.", budget: expect.stringContaining("greater than or equal"), dueDate: "Invalid date." });
    const es = await call("POST", "/api/v1/projects?workspaceId=w-owner", "owner", { name: "x".repeat(300) });
    expect(es.json().error.fields.name).toBe("Debe tener como máximo 200 caracteres.");
    const list = await call("GET", "/api/v1/projects?workspaceId=w-owner", "owner");
    expect(list.json().total).toBe(1);
  });

  it("lists newest first with filters, for members of the workspace only", async () => {
    await call("POST", "/api/v1/projects?workspaceId=w-owner", "member", { name: "App móvil", priority: "Crítica", status: "En pausa" });
    const all = await call("GET", "/api/v1/projects", "owner");
    expect(all.json().items.map((p: { name: string }) => p.name)).toEqual(["App móvil", "Implantación CRM"]);
    const paused = await call("GET", "/api/v1/projects?status=En%20pausa&priority=Alta", "owner");
    expect(paused.json().items.map((p: { name: string }) => p.name)).toEqual(["App móvil"]);
    const bad = await call("GET", "/api/v1/projects?status=Inventado", "owner");
    expect(bad.statusCode).toBe(400);
    expect((await call("GET", "/api/v1/projects", "stranger")).json().items).toEqual([]);
    expect((await call("GET", "/api/v1/projects?workspaceId=w-owner", "stranger")).statusCode).toBe(404);
  });

  // Every route that takes an id, called by someone who must not see it.
  const routes = (): [TestMethod, string, unknown?][] => {
    const p = `/api/v1/projects/${projectId}`;
    return [
      ["GET", p],
      ["PATCH", p, { name: "x" }],
      ["DELETE", p],
      ["GET", `${p}/tasks`],
      ["POST", `${p}/tasks`, { title: "x" }],
      ["PATCH", `${p}/tasks/${ids.task}`, { title: "x" }],
      ["DELETE", `${p}/tasks/${ids.task}`],
      ...(["milestones", "stakeholders", "risks", "change-requests", "communications"] as const).flatMap((r): [TestMethod, string, unknown?][] => {
        const id = { milestones: ids.milestone, stakeholders: ids.stakeholder, risks: ids.risk, "change-requests": ids.change, communications: ids.communication }[r];
        const body = { milestones: { name: "x" }, stakeholders: { name: "x" }, risks: { title: "x" }, "change-requests": { title: "x" }, communications: { audience: "x" } }[r];
        return [
          ["GET", `${p}/${r}`],
          ["POST", `${p}/${r}`, body],
          ["PATCH", `${p}/${r}/${id}`, body],
          ["DELETE", `${p}/${r}/${id}`],
        ];
      }),
      ["GET", `${p}/closure`],
      ["PUT", `${p}/closure`, { items: [{ key: "contracts_closed", done: true }] }],
      ["POST", `${p}/close`, {}],
      ["POST", `${p}/reopen`, {}],
      ["GET", `${p}/allocations`],
      ["POST", `${p}/allocations`, { resourceId: ids.resource, hours: 1 }],
      ["PATCH", `${p}/allocations/${ids.allocation}`, { hours: 2 }],
      ["DELETE", `${p}/allocations/${ids.allocation}`],
      ["PATCH", `/api/v1/resources/${ids.resource}?workspaceId=w-owner`, { name: "x" }],
      ["DELETE", `/api/v1/resources/${ids.resource}?workspaceId=w-owner`],
    ];
  };

  it("answers 401 to anonymous callers on every route", async () => {
    for (const [method, url, body] of routes()) {
      const res = await call(method, url, null, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 404 to a user of another workspace on every route that takes an id", async () => {
    for (const [method, url, body] of routes()) {
      const res = await call(method, url, "stranger", body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe("not_found");
    }
  });

  it("lets a viewer read and answers 403 to every write", async () => {
    for (const [method, url, body] of routes()) {
      const res = await call(method, url, "viewer", body);
      if (method === "GET") expect(res.statusCode, `${method} ${url}`).toBe(200);
      else expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("tells each caller their role in the project's workspace with the project, which the page's buttons follow", async () => {
    for (const user of ["owner", "member", "viewer"]) expect((await call("GET", `/api/v1/projects/${projectId}`, user)).json().yourRole, user).toBe(user);
  });

  it("lets a member edit but not delete the project", async () => {
    expect((await call("PATCH", `/api/v1/projects/${projectId}`, "member", { priority: "Crítica" })).json().priority).toBe("Alta");
    expect((await call("DELETE", `/api/v1/projects/${projectId}`, "member")).statusCode).toBe(403);
  });

  it("closes a project formally only when the checklist is complete", async () => {
    const p = `/api/v1/projects/${projectId}`;
    const refused = await call("POST", `${p}/close`, "owner", {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe("closure_incomplete");
    const keys = (await call("GET", `${p}/closure`, "owner")).json().checklist.map((i: { key: string }) => i.key);
    await call("PUT", `${p}/closure`, "owner", { items: keys.map((key: string) => ({ key, done: true })) });
    const closed = await call("POST", `${p}/close`, "owner", { lessonsLearned: "Involucrar antes a finanzas." });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ formalClosure: true, status: "Completado", phase: "Cierre", lessonsLearned: "Involucrar antes a finanzas." });
    expect(closed.json().closedAt).toBeTruthy();
  });

  it("refuses a dependency cycle with a clear error", async () => {
    const p = `/api/v1/projects/${projectId}`;
    const a = (await call("POST", `${p}/tasks`, "owner", { title: "A" })).json();
    const b = (await call("POST", `${p}/tasks`, "owner", { title: "B", dependsOn: [a.id] })).json();
    const res = await t.app.inject({ method: "PATCH", url: `${p}/tasks/${a.id}`, headers: { ...as("owner"), "content-type": "application/json" }, payload: JSON.stringify({ dependsOn: [b.id] }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: "dependency_cycle", message: expect.stringContaining("ciclo entre 2 tareas") });
    expect(res.json().error.fields.dependsOn).toContain("ciclo entre 2 tareas");
  });

  it("deletes the project for an owner, and then it is gone", async () => {
    expect((await call("DELETE", `/api/v1/projects/${projectId}`, "owner")).statusCode).toBe(204);
    expect((await call("GET", `/api/v1/projects/${projectId}`, "owner")).statusCode).toBe(404);
  });
});
