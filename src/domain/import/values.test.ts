import { describe, expect, it } from "vitest";
import { neutraliseFormula, parseDateCell, parseMoneyCell } from "./values";
import { rowToInput, suggestMapping } from "./columns";

describe("cells", () => {
  it.each([
    ["2026-03-15", "2026-03-15"],
    ["15/03/2026", "2026-03-15"],
    ["5-3-2026", "2026-03-05"],
    [46096, "2026-03-15"],
    ["2026-02-30", undefined],
    ["31/02/2026", undefined],
    ["mañana", undefined],
  ])("reads the date %j as %j", (cell, expected) => {
    expect(parseDateCell(cell)).toBe(expected);
  });

  it.each([
    ["$1,234.50", 1234.5],
    ["MXN 2000", 2000],
    [1500, 1500],
    ["mil pesos", undefined],
  ])("reads the money %j as %j", (cell, expected) => {
    expect(parseMoneyCell(cell)).toBe(expected);
  });

  it.each([
    ["=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"],
    ["+1+1", "'+1+1"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["Plan de trabajo", "Plan de trabajo"],
  ])("neutralises %j", (text, expected) => {
    expect(neutraliseFormula(text)).toBe(expected);
  });
});

describe("column mapping", () => {
  it("suggests fields from Spanish and English headers, ignoring accents and case", () => {
    expect(suggestMapping("projects", ["Nombre del proyecto", "Descripción", "ESTADO", "Fecha de entrega", "Presupuesto", "Otra"])).toEqual({
      name: "Nombre del proyecto",
      description: "Descripción",
      status: "ESTADO",
      dueDate: "Fecha de entrega",
      budget: "Presupuesto",
    });
    expect(suggestMapping("tasks", ["Title", "Due date", "Story Points"])).toEqual({ title: "Title", endDate: "Due date", storyPoints: "Story Points" });
  });

  it("reports the column of a cell that cannot be read", () => {
    const { input, problems } = rowToInput("tasks", { T: "Diseño", F: "30/02/2026", H: "ocho" }, { title: "T", endDate: "F", estimateHours: "H" });
    expect(input).toEqual({ title: "Diseño" });
    expect(problems).toEqual([
      { field: "endDate", column: "F", messageKey: "validation.invalid_date" },
      { field: "estimateHours", column: "H", messageKey: "validation.invalid_value" },
    ]);
  });
});
