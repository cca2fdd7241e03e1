import { describe, expect, it } from "vitest";
import { detectLanguage, foldAccents, stemEnglish, stemSpanish, stripMarkup, tokenize } from "./text";

describe("stemEnglish (Porter2)", () => {
  it.each([
    ["caresses", "caress"],
    ["ponies", "poni"],
    ["running", "run"],
    ["crashes", "crash"],
    ["crashing", "crash"],
    ["configuration", "configur"],
    ["configure", "configur"],
    ["connected", "connect"],
    ["generously", "generous"],
    ["hopefulness", "hope"],
    ["skies", "sky"],
  ])("%s → %s", (word, stem) => expect(stemEnglish(word)).toBe(stem));
});

describe("stemSpanish (Snowball, accent-folded)", () => {
  it("brings inflections of a word together", () => {
    expect(stemSpanish("usuarios")).toBe(stemSpanish("usuario"));
    expect(stemSpanish("reportes")).toBe(stemSpanish("reporte"));
    expect(stemSpanish("actualización")).toBe(stemSpanish("actualizar"));
    expect(stemSpanish("integración")).toBe(stemSpanish("integrar"));
  });
  it("stems a word typed without accents like the accented one", () => {
    expect(stemSpanish("planificacion")).toBe(stemSpanish("planificación"));
  });
  it("removes attached pronouns and adverb endings", () => {
    expect(stemSpanish("rápidamente")).toBe("rapid");
    expect(stemSpanish("haciéndolo")).toBe(stemSpanish("haciendo"));
  });
});

describe("tokenize", () => {
  it("drops markup, code, URLs and stop words", () => {
    const text = "<p>Implementar la autenticación de usuarios</p> {code}var x = foo();{code} ver https://ejemplo.mx/a";
    expect(tokenize(text)).toEqual(["implement", "autent", "usuari", "ver"]);
  });
  it("splits identifiers and stems English", () => {
    expect(tokenize("Fix crashes in PaymentService_handler")).toEqual(["fix", "crash", "payment", "servic", "handler"]);
  });
  it("returns nothing for empty or markup-only text", () => {
    expect(tokenize("")).toEqual([]);
    expect(tokenize("{code}only code{code}")).toEqual([]);
  });
  it("detects the language from stop words, Spanish on a tie", () => {
    expect(detectLanguage("the user can not log in to the app")).toBe("en");
    expect(detectLanguage("el usuario no puede entrar a la aplicación")).toBe("es");
    expect(detectLanguage("OAuth")).toBe("es");
  });
  it("keeps stop words when asked (the size classifier's terms)", () => {
    expect(tokenize("Fix the login of the app")).toEqual(["fix", "login", "app"]);
    expect(tokenize("Fix the login of the app", { keepStopWords: true })).toEqual(["fix", "the", "login", "of", "the", "app"]);
  });
  it("folds accents but keeps ñ", () => {
    expect(foldAccents("Año PINGÜINO Acción")).toBe("año pinguino accion");
  });
  it("strips Jira links and headings", () => {
    expect(stripMarkup("h2. Título\n[el enlace|http://x]")).not.toContain("http");
  });
});
