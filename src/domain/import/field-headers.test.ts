import { describe, expect, it } from "vitest";
import { fieldHeader, readFieldHeader, readHeaderDefinitions } from "./field-definitions";

// Decision 1230: a CSV or XLSX export's custom field headers carry the field's definition.

describe("custom field definitions in column headers", () => {
  const stage = { name: "Etapa [interna]", type: "single_choice" as const, required: true, options: [{ id: "1", label: "Recepción", color: "blue" as const }, { id: "2", label: "Revisión: fiscal" }, { id: "3", label: "Firmado (SAT)", color: "teal" as const }] };

  it("writes the definition in the reader's language and reads it back in either", () => {
    expect(fieldHeader("es", stage)).toBe("Etapa [interna] [opción única, obligatorio: Recepción (azul) | Revisión: fiscal | Firmado (SAT) (verde azulado)]");
    expect(fieldHeader("en", stage)).toBe("Etapa [interna] [single choice, required: Recepción (blue) | Revisión: fiscal | Firmado (SAT) (teal)]");
    const expected = { name: "Etapa [interna]", type: "single_choice", required: true, options: [{ label: "Recepción", color: "blue" }, { label: "Revisión: fiscal" }, { label: "Firmado (SAT)", color: "teal" }] };
    expect(readFieldHeader(fieldHeader("es", stage))).toEqual(expected);
    expect(readFieldHeader(fieldHeader("en", stage))).toEqual(expected);
    expect(readFieldHeader("Monto (MXN) [número]")).toEqual({ name: "Monto (MXN)", type: "number", required: false, options: [] });
    expect(readFieldHeader("Review [Date, Required]")).toEqual({ name: "Review", type: "date", required: true, options: [] });
  });

  it("leaves other headers alone, and a choice without options", () => {
    for (const header of ["Título", "Notes [draft]", "Área [opción única]", "[número]", "Costo [número, caro]"]) expect(readFieldHeader(header)).toBeNull();
  });

  it("renames the columns and the rows' keys to the field's name", () => {
    const read = readHeaderDefinitions(["Clave", "Monto [number]", "Sedes [multiple choice: A | B]"], [{ Clave: "1", "Monto [number]": "5", "Sedes [multiple choice: A | B]": "A, B" }]);
    expect(read.columns).toEqual(["Clave", "Monto", "Sedes"]);
    expect(read.rows).toEqual([{ Clave: "1", Monto: "5", Sedes: "A, B" }]);
    expect(read.definitions.map((d) => d.name)).toEqual(["Monto", "Sedes"]);
  });
});
