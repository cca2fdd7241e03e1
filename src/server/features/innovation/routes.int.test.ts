import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedAccounts } from "../../testing/accounts";

describe(`innovation on ${testEngine()}`, () => {
  let t: TestApp;
  const as = (user: string) => ({ "x-test-user": user });
  const send = (method: "POST" | "PUT", url: string, body: unknown, user = "ana") =>
    t.app.inject({ method, url, headers: { ...as(user), "content-type": "application/json" }, payload: JSON.stringify(body) });
  const get = (url: string, user = "ana") => t.app.inject({ method: "GET", url, headers: as(user) });
  const rice = { scoringMethod: "rice", reach: 500, impact: 2, confidence: 80, effort: 2 };

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", name: "Ana" }, { id: "mo", name: "Mo" }, { id: "vic" }, { id: "eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", mo: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("takes an idea from proposal to a linked project with the planner's draft and first milestones", async () => {
    const created = await send("POST", "/api/v1/innovation/ideas?workspaceId=w", { title: "Exportar reportes a Excel", problem: "Se copian a mano", expectedBenefit: "Ahorra 5 h por semana", tags: ["Reportes"], ...rice }, "mo");
    expect(created.statusCode, created.body).toBe(201);
    const idea = created.json();
    expect(idea).toMatchObject({ status: "idea", author: "Mo", score: 400, tags: ["reportes"], votes: 0 });

    const vote = await send("POST", `/api/v1/innovation/ideas/${idea.id}/vote`, {}, "mo");
    expect(vote.json()).toEqual({ votes: 1, votedByMe: true });
    await send("POST", `/api/v1/innovation/ideas/${idea.id}/vote`, {}, "ana");
    expect((await send("POST", `/api/v1/innovation/ideas/${idea.id}/vote`, {}, "mo")).json()).toEqual({ votes: 1, votedByMe: false });
    const commented = await send("POST", `/api/v1/innovation/ideas/${idea.id}/comments`, { body: "Buena idea" }, "mo");
    expect(commented.statusCode).toBe(201);
    expect(commented.json().comments[0]).toMatchObject({ authorName: "Mo", body: "Buena idea" });

    expect((await send("POST", `/api/v1/innovation/ideas/${idea.id}/status`, { status: "approved" })).statusCode).toBe(409);
    expect((await get(`/api/v1/innovation/ideas/${idea.id}/project-draft`)).statusCode).toBe(409);
    expect((await send("POST", `/api/v1/innovation/ideas/${idea.id}/status`, { status: "evaluating" })).json().status).toBe("evaluating");
    expect((await send("POST", `/api/v1/innovation/ideas/${idea.id}/status`, { status: "approved" })).json().status).toBe("approved");

    const draft = (await get(`/api/v1/innovation/ideas/${idea.id}/project-draft`)).json();
    expect(draft).toMatchObject({ name: "Exportar reportes a Excel", effortMonths: 2 });
    expect(draft.objectives).toContain("Se copian a mano");
    expect(draft.schedule).toContain("2 meses-persona");
    expect(draft.milestones.map((m: { offsetDays: number }) => m.offsetDays)).toEqual([12, 36, 60]);

    const project = (await send("POST", "/api/v1/projects", { name: draft.name, objectives: draft.objectives, scope: draft.scope, schedule: draft.schedule, startDate: "2026-01-05" })).json();
    const converted = await send("POST", `/api/v1/innovation/ideas/${idea.id}/convert`, { projectId: project.id });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json()).toMatchObject({ status: "converted", project: { id: project.id, name: draft.name } });
    expect((await get(`/api/v1/projects/${project.id}/idea`)).json()).toEqual({ idea: { id: idea.id, title: idea.title } });
    const milestones = (await get(`/api/v1/projects/${project.id}/milestones`)).json();
    expect(milestones.map((m: { dueDate: string }) => m.dueDate)).toEqual(expect.arrayContaining(["2026-01-17", "2026-02-10", "2026-03-06"]));
    expect((await get(`/api/v1/projects/${project.id}`)).json().project).toMatchObject({ objectives: draft.objectives, schedule: draft.schedule });
    expect((await send("POST", `/api/v1/innovation/ideas/${idea.id}/convert`, { projectId: project.id })).statusCode).toBe(409);
    expect((await send("PUT", `/api/v1/innovation/ideas/${idea.id}`, { title: "Otro" })).statusCode).toBe(409);
  });

  it("asks a reason to discard, refuses bad scores per field, and keeps ICE apart from RICE", async () => {
    const idea = (await send("POST", "/api/v1/innovation/ideas?workspaceId=w", { title: "App móvil de horas", scoringMethod: "ice", impact: 8, confidence: 7, ease: 5 }, "mo")).json();
    expect(idea.score).toBe(280);
    const noReason = await send("POST", `/api/v1/innovation/ideas/${idea.id}/status`, { status: "discarded" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty("reason");
    const discarded = await send("POST", `/api/v1/innovation/ideas/${idea.id}/status`, { status: "discarded", reason: "Ya existe en el ERP" });
    expect(discarded.json()).toMatchObject({ status: "discarded", discardReason: "Ya existe en el ERP" });
    const bad = await send("POST", "/api/v1/innovation/ideas?workspaceId=w", { title: "", scoringMethod: "rice", impact: 7, effort: 0 }, "mo");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["effort", "impact", "title"]);
  });

  it("lets viewers read only, members write, managers move; another workspace gets 404 on every id route", async () => {
    const idea = (await send("POST", "/api/v1/innovation/ideas?workspaceId=w", { title: "Matriz", ...rice }, "mo")).json();
    const project = (await send("POST", "/api/v1/projects", { name: "P matriz" })).json();
    for (const user of ["vic", "mo", "ana"]) {
      expect((await get("/api/v1/innovation/ideas?workspaceId=w", user)).statusCode).toBe(200);
      expect((await get(`/api/v1/innovation/ideas/${idea.id}`, user)).statusCode).toBe(200);
      expect((await get(`/api/v1/projects/${project.id}/idea`, user)).statusCode).toBe(200);
    }
    expect((await get("/api/v1/innovation/ideas", "eve")).json().items).toHaveLength(0);
    const idRoutes: ["GET" | "POST" | "PUT", string, unknown][] = [
      ["GET", `/api/v1/innovation/ideas/${idea.id}`, null],
      ["PUT", `/api/v1/innovation/ideas/${idea.id}`, { title: "x" }],
      ["POST", `/api/v1/innovation/ideas/${idea.id}/vote`, {}],
      ["POST", `/api/v1/innovation/ideas/${idea.id}/comments`, { body: "x" }],
      ["POST", `/api/v1/innovation/ideas/${idea.id}/status`, { status: "evaluating" }],
      ["GET", `/api/v1/innovation/ideas/${idea.id}/project-draft`, null],
      ["POST", `/api/v1/innovation/ideas/${idea.id}/convert`, { projectId: project.id }],
      ["GET", `/api/v1/projects/${project.id}/idea`, null],
    ];
    for (const [method, url, body] of idRoutes) {
      const res = method === "GET" ? await get(url, "eve") : await send(method, url, body, "eve");
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const memberWrites = idRoutes.filter(([m, u]) => m !== "GET" && !u.endsWith("/status") && !u.endsWith("/convert"));
    for (const [method, url, body] of memberWrites) expect((await send(method as "POST" | "PUT", url, body, "vic")).statusCode, url).toBe(403);
    expect((await send("POST", "/api/v1/innovation/ideas?workspaceId=w", { title: "Vista" }, "vic")).statusCode).toBe(403);
    for (const user of ["vic", "mo"]) {
      expect((await send("POST", `/api/v1/innovation/ideas/${idea.id}/status`, { status: "evaluating" }, user)).statusCode).toBe(403);
      expect((await get(`/api/v1/innovation/ideas/${idea.id}/project-draft`, user)).statusCode).toBe(403);
      expect((await send("POST", `/api/v1/innovation/ideas/${idea.id}/convert`, { projectId: project.id }, user)).statusCode).toBe(403);
    }
    expect((await send("PUT", `/api/v1/innovation/ideas/${idea.id}`, { title: "Matriz 2", ...rice }, "mo")).statusCode).toBe(200);
    expect((await get("/api/v1/innovation/ideas/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await get("/api/v1/innovation/ideas/nope")).statusCode).toBe(404);
  });
});
