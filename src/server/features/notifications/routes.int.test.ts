import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/app";
import { countingDb, testEngine } from "../../../db/test-database";
import { users } from "../../../db/schema/accounts";
import { seedAccounts } from "../../testing/accounts";
import { projectMilestones, projectTasks, projects, resourceAllocations, resources } from "../../../db/schema/projects";
import { runSmartCheck } from "./service";
import { addDays, todayIn } from "../../../domain/planning/calendar";

describe(`notifications on ${testEngine()}`, () => {
  let t: TestApp;
  const as = (user: string) => ({ "x-test-user": user });
  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.testDb.database.db, {
      users: [{ id: "ana", timeZone: "America/Mexico_City" }, { id: "eve" }, { id: "big", locale: "en" }, { id: "one" }],
      workspaces: [{ id: "w", name: "W", slug: "personal-ana", members: { ana: "owner" } }],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function projectWith(owner: string, name: string, figures: { pending?: number; overdue?: number; allocated?: number; availability?: number; milestoneInDays?: number[] }) {
    const db = t.testDb.database.db;
    const today = todayIn("America/Mexico_City", new Date());
    const [p] = await db.insert(projects).values({ workspaceId: "w", ownerId: owner, name }).returning({ id: projects.id });
    const id = p!.id;
    const tasks = [
      ...Array.from({ length: figures.pending ?? 0 }, (_, i) => ({ projectId: id, title: `P${i}`, status: "Pendiente", endDate: addDays(today, 30) })),
      ...Array.from({ length: figures.overdue ?? 0 }, (_, i) => ({ projectId: id, title: `V${i}`, status: "En progreso", endDate: addDays(today, -1) })),
    ];
    if (tasks.length) await db.insert(projectTasks).values(tasks);
    if (figures.allocated !== undefined) {
      const [r] = await db.insert(resources).values({ workspaceId: "w", name: `R ${name}`, availability: figures.availability ?? 40 }).returning({ id: resources.id });
      await db.insert(resourceAllocations).values({ projectId: id, resourceId: r!.id, hours: figures.allocated });
    }
    for (const d of figures.milestoneInDays ?? []) await db.insert(projectMilestones).values({ projectId: id, name: `H${d}`, dueDate: addDays(today, d) });
    return id;
  }

  it("creates the rule notifications once, at the exact boundaries, and lists them newest first", async () => {
    await projectWith("ana", "Cinco", { pending: 5 });
    const six = await projectWith("ana", "Seis", { pending: 6, overdue: 2 });
    await projectWith("ana", "Noventa", { allocated: 36, availability: 40 });
    await projectWith("ana", "Noventa y uno", { allocated: 36.4, availability: 40 });
    await projectWith("ana", "Hitos", { milestoneInDays: [0, 7, 8, -1] });
    await projectWith("eve", "Ajeno", { pending: 10 });

    const first = await t.app.inject({ method: "POST", url: "/api/v1/notifications/check", headers: as("ana") });
    expect(first.statusCode).toBe(200);
    const messages = first.json().added.map((n: { message: string }) => n.message).sort();
    expect(messages).toEqual(
      [
        "2 hitos próximos en Hitos",
        "2 tareas vencidas en Seis",
        "El equipo de Noventa y uno está al 91% de capacidad",
        "Tienes 6 tareas pendientes en Seis",
      ].sort(),
    );
    const overdue = first.json().added.find((n: { title: string }) => n.title === "Tareas Vencidas");
    expect(overdue).toMatchObject({ type: "error", priority: "high", read: false, action: { type: "navigate", target: `/project/${six}`, projectId: six } });

    const again = await t.app.inject({ method: "POST", url: "/api/v1/notifications/check", headers: as("ana") });
    expect(again.json().added).toEqual([]);
    const list = (await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: as("ana") })).json();
    // The four rules and the welcome, which an account's first check claims (decision 0603).
    expect(list.unreadCount).toBe(5);
    expect(list.items).toHaveLength(5);
    expect(list.items.filter((n: { title: string }) => n.title === "Bienvenido a Rumbo")).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: as("eve") })).json().items).toEqual([]);
  });

  it("reads, reads all, removes and clears, and nobody else can touch them", async () => {
    const { items } = (await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: as("ana") })).json();
    const id = items.find((n: { title: string }) => n.title !== "Bienvenido a Rumbo").id;
    expect((await t.app.inject({ method: "POST", url: `/api/v1/notifications/${id}/read`, headers: as("eve") })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/notifications/${id}`, headers: as("eve") })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/notifications" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: `/api/v1/notifications/${id}/read`, headers: as("ana") })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: as("ana") })).json().unreadCount).toBe(4);
    await t.app.inject({ method: "POST", url: "/api/v1/notifications/read-all", headers: as("ana") });
    expect((await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: as("ana") })).json().unreadCount).toBe(0);
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/notifications/${id}`, headers: as("ana") })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: as("ana") })).json().items).toHaveLength(4);
    await t.app.inject({ method: "DELETE", url: "/api/v1/notifications", headers: as("ana") });
    expect((await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: as("ana") })).json()).toEqual({ items: [], unreadCount: 0 });
  });

  it("adds the welcome on a load, not twice while it is unread", async () => {
    const first = (await t.app.inject({ method: "POST", url: "/api/v1/notifications/welcome", headers: as("eve") })).json();
    expect(first.added[0]).toMatchObject({ title: "Bienvenido a Rumbo", message: "Tu sistema de notificaciones inteligentes está activo", type: "info" });
    expect((await t.app.inject({ method: "POST", url: "/api/v1/notifications/welcome", headers: as("eve") })).json().added).toEqual([]);
  });

  it("brings the welcome back on the next load after a check and clearing", async () => {
    await t.testDb.database.db.insert(users).values({ id: "nuevo", email: "nuevo@example.mx" });
    const welcome = () => t.app.inject({ method: "POST", url: "/api/v1/notifications/welcome", headers: as("nuevo") });
    expect((await welcome()).json().added).toHaveLength(1);
    await t.app.inject({ method: "POST", url: "/api/v1/notifications/check", headers: as("nuevo") });
    await t.app.inject({ method: "DELETE", url: "/api/v1/notifications", headers: as("nuevo") });
    expect((await welcome()).json().added).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/notifications", headers: as("nuevo") })).json().items).toHaveLength(1);
  });

  it("costs the same number of queries for 1 project as for 200", async () => {
    const db = t.testDb.database.db;
    await projectWith("one", "Solo", { pending: 7 });
    const many = Array.from({ length: 200 }, (_, i) => ({ workspaceId: "w", ownerId: "big", name: `Proyecto ${i}` }));
    const ids = await db.insert(projects).values(many).returning({ id: projects.id });
    await db.insert(projectTasks).values(ids.flatMap((p) => Array.from({ length: 7 }, (_, i) => ({ projectId: p.id, title: `T${i}`, status: "Pendiente" }))));
    const counting = countingDb(t.testDb.database);
    await runSmartCheck(counting.db, "one");
    const forOne = counting.count();
    counting.reset();
    const result = await runSmartCheck(counting.db, "big");
    expect(result.added).toHaveLength(200);
    expect(result.added[0]?.title).toBe("Pending Tasks");
    expect(counting.count()).toBe(forOne);
    // Five, and one more on an account's first check: it claims the welcome (decision 0603).
    expect(forOne).toBeLessThanOrEqual(6);
  });

  it("applies idle rules from the last check kept on the server, and reviews the week after 7 days", async () => {
    const db = t.testDb.database.db;
    const now = new Date();
    await db.update(users).set({ lastNotificationCheckAt: new Date(now.getTime() - 8 * 86_400_000) }).where(eq(users.id, "one"));
    const { added } = await runSmartCheck(db, "one", now, () => 0);
    const kinds = added.map((n) => n.kind).sort();
    expect(kinds).toEqual(["ai_recommendation", "communication_suggestion", "menu_exploration"]);
    expect(added.find((n) => n.kind === "menu_exploration")?.action).toEqual({ type: "navigate", target: "/ai-predictive" });
  });

  it("answers the weekly review from the assistant's engine over the caller's projects, else the spec's fallback", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/ai/recommendations", headers: { ...as("ana"), "content-type": "application/json" }, payload: JSON.stringify({ analysis_type: "weekly_review" }) });
    expect(res.statusCode).toBe(200);
    // The assistant's own answer to 'what is overdue' (decision 0907), with its figures.
    expect(res.json().recommendations[0]).toMatchObject({ title: "Trabajo vencido", action: "review_analytics", priority: "high" });
    expect(res.json().recommendations[0].message).toMatch(/^Tareas vencidas \(\d+\): V0 — /);
    // Eve owns a project in a workspace she is not a member of: the engine answers nothing there, so the spec's fallback for one project.
    const calm = await t.app.inject({ method: "POST", url: "/api/v1/ai/recommendations", headers: { ...as("eve"), "content-type": "application/json" }, payload: JSON.stringify({ analysis_type: "weekly_review" }) });
    expect(calm.json().recommendations).toEqual([expect.objectContaining({ title: "Recomendación IA", message: "Considera agregar miembros del equipo a tu proyecto para mejorar la colaboración" })]);
    await t.testDb.database.db.insert(users).values({ id: "new", email: "new@example.mx" });
    const none = await t.app.inject({ method: "POST", url: "/api/v1/ai/recommendations", headers: { ...as("new"), "content-type": "application/json" }, payload: JSON.stringify({ analysis_type: "weekly_review" }) });
    expect(none.json().recommendations[0].message).toBe("Crea tu primer proyecto para comenzar a usar Rumbo de manera efectiva");
    const bad = await t.app.inject({ method: "POST", url: "/api/v1/ai/recommendations", headers: { ...as("new"), "content-type": "application/json" }, payload: JSON.stringify({ analysis_type: "monthly" }) });
    expect(bad.statusCode).toBe(400);
  });
});
