import { describe, expect, it } from "vitest";
import {
  normalizePhase,
  normalizePriority,
  normalizeProjectFields,
  normalizeProjectStatus,
  normalizeTaskStatus,
} from "./project-fields";

// Each classified field: what it maps (Spanish, other spellings, English) and the value it falls back to.
const fields: { name: string; normalize: (value: unknown) => string; known: [unknown, string][]; unknown: unknown[]; fallback: string }[] = [
  {
    name: "project status",
    normalize: normalizeProjectStatus,
    known: [
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
    ],
    unknown: [undefined, null, "", "Desconocido", 42, {}],
    fallback: "En progreso",
  },
  {
    name: "priority",
    normalize: normalizePriority,
    known: [
      ["Baja", "Baja"],
      ["Media", "Media"],
      ["Alta", "Alta"],
      ["Crítica", "Alta"],
      ["critica", "Alta"],
      ["CRÍTICA", "Alta"],
      ["high", "Alta"],
      ["low", "Baja"],
    ],
    unknown: [undefined, null, "", "Urgentísima", 3],
    fallback: "Media",
  },
  {
    name: "phase",
    normalize: normalizePhase,
    known: [
      ["Planificación", "Planificación"],
      ["Ejecución", "Ejecución"],
      ["Cierre", "Cierre"],
      ["planificacion", "Planificación"],
      ["EJECUCION", "Ejecución"],
      ["execution", "Ejecución"],
      ["closing", "Cierre"],
    ],
    unknown: [undefined, null, "", "Iniciación", false],
    fallback: "Planificación",
  },
];

for (const field of fields) {
  describe(field.name, () => {
    it.each(field.known)("maps %j to %j", (input, expected) => {
      expect(field.normalize(input)).toBe(expected);
    });

    it.each(field.unknown)(`maps unknown or missing %j to ${field.fallback}`, (input) => {
      expect(field.normalize(input)).toBe(field.fallback);
    });
  });
}

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
