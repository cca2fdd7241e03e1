import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { renderCertificatePdf } from "../features/learning/certificate-pdf";
import { projectStateText, renderReportPdf } from "../features/reports/pdf";
import { parseUnicodeRange, runsOf } from "./pdf-text";

// Every code point a PDF can show is listed in one of its fonts' ToUnicode maps (pdfkit writes them
// as Flate streams); a character set in a font that lacks it would be missing there.
function unicodeMapsOf(pdf: Buffer): string {
  const text = pdf.toString("latin1");
  const maps: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index as number) + match[0].length;
    const end = text.indexOf("endstream", start);
    try {
      const body = inflateSync(pdf.subarray(start, end)).toString("latin1");
      if (body.includes("beginbfrange") || body.includes("beginbfchar")) maps.push(body);
    } catch {
      // not a Flate stream (an image, an uncompressed one): not a map
    }
  }
  return maps.join("\n").toUpperCase();
}

function codePointsOf(text: string): string[] {
  return [...text].filter((c) => c.trim()).map((c) => (c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0"));
}

const name = "Łukasz Дмитрий 王小明 Nguyễn Ñandú Ωμέγα";

describe("PDF text in any script", () => {
  it("reads a stylesheet's unicode ranges", () => {
    expect(parseUnicodeRange("U+0460-052F,U+20B4, U+4??")).toEqual([
      [0x460, 0x52f],
      [0x20b4, 0x20b4],
      [0x400, 0x4ff],
    ]);
  });

  it("sets each run in a face that covers it, keeping spaces and marks in their run", () => {
    const latin = { name: "latin", file: "", ranges: parseUnicodeRange("U+0000-00FF") };
    const cyrillic = { name: "cyrillic", file: "", ranges: parseUnicodeRange("U+0400-045F") };
    const runs = runsOf("Ana, Дмитрий y José", [cyrillic, latin]);
    expect(runs.map((r) => [r.face.name, r.text])).toEqual([
      ["latin", "Ana, "],
      ["cyrillic", "Дмитрий "],
      ["latin", "y José"],
    ]);
  });

  it("embeds Noto and every character of a certificate holder's name", async () => {
    const pdf = await renderCertificatePdf({ name, course: "Primeros pasos en Rumbo", issuedAt: new Date("2026-11-26T12:00:00Z"), code: "ABCD-EFGH-J", verifyUrl: "https://rumbo.example/certificates/ABCD-EFGH-J" }, "es");
    const raw = pdf.toString("latin1");
    expect(raw).toContain("NotoSans");
    expect(raw).toContain("NotoSansSC");
    expect(raw).not.toContain("Helvetica");
    const maps = unicodeMapsOf(pdf);
    for (const codePoint of codePointsOf(name)) expect(maps, `U+${codePoint}`).toContain(`<${codePoint}>`);
  }, 30_000);

  it("embeds every character of project, milestone and task names in a report", async () => {
    const content = {
      kind: "portfolio" as const,
      totals: { projects: 1, atRisk: 0, overdueTasks: 0 },
      projects: [{ id: "p", name: "Migración 王 Дмитрий", status: "active", progress: 40, riskScore: 20, p85: null, dueDate: null, overdue: 0 }],
    };
    const pdf = await renderReportPdf({ week: "2026-W48", content: content as never }, "es");
    const maps = unicodeMapsOf(pdf);
    for (const codePoint of codePointsOf("Migración 王 Дмитрий")) expect(maps, `U+${codePoint}`).toContain(`<${codePoint}>`);
  }, 30_000);
});

describe("report PDF labels", () => {
  it("says a project's status and phase in the report's language (issue 23: Spanish words in English reports)", () => {
    expect(projectStateText("En pausa", "Ejecución", "en")).toBe("On hold · Execution");
    expect(projectStateText("En progreso", "Planificación", "en")).toBe("In progress · Planning");
    expect(projectStateText("Completado", "Cierre", "en")).toBe("Completed · Closing");
    expect(projectStateText("Cancelado", null, "en")).toBe("Cancelled");
    expect(projectStateText("En pausa", "Ejecución", "es")).toBe("En pausa · Ejecución");
    expect(projectStateText("legacy", null, "en")).toBe("legacy");
  });
});
