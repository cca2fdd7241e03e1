import { describe, expect, it } from "vitest";
import { parseDateExpression } from "./dates";
import { readQuestion } from "./intents";
import { createIndex } from "./retrieval";
import { detectLanguage, stem, terms } from "./text";

// Thursday 26 November 2026.
const today = "2026-11-26";

describe("es-MX date expressions", () => {
  it.each([
    ["¿Qué vence el próximo viernes?", { start: "2026-11-27", end: "2026-11-27" }],
    ["el jueves próximo", { start: "2026-12-03", end: "2026-12-03" }],
    // 'para'/'by' a period's end is the range up to it (decision 0930); 'a fin de mes' is the day.
    ["para fin de mes", { start: "2026-11-26", end: "2026-11-30" }],
    ["a fin de mes", { start: "2026-11-30", end: "2026-11-30" }],
    ["a fin del próximo mes", { start: "2026-12-31", end: "2026-12-31" }],
    ["la próxima semana", { start: "2026-11-30", end: "2026-12-06" }],
    ["esta semana", { start: "2026-11-23", end: "2026-11-29" }],
    ["mañana", { start: "2026-11-27", end: "2026-11-27" }],
    ["en 10 días", { start: "2026-12-06", end: "2026-12-06" }],
    ["el 15 de diciembre", { start: "2026-12-15", end: "2026-12-15" }],
    ["el 3 de enero", { start: "2027-01-03", end: "2027-01-03" }],
    ["15/12/2026", { start: "2026-12-15", end: "2026-12-15" }],
    ["next Friday", { start: "2026-11-27", end: "2026-11-27" }],
    ["by the end of the month", { start: "2026-11-26", end: "2026-11-30" }],
    ["December 15", { start: "2026-12-15", end: "2026-12-15" }],
    ["¿Qué vence el viernes?", { start: "2026-11-27", end: "2026-11-27" }],
    ["on Monday", { start: "2026-11-30", end: "2026-11-30" }],
    ["el jueves", { start: "2026-11-26", end: "2026-11-26" }],
    ["¿Qué vence en diciembre?", { start: "2026-12-01", end: "2026-12-31" }],
    ["deadlines in March", { start: "2027-03-01", end: "2027-03-31" }],
  ])("%s", (text, range) => {
    expect(parseDateExpression(text, today)).toEqual(range);
  });
  it("finds nothing where there is no date, and rejects impossible ones", () => {
    expect(parseDateExpression("¿Qué proyectos están en riesgo?", today)).toBeNull();
    expect(parseDateExpression("el 31 de febrero", today)).toBeNull();
  });
});

describe("intent recognition", () => {
  const names = { projects: [{ id: "p1", name: "Portal Atlas" }, { id: "p2", name: "Orión" }, { id: "p3", name: "Migración ERP" }], people: [{ id: "r1", name: "Ana Torres" }, { id: "r2", name: "Luis Pérez" }] };
  const read = (q: string) => readQuestion(q, today, names);
  it.each([
    ["¿Cuándo vence Atlas?", "due_date", "es", "p1"],
    ["When is Atlas due?", "due_date", "en", "p1"],
    ["¿Qué proyectos están en riesgo y por qué?", "at_risk", "es", undefined],
    ["Which projects are at risk?", "at_risk", "en", undefined],
    ["¿Quién está sobrecargado la próxima semana?", "overloaded", "es", undefined],
    ["Who is overloaded next week?", "overloaded", "en", undefined],
    ["¿Qué tareas vencidas tiene Ana?", "overdue_tasks", "es", undefined],
    ["What overdue tasks does Luis have?", "overdue_tasks", "en", undefined],
    ["¿Cuándo terminaremos Orión con el ritmo actual?", "forecast", "es", "p2"],
    ["When will we finish Orion at this pace?", "forecast", "en", "p2"],
    ["What changed in Atlas this week?", "changes", "en", "p1"],
    ["¿Qué cambió en Orión esta semana?", "changes", "es", "p2"],
    ["Compara el presupuesto y el gasto de mis proyectos", "budget", "es", undefined],
    ["Compare budget and spending", "budget", "en", undefined],
    ["¿Qué aprendimos en proyectos de migración?", "memory", "es", "p3"],
    ["What lessons did we learn about vendors?", "memory", "en", undefined],
    ["¿Qué puedes hacer?", "help", "es", undefined],
  ])("%s → %s", (q, intent, lang, project) => {
    const reading = read(q);
    expect(reading.intent).toBe(intent);
    expect(reading.lang).toBe(lang);
    expect(reading.project?.id).toBe(project);
  });
  it("finds people and dates, and says when it does not understand", () => {
    expect(read("¿Qué tareas vencidas tiene Ana?").person?.id).toBe("r1");
    expect(read("¿Qué vence el próximo viernes?").range).toEqual({ start: "2026-11-27", end: "2026-11-27" });
    expect(read("¿De qué color es el cielo?").intent).toBeNull();
    expect(read("asdf qwerty").intent).toBeNull();
  });
});

describe("text", () => {
  it("folds accents, drops stop words and stems Spanish and English alike", () => {
    expect(terms("Las migraciones de datos")).toEqual(terms("la migración del dato"));
    expect(stem("proveedores")).toBe(stem("proveedor"));
    expect(stem("vendors")).toBe(stem("vendor"));
    expect(detectLanguage("what happened")).toBe("en");
    expect(detectLanguage("¿qué pasó?")).toBe("es");
  });
});

describe("retrieval ranking", () => {
  const docs = [
    { id: "l1", kind: "lesson", title: "Lecciones de Migración ERP", text: "Migrar los datos maestros antes que los transaccionales. La migración de catálogos tomó el doble.", projectId: "p3", projectName: "Migración ERP", href: "/project/p3" },
    { id: "l2", kind: "lesson", title: "Lecciones de Portal Atlas", text: "Involucrar antes a finanzas. El diseño se aprobó tarde.", projectId: "p1", projectName: "Portal Atlas", href: "/project/p1" },
    { id: "r1", kind: "risk", title: "Proveedor de nube", text: "El proveedor puede retrasar la migración de servidores.", projectId: "p2", projectName: "Orión", href: "/project/p2" },
    { id: "m1", kind: "message", title: "#general", text: "Mañana hay junta de finanzas.", projectId: null, projectName: null, href: "/communication" },
  ];
  const index = createIndex(docs);
  it("ranks the records about the question's topic first and quotes their best sentence", () => {
    const hits = index.search("¿Qué aprendimos en proyectos de migración?");
    expect(hits.map((h) => h.doc.id)).toEqual(["l1", "r1"]);
    expect(hits[0]!.quote).toMatch(/^Migrar los datos maestros/);
    expect(index.search("finanzas").map((h) => h.doc.id)).toEqual(["m1", "l2"].sort((a, b) => (a === "m1" ? -1 : b === "m1" ? 1 : 0)));
    expect(index.search("el de la")).toEqual([]);
  });
});
