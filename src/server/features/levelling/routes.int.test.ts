import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";

describe(`levelling on ${testEngine()}`, () => {
  let t: TestApp;
  let projectId: string;
  const ids: Record<string, string> = {};
  const as = (user: string) => ({ "x-test-user": user });
  const call = (method: "GET" | "POST" | "PATCH", url: string, user = "ana", body?: unknown) =>
    t.app.inject({ method, url, headers: { ...as(user), ...(body === undefined ? {} : { "content-type": "application/json" }) }, payload: body === undefined ? undefined : JSON.stringify(body) });
  const created = async (url: string, body: unknown) => {
    const res = await call("POST", url, "ana", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const datesOf = async () => {
    const tasks = (await call("GET", `/api/v1/projects/${projectId}/tasks`)).json() as { title: string; startDate: string; endDate: string }[];
    return Object.fromEntries(tasks.map((task) => [task.title, [task.startDate, task.endDate]]));
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedOwnerViewerAndStranger(t.testDb.database.db);
    projectId = await created("/api/v1/projects", { name: "Atlas" });
    const maria = await created("/api/v1/resources", { name: "María", role: "Dev", availability: 40 });
    const luis = await created("/api/v1/resources", { name: "Luis", role: "QA", availability: 40 });
    const task = (title: string, startDate: string, endDate: string, assigneeResourceId: string | null, extra: object = {}) =>
      created(`/api/v1/projects/${projectId}/tasks`, { title, startDate, endDate, assigneeResourceId, ...extra });
    // María has two full-time tasks at once; the test depends on the first.
    ids.design = await task("Diseño", "2026-03-02", "2026-03-04", maria);
    ids.build = await task("Construcción", "2026-03-02", "2026-03-04", maria);
    ids.test = await task("Pruebas", "2026-03-05", "2026-03-05", luis, { dependsOn: [ids.design] });
    ids.done = await task("Arranque", "2026-03-02", "2026-03-02", maria, { status: "Completada" });
    ids.undated = await task("Sin fecha", "2026-03-02", "2026-03-02", null);
    expect((await call("PATCH", `/api/v1/projects/${projectId}/tasks/${ids.undated}`, "ana", { startDate: null, endDate: null })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it("previews the levelled schedule: one person's overlap removed, dependencies kept, nothing written", async () => {
    const before = await datesOf();
    const res = await call("POST", `/api/v1/projects/${projectId}/levelling/preview`, "vic");
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ start: "2026-03-02", finishBefore: "2026-03-05", daysBefore: 4, overloadsBefore: 3, overloadsAfter: 0, undated: 1, lastRun: null });
    // Diseño first (Pruebas waits for it): Construcción moves after it, the finish is the 7th.
    expect(preview.finishAfter).toBe("2026-03-07");
    const byTitle = Object.fromEntries(preview.tasks.map((task: { title: string }) => [task.title, task]));
    expect(Object.keys(byTitle).sort()).toEqual(["Construcción", "Diseño", "Pruebas"]);
    expect(byTitle["Diseño"]).toMatchObject({ moved: false, after: { startDate: "2026-03-02", endDate: "2026-03-04" }, assigneeName: "María" });
    expect(byTitle["Construcción"]).toMatchObject({ moved: true, after: { startDate: "2026-03-05", endDate: "2026-03-07" } });
    expect(byTitle["Pruebas"]).toMatchObject({ moved: false });
    expect(await datesOf()).toEqual(before);
  });

  it("applies in one step and undoes, keeping a task moved by hand since", async () => {
    const before = await datesOf();
    const applied = await call("POST", `/api/v1/projects/${projectId}/levelling/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().lastRun).toMatchObject({ moved: 1, daysBefore: 4, daysAfter: 6, undoable: true });
    expect((await datesOf())["Construcción"]).toEqual(["2026-03-05", "2026-03-07"]);
    // Levelled already: nothing more to apply, and the preview says so.
    const again = await call("POST", `/api/v1/projects/${projectId}/levelling/apply`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("El calendario ya respeta la capacidad del equipo: no hay fechas que mover.");
    const status = (await call("GET", `/api/v1/projects/${projectId}/levelling`, "vic")).json();
    expect(status.lastRun).toMatchObject({ moved: 1, undoable: true });

    const undone = await call("POST", `/api/v1/projects/${projectId}/levelling/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ restored: 1, kept: 0 });
    expect(await datesOf()).toEqual(before);
    const twice = await call("POST", `/api/v1/projects/${projectId}/levelling/undo?lang=en`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("There is no applied levelling to undo.");

    // Apply again, move the task by hand, undo: the hand-made dates stay.
    expect((await call("POST", `/api/v1/projects/${projectId}/levelling/apply`)).statusCode).toBe(200);
    expect((await call("PATCH", `/api/v1/projects/${projectId}/tasks/${ids.build}`, "ana", { startDate: "2026-03-09", endDate: "2026-03-11" })).statusCode).toBe(200);
    expect((await call("POST", `/api/v1/projects/${projectId}/levelling/undo`)).json()).toEqual({ restored: 0, kept: 1 });
    expect((await datesOf())["Construcción"]).toEqual(["2026-03-09", "2026-03-11"]);
  });

  it("lets a viewer look but not apply or undo; another workspace gets 404; a visitor 401", async () => {
    expect((await call("POST", `/api/v1/projects/${projectId}/levelling/apply`, "vic")).statusCode).toBe(403);
    expect((await call("POST", `/api/v1/projects/${projectId}/levelling/undo`, "vic")).statusCode).toBe(403);
    for (const [method, path] of [["GET", ""], ["POST", "/preview"], ["POST", "/apply"], ["POST", "/undo"]] as const) {
      expect((await call(method, `/api/v1/projects/${projectId}/levelling${path}`, "eve")).statusCode).toBe(404);
      expect((await t.app.inject({ method, url: `/api/v1/projects/${projectId}/levelling${path}` })).statusCode).toBe(401);
    }
    expect((await call("POST", "/api/v1/projects/not-a-project/levelling/preview")).statusCode).toBe(404);
  });
});
