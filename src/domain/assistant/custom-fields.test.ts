import { describe, expect, it } from "vitest";
import { findTask, readFieldQuery, valueMatches } from "./custom-fields";
import { readQuestion } from "./intents";

// Custom fields in the assistant (decision 0926).
const fields = [
  { id: "f1", name: "Cliente", type: "text", options: [] },
  { id: "f2", name: "Área", type: "single_choice", options: [{ id: "fin", label: "Finanzas" }, { id: "ti", label: "TI" }] },
  { id: "f3", name: "Horas estimadas", type: "number", options: [] },
];
const tasks = [{ id: "t1", name: "Validar catálogos" }, { id: "t2", name: "Documentar API" }, { id: "t3", name: "Pruebas" }];

describe("custom field questions", () => {
  it.each([
    ["¿Qué tareas tienen Cliente = Pemex?", "f1", "Pemex"],
    ["tasks where Cliente is Coca-Cola", "f1", "Coca-Cola"],
    ["tareas con cliente: banorte en Orión", "f1", "banorte"],
    ["tasks where Área is Finanzas", "f2", "Finanzas"],
    ["¿Cuáles son de area TI?", "f2", "TI"],
    ["tareas con Horas estimadas = 12", "f3", "12"],
  ])("%s", (q, fieldId, value) => {
    const read = readFieldQuery(q, fields);
    expect(read?.field.id).toBe(fieldId);
    expect(read?.value).toBe(value);
  });

  it("needs a value: a choice by its label, any other type after an operator", () => {
    expect(readFieldQuery("¿Qué campos tiene el cliente?", fields)).toBeNull();
    expect(readFieldQuery("¿Qué área es la más cargada?", fields)).toBeNull();
    expect(readFieldQuery("¿Cuándo vence Atlas?", fields)).toBeNull();
  });

  it("matches values as people read them, a typo in a one-word text included", () => {
    const q = readFieldQuery("Cliente = Pemez", fields)!;
    expect(valueMatches(q, { text: "Pemex" })).toBe(true);
    expect(valueMatches(q, { text: "Banorte" })).toBe(false);
    const choice = readFieldQuery("Área = TI", fields)!;
    expect(valueMatches(choice, { optionIds: ["ti"], text: "TI" })).toBe(true);
    expect(valueMatches(choice, { optionIds: ["fin"], text: "Finanzas" })).toBe(false);
  });

  it("finds a task named by its whole title, not by an ordinary word", () => {
    expect(findTask("¿Cómo va Validar catálogos?", tasks)?.id).toBe("t1");
    expect(findTask("dame los datos de «Documentar API»", tasks)?.id).toBe("t2");
    expect(findTask("¿Qué pruebas tenemos?", tasks)).toBeUndefined();
  });

  it("reads the intents, and the field's value is no project's name", () => {
    const names = { projects: [{ id: "p1", name: "App Móvil Clientes" }], people: [], fields, tasks };
    const r = readQuestion("¿Qué tareas tienen Cliente = Pemex?", "2026-11-26", names);
    expect(r).toMatchObject({ intent: "field_filter", field: { value: "Pemex" } });
    expect(r.project).toBeUndefined();
    expect(readQuestion("Show me the task Documentar API", "2026-11-26", names)).toMatchObject({ intent: "task_details", task: { id: "t2" } });
  });
});
