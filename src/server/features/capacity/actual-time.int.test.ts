import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedAccounts } from "../../testing/accounts";
import { testEngine } from "../../../db/test-database";
import { notifications } from "../../../db/schema/activity";
import { resources } from "../../../db/schema/projects";
import { timeEntries } from "../../../db/schema/time-tracking";
import { addDays, mondayOf, todayInZone } from "../../../domain/capacity/dates";
import { officialHolidays } from "../../../domain/capacity/holidays";
import { noticeAllSignals } from "./service";

// Time tracking in the capacity center (issue 24, decision 1204): actual hours beside the planned
// ones, and the 'hours outside working hours' signal against the person's own baseline, seen only
// by them and their managers.

describe(`capacity with logged time on ${testEngine()}`, () => {
  let t: TestApp;
  let projectId: string;
  let taskId: string;
  const as = (user: string, url: string) => requestAs(t, "GET", url, user);
  const current = mondayOf(todayInZone("America/Mexico_City"));
  const previous = addDays(current, -7);
  // The fixture logs no weekday that is a Mexican holiday, whatever week the test runs in.
  const year = Number(current.slice(0, 4));
  const holidays = new Set([...officialHolidays("MX", year - 1), ...officialHolidays("MX", year)].map((h) => h.date));
  const weekdays = (monday: string) => [0, 1, 2, 3, 4].map((d) => addDays(monday, d)).filter((d) => !holidays.has(d));

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", name: "Ana" }, { id: "mia", name: "Mía", locale: "en" }, { id: "vic", name: "Vic" }, { id: "eve", name: "Eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", mia: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    projectId = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Atlas" })).json().id;
    taskId = (await requestAs(t, "POST", `/api/v1/projects/${projectId}/tasks`, "ana", { title: "Diseño" })).json().id;
    const db = t.testDb.database.db;
    await db.insert(resources).values([
      { workspaceId: "w", userId: "mia", name: "Mía", availability: 40 },
      { workspaceId: "w", userId: "vic", name: "Vic", availability: 40 },
    ]);
    // Mía's usual: 8 hours each weekday for the 12 weeks before the last one, nothing outside.
    const rows: (typeof timeEntries.$inferInsert)[] = [];
    for (let week = 2; week <= 13; week++) {
      const monday = addDays(current, -7 * week);
      for (const date of weekdays(monday)) rows.push({ workspaceId: "w", projectId, taskId, userId: "mia", date, minutes: 480 });
    }
    // Last week: the usual weekdays, plus 5 hours on Saturday and 3 on Sunday.
    for (const date of weekdays(previous)) rows.push({ workspaceId: "w", projectId, taskId, userId: "mia", date, minutes: 480 });
    rows.push({ workspaceId: "w", projectId, taskId, userId: "mia", date: addDays(previous, 5), minutes: 300 });
    rows.push({ workspaceId: "w", projectId, taskId, userId: "mia", date: addDays(previous, 6), minutes: 180 });
    // Vic always works Saturdays: 6 hours outside every week is his normal, never a signal.
    for (let week = 1; week <= 13; week++) rows.push({ workspaceId: "w", projectId, taskId, userId: "vic", date: addDays(addDays(current, -7 * week), 5), minutes: 360 });
    await db.insert(timeEntries).values(rows);
  });
  afterAll(async () => t.close());

  it("shows actual logged hours per person and week beside the planned ones", async () => {
    const load = (await as("ana", "/api/v1/capacity/load?past=4&future=2")).json();
    expect(load.hasActual).toBe(true);
    const mia = load.people.find((p: { name: string }) => p.name === "Mía");
    const week = (start: string) => mia.weeks.find((w: { start: string }) => w.start === start);
    expect(week(previous).actual).toBe(weekdays(previous).length * 8 + 8);
    expect(week(addDays(current, -14)).actual).toBe(weekdays(addDays(current, -14)).length * 8);
    expect(week(current).actual).toBe(0);
  });

  it("raises 'hours outside working hours' against the person's own baseline, for them and their managers only", async () => {
    const signalOf = async (user: string, name: string) => {
      const body = (await as(user, "/api/v1/capacity/signals?workspaceId=w")).json();
      expect(body.pending).toEqual([]);
      return body.people.find((p: { name: string }) => p.name === name)?.signals.find((s: { kind: string }) => s.kind === "after_hours");
    };
    const forManager = await signalOf("ana", "Mía");
    expect(forManager).toMatchObject({ kind: "after_hours", severity: "warning", evidence: { baseline: 0, weeks: [{ start: previous, outside: 8 }] } });
    expect(forManager.evidence.weeks[0].days.map((d: { reason: string; outside: number }) => [d.reason, d.outside])).toEqual([
      ["non_working_day", 5],
      ["non_working_day", 3],
    ]);
    expect(await signalOf("mia", "Mía")).toBeDefined();
    // A viewer sees only their own person; Vic's six Saturday hours are his normal.
    const vic = (await as("vic", "/api/v1/capacity/signals?workspaceId=w")).json();
    expect(vic.people.map((p: { name: string }) => p.name)).toEqual(["Vic"]);
    expect(await signalOf("ana", "Vic")).toBeUndefined();
    expect((await as("eve", "/api/v1/capacity/signals?workspaceId=w")).statusCode).toBe(404);
  });

  it("tells the managers once, in their language, when the signal appears", async () => {
    await noticeAllSignals(t.testDb.database.db);
    await noticeAllSignals(t.testDb.database.db);
    const sent = await t.testDb.database.db.select().from(notifications).where(and(eq(notifications.userId, "ana"), eq(notifications.kind, "capacity_alert")));
    const afterHours = sent.filter((n) => n.message.includes("fuera de su horario"));
    expect(afterHours).toHaveLength(1);
    expect(afterHours[0]!.message).toContain("Mía");
  });
});
