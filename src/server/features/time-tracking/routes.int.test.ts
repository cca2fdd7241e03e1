import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedAccounts } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";
import { runningTimers, timeEntries } from "../../../db/schema/time-tracking";

describe(`time tracking on ${testEngine()}`, () => {
  let t: TestApp;
  let projectId: string;
  let taskId: string;
  let otherTask: string;
  let eveProject: string;
  let eveTask: string;
  const as = (user: string, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) => requestAs(t, method, url, user, body);
  const entries = (id = taskId) => `/api/v1/projects/${projectId}/tasks/${id}/time-entries`;
  const timer = (id = taskId) => `/api/v1/projects/${projectId}/tasks/${id}/timer`;
  const log = (user: string, body: Record<string, unknown>, id = taskId) => as(user, "POST", entries(id), body);
  const rowsOf = async (userId: string) => t.testDb.database.db.select().from(timeEntries).where(eq(timeEntries.userId, userId));

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", name: "Ana" }, { id: "mia", name: "Mía", locale: "en" }, { id: "vic", name: "Vic" }, { id: "eve", name: "Eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", mia: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    projectId = (await as("ana", "POST", "/api/v1/projects", { name: "Atlas" })).json().id;
    taskId = (await as("ana", "POST", `/api/v1/projects/${projectId}/tasks`, { title: "Diseño", estimateHours: 10 })).json().id;
    otherTask = (await as("ana", "POST", `/api/v1/projects/${projectId}/tasks`, { title: "Código" })).json().id;
    eveProject = (await as("eve", "POST", "/api/v1/projects", { name: "Ajeno" })).json().id;
    eveTask = (await as("eve", "POST", `/api/v1/projects/${eveProject}/tasks`, { title: "Ajena" })).json().id;
  });
  afterAll(async () => t.close());

  it("logs manual time and shows everyone's total against the estimate; members see their own entries, managers everyone's", async () => {
    const made = await log("mia", { date: "2026-11-23", minutes: 90, note: "Bocetos", billable: false });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ minutes: 90, billable: false, source: "manual", userName: "Mía", taskTitle: "Diseño", projectName: "Atlas", canEdit: true });
    expect((await log("ana", { date: "2026-11-24", minutes: 120 })).statusCode).toBe(201);

    const mine = (await as("mia", "GET", entries())).json();
    expect(mine).toMatchObject({ estimateHours: 10, totalMinutes: 210, billableMinutes: 120, seesAll: false });
    expect(mine.entries.map((e: { userId: string }) => e.userId)).toEqual(["mia"]);
    const all = (await as("ana", "GET", entries())).json();
    expect(all.seesAll).toBe(true);
    expect(all.entries.map((e: { userId: string }) => e.userId).sort()).toEqual(["ana", "mia"]);
    // A viewer reads the total, sees no one's entries and can edit nothing.
    expect((await as("vic", "GET", entries())).json()).toMatchObject({ totalMinutes: 210, entries: [] });
  });

  it("authorisation: outsiders get 404, viewers cannot log, members cannot touch another's entry, managers can", async () => {
    expect((await as("eve", "GET", entries())).statusCode).toBe(404);
    expect((await log("eve", { date: "2026-11-23", minutes: 30 })).statusCode).toBe(404);
    expect((await as("eve", "POST", timer(), {})).statusCode).toBe(404);
    expect((await log("vic", { date: "2026-11-23", minutes: 30 })).statusCode).toBe(403);
    expect((await as("vic", "POST", timer(), {})).statusCode).toBe(403);
    // Another workspace's task under this project's path is a 404, as is a task that does not exist.
    expect((await log("ana", { date: "2026-11-23", minutes: 30 }, eveTask)).statusCode).toBe(404);

    const anas = (await log("ana", { date: "2026-11-25", minutes: 30 })).json().id as string;
    const mias = (await log("mia", { date: "2026-11-25", minutes: 45 })).json().id as string;
    expect((await as("mia", "PATCH", `/api/v1/time-entries/${anas}`, { minutes: 5 })).statusCode).toBe(403);
    expect((await as("mia", "DELETE", `/api/v1/time-entries/${anas}`)).statusCode).toBe(403);
    expect((await as("vic", "PATCH", `/api/v1/time-entries/${mias}`, { minutes: 5 })).statusCode).toBe(403);
    expect((await as("eve", "PATCH", `/api/v1/time-entries/${mias}`, { minutes: 5 })).statusCode).toBe(404);
    expect((await as("eve", "DELETE", `/api/v1/time-entries/${mias}`)).statusCode).toBe(404);

    const edited = await as("mia", "PATCH", `/api/v1/time-entries/${mias}`, { minutes: 60, note: "Revisión", billable: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ minutes: 60, note: "Revisión", billable: false });
    expect((await as("ana", "PATCH", `/api/v1/time-entries/${mias}`, { minutes: 50 })).json().minutes).toBe(50);
    expect((await as("mia", "DELETE", `/api/v1/time-entries/${mias}`)).statusCode).toBe(204);
    expect((await as("ana", "DELETE", `/api/v1/time-entries/${anas}`)).statusCode).toBe(204);
    expect((await as("ana", "DELETE", `/api/v1/time-entries/${anas}`)).statusCode).toBe(404);
  });

  it("refuses zero, negative and over-24h durations and more than 24 hours in a day, with translated field messages and no write", async () => {
    const before = (await rowsOf("mia")).length;
    for (const minutes of [0, -15, 1441, 2.5, "90"]) {
      const bad = await log("mia", { date: "2026-11-26", minutes });
      expect(bad.statusCode, `${String(minutes)}: ${bad.body}`).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(["minutes"]);
    }
    const badDate = await requestAs(t, "POST", `${entries()}?lang=en`, "mia", { date: "2026-02-30", minutes: 30 });
    expect(badDate.json().error.fields.date).toBe("Invalid date.");
    expect((await log("mia", { date: "2026-11-26", minutes: 30, extra: true })).statusCode).toBe(400);

    expect((await log("mia", { date: "2026-11-27", minutes: 1200 })).statusCode).toBe(201);
    const over = await log("mia", { date: "2026-11-27", minutes: 300 });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields.minutes).toMatch(/24 horas/);
    const overEn = await requestAs(t, "POST", `${entries()}?lang=en`, "mia", { date: "2026-11-27", minutes: 300 });
    expect(overEn.json().error.fields.minutes).toBe("A day holds at most 24 hours: you already logged 20 h that day.");
    expect((await rowsOf("mia")).length).toBe(before + 1);
  });

  it("no entries on a deleted task: logging is a 404 and its entries go with it", async () => {
    const doomed = (await as("ana", "POST", `/api/v1/projects/${projectId}/tasks`, { title: "Efímera" })).json().id as string;
    expect((await log("ana", { date: "2026-11-20", minutes: 15 }, doomed)).statusCode).toBe(201);
    expect((await as("ana", "DELETE", `/api/v1/projects/${projectId}/tasks/${doomed}`)).statusCode).toBe(204);
    expect((await log("ana", { date: "2026-11-20", minutes: 15 }, doomed)).statusCode).toBe(404);
    expect((await as("ana", "POST", timer(doomed), {})).statusCode).toBe(404);
    expect((await rowsOf("ana")).some((r) => r.taskId === doomed)).toBe(false);
  });

  it("one running timer per person: starting another stops and logs the first", async () => {
    expect((await as("mia", "GET", "/api/v1/timer")).json()).toEqual({ timer: null });
    const first = await as("mia", "POST", timer(), { note: "Arranque" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ timer: { taskId, taskTitle: "Diseño", note: "Arranque" }, stopped: null });
    // Pretend it started 25 minutes ago.
    await t.testDb.database.db.update(runningTimers).set({ startedAt: new Date(Date.now() - 25 * 60_000) }).where(eq(runningTimers.userId, "mia"));
    const second = await as("mia", "POST", timer(otherTask), {});
    expect(second.json()).toMatchObject({ timer: { taskId: otherTask }, stopped: { taskId, minutes: 25, source: "timer", note: "Arranque" } });
    expect((await t.testDb.database.db.select().from(runningTimers).where(eq(runningTimers.userId, "mia"))).length).toBe(1);

    // Under a minute logs nothing.
    const quick = await as("mia", "POST", "/api/v1/timer/stop");
    expect(quick.json()).toEqual({ entry: null, capped: false, locked: false });
    expect((await as("mia", "GET", "/api/v1/timer")).json()).toEqual({ timer: null });
    expect((await as("mia", "POST", "/api/v1/timer/stop")).json()).toEqual({ entry: null, capped: false, locked: false });

    // Two starts at once leave exactly one timer.
    await Promise.all([as("ana", "POST", timer(), {}), as("ana", "POST", timer(otherTask), {})]);
    expect((await t.testDb.database.db.select().from(runningTimers).where(eq(runningTimers.userId, "ana"))).length).toBe(1);
    await as("ana", "POST", "/api/v1/timer/stop");
    expect((await as("vic", "POST", "/api/v1/timer/stop")).json()).toEqual({ entry: null, capped: false, locked: false });
  });

  it("a forgotten timer is cut to the room left in its day", async () => {
    await as("mia", "POST", timer(), {});
    await t.testDb.database.db.update(runningTimers).set({ startedAt: new Date(Date.now() - 30 * 3600_000) }).where(eq(runningTimers.userId, "mia"));
    const stopped = (await as("mia", "POST", "/api/v1/timer/stop")).json();
    expect(stopped.capped).toBe(true);
    expect(stopped.entry.minutes).toBeLessThanOrEqual(1440);
  });

  it("timesheet: the caller's entries between two dates; anyone's only for managers", async () => {
    const sheet = await as("mia", "GET", "/api/v1/time-entries?workspaceId=w&from=2026-11-23&to=2026-11-29");
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json().entries.length).toBeGreaterThan(0);
    expect(sheet.json().entries.every((e: { userId: string; date: string }) => e.userId === "mia" && e.date >= "2026-11-23" && e.date <= "2026-11-29")).toBe(true);
    expect(sheet.json().people).toEqual([]);
    expect((await as("mia", "GET", "/api/v1/time-entries?workspaceId=w&from=2026-11-23&to=2026-11-29&userId=ana")).statusCode).toBe(403);
    const forMia = (await as("ana", "GET", "/api/v1/time-entries?workspaceId=w&from=2026-11-23&to=2026-11-29&userId=mia")).json();
    expect(forMia.entries.length).toBe(sheet.json().entries.length);
    expect(forMia.people.map((p: { userId: string }) => p.userId).sort()).toEqual(["ana", "mia", "vic"]);
    expect((await as("ana", "GET", "/api/v1/time-entries?workspaceId=w&from=2026-11-23&to=2026-11-29&userId=eve")).statusCode).toBe(400);
    expect((await as("eve", "GET", "/api/v1/time-entries?workspaceId=w&from=2026-11-23&to=2026-11-29")).statusCode).toBe(404);
    expect((await as("mia", "GET", "/api/v1/time-entries?workspaceId=w&from=2026-11-29&to=2026-11-23")).statusCode).toBe(400);
    expect((await as("mia", "GET", "/api/v1/time-entries?workspaceId=w&from=2026-01-01&to=2026-12-31")).statusCode).toBe(400);
  });
});
