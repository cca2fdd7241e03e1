import { describe, expect, it } from "vitest";
import { duplicatesOf, similarIdeas } from "./similarity";

const ideas = [
  { id: "a", title: "Exportar reportes a Excel", description: "Que el tablero descargue sus reportes en Excel" },
  { id: "b", title: "Aplicación móvil para registrar horas", description: "Registrar el tiempo desde el teléfono" },
  { id: "c", title: "Notificaciones por correo de tareas vencidas", description: "" },
];

describe("possible duplicates", () => {
  it("finds the same idea typed with or without accents", () => {
    const found = similarIdeas({ title: "aplicacion movil para registrar horas" }, ideas);
    expect(found[0]?.idea.id).toBe("b");
    expect(found[0]!.similarity).toBeGreaterThan(0.5);
  });
  it("finds an idea written in the other language through shared stems", () => {
    const found = similarIdeas({ title: "Export reports to Excel", description: "download reports from the board" }, ideas);
    expect(found.map((f) => f.idea.id)).toEqual(["a"]);
  });
  it("stays quiet for unrelated text, empty text and the idea itself", () => {
    expect(similarIdeas({ title: "Capacitar al equipo en ventas" }, ideas)).toEqual([]);
    expect(similarIdeas({ title: "   " }, ideas)).toEqual([]);
    expect(similarIdeas({ id: "a", title: "Exportar reportes a Excel" }, ideas).map((f) => f.idea.id)).not.toContain("a");
  });
  it("marks each idea of a list with its closest duplicate", () => {
    const list = [...ideas, { id: "d", title: "Exportar los reportes del tablero a Excel", description: "" }];
    const dup = duplicatesOf(list);
    expect(dup.get("d")?.idea.id).toBe("a");
    expect(dup.get("a")?.idea.id).toBe("d");
    expect(dup.has("b")).toBe(false);
  });
});
