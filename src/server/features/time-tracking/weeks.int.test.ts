import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedAccounts } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";
import { auditLog, notifications } from "../../../db/schema/activity";
import { runningTimers, timeEntries } from "../../../db/schema/time-tracking";

// Weekly approval and locking (decision 1211).
describe(`timesheet weeks on ${testEngine()}`, () => {
  let t: TestApp;
  let projectId: string;
  let taskId: string;
  const WEEK = "2026-10-05"; // a Monday
  const as = (user: string, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) => requestAs(t, method, url, user, body);
  const log = (user: string, date: string, minutes = 60, lang = "es") => as(user, "POST", `/api/v1/projects/${projectId}/tasks/${taskId}/time-entries?lang=${lang}`, { date, minutes });
  const weeks = "/api/v1/timesheet-weeks";

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", name: "Ana" }, { id: "adi", name: "Adi" }, { id: "mia", name: "Mía", locale: "en" }, { id: "max", name: "Max" }, { id: "vic", name: "Vic" }, { id: "eve", name: "Eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", adi: "admin", mia: "member", max: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    projectId = (await as("ana", "POST", "/api/v1/projects", { name: "Atlas" })).json().id;
    taskId = (await as("ana", "POST", `/api/v1/projects/${projectId}/tasks`, { title: "Diseño" })).json().id;
  });
  afterAll(async () => t.close());

  it("submit → approve locks the week: API writes get a translated 423, other weeks stay open, an admin reopens", async () => {
    const monday = (await log("mia", WEEK, 120)).json().id as string;
    expect((await log("mia", "2026-10-11", 30)).statusCode).toBe(201); // Sunday: same week (Monday first)
    const open = await as("mia", "GET", `${weeks}/${WEEK}?workspaceId=w`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ id: null, status: "open", minutes: 150, locked: false });

    const submitted = await as("mia", "POST", `${weeks}/${WEEK}/submit?workspaceId=w`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: "submitted", submittedMinutes: 150, userName: "Mía" });
    const id = submitted.json().id as string;
    // Submitting twice is a translated 409; a week must start on a Monday.
    const twice = await as("mia", "POST", `${weeks}/${WEEK}/submit?workspaceId=w&lang=en`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("This week was already submitted and awaits approval.");
    const tuesday = await as("mia", "POST", `${weeks}/2026-10-06/submit?workspaceId=w&lang=en`);
    expect(tuesday.statusCode, tuesday.body).toBe(400);
    expect(tuesday.json().error.fields["params.weekStart"]).toBe("A week must start on a Monday.");

    // The approval queue: managers see everyone's submitted weeks, a member only their own.
    const queue = (await as("adi", "GET", `${weeks}?workspaceId=w&status=submitted`)).json().weeks;
    expect(queue.map((w: { id: string }) => w.id)).toEqual([id]);
    expect((await as("max", "GET", `${weeks}?workspaceId=w&status=submitted`)).json().weeks).toEqual([]);

    const approved = await as("adi", "POST", `${weeks}/${id}/approve?workspaceId=w`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", locked: true, decidedByName: "Adi" });

    // Locked: create, change, move into, delete, all refused with 423 in the caller's language, nothing written.
    const before = await t.testDb.database.db.select().from(timeEntries).where(eq(timeEntries.userId, "mia"));
    const create = await log("mia", "2026-10-07", 30, "en");
    expect(create.statusCode).toBe(423);
    expect(create.json().error.code).toBe("week_locked");
    expect(create.json().error.fields.date).toMatch(/^The week of 2026-10-05 is approved and locked/);
    expect((await log("mia", "2026-10-07", 30)).json().error.message).toMatch(/está aprobada y cerrada/);
    expect((await as("mia", "PATCH", `/api/v1/time-entries/${monday}`, { minutes: 10 })).statusCode).toBe(423);
    expect((await as("ana", "PATCH", `/api/v1/time-entries/${monday}`, { date: "2026-10-12" })).statusCode).toBe(423);
    expect((await as("mia", "DELETE", `/api/v1/time-entries/${monday}`)).statusCode).toBe(423);
    const other = (await log("mia", "2026-10-14", 45)).json().id as string;
    expect((await as("mia", "PATCH", `/api/v1/time-entries/${other}`, { date: "2026-10-06" })).statusCode).toBe(423);
    expect((await t.testDb.database.db.select().from(timeEntries).where(eq(timeEntries.userId, "mia"))).length).toBe(before.length + 1);
    // Someone else's week is not locked by Mía's approval.
    expect((await log("max", "2026-10-07", 30)).statusCode).toBe(201);

    // The person was told, in their language (English), and the audit log has both steps.
    const told = await t.testDb.database.db.select().from(notifications).where(and(eq(notifications.userId, "mia"), eq(notifications.kind, "timesheet")));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe("Timesheet approved");
    expect(told[0]!.message).toBe("Adi approved your week of October 5, 2026. It is now locked.");
    const audit = await t.testDb.database.db.select().from(auditLog).where(eq(auditLog.target, id));
    expect(audit.map((a) => a.action).sort()).toEqual(["timesheet.approved", "timesheet.submitted"]);

    // Approving again is a 409; an admin reopens, and writes go through again.
    expect((await as("ana", "POST", `${weeks}/${id}/approve?workspaceId=w`)).statusCode).toBe(409);
    const reopened = await as("ana", "POST", `${weeks}/${id}/reopen?workspaceId=w`);
    expect(reopened.json()).toMatchObject({ status: "reopened", locked: false });
    expect((await as("mia", "PATCH", `/api/v1/time-entries/${monday}`, { minutes: 90 })).statusCode).toBe(200);
    expect((await t.testDb.database.db.select().from(auditLog).where(eq(auditLog.target, id))).map((a) => a.action)).toContain("timesheet.reopened");
  });

  it("a timer stopped into a locked week ends without writing an entry", async () => {
    const week = "2026-09-28";
    await log("max", "2026-09-29", 60);
    const id = (await as("max", "POST", `${weeks}/${week}/submit?workspaceId=w`)).json().id as string;
    expect((await as("ana", "POST", `${weeks}/${id}/approve?workspaceId=w`)).statusCode).toBe(200);
    await as("max", "POST", `/api/v1/projects/${projectId}/tasks/${taskId}/timer`, {});
    await t.testDb.database.db.update(runningTimers).set({ startedAt: new Date("2026-09-30T15:00:00Z") }).where(eq(runningTimers.userId, "max"));
    const count = async () => (await t.testDb.database.db.select().from(timeEntries).where(eq(timeEntries.userId, "max"))).length;
    const before = await count();
    const stopped = await as("max", "POST", "/api/v1/timer/stop");
    expect(stopped.json()).toEqual({ entry: null, capped: false, locked: true });
    expect(await count()).toBe(before);
    expect((await as("max", "GET", "/api/v1/timer")).json()).toEqual({ timer: null });
  });

  it("reject needs a reason and tells the person why (in Spanish for a Spanish account)", async () => {
    const week = "2026-10-19";
    await log("max", "2026-10-20", 60);
    const id = (await as("max", "POST", `${weeks}/${week}/submit?workspaceId=w`)).json().id as string;
    const noReason = await as("ana", "POST", `${weeks}/${id}/reject?workspaceId=w`, { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().error.fields)).toEqual(["reason"]);
    const rejected = await as("ana", "POST", `${weeks}/${id}/reject?workspaceId=w`, { reason: "Faltan las horas del martes" });
    expect(rejected.json()).toMatchObject({ status: "rejected", reason: "Faltan las horas del martes", locked: false });
    const [told] = await t.testDb.database.db.select().from(notifications).where(and(eq(notifications.userId, "max"), eq(notifications.titleKey, "timeTracking.notice.rejected_title")));
    expect(told!.message).toBe("Ana rechazó tu semana del 19 de octubre de 2026: Faltan las horas del martes. Corrígela y envíala de nuevo.");
    // Rejected weeks can be fixed and submitted again.
    expect((await log("max", "2026-10-21", 30)).statusCode).toBe(201);
    expect((await as("max", "POST", `${weeks}/${week}/submit?workspaceId=w`)).json()).toMatchObject({ id, status: "submitted", reason: "" });
  });

  it("authorisation: only owners and admins decide, a viewer cannot submit, another workspace gets 404", async () => {
    const week = "2026-11-02";
    await log("max", "2026-11-03", 60);
    const id = (await as("max", "POST", `${weeks}/${week}/submit?workspaceId=w`)).json().id as string;
    for (const action of ["approve", "reopen"]) {
      expect((await as("max", "POST", `${weeks}/${id}/${action}?workspaceId=w`)).statusCode, `max ${action}`).toBe(403);
      expect((await as("mia", "POST", `${weeks}/${id}/${action}?workspaceId=w`)).statusCode, `mia ${action}`).toBe(403);
      expect((await as("vic", "POST", `${weeks}/${id}/${action}?workspaceId=w`)).statusCode, `vic ${action}`).toBe(403);
      expect((await as("eve", "POST", `${weeks}/${id}/${action}`)).statusCode, `eve ${action}`).toBe(404);
    }
    expect((await as("mia", "POST", `${weeks}/${id}/reject?workspaceId=w`, { reason: "no" })).statusCode).toBe(403);
    expect((await as("eve", "POST", `${weeks}/${id}/reject`, { reason: "no" })).statusCode).toBe(404);
    expect((await as("ana", "POST", `${weeks}/not-a-week/approve?workspaceId=w`)).statusCode).toBe(404);
    expect((await as("vic", "POST", `${weeks}/${week}/submit?workspaceId=w`)).statusCode).toBe(403);
    expect((await as("eve", "POST", `${weeks}/${week}/submit?workspaceId=w`)).statusCode).toBe(404);
    expect((await as("eve", "GET", `${weeks}?workspaceId=w`)).statusCode).toBe(404);
    // Someone else's week: managers only.
    expect((await as("mia", "GET", `${weeks}/${week}?workspaceId=w&userId=max`)).statusCode).toBe(403);
    expect((await as("adi", "GET", `${weeks}/${week}?workspaceId=w&userId=max`)).json()).toMatchObject({ id, status: "submitted" });
    expect((await as("mia", "GET", `${weeks}?workspaceId=w&userId=max`)).statusCode).toBe(403);
    // The state is unchanged by the refused attempts.
    expect((await as("max", "GET", `${weeks}/${week}?workspaceId=w`)).json().status).toBe("submitted");
  });

  it("reports: everyone's rows for managers, the caller's own for members, filters by dates and project, 404 outside", async () => {
    const url = (q: string) => `/api/v1/time-reports?workspaceId=w&${q}`;
    const all = await as("ana", "GET", url("from=2026-09-01&to=2026-11-30"));
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().everyone).toBe(true);
    const people = new Set(all.json().rows.map((r: { userId: string }) => r.userId));
    expect([...people].sort()).toEqual(["max", "mia"]);
    const sum = (rows: { minutes: number }[]) => rows.reduce((a, r) => a + r.minutes, 0);
    const october = (await as("ana", "GET", url("from=2026-10-01&to=2026-10-31"))).json().rows;
    expect(october.every((r: { date: string }) => r.date >= "2026-10-01" && r.date <= "2026-10-31")).toBe(true);
    expect(sum(october)).toBeLessThan(sum(all.json().rows));
    const mine = (await as("max", "GET", url("from=2026-09-01&to=2026-11-30"))).json();
    expect(mine.everyone).toBe(false);
    expect(mine.rows.every((r: { userId: string }) => r.userId === "max")).toBe(true);
    expect((await as("max", "GET", url("from=2026-09-01&to=2026-11-30&userId=mia"))).statusCode).toBe(403);
    expect((await as("ana", "GET", url(`from=2026-09-01&to=2026-11-30&projectId=${projectId}`))).json().rows.length).toBe(all.json().rows.length);
    expect((await as("ana", "GET", url("from=2026-11-30&to=2026-09-01"))).statusCode).toBe(400);
    expect((await as("eve", "GET", url("from=2026-09-01&to=2026-11-30"))).statusCode).toBe(404);
  });
});
