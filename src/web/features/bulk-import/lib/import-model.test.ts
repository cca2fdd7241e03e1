import { describe, expect, it } from "vitest";
import type { UploadedImport } from "../api/upload-import";
import { cellText, cleanMapping, fileProblem, initialMapping, initialReading, mappableFields } from "./import-model";

const upload: UploadedImport = {
  id: "i",
  filename: "cartera.csv",
  format: "csv",
  columns: ["Nombre", "Fecha de entrega", "Presupuesto"],
  rowCount: 3,
  source: "generic",
  reading: { numberLocale: null, dateOrder: "dmy" },
  remembered: { projects: null, tasks: { mapping: {}, numberLocale: "comma", dateOrder: "auto" } },
  customFields: ["Área"],
  sample: [],
  suggestions: { projects: { name: "Nombre", dueDate: "Fecha de entrega", budget: "Presupuesto" }, tasks: { title: "Nombre", endDate: "Fecha de entrega", ghost: "Nada" } },
  fields: {
    projects: [{ key: "name", kind: "text", required: true }, { key: "dueDate", kind: "date" }, { key: "budget", kind: "money" }],
    tasks: [{ key: "title", kind: "text", required: true }, { key: "endDate", kind: "date" }],
  },
};

describe("import model", () => {
  it("refuses other file types and files over 20 MB before uploading", () => {
    expect(fileProblem({ name: "cartera.CSV", size: 10 })).toBeNull();
    expect(fileProblem({ name: "cartera.xlsx", size: 10 })).toBeNull();
    expect(fileProblem({ name: "datos.json", size: 10 })).toBeNull();
    expect(fileProblem({ name: "cartera.pdf", size: 10 })).toBe("wrongType");
    expect(fileProblem({ name: "cartera.csv", size: 21 * 1024 * 1024 })).toBe("tooBig");
  });

  it("starts from the server's suggestion for the chosen entity, keeping only real fields and columns", () => {
    expect(initialMapping(upload, "projects")).toEqual({ name: "Nombre", dueDate: "Fecha de entrega", budget: "Presupuesto" });
    expect(initialMapping(upload, "tasks")).toEqual({ title: "Nombre", endDate: "Fecha de entrega" });
  });

  it("sends only mapped fields and shows any cell as text", () => {
    expect(cleanMapping({ name: "Nombre", budget: "" })).toEqual({ name: "Nombre" });
    expect(cellText(null)).toBe("");
    expect(cellText(12.5)).toBe("12.5");
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });

  it("lists the workspace's custom fields for tasks, and starts from the reading remembered for the tool", () => {
    expect(mappableFields(upload, "tasks").map((f) => f.key)).toEqual(["title", "endDate", "custom:Área"]);
    expect(mappableFields(upload, "projects").map((f) => f.key)).toEqual(["name", "dueDate", "budget"]);
    expect(initialReading(upload, "tasks")).toEqual({ numberLocale: "comma", dateOrder: "auto" });
    expect(initialReading(upload, "projects")).toEqual({ numberLocale: "auto", dateOrder: "auto" });
  });
});
