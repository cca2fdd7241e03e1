import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../../db/schema/projects";
import { testEngine } from "../../../db/test-database";
import { seedOwnerViewerAndStranger } from "../../testing/accounts";
import { createTestApp, requestAs, type TestApp } from "../../testing/app";

describe(`assistant on ${testEngine()}`, () => {
  let t: TestApp;
  let atlas: string;
  let orion: string;
  const ask = (user: string, body: Record<string, unknown>) => requestAs(t, "POST", "/api/v1/assistant/ask", user, body);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.testDb.database.db;
    await seedOwnerViewerAndStranger(db);
    atlas = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Portal Atlas", dueDate: "2031-03-14" })).json().id;
    orion = (await requestAs(t, "POST", "/api/v1/projects", "ana", { name: "Orión", dueDate: "2031-06-30" })).json().id;
    // The insights queue computes new projects shortly after they are made; wait for it, then set
    // what the insights engine stores on a project (src/server/shared/intelligence.ts), set here so the answer is exact.
    for (let i = 0; i < 100; i++) {
      const rows = await db.select({ insights: projects.predictiveInsights }).from(projects);
      if (rows.every((r) => r.insights)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await db
      .update(projects)
      .set({
        riskScore: 71,
        predictiveInsights: {
          risk: { status: "ok", score: 71, level: "high", factors: [{ key: "overdue", severity: 0.8, weight: 0.2, contribution: 16 }, { key: "schedule", severity: 0.6, weight: 0.3, contribution: 18 }, { key: "budget", severity: 0, weight: 0.1, contribution: 0 }] },
          forecast: { status: "ok", p50: { date: "2031-07-10" }, p85: { date: "2031-08-02" }, probabilityOnTime: 0.31, remaining: 12 },
        },
        lessonsLearned: "La migración de datos maestros tomó el doble de lo planeado. Validar los catálogos con el cliente antes de migrar.",
      })
      .where(eq(projects.id, orion));
    await db.update(projects).set({ riskScore: 12, predictiveInsights: { risk: { status: "ok", score: 12, level: "low", factors: [] } }, lessonsLearned: "Involucrar antes a finanzas." }).where(eq(projects.id, atlas));
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a due-date question in the language asked, citing the project", async () => {
    const es = await ask("ana", { question: "¿Cuándo vence Atlas?" });
    expect(es.statusCode, es.body).toBe(200);
    expect(es.json()).toMatchObject({ lang: "es", intent: "due_date", understood: true, engine: "offline", citations: [{ label: "Portal Atlas", href: `/project/${atlas}`, kind: "project" }] });
    expect(es.json().text).toMatch(/^Portal Atlas vence el 14 de marzo de 2031 \(en \d+ días\)\.$/);
    const en = (await ask("vic", { question: "When is Atlas due?", workspaceId: "w" })).json();
    expect(en).toMatchObject({ lang: "en", intent: "due_date" });
    expect(en.text).toMatch(/^Portal Atlas is due on March 14, 2031/);
  });

  it("says which projects are at risk and why, from the stored risk factors", async () => {
    const res = (await ask("ana", { question: "¿Qué proyectos están en riesgo y por qué?" })).json();
    expect(res.intent).toBe("at_risk");
    expect(res.text).toBe("Proyectos en riesgo alto o crítico (1), con sus factores principales:");
    expect(res.items).toEqual([{ text: "Orión: 71/100 (alto) — calendario (60%), tareas vencidas (80%)", href: `/project/${orion}` }]);
    expect(res.citations).toEqual([{ label: "Orión", href: `/project/${orion}`, kind: "project" }]);
  });

  it("forecasts with the screen's project as context, and quotes organisational memory", async () => {
    const f = (await ask("ana", { question: "¿Cuándo terminaremos con el ritmo actual?", projectId: orion })).json();
    expect(f.intent).toBe("forecast");
    expect(f.text).toContain("Orión: al ritmo actual, terminaría el 10 de julio de 2031 (P50) y a más tardar el 2 de agosto de 2031 (P85)");
    const m = (await ask("ana", { question: "¿Qué aprendimos en proyectos de migración?" })).json();
    expect(m.intent).toBe("memory");
    expect(m.passages[0]).toMatchObject({ projectName: "Orión", kind: "Lección aprendida", href: `/project/${orion}` });
    expect(m.passages[0].quote).toContain("migración de datos maestros");
  });

  it("says when it does not understand, with questions it can answer", async () => {
    const res = (await ask("ana", { question: "¿De qué color es el cielo?" })).json();
    expect(res).toMatchObject({ understood: false, intent: null, citations: [], items: [] });
    expect(res.suggestions).toContain("¿Qué proyectos están en riesgo y por qué?");
    const bad = await ask("ana", { question: "  " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.question).toBeTruthy();
  });

  it("never leaks another workspace", async () => {
    // Eve asks about Atlas in her own (empty) workspace: nothing of Ana's comes back.
    const own = await ask("eve", { question: "¿Cuándo vence Atlas?" });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain("Atlas vence");
    expect(own.body).not.toContain(atlas);
    const memory = await ask("eve", { question: "¿Qué aprendimos en proyectos de migración?" });
    expect(memory.json().passages).toEqual([]);
    expect((await ask("eve", { question: "¿Cuándo vence?", projectId: atlas })).statusCode).toBe(404);
    expect((await ask("eve", { question: "¿Cuándo vence Atlas?", workspaceId: "w" })).statusCode).toBe(404);
    expect((await requestAs(t, "POST", "/api/v1/assistant/ask", null, { question: "hola" })).statusCode).toBe(401);
  });
  it("says that no project went over its budget, not that none has one, when that is so", async () => {
    const db = t.testDb.database.db;
    const noMoney = (await ask("ana", { question: "¿Qué proyectos se pasaron del presupuesto?" })).json();
    expect(noMoney).toMatchObject({ intent: "budget", text: "Ningún proyecto tiene presupuesto ni gastos registrados." });
    await db.update(projects).set({ budgetCents: 5_000_000 }).where(eq(projects.id, atlas));
    try {
      const es = (await ask("ana", { question: "¿Qué proyectos se pasaron del presupuesto?" })).json();
      expect(es).toMatchObject({ intent: "budget", text: "Ningún proyecto ha gastado más que su presupuesto.", items: [] });
      const en = (await ask("ana", { question: "Which projects are over budget?" })).json();
      expect(en).toMatchObject({ intent: "budget", text: "No project has spent more than its budget.", items: [] });
      const amount = (await ask("ana", { question: "¿Qué proyectos tienen un presupuesto de más de 2 millones de pesos?" })).json();
      expect(amount).toMatchObject({ intent: "budget", text: "Ningún proyecto cumple con ese monto.", items: [] });
    } finally {
      await db.update(projects).set({ budgetCents: 0 }).where(eq(projects.id, atlas));
    }
  });
});
