import { describe, expect, it } from "vitest";
import { csvCell, fileSlug, toCsv } from "./csv";

describe("CSV export", () => {
  it("starts with a UTF-8 byte-order mark and ends rows with CRLF", () => {
    const csv = toCsv(["Semana", "Tareas"], [["2026-11-02", 4]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe("Semana,Tareas\r\n2026-11-02,4\r\n");
  });

  it("neutralises cells that a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvCell("+52 55")).toBe("'+52 55");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-3)).toBe("-3");
  });

  it("quotes commas, quotes and line breaks, and leaves empty cells empty", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('dijo "sí"')).toBe('"dijo ""sí"""');
    expect(csvCell("uno\ndos")).toBe('"uno\ndos"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("makes file names without accents or spaces", () => {
    expect(fileSlug("Migración a la nube")).toBe("migracion-a-la-nube");
    expect(fileSlug("¿?")).toBe("rumbo");
  });
});
