import { describe, expect, it } from "vitest";
import { detectAction, readAction } from "./actions";
import { readFieldQuery, valueMatches, type FieldDef } from "./custom-fields";
import { parseDateExpression } from "./dates";
import { readQuestion } from "./intents";

// The parsers of decision 0930, on names that are not the evaluation workspace's. Thursday 26 November 2026.
const today = "2026-11-26";
const projects = [
  { id: "p1", name: "Puerto Lázaro" },
  { id: "p2", name: "Red de Sensores" },
  { id: "p3", name: "Cloud Migration" },
];
const people = [
  { id: "u1", name: "Fernanda Ruiz" },
  { id: "u2", name: "Tomás Aguilar" },
];
const tasks = [
  { id: "t1", name: "Calibrar sensores" },
  { id: "t2", name: "Redactar manual de la red" },
  { id: "t3", name: "Set up billing" },
];
const fields: FieldDef[] = [
  { id: "f1", name: "Proveedor", type: "text", options: [], values: ["Siemens", "Cisco Systems"] },
  { id: "f2", name: "Fase", type: "single_choice", options: [{ id: "a", label: "Diseño" }, { id: "b", label: "Construcción" }, { id: "c", label: "QA" }] },
  { id: "f3", name: "Horas estimadas", type: "number", options: [] },
];

describe("date periods", () => {
  it.each([
    ["¿qué vence antes de fin de año?", "2026-11-26", "2026-12-31"],
    ["by the end of the quarter", "2026-11-26", "2026-12-31"],
    ["de aquí a fin de mes", "2026-11-26", "2026-11-30"],
    ["Q2", "2027-04-01", "2027-06-30"],
    ["Q4 2026", "2026-10-01", "2026-12-31"],
    ["el segundo trimestre del año que viene", "2027-04-01", "2027-06-30"],
    ["next quarter", "2027-01-01", "2027-03-31"],
    ["esta quincena", "2026-11-16", "2026-11-30"],
    ["la próxima quincena", "2026-12-01", "2026-12-15"],
    ["la segunda quincena de enero", "2027-01-16", "2027-01-31"],
    ["en los próximos 5 días", "2026-11-26", "2026-12-01"],
    ["the next two weeks", "2026-11-26", "2026-12-10"],
    ["entre el 3 y el 9 de diciembre", "2026-12-03", "2026-12-09"],
    ["del 20 de diciembre al 5 de enero", "2026-12-20", "2027-01-05"],
    ["from January 4 to January 8", "2027-01-04", "2027-01-08"],
    ["next sprint", "2026-11-30", "2026-12-13"],
    ["ayer y antier", "2026-11-24", "2026-11-25"],
    ["la semana pasada", "2026-11-16", "2026-11-22"],
    ["el año que viene", "2027-01-01", "2027-12-31"],
  ])("%s", (text, start, end) => {
    expect(parseDateExpression(text, today)).toEqual({ start, end });
  });
  it("keeps single days single", () => {
    expect(parseDateExpression("pasado mañana", today)).toEqual({ start: "2026-11-28", end: "2026-11-28" });
    expect(parseDateExpression("en 3 días", today)).toEqual({ start: "2026-11-29", end: "2026-11-29" });
  });
});

describe("field filters without the field's name or an operator", () => {
  it("finds a text value the workspace's tasks have, only in a question about tasks", () => {
    expect(readFieldQuery("tareas de Siemens", fields)).toMatchObject({ value: "Siemens" });
    expect(readFieldQuery("Which tasks are for Cisco Systems?", fields)).toMatchObject({ value: "Cisco Systems" });
    expect(readFieldQuery("¿Qué dijo Siemens en la junta?", fields)).toBeNull();
  });
  it("finds a choice's label alone, a short one only as written", () => {
    expect(readFieldQuery("pendientes en construcción", fields)).toMatchObject({ optionId: "b" });
    expect(readFieldQuery("tareas de QA", fields)).toMatchObject({ optionId: "c" });
    expect(readFieldQuery("tareas que qa dijo", fields)).toBeNull();
  });
});

describe("field filters with words for operators", () => {
  it("reads an empty value: 'sin', 'with no', 'vacío', 'no tienen'", () => {
    for (const q of ["tareas sin proveedor", "tasks with no Fase", "tareas con Proveedor vacío", "¿Qué tareas no tienen proveedor?"]) expect(readFieldQuery(q, fields), q).toMatchObject({ empty: true, value: "" });
  });
  it("reads a comparison written as words on a number field", () => {
    expect(readFieldQuery("tareas con horas estimadas mayor a 40", fields)).toMatchObject({ field: { id: "f3" }, op: "gt", value: "40" });
    expect(readFieldQuery("tasks where Horas estimadas is below 8", fields)).toMatchObject({ op: "lt", value: "8" });
    expect(readFieldQuery("tasks with Horas estimadas under 8", fields)).toMatchObject({ op: "lt", value: "8" });
    expect(valueMatches({ field: fields[2]!, value: "40", op: "gt", rest: "" }, { text: "41" })).toBe(true);
    expect(valueMatches({ field: fields[2]!, value: "40", op: "gt", rest: "" }, { text: "40" })).toBe(false);
  });
});

describe("entities and language", () => {
  const names = { projects, people, fields, tasks };
  it("resolves a task's whole title before a project's word, and answers in the question's language", () => {
    const r = readQuestion("Who owns Redactar manual de la red?", today, names);
    expect(r).toMatchObject({ intent: "task_details", lang: "en", task: { id: "t2" } });
    expect(r.project).toBeUndefined();
  });
  it("lets strong keywords decide when the model is unsure", () => {
    expect(readQuestion("is Puerto Lázaro in trouble?", today, names).intent).toBe("at_risk");
    expect(readQuestion("¿quién tiene horas libres el lunes?", today, names)).toMatchObject({ intent: "overloaded", spare: true });
  });
});

describe("action requests", () => {
  const names = { projects, people, tasks };
  it("reads a title after a colon, up to the date", () => {
    expect(readAction("crea una tarea en Red de Sensores: comprar antenas, para el viernes", today, names)).toMatchObject({ kind: "create_task", project: { id: "p2" }, title: "comprar antenas", range: { end: "2026-11-27" } });
    expect(readAction("log a risk on Cloud Migration: data loss", today, names)).toMatchObject({ kind: "add_risk", project: { id: "p3" }, title: "data loss" });
  });
  it("reads an unquoted title after the project's mention", () => {
    expect(readAction("nueva tarea en Puerto Lázaro revisar grúas asignada a Tomás", today, names)).toMatchObject({ title: "revisar grúas", person: { id: "u2" } });
  });
  it("names the task by its whole title, not by a project's word in it", () => {
    const r = readAction("mueve Redactar manual de la red al 4 de diciembre", today, names);
    expect(r).toMatchObject({ kind: "move_due", task: { id: "t2" }, taskExact: true, range: { end: "2026-12-04" } });
    expect(r?.project).toBeUndefined();
  });
  it("reads assignments said other ways", () => {
    expect(detectAction("que Fernanda se encargue de Calibrar sensores")).toBe("assign");
    expect(readAction("pásale Set up billing a Tomás", today, names)).toMatchObject({ kind: "assign", task: { id: "t3" }, person: { id: "u2" } });
  });
});
