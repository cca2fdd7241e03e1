import { describe, expect, it } from "vitest";
import {
  normalizePhase,
  normalizePriority,
  normalizeProjectFields,
  normalizeProjectStatus,
  normalizeTaskStatus,
} from "./project-fields";

describe("project status", () => {
  it.each([
    ["En progreso", "En progreso"],
    ["En pausa", "En pausa"],
    ["Completado", "Completado"],
    ["Cancelado", "Cancelado"],
    ["Planificado", "En progreso"],
    ["planificado", "En progreso"],
    ["EN_PAUSA", "En pausa"],
    ["  completado ", "Completado"],
    ["on hold", "En pausa"],
    ["done", "Completado"],
    ["canceled", "Cancelado"],
  ])("maps %j to %j", (input, expected) => {
    expect(normalizeProjectStatus(input)).toBe(expected);
  });

  it.each([undefined, null, "", "Desconocido", 42, {}])("maps unknown or missing %j to En progreso", (input) => {
    expect(normalizeProjectStatus(input)).toBe("En progreso");
  });
});

describe("priority", () => {
  it.each([
    ["Baja", "Baja"],
    ["Media", "Media"],
    ["Alta", "Alta"],
    ["Crítica", "Alta"],
    ["critica", "Alta"],
    ["CRÍTICA", "Alta"],
    ["high", "Alta"],
    ["low", "Baja"],
  ])("maps %j to %j", (input, expected) => {
    expect(normalizePriority(input)).toBe(expected);
  });

  it.each([undefined, null, "", "Urgentísima", 3])("maps unknown %j to Media", (input) => {
    expect(normalizePriority(input)).toBe("Media");
  });
});

describe("phase", () => {
  it.each([
    ["Planificación", "Planificación"],
    ["Ejecución", "Ejecución"],
    ["Cierre", "Cierre"],
    ["planificacion", "Planificación"],
    ["EJECUCION", "Ejecución"],
    ["execution", "Ejecución"],
    ["closing", "Cierre"],
  ])("maps %j to %j", (input, expected) => {
    expect(normalizePhase(input)).toBe(expected);
  });

  it.each([undefined, null, "", "Iniciación", false])("maps unknown %j to Planificación", (input) => {
    expect(normalizePhase(input)).toBe("Planificación");
  });
});

describe("task status", () => {
  it.each([
    ["Pendiente", "Pendiente"],
    ["En progreso", "En progreso"],
    ["Completada", "Completada"],
    ["todo", "Pendiente"],
    ["done", "Completada"],
    ["Otra cosa", "Pendiente"],
    [undefined, "Pendiente"],
  ])("maps %j to %j", (input, expected) => {
    expect(normalizeTaskStatus(input)).toBe(expected);
  });
});

describe("normalizeProjectFields", () => {
  it("maps the classified fields and keeps the rest", () => {
    expect(
      normalizeProjectFields({ name: "ERP", status: "Planificado", priority: "Crítica", phase: "??" }),
    ).toEqual({ name: "ERP", status: "En progreso", priority: "Alta", phase: "Planificación" });
  });

  it("leaves absent fields absent so a partial update does not reset them", () => {
    const out = normalizeProjectFields({ name: "ERP" });
    expect(out).toEqual({ name: "ERP" });
    expect("status" in out).toBe(false);
  });

  it("fills a present but empty field with its default", () => {
    expect(normalizeProjectFields({ status: undefined, priority: null, phase: "" })).toEqual({
      status: "En progreso",
      priority: "Media",
      phase: "Planificación",
    });
  });
});
