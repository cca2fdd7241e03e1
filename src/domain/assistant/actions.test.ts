import { describe, expect, it } from "vitest";
import { detectAction, quoted, readAction, riskLevels } from "./actions";
import { readQuestion } from "./intents";

// Thursday 26 November 2026.
const today = "2026-11-26";
const names = {
  projects: [{ id: "p1", name: "Portal Atlas" }, { id: "p2", name: "Orión" }],
  people: [{ id: "r1", name: "Ana Torres" }, { id: "r2", name: "Luis Pérez" }],
  tasks: [{ id: "t1", name: "Diseño de pantallas" }, { id: "t2", name: "Pruebas de carga" }],
};

describe("action requests", () => {
  it.each([
    ["Crea la tarea «Revisar contrato» en Atlas", "create_task"],
    ["Agrega una tarea: llamar al proveedor", "create_task"],
    ["¿Puedes crear una tarea para Ana?", "create_task"],
    ["Create a task \"Call the vendor\" due next Friday", "create_task"],
    ["Mueve la fecha de «Diseño de pantallas» al 15 de diciembre", "move_due"],
    ["Pospón Pruebas de carga al próximo viernes", "move_due"],
    ["Move the deadline of Pruebas de carga to next Monday", "move_due"],
    ["Asigna «Diseño de pantallas» a Luis", "assign"],
    ["Assign Pruebas de carga to Ana", "assign"],
    ["Agrega el riesgo «Retraso del proveedor»", "add_risk"],
    ["Add a risk: vendor may be late", "add_risk"],
    ["Redacta la actualización semanal de Atlas", "draft_update"],
    ["Draft the weekly update", "draft_update"],
  ])("%s → %s", (q, kind) => {
    expect(detectAction(q)).toBe(kind);
  });
  it.each([["¿Qué cambió en Atlas esta semana?"], ["¿Qué pasa con Atlas esta semana?"], ["What changed in Atlas this week?"], ["¿Quién está sobrecargado?"], ["¿Cuándo vence Atlas?"], ["¿Qué riesgos tiene Orión?"], ["Which tasks are overdue?"]])("a question is not an action: %s", (q) => {
    expect(detectAction(q)).toBeNull();
  });

  it("reads the title, project, person and date of a new task", () => {
    expect(readAction("Crea la tarea «Revisar contrato» en Atlas para el próximo viernes asignada a Ana", today, names)).toMatchObject({
      kind: "create_task", title: "Revisar contrato", project: { id: "p1" }, person: { id: "r1" }, range: { end: "2026-11-27" }, lang: "es",
    });
    expect(readAction("Agrega una tarea llamada Llamar al proveedor para el 3 de diciembre", today, names)).toMatchObject({ title: "Llamar al proveedor", range: { end: "2026-12-03" } });
    expect(readAction("Create a task Call the vendor in Orión due next Monday", today, names)).toMatchObject({ title: "Call the vendor", project: { id: "p2" }, range: { end: "2026-11-30" }, lang: "en" });
  });

  it("finds the task to move or assign, by quote or by its words", () => {
    expect(readAction('Move "Diseño de pantallas" to December 15', today, names)).toMatchObject({ kind: "move_due", task: { id: "t1" }, range: { end: "2026-12-15" }, lang: "en" });
    expect(readAction("Pospón pruebas de carga al próximo viernes", today, names)).toMatchObject({ task: { id: "t2" }, range: { end: "2026-11-27" } });
    expect(readAction("Asigna el diseño de pantallas a Luis", today, names)).toMatchObject({ kind: "assign", task: { id: "t1" }, person: { id: "r2" } });
  });

  it("reads a risk's levels and quotes", () => {
    expect(riskLevels("con impacto alto")).toEqual({ probability: 3, impact: 4 });
    expect(riskLevels("probabilidad baja e impacto crítico")).toEqual({ probability: 2, impact: 5 });
    expect(riskLevels("high probability, low impact")).toEqual({ probability: 4, impact: 2 });
    expect(riskLevels("un riesgo alto")).toEqual({ probability: 4, impact: 4 });
    expect(quoted("Crea «Revisar contrato» ya")).toBe("Revisar contrato");
    expect(quoted("Add 'Call vendor' now")).toBe("Call vendor");
    expect(quoted("Don't add anything")).toBeUndefined();
  });

  it("reads the language without the names it mentions", () => {
    expect(readQuestion("When is Orión due?", today, names).lang).toBe("en");
    expect(readQuestion("¿Cuándo vence Orión?", today, names).lang).toBe("es");
  });
});

describe("questions that look like requests", () => {
  it("'give me' asks, 'give X to Y' assigns", () => {
    expect(detectAction("Give me the riskiest projects")).toBeNull();
    expect(detectAction("Dame los proyectos con más riesgo")).toBeNull();
    expect(detectAction('Give "Diseño de pantallas" to Luis')).toBe("assign");
  });
});
