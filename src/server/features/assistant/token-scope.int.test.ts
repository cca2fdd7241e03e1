import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelMessages, channels } from "../../../db/schema/communication";
import { costEntries } from "../../../db/schema/finance";
import { projectRisks } from "../../../db/schema/management";
import { projectTasks, projects, resourceAllocations, resources } from "../../../db/schema/projects";
import { testEngine } from "../../../db/test-database";
import { addDays } from "../../../domain/assistant/dates";
import { todayIn } from "../../../domain/planning/calendar";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";

// Issue 19/16: a token limited to some projects (decision 0417) asks the assistant about its
// project; no answer, citation, passage or action preview names another project of the workspace.
// The owner, signed in, asks the very same questions and does see the other project, so every
// question below is one whose answer would show it.
describe(`assistant with a project-limited token on ${testEngine()}`, () => {
  let t: TestApp;
  let atlas = "";
  let orion = "";
  let token = "";
  const today = todayIn("America/Mexico_City", new Date());

  const asAna = (body: Record<string, unknown>) => requestAs(t, "POST", "/api/v1/assistant/ask", "ana", body);
  const asToken = (body: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/v1/assistant/ask", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, payload: JSON.stringify(body) });

  // Each kind of question the assistant answers, asked on Atlas's screen (the token must name its project).
  const questions = [
    "¿Cuándo vence Orión?",
    "¿Qué vence la próxima semana?",
    "¿Qué tan mal está Orión?",
    "¿Quién está sobrecargado la próxima semana?",
    "¿Qué tareas vencidas hay?",
    "¿Qué tareas vencidas tiene Carla?",
    "¿Cuándo terminaremos Orión con el ritmo actual?",
    "¿Qué cambió en Orión esta semana?",
    "¿Cómo va el presupuesto de Orión?",
    "¿Qué aprendimos sobre el cableado?",
    "Crea la tarea Revisar planos en Orión",
  ];
  /** What only Orión's records say: its name, its id, its tasks', risk's, lesson's and message's words. */
  const revealsOrion = (body: string) => body.includes(orion) || /Orión|cableado|tendido/i.test(body);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await seedOwnerViewerAndStranger(db);
    const next = addDays(today, 7);
    atlas = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Portal Atlas", dueDate: addDays(today, 90) })).json().id;
    orion = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Orión", dueDate: next })).json().id;
    expect(atlas).toBeTruthy();
    expect(orion).toBeTruthy();
    // The insights queue computes new projects shortly after they are made; wait for it before setting them.
    for (let i = 0; i < 100; i++) {
      const rows = await db.select({ insights: projects.predictiveInsights }).from(projects);
      if (rows.every((r) => r.insights)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const insights = (score: number, level: string) => ({
      risk: { status: "ok", score, level, factors: [{ key: "overdue", severity: 0.8, weight: 0.2, contribution: 16 }] },
      forecast: { status: "ok", p50: { date: addDays(today, 40) }, p85: { date: addDays(today, 60) }, probabilityOnTime: 0.3, remaining: 5 },
    });
    await db.update(projects).set({ budgetCents: 50_000_00, riskScore: 80, predictiveInsights: insights(80, "high"), lessonsLearned: "El tendido de cableado tomó el doble: medir el sitio antes de comprar." }).where(eq(projects.id, orion));
    await db.update(projects).set({ budgetCents: 100_000_00, riskScore: 75, predictiveInsights: insights(75, "high"), lessonsLearned: "Involucrar antes a finanzas." }).where(eq(projects.id, atlas));

    const [carla] = await db.insert(resources).values({ workspaceId: "w", name: "Carla", availability: 40 }).returning();
    await db.insert(resourceAllocations).values([
      { projectId: orion, resourceId: carla!.id, hours: 50 },
      { projectId: atlas, resourceId: carla!.id, hours: 10 },
    ]);
    await db.insert(projectTasks).values([
      { projectId: orion, title: "Tendido de cableado", endDate: next, assigneeResourceId: carla!.id },
      { projectId: orion, title: "Cableado del sótano", endDate: addDays(today, -3), assigneeResourceId: carla!.id },
      { projectId: atlas, title: "Diseño de portada", endDate: addDays(today, -2), assigneeResourceId: carla!.id },
    ]);
    await db.insert(projectRisks).values({ projectId: orion, title: "Proveedor de cableado tardío", description: "El cableado llega tarde", probability: 5, impact: 5 });
    await db.insert(costEntries).values({ projectId: orion, date: today, amountCents: 20_000_00 });
    const [channel] = await db.insert(channels).values({ workspaceId: "w", projectId: orion, kind: "project", name: "orion" }).returning();
    await db.insert(channelMessages).values({ channelId: channel!.id, authorId: "ana", body: "Lo que aprendimos del cableado: pedirlo con un mes de margen." });

    const made = await requestAs(t, "POST", "/api/v1/me/api-tokens", "ana", { name: "Script de Atlas", scope: "read-write", projectIds: [atlas] });
    expect(made.statusCode, made.body).toBe(201);
    token = made.json().token;
  });
  afterAll(async () => {
    await t.close();
  });

  it("the owner, signed in, sees the other project in every answer", async () => {
    const silent: string[] = [];
    for (const question of questions) {
      const res = await asAna({ question, projectId: atlas });
      expect(res.statusCode, res.body).toBe(200);
      if (!revealsOrion(res.body)) silent.push(`${question} → ${res.body}`);
    }
    expect(silent).toEqual([]);
  });

  it("the token limited to Atlas never hears of the other project, in text, items, citations, passages or previews", async () => {
    const leaks: string[] = [];
    for (const question of questions) {
      const res = await asToken({ question, projectId: atlas });
      expect(res.statusCode, res.body).toBe(200);
      if (revealsOrion(res.body)) leaks.push(`${question} → ${res.body}`);
    }
    expect(leaks).toEqual([]);
    // Its own project's records still answer.
    const overdue = (await asToken({ question: "¿Qué tareas vencidas hay?", projectId: atlas })).json();
    expect(overdue.items).toEqual([expect.objectContaining({ href: `/project/${atlas}`, text: expect.stringContaining("Diseño de portada") })]);
    const due = (await asToken({ question: "¿Cuándo vence Orión?", projectId: atlas })).json();
    expect(due.citations).toEqual([{ label: "Portal Atlas", href: `/project/${atlas}`, kind: "project" }]);
  });

  it("the token may not ask over the whole workspace, nor on the other project's screen", async () => {
    expect((await asToken({ question: "¿Qué tareas vencidas hay?" })).statusCode).toBe(403);
    expect((await asToken({ question: "¿Qué tareas vencidas hay?", projectId: orion })).statusCode).toBe(404);
  });
});
