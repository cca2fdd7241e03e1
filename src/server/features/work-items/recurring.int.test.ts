import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";
import { seedAccounts } from "../../testing/accounts";
import { startTestSmtp, type TestSmtp } from "../../testing/smtp";
import { testEngine } from "../../../db/test-database";
import { notifications } from "../../../db/schema/activity";
import { projectTasks, resources } from "../../../db/schema/projects";
import { sentReminders, taskOccurrences } from "../../../db/schema/recurrence";
import { serverJobs } from "../../jobs/jobs";
import { runDueJobs } from "../../jobs/scheduler";
import { makeDueOccurrences } from "./recurrence-service";
import { sendDueReminders } from "./reminders-service";

// Two app instances on one database (two pools on PostgreSQL), as two servers behind a balancer.
describe(`recurring tasks and due-date reminders on ${testEngine()}`, () => {
  let a: TestApp;
  let b: TestApp;
  let smtp: TestSmtp;
  let projectId: string;
  let eveProject: string;
  const as = (user: string | null, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) => requestAs(a, method, url, user, body);
  const newTask = async (title: string, extra: Record<string, unknown> = {}) => (await as("ana", "POST", `/api/v1/projects/${projectId}/tasks`, { title, ...extra })).json().id as string;
  const tasksTitled = async (title: string) => a.testDb.database.db.select().from(projectTasks).where(and(eq(projectTasks.projectId, projectId), eq(projectTasks.title, title)));
  const weekly = { frequency: "weekly", interval: 1, weekdays: [1, 4], start: "2026-11-26", end: { kind: "count", count: 10 } };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    a = await createTestApp({ SMTP_URL: smtp.url });
    b = await createTestApp({ SMTP_URL: smtp.url }, { shareDatabaseWith: a });
    await seedAccounts(a.testDb.database.db, {
      users: [{ id: "ana", name: "Ana" }, { id: "mia", name: "Mía", locale: "en", timeZone: "Europe/Madrid" }, { id: "vic", name: "Vic" }, { id: "eve", name: "Eve" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", mia: "member", vic: "viewer" } },
        { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
    projectId = (await as("ana", "POST", "/api/v1/projects", { name: "Atlas" })).json().id;
    eveProject = (await as("eve", "POST", "/api/v1/projects", { name: "Ajeno" })).json().id;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await smtp.close();
  });

  it("a weekly series on Monday and Thursday makes each occurrence once, on its date in Mexico City, across two instances", async () => {
    const first = await newTask("Junta semanal", { startDate: "2026-11-26", endDate: "2026-11-26", priority: "Alta" });
    const put = await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${first}/recurrence`, { rule: weekly });
    expect(put.statusCode, put.body).toBe(200);
    // Set on 26 Nov (the rule's first date, the task itself): the next is Monday 30 Nov.
    expect(put.json().recurrence).toMatchObject({ timeZone: "America/Mexico_City", active: true, createdCount: 1 });
    expect(put.json().recurrence.nextDate >= "2026-11-30").toBe(true);
    const db = a.testDb.database.db;
    const dbB = b.testDb.database.db;

    // Sunday 29 Nov 23:30 in Mexico City is already Monday in UTC: nothing yet.
    const sundayNight = new Date("2026-11-30T05:30:00Z");
    await db.update((await import("../../../db/schema/recurrence")).taskRecurrences).set({ nextDate: "2026-11-30" });
    expect((await makeDueOccurrences(db, sundayNight)).made).toBe(0);

    // Monday 00:10 in Mexico City: both instances run at once; one copy is made.
    const monday = new Date("2026-11-30T06:10:00Z");
    const [ra, rb] = await Promise.all([makeDueOccurrences(db, monday), makeDueOccurrences(dbB, monday)]);
    expect(ra.made + rb.made).toBe(1);
    const copies = await tasksTitled("Junta semanal");
    expect(copies.map((t) => t.endDate).sort()).toEqual(["2026-11-26", "2026-11-30"]);
    expect(copies.find((t) => t.endDate === "2026-11-30")).toMatchObject({ startDate: "2026-11-30", priority: "Alta", status: "Pendiente" });

    // Through the durable queue: each instance's scheduler queues the same period; it runs once.
    const mailer = a.app.accounts.mailer;
    const jobsA = serverJobs({ db, mailer, publicUrl: "http://x" }).filter((j) => j.name === "recurring-tasks");
    const jobsB = serverJobs({ db: dbB, mailer, publicUrl: "http://x" }).filter((j) => j.name === "recurring-tasks");
    const thursday = new Date("2026-12-03T15:00:00Z");
    const [ja, jb] = await Promise.all([runDueJobs(db, jobsA, thursday), runDueJobs(dbB, jobsB, thursday)]);
    expect([...ja, ...jb]).toEqual(["recurring-tasks:2026-12-03T15:00"]);
    // A later period on the other instance finds nothing left to make.
    expect(await runDueJobs(dbB, jobsB, new Date("2026-12-03T16:00:00Z"))).toEqual(["recurring-tasks:2026-12-03T16:00"]);
    expect((await tasksTitled("Junta semanal")).map((t) => t.endDate).sort()).toEqual(["2026-11-26", "2026-11-30", "2026-12-03"]);
    const ledger = await db.select().from(taskOccurrences);
    expect(ledger.map((l) => l.position).sort()).toEqual([1, 2, 3]);

    const got = (await as("mia", "GET", `/api/v1/projects/${projectId}/tasks/${first}/recurrence`)).json().recurrence;
    expect(got).toMatchObject({ nextDate: "2026-12-07", createdCount: 3 });
    expect((await as("ana", "DELETE", `/api/v1/projects/${projectId}/tasks/${first}/recurrence`)).statusCode).toBe(204);
  });

  it("editing the rule keeps what was made; stopping ends the series; a monthly 31st lands on 28 February", async () => {
    const first = await newTask("Cierre de mes", { endDate: "2027-01-31" });
    const monthly = { frequency: "monthly", interval: 1, monthlyOn: { kind: "day", day: 31 }, start: "2027-01-31", end: { kind: "never" } };
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${first}/recurrence`, { rule: monthly })).json().recurrence.nextDate).toBe("2027-02-28");
    const db = a.testDb.database.db;
    expect((await makeDueOccurrences(db, new Date("2027-02-28T18:00:00Z"))).made).toBe(1);
    expect((await tasksTitled("Cierre de mes")).map((t) => t.endDate).sort()).toEqual(["2027-01-31", "2027-02-28"]);
    // The second Tuesday from now on.
    const edited = await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${first}/recurrence`, { rule: { ...monthly, monthlyOn: { kind: "weekday", nth: 2, weekday: 2 } } });
    expect(edited.json().recurrence).toMatchObject({ nextDate: "2027-03-09", createdCount: 2 });
    expect((await as("ana", "DELETE", `/api/v1/projects/${projectId}/tasks/${first}/recurrence`)).statusCode).toBe(204);
    expect((await makeDueOccurrences(db, new Date("2027-03-09T18:00:00Z"))).made).toBe(0);
    expect((await as("ana", "GET", `/api/v1/projects/${projectId}/tasks/${first}/recurrence`)).json().recurrence).toMatchObject({ active: false, nextDate: null, createdCount: 2 });
  });

  it("validates the rule per field and checks access: outsider 404, signed out 401, viewer 403", async () => {
    const task = await newTask("Acceso");
    const url = `/api/v1/projects/${projectId}/tasks/${task}/recurrence`;
    const bad = await requestAs(a, "PUT", `${url}?lang=en`, "ana", { rule: { ...weekly, weekdays: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields["rule.weekdays"]).toBe("Pick at least one weekday.");
    expect((await as("eve", "GET", url)).statusCode).toBe(404);
    expect((await as("eve", "PUT", url, { rule: weekly })).statusCode).toBe(404);
    expect((await as("eve", "PUT", `/api/v1/projects/${eveProject}/tasks/${task}/recurrence`, { rule: weekly })).statusCode).toBe(404);
    expect((await as(null, "GET", url)).statusCode).toBe(401);
    expect((await as(null, "PUT", url, { rule: weekly })).statusCode).toBe(401);
    expect((await as("vic", "GET", url)).statusCode).toBe(200);
    expect((await as("vic", "PUT", url, { rule: weekly })).statusCode).toBe(403);
    expect((await as("vic", "DELETE", url)).statusCode).toBe(403);
    expect((await as(null, "GET", "/api/v1/me/reminders")).statusCode).toBe(401);
    expect((await as(null, "PUT", "/api/v1/me/reminders", { reminders: [], email: true, inApp: true })).statusCode).toBe(401);
    const badTime = await requestAs(a, "PUT", "/api/v1/me/reminders?lang=es", "ana", { reminders: [{ kind: "days_before", days: 1, at: "25:00" }], email: true, inApp: true });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error.fields["reminders.0.at"]).toBe("Usa una hora como 09:00.");
  });

  it("reminds each assignee once at the moments they chose, in their language, by e-mail and in the app; re-armed when the due date moves; none for done tasks", async () => {
    const db = a.testDb.database.db;
    const [anaR, miaR] = await db
      .insert(resources)
      .values([
        { workspaceId: "w", userId: "ana", name: "Ana" },
        { workspaceId: "w", userId: "mia", name: "Mía" },
      ])
      .returning();
    expect((await as("ana", "GET", "/api/v1/me/reminders")).json()).toEqual({ reminders: [{ kind: "days_before", days: 1, at: "09:00" }], email: true, inApp: true, isDefault: true });
    const chosen = await as("mia", "PUT", "/api/v1/me/reminders", { reminders: [{ kind: "days_before", days: 0, at: "08:00" }, { kind: "hours_before", hours: 1 }], email: true, inApp: true });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const task = await newTask("Entregar informe", { endDate: "2026-12-10", assigneeResourceId: anaR!.id });
    expect((await as("ana", "PUT", `/api/v1/projects/${projectId}/tasks/${task}/assignees`, { resourceIds: [anaR!.id, miaR!.id] })).statusCode).toBe(204);
    const done = await newTask("Ya hecha", { endDate: "2026-12-10", assigneeResourceId: anaR!.id, status: "Completada" });

    // Ana (Mexico City, default): 9 Dec 09:00 = 15:00 UTC. Both instances run together.
    const nineDec = new Date("2026-12-09T15:02:00Z");
    const [ra, rb] = await Promise.all([sendDueReminders(db, a.app.accounts.mailer, "http://x", nineDec), sendDueReminders(b.testDb.database.db, b.app.accounts.mailer, "http://x", nineDec)]);
    expect(ra.sent + rb.sent).toBe(1);
    const mail = await smtp.waitFor("ana@example.mx");
    expect(mail.subject).toBe("Recordatorio: «Entregar informe»");
    expect(mail.text).toContain("vence el 10 de diciembre de 2026");
    const inbox = await db.select().from(notifications).where(and(eq(notifications.userId, "ana"), eq(notifications.kind, "task_reminder")));
    expect(inbox).toHaveLength(1);
    const en = (await requestAs(a, "GET", "/api/v1/notifications?lang=en", "ana")).json();
    expect(JSON.stringify(en)).toContain("Reminder: “Entregar informe”");

    // Mía (Madrid, English): the same day at 08:00 (07:00 UTC) and an hour before 18:00 (16:00 UTC; 18:00 itself is too late).
    await sendDueReminders(db, a.app.accounts.mailer, "http://x", new Date("2026-12-10T07:01:00Z"));
    const miaMail = await smtp.waitFor("mia@example.mx");
    expect(miaMail.subject).toBe("Reminder: “Entregar informe”");
    expect(miaMail.text).toContain("is due on December 10, 2026");
    await sendDueReminders(db, a.app.accounts.mailer, "http://x", new Date("2026-12-10T16:00:00Z"));
    await sendDueReminders(db, a.app.accounts.mailer, "http://x", new Date("2026-12-10T16:04:00Z"));
    expect((await sendDueReminders(db, a.app.accounts.mailer, "http://x", new Date("2026-12-10T17:00:00Z"))).sent).toBe(0);
    const sent = await db.select().from(sentReminders);
    expect(sent.map((s) => `${s.userId}:${s.reminderKey}:${s.dueDate}`).sort()).toEqual(["ana:d1@09:00:2026-12-10", "mia:d0@08:00:2026-12-10", "mia:h1:2026-12-10"]);
    expect(sent.some((s) => s.taskId === done)).toBe(false);

    // The due date moves to the 17th: Ana is reminded again on the 16th.
    await as("ana", "PATCH", `/api/v1/projects/${projectId}/tasks/${task}`, { endDate: "2026-12-17" });
    expect((await sendDueReminders(db, a.app.accounts.mailer, "http://x", new Date("2026-12-16T15:00:00Z"))).sent).toBe(1);
    // Done before the next one: nothing more.
    await as("ana", "PATCH", `/api/v1/projects/${projectId}/tasks/${task}`, { status: "Completada" });
    expect((await sendDueReminders(db, a.app.accounts.mailer, "http://x", new Date("2026-12-17T07:00:00Z"))).sent).toBe(0);
  });
});
