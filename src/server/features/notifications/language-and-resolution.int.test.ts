import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/app";
import { testEngine } from "../../../db/test-database";
import { users } from "../../../db/schema/accounts";
import { notifications } from "../../../db/schema/activity";
import { seedAccounts } from "../../testing/accounts";
import { projectTasks, projects } from "../../../db/schema/projects";
import { addDays, todayIn } from "../../../domain/planning/calendar";
import { insertNotifications, notificationRow, resolveSubjects } from "../../shared/notification-writer";

// Decision 0603: notifications read in the interface's current language, the welcome once per
// user, and a notification whose condition ended is resolved and leaves the unread count.
describe(`notifications in the reader's language, once, and resolved on ${testEngine()}`, () => {
  let t: TestApp;
  const as = (user: string, lang?: "es" | "en") => ({ "x-test-user": user, ...(lang ? { cookie: `rumbo_lang=${lang}` } : {}) });
  const list = async (user: string, lang?: "es" | "en") => (await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: as(user, lang) })).json();
  const check = (user: string, lang?: "es" | "en") => t.app.inject({ method: "POST", url: "/api/v1/notifications/check", headers: as(user, lang) });

  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", locale: "es", timeZone: "America/Mexico_City" }, { id: "eve" }, { id: "leo", locale: "es" }, { id: "mia", locale: "es" }, { id: "zoe", locale: "en" }],
      workspaces: [
        { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner" } },
        { id: "w2", name: "W2", slug: "personal-eve", members: { eve: "owner" } },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function projectWithOverdue(name: string, overdue: number) {
    const db = t.testDb.database.db;
    const today = todayIn("America/Mexico_City", new Date());
    const [p] = await db.insert(projects).values({ workspaceId: "w", ownerId: "ana", name }).returning({ id: projects.id });
    const tasks = await db
      .insert(projectTasks)
      .values(Array.from({ length: overdue }, (_, i) => ({ projectId: p!.id, title: `V${i}`, status: "En progreso", endDate: addDays(today, -2) })))
      .returning({ id: projectTasks.id });
    return { projectId: p!.id, taskIds: tasks.map((r) => r.id) };
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > end) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it("reads a notification made while the account was in Spanish in English once the interface switches", async () => {
    const { projectId } = await projectWithOverdue("Portal", 2);
    expect((await check("ana")).statusCode).toBe(200);
    const es = await list("ana", "es");
    type Item = { id: string; title: string; message: string; kind: string; action?: { projectId?: string } };
    const overdue = (l: { items: Item[] }) => l.items.find((n) => n.kind === "deadline_warning" && n.action?.projectId === projectId)!;
    expect(overdue(es)).toMatchObject({ title: "Tareas Vencidas", message: "2 tareas vencidas en Portal" });
    const en = await list("ana", "en");
    expect(overdue(en)).toMatchObject({ id: overdue(es).id, title: "Overdue Tasks", message: "2 overdue tasks in Portal" });
    // ?lang and Accept-Language say the same; the account's language does not decide.
    expect(overdue((await t.app.inject({ method: "GET", url: "/api/v1/notifications?lang=en", headers: as("ana") })).json()).title).toBe("Overdue Tasks");
    expect(overdue((await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: { ...as("ana"), "accept-language": "en-US,en;q=0.9" } })).json()).title).toBe("Overdue Tasks");
    // Stored text of rows made before keys existed still shows, as it was written.
    await t.testDb.database.db.insert(notifications).values({ userId: "ana", title: "Aviso antiguo", message: "Texto guardado", type: "info" });
    expect((await list("ana", "en")).items.find((n: { title: string }) => n.title === "Aviso antiguo")).toMatchObject({ message: "Texto guardado", resolvedAt: null });
  });

  it("formats the parameters for the reader: a course's date and title", async () => {
    await insertNotifications(t.testDb.database.db, [
      notificationRow("mia", "es", {
        titleKey: "learning.assigned_title",
        messageKey: "learning.assigned_message",
        params: { course: { text: { es: "Gestión ágil", en: "Agile management" } }, date: { date: "2026-12-01" }, by: "Ana" },
        type: "info",
        kind: "course_assignment",
        subject: "course:agile",
      }),
    ]);
    expect((await list("mia", "es")).items[0]).toMatchObject({ title: "Curso asignado", message: "Ana te asignó «Gestión ágil» con fecha límite 1 de diciembre de 2026." });
    const en = (await list("mia", "en")).items[0];
    expect(en.message).toContain("Agile management");
    expect(en.message).toContain("December 1, 2026");
  });

  it("welcomes on every load, one at a time whatever the number of tabs, in the interface's language", async () => {
    const welcome = (lang?: "es" | "en") => t.app.inject({ method: "POST", url: "/api/v1/notifications/welcome", headers: as("leo", lang) });
    const together = await Promise.all([welcome("en"), welcome("en"), welcome("en"), welcome("en")]);
    const added = together.flatMap((r) => r.json().added as { title: string }[]);
    expect(added).toHaveLength(1);
    expect(added[0]!.title).toBe("Welcome to Rumbo");
    expect((await list("leo", "es")).items.map((n: { title: string }) => n.title)).toEqual(["Bienvenido a Rumbo"]);
    // Loaded again before it was read: still one.
    expect((await welcome()).json().added).toEqual([]);
    // Read, then loaded again: a fresh unread one replaces it.
    await t.app.inject({ method: "POST", url: "/api/v1/notifications/read-all", headers: as("leo") });
    expect((await welcome("en")).json().added).toHaveLength(1);
    const afterRead = await list("leo");
    expect(afterRead.items).toHaveLength(1);
    expect(afterRead.unreadCount).toBe(1);
    // Cleared, then loaded again: it comes back (spec §4: 2 s after every load).
    await t.app.inject({ method: "DELETE", url: "/api/v1/notifications", headers: as("leo") });
    expect((await welcome()).json().added).toHaveLength(1);
    expect((await list("leo")).items).toHaveLength(1);
  });

  it("keeps the welcome when the first check comes before the load's welcome call ('Actualizar' within 2 s)", async () => {
    expect((await check("zoe")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/v1/notifications/welcome", headers: as("zoe") })).json().added).toEqual([]);
    expect((await check("zoe")).statusCode).toBe(200);
    const titles = (await list("zoe", "es")).items.map((n: { title: string }) => n.title);
    expect(titles).toEqual(["Bienvenido a Rumbo"]);
  });

  it("resolves the overdue warning when its tasks are done, and it leaves the unread count", async () => {
    const { projectId, taskIds } = await projectWithOverdue("Cierre", 1);
    await check("ana");
    const before = await list("ana", "en");
    const warning = before.items.find((n: { kind: string; action?: { projectId?: string } }) => n.kind === "deadline_warning" && n.action?.projectId === projectId);
    expect(warning).toMatchObject({ message: "1 overdue task in Cierre", resolvedAt: null, read: false });
    const unread = before.unreadCount as number;

    const done = await t.app.inject({ method: "PATCH", url: `/api/v1/projects/${projectId}/tasks/${taskIds[0]}`, headers: { ...as("ana"), "content-type": "application/json" }, payload: JSON.stringify({ status: "Completada" }) });
    expect(done.statusCode).toBe(200);
    // The task event resolves it at once (no check needed); polled, the bus is asynchronous.
    const after = await until(
      () => list("ana", "en"),
      (l) => l.items.find((n: { id: string }) => n.id === warning.id)?.resolvedAt !== null,
    );
    const resolved = after.items.find((n: { id: string }) => n.id === warning.id);
    expect(resolved.resolvedAt).toEqual(expect.any(String));
    expect(resolved.read).toBe(false);
    expect(after.unreadCount).toBe(unread - 1);
    // A later check does not bring it back while it stays untrue.
    expect((await check("ana")).json().added.filter((n: { action?: { projectId?: string } }) => n.action?.projectId === projectId)).toEqual([]);
  });

  it("resolves a warning whose figures changed and adds the true one; a deleted project resolves its warnings", async () => {
    const db = t.testDb.database.db;
    const { projectId } = await projectWithOverdue("Cambio", 2);
    await check("ana");
    const today = todayIn("America/Mexico_City", new Date());
    await db.insert(projectTasks).values({ projectId, title: "Otra", status: "Pendiente", endDate: addDays(today, -1) });
    const added = (await check("ana", "en")).json().added.filter((n: { action?: { projectId?: string } }) => n.action?.projectId === projectId);
    expect(added.map((n: { message: string }) => n.message)).toEqual(["3 overdue tasks in Cambio"]);
    const open = await db.select().from(notifications).where(and(eq(notifications.userId, "ana"), eq(notifications.subject, `check:deadline_warning:${projectId}`), isNull(notifications.resolvedAt)));
    expect(open).toHaveLength(1);

    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/projects/${projectId}`, headers: as("ana") })).statusCode).toBe(204);
    await until(
      () => db.select().from(notifications).where(and(eq(notifications.subject, `check:deadline_warning:${projectId}`), isNull(notifications.resolvedAt))),
      (rows) => rows.length === 0,
    );
    expect(await db.select().from(notifications).where(and(eq(notifications.subject, `check:deadline_warning:${projectId}`), isNull(notifications.resolvedAt)))).toEqual([]);
  });

  it("resolves by subject (a webhook turned on again) and never counts a resolved one unread", async () => {
    const db = t.testDb.database.db;
    await insertNotifications(db, [notificationRow("eve", "es", { titleKey: "webhooks.disabled.title", messageKey: "webhooks.disabled.message", params: { name: "CRM", url: "https://crm.example.mx/hook" }, type: "warning", kind: "automation", subject: "webhook:abc" })]);
    // The same condition is reported once while it holds.
    expect(await insertNotifications(db, [notificationRow("eve", "es", { titleKey: "webhooks.disabled.title", messageKey: "webhooks.disabled.message", params: { name: "CRM", url: "https://crm.example.mx/hook" }, type: "warning", subject: "webhook:abc" })])).toEqual([]);
    expect((await list("eve", "en")).unreadCount).toBe(1);
    expect((await list("eve", "en")).items[0].title).toBe("Webhook turned off");
    expect(await resolveSubjects(db, ["webhook:abc"])).toEqual(["eve"]);
    const after = await list("eve");
    expect(after.unreadCount).toBe(0);
    expect(after.items[0].resolvedAt).toEqual(expect.any(String));
  });

  it("answers 404 to another user who reads, marks or removes someone's notification, resolved or not", async () => {
    const mine = (await list("ana")).items as { id: string; resolvedAt: string | null }[];
    const resolved = mine.find((n) => n.resolvedAt)!;
    const open = mine.find((n) => !n.resolvedAt)!;
    for (const n of [resolved, open]) {
      expect((await t.app.inject({ method: "POST", url: `/api/v1/notifications/${n.id}/read`, headers: as("eve") })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "DELETE", url: `/api/v1/notifications/${n.id}`, headers: as("eve") })).statusCode).toBe(404);
    }
    expect((await list("eve")).items.some((n: { id: string }) => n.id === open.id)).toBe(false);
    expect((await t.app.inject({ method: "POST", url: `/api/v1/notifications/${resolved.id}/read`, headers: as("ana") })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/notifications" })).statusCode).toBe(401);
    // The account's stored language never decided what was shown.
    expect((await t.testDb.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, "ana")))[0]!.locale).toBe("es");
  });
});
