import { describe, expect, it } from "vitest";
import { foldText, searchManual } from "./manual-search";

const sections = [
  { id: "dashboard", path: "/dashboard", title: "Dashboard", text: "Resumen de tu trabajo y la fase de Planificación." },
  { id: "projectPlanner", path: "/project-planner", title: "Planificador de proyectos", text: "Fechas y dependencias." },
  { id: "board", path: "/project/:projectId/board", title: "Tablero del proyecto", text: "Límites WIP por columna." },
];

describe("manual search", () => {
  it("folds accents and case", () => {
    expect(foldText("Planificación ÁRBOL")).toBe("planificacion arbol");
  });
  it("finds 'Planificación' from 'planificacion', title matches first", () => {
    expect(searchManual(sections, "planificacion").map((s) => s.id)).toEqual(["dashboard"]);
    expect(searchManual(sections, "PLANIFICA").map((s) => s.id)).toEqual(["projectPlanner", "dashboard"]);
  });
  it("needs every word and searches the screen's path", () => {
    expect(searchManual(sections, "limites wip").map((s) => s.id)).toEqual(["board"]);
    expect(searchManual(sections, "limites gantt")).toEqual([]);
    expect(searchManual(sections, "/project-planner").map((s) => s.id)).toEqual(["projectPlanner"]);
  });
  it("returns everything for an empty query", () => {
    expect(searchManual(sections, "  ")).toHaveLength(3);
  });
});
