import { describe, expect, it } from "vitest";
import { matchScore, normalizeText, rankItems } from "./match";

describe("normalizeText", () => {
  it("drops accents and case", () => {
    expect(normalizeText("  Planificación ÁGIL ")).toBe("planificacion agil");
    expect(normalizeText("Capacitación y Ñandú")).toBe("capacitacion y nandu");
  });
});

describe("matchScore", () => {
  it("finds accented text typed without accents, and the other way round", () => {
    expect(matchScore("planificacion", "Planificación de Proyectos")).toBeGreaterThan(0);
    expect(matchScore("PLANIFICACIÓN", "planificacion")).toBe(100);
  });

  it("ranks whole text over its start, over a word start, over inside a word, over scattered letters", () => {
    const exact = matchScore("equipo", "Equipo");
    const prefix = matchScore("equi", "Equipo");
    const wordStart = matchScore("equi", "Mi Equipo");
    const inside = matchScore("quip", "Equipo");
    const scattered = matchScore("eqpo", "Equipo");
    expect([exact, prefix, wordStart, inside]).toEqual([100, 80, 60, 40]);
    expect(scattered).toBeGreaterThan(0);
    expect(scattered).toBeLessThan(inside);
  });

  it("needs every word typed to match", () => {
    expect(matchScore("tablero ventas", "Tablero de Ventas")).toBeGreaterThan(0);
    expect(matchScore("tablero compras", "Tablero de Ventas")).toBe(0);
    expect(matchScore("xyz", "Proyectos")).toBe(0);
  });

  it("counts keywords at half weight, and an empty query matches everything", () => {
    expect(matchScore("settings", "Configuración", ["/settings"])).toBe(30);
    expect(matchScore("   ", "Cualquier cosa")).toBe(1);
  });
});

describe("rankItems", () => {
  const items = [
    { label: "Planificador de Proyectos" },
    { label: "Proyectos" },
    { label: "Panel de Control" },
    { label: "Reportes de proyectos" },
  ];

  it("puts the best match first and drops what does not match", () => {
    expect(rankItems("proyectos", items).map((i) => i.label)).toEqual(["Proyectos", "Planificador de Proyectos", "Reportes de proyectos"]);
    expect(rankItems("planificador", items).map((i) => i.label)).toEqual(["Planificador de Proyectos"]);
  });

  it("keeps the given order on ties and honours the limit", () => {
    expect(rankItems("", items, 2).map((i) => i.label)).toEqual(["Planificador de Proyectos", "Proyectos"]);
  });
});
