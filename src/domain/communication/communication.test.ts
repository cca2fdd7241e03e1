import { directKey, prefixQuery, searchTerms, searchTextOf } from "./search";
import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdownLight, safeHref } from "./markdown-light";
import { extractMentions } from "./mentions";
import { draftProgressUpdate } from "./progress-update";

describe("Markdown-light", () => {
  it("formats bold, italic, code, links and mentions", () => {
    expect(parseInline("Hola **equipo**, ver _nota_ y `npm test` en https://rumbo.mx/x. @ana")).toEqual([
      { kind: "text", text: "Hola " },
      { kind: "bold", text: "equipo" },
      { kind: "text", text: ", ver " },
      { kind: "italic", text: "nota" },
      { kind: "text", text: " y " },
      { kind: "code", text: "npm test" },
      { kind: "text", text: " en " },
      { kind: "link", text: "https://rumbo.mx/x", href: "https://rumbo.mx/x" },
      { kind: "text", text: ". " },
      { kind: "mention", handle: "ana" },
    ]);
  });
  it("keeps scripts, handlers and javascript: links as plain text", () => {
    const tokens = parseInline('<script>alert(1)</script> <img src=x onerror="alert(1)"> [clic](javascript:alert(1))');
    expect(tokens.every((t) => t.kind === "text")).toBe(true);
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,<b>")).toBeNull();
  });
  it("reads bullets line by line, and an e-mail is not a mention", () => {
    const lines = parseMarkdownLight("- uno\nescribe a ana@rumbo.mx");
    expect(lines[0]).toEqual({ kind: "bullet", tokens: [{ kind: "text", text: "uno" }] });
    expect(lines[1]!.tokens).toEqual([{ kind: "text", text: "escribe a ana@rumbo.mx" }]);
  });
});

describe("mentions", () => {
  const members = [
    { id: "u1", name: "Ana López", email: "ana.lopez@rumbo.mx" },
    { id: "u2", name: "Luis Pérez", email: "lperez@rumbo.mx" },
    { id: "u3", name: "Luis Gómez", email: "lgomez@rumbo.mx" },
  ];
  it("finds members by handle or by an unshared first name, accents and case aside, each once", () => {
    expect(extractMentions("@Ana.Lopez y @ÁNA, revisen con @lperez", members)).toEqual(["u1", "u2"]);
  });
  it("ignores ambiguous first names, strangers and e-mail addresses", () => {
    expect(extractMentions("@luis @nadie escribe a x@lgomez.mx", members)).toEqual([]);
  });
});

describe("progress update draft", () => {
  it("states the week's real figures in the language asked", () => {
    const text = draftProgressUpdate(
      { projectName: "Atlas", progress: 40, dueDate: "2026-12-18", doneThisWeek: ["Diseño", "API"], overdue: [{ title: "Pruebas", endDate: "2026-11-20" }], next: ["Deploy"], risks: ["Proveedor"], forecast: { p50: "2026-12-20", p85: "2027-01-08", probabilityOnTime: 0.42 } },
      "es",
    );
    expect(text).toContain("**Actualización de avance: Atlas**");
    expect(text).toContain("Avance: **40%** · fecha de entrega: 2026-12-18");
    expect(text).toContain("Completado esta semana (2):\n- Diseño\n- API");
    expect(text).toContain("- Pruebas (vencía 2026-11-20)");
    expect(text).toContain("2026-12-20 (P50), 2027-01-08 (P85) · probabilidad de cumplir la fecha: 42%");
    const en = draftProgressUpdate({ projectName: "Atlas", progress: 0, dueDate: null, doneThisWeek: [], overdue: [], next: [], risks: [], forecast: null }, "en");
    expect(en).toContain("No tasks were completed this week.");
    expect(en).toContain("Not enough history yet");
  });
});

describe("search terms (decision 0911)", () => {
  it("folds accents and case, keeps letters and digits only, at most eight words", () => {
    expect(searchTextOf("La MIGRACIÓN de Año 2")).toBe("la migracion de ano 2");
    expect(searchTerms("  Migración, ¿catálogo?  ")).toEqual(["migracion", "catalogo"]);
    expect(searchTerms("'):* | ! & <script>")).toEqual(["script"]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
    expect(prefixQuery(["migr", "datos"])).toBe("migr:* & datos:*");
  });
  it("keys a direct conversation by its people, in any order, once each", () => {
    expect(directKey(["luis", "ana", "luis"])).toBe("ana,luis");
    expect(directKey(["ana", "luis"])).toBe(directKey(["luis", "ana"]));
  });
});
