import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, requestAs, type TestApp, type TestMethod } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";

describe(`sprints on ${testEngine()}`, () => {
  let t: TestApp;
  let projectId = "";
  const call = (method: TestMethod, url: string, user: string | null, body?: unknown) => requestAs(t, method, url, user, body);

  beforeAll(async () => {
    t = await createTestApp();
    await seedOwnerViewerAndStranger(t.testDb.database.db);
    projectId = (await call("POST", "/api/v1/projects", "ana", { name: "Scrum" })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("generates consecutive sprints and validates number and duration with clear messages", async () => {
    const bad = await call("POST", `/api/v1/projects/${projectId}/sprints/generate`, "ana", { startDate: "2026-01-05", count: 53, durationDays: 91 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ count: "Debe ser menor o igual que 52.", durationDays: "Debe ser menor o igual que 90." });
    const res = await call("POST", `/api/v1/projects/${projectId}/sprints/generate`, "ana", { startDate: "2026-02-16", count: 3, durationDays: 14 });
    expect(res.statusCode).toBe(201);
    expect(res.json().items.map((s: { name: string; startDate: string; endDate: string; status: string }) => [s.name, s.startDate, s.endDate, s.status])).toEqual([
      ["Sprint 1", "2026-02-16", "2026-03-01", "planned"],
      ["Sprint 2", "2026-03-02", "2026-03-15", "planned"],
      ["Sprint 3", "2026-03-16", "2026-03-29", "planned"],
    ]);
  });

  it("refuses overlapping dates unless the user confirms, and continues the numbering", async () => {
    const clash = await call("POST", `/api/v1/projects/${projectId}/sprints/generate`, "ana", { startDate: "2026-03-20", count: 1, durationDays: 14 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe("Las fechas se traslapan con «Sprint 3» (10 días). Confirma si quieres continuar.");
    const confirmed = await call("POST", `/api/v1/projects/${projectId}/sprints/generate`, "ana", { startDate: "2026-03-20", count: 1, durationDays: 14, confirmOverlap: true });
    expect(confirmed.json().items[0].name).toBe("Sprint 4");
  });

  it("moves through its states and refuses to leave a final one", async () => {
    const [first] = (await call("GET", `/api/v1/projects/${projectId}/sprints`, "ana")).json();
    const url = `/api/v1/projects/${projectId}/sprints/${first.id}`;
    expect((await call("PATCH", url, "ana", { status: "in_progress" })).json().status).toBe("in_progress");
    expect((await call("PATCH", url, "ana", { status: "completed" })).json().status).toBe("completed");
    const back = await call("PATCH", url, "ana", { status: "planned" });
    expect(back.statusCode).toBe(422);
    expect(back.json().error.message).toBe("Un sprint no puede pasar de completado a planificado.");
  });

  it("puts tasks in a sprint and draws its burndown", async () => {
    const sprints = (await call("GET", `/api/v1/projects/${projectId}/sprints`, "ana")).json();
    const sprint = sprints[1];
    const a = (await call("POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "A", storyPoints: 3, sprintId: sprint.id })).json();
    await call("POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "B", storyPoints: 5, sprintId: sprint.id });
    await call("PATCH", `/api/v1/projects/${projectId}/tasks/${a.id}`, "ana", { status: "Completada" });
    const listed = (await call("GET", `/api/v1/projects/${projectId}/sprints`, "ana")).json()[1];
    expect(listed.tasks).toEqual({ total: 2, completed: 1, points: 8 });
    const burndown = (await call("GET", `/api/v1/projects/${projectId}/sprints/${sprint.id}/burndown`, "ana")).json();
    expect(burndown.unit).toBe("points");
    expect(burndown.total).toBe(8);
    expect(burndown.points).toHaveLength(14);
    // The ideal line burns on the 10 working days only (decision 1306): flat on the weekends.
    expect(burndown.points[0].ideal).toBeCloseTo(8 - 8 / 10, 2);
    expect(burndown.points[5].ideal).toBe(burndown.points[6].ideal);
    expect(burndown.capacity).toEqual({ hours: 0, workingDays: 10, people: 0 });
  });

  it("counts a sprint's capacity in its people's real working hours: holidays and approved time off removed", async () => {
    // Sprint 3 (16–29 March 2026) opens on Benito Juárez's Monday: 9 working days, not 10.
    const sprint = (await call("GET", `/api/v1/projects/${projectId}/sprints`, "ana")).json()[2];
    expect([sprint.startDate, sprint.endDate]).toEqual(["2026-03-16", "2026-03-29"]);
    const resource = (await call("POST", "/api/v1/resources", "ana", { name: "Rita", role: "Dev", availability: 40 })).json();
    await call("POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "C", storyPoints: 9, sprintId: sprint.id, assigneeResourceId: resource.id });
    const url = `/api/v1/projects/${projectId}/sprints/${sprint.id}/burndown`;
    const before = (await call("GET", url, "ana")).json();
    expect(before.capacity).toEqual({ hours: 72, workingDays: 9, people: 1 });
    // Nothing burns on the holiday: the first point still holds the whole 9 points.
    expect(before.points[0].ideal).toBe(9);
    expect(before.points[1].ideal).toBe(8);
    // A day off approved for Rita takes her 8 hours.
    const off = (await call("POST", "/api/v1/capacity/time-off", "ana", { resourceId: resource.id, startDate: "2026-03-18", endDate: "2026-03-18", reason: "Trámite" })).json();
    await call("POST", `/api/v1/capacity/time-off/${off.id}/decision`, "ana", { decision: "approved" });
    expect((await call("GET", url, "ana")).json().capacity).toEqual({ hours: 64, workingDays: 9, people: 1 });
  });

  it("answers 401, 404 and 403 to those who may not touch sprints", async () => {
    const [s] = (await call("GET", `/api/v1/projects/${projectId}/sprints`, "ana")).json();
    const routes: ["GET" | "POST" | "PATCH" | "DELETE", string, unknown?][] = [
      ["GET", `/api/v1/projects/${projectId}/sprints`],
      ["POST", `/api/v1/projects/${projectId}/sprints`, { name: "X", startDate: "2027-01-01", endDate: "2027-01-10" }],
      ["POST", `/api/v1/projects/${projectId}/sprints/generate`, { startDate: "2027-01-01", count: 1, durationDays: 7 }],
      ["PATCH", `/api/v1/projects/${projectId}/sprints/${s.id}`, { name: "Y" }],
      ["DELETE", `/api/v1/projects/${projectId}/sprints/${s.id}`],
      ["GET", `/api/v1/projects/${projectId}/sprints/${s.id}/burndown`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, "eve", body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, "vic", body)).statusCode, `${method} ${url}`).toBe(method === "GET" ? 200 : 403);
    }
  });
});
