import { describe, expect, it } from "vitest";
import { amountSubject, parseAmountFilter } from "./amounts";
import { isKnownWord, spellCorrect } from "./classifier";
import { parseDateExpression } from "./dates";
import { editDistance, isTypoOf, wordMatch } from "./fuzzy";
import { findNamed, readQuestion, withoutNames } from "./intents";
import { expandShorthand } from "./normalize";
import { declineReason } from "./scope";
import { detectLanguage } from "./text";

// Decision 0925: typos, accents, the other language, chat shorthand, amounts, more relative dates,
// and an explicit decline, each general (no name or question of an evaluation set in the code).
const projects = ["Portal Atlas", "Orión", "Migración ERP", "App Móvil Clientes", "Centro de Datos Norte", "Integración Bancaria"].map((name, i) => ({ id: `p${i}`, name }));
const people = ["Ana Torres", "Luis Pérez", "Jorge Ramírez"].map((name, i) => ({ id: `r${i}`, name }));
const today = "2026-11-26"; // a Thursday

describe("typo tolerance", () => {
  it("measures edits, a swap of neighbours counting one", () => {
    expect(editDistance("budgte", "budget")).toBe(1);
    expect(editDistance("gastdo", "gastado")).toBe(1);
    expect(editDistance("atlas", "orion")).toBeGreaterThan(2);
    expect(isTypoOf("atlaz", "atlas")).toBe(true);
    expect(isTypoOf("ana", "ama")).toBe(false); // too short to carry a typo
    expect(isTypoOf("xtlas", "atlas")).toBe(false); // the first letter is kept
  });

  it("meets a name's word misspelt or in the other language, never a word the assistant knows", () => {
    expect(wordMatch("datos", ["data"])).toBe(1);
    expect(wordMatch("atlas", ["atlaz"])).toBe(0.8);
    expect(wordMatch("movil", ["movio"], isKnownWord)).toBe(0);
    expect(findNamed("how's the data center doing", projects)?.name).toBe("Centro de Datos Norte");
    expect(findNamed("the bank integration's risk", projects)?.name).toBe("Integración Bancaria");
    expect(findNamed("cuando vence atlaz", projects)?.name).toBe("Portal Atlas");
    expect(findNamed("que trae Jorje", people, 3)?.name).toBe("Jorge Ramírez");
    expect(findNamed("what is the due date of this project", projects)).toBeUndefined();
  });

  it("puts a misspelt word back to the nearest known one, and writes chat shorthand out", () => {
    expect(spellCorrect("tareas atrasdas")).toBe("tareas atrasadas");
    expect(expandShorthand("q onda, pa cuando")).toBe("que onda para cuando");
    expect(expandShorthand("whens it due")).toBe("when is it due");
    expect(expandShorthand("what is past due")).toBe("what is overdue");
  });

  it("reads the language without the names, an accent not deciding alone", () => {
    expect(detectLanguage("Book me a flight to Cancún")).toBe("en");
    expect(detectLanguage("cuando vence")).toBe("es");
    expect(detectLanguage(withoutNames("How is Sofía's load?", [{ id: "s", name: "Sofía Herrera" }]))).toBe("en");
  });
});

describe("amounts", () => {
  it.each([
    ["¿Qué proyectos llevan más de 50 mil pesos gastados?", { op: "gt", cents: 5_000_000 }],
    ["projects over 100k", { op: "gt", cents: 10_000_000 }],
    ["menos de $1,200,000", { op: "lt", cents: 120_000_000 }],
    ["above 1.5M", { op: "gt", cents: 150_000_000 }],
    ["arriba de 2 millones", { op: "gt", cents: 200_000_000 }],
  ])("%s", (q, filter) => {
    expect(parseAmountFilter(q)).toEqual(filter);
  });
  it("reads none where there is none, and what the amount is compared with", () => {
    expect(parseAmountFilter("¿Cuánto llevamos gastado?")).toBeNull();
    expect(amountSubject("proyectos con presupuesto de más de 1 millón")).toBe("budget");
    expect(amountSubject("projects that spent more than 100k")).toBe("spent");
  });
});

describe("more relative dates", () => {
  it.each([
    ["¿Hubo cambios desde el lunes?", { start: "2026-11-23", end: "2026-11-26" }],
    ["since Tuesday", { start: "2026-11-24", end: "2026-11-26" }],
    ["¿Qué entregas caen la semana que entra?", { start: "2026-11-30", end: "2026-12-06" }],
    ["What's due next sprint?", { start: "2026-11-30", end: "2026-12-13" }],
    ["los últimos 3 días", { start: "2026-11-24", end: "2026-11-26" }],
  ])("%s", (q, range) => {
    expect(parseDateExpression(q, today)).toEqual(range);
  });
});

describe("declining", () => {
  it("says why rather than answering the nearest intent", () => {
    expect(declineReason("Borra el proyecto Atlas", true)).toBe("destructive");
    expect(declineReason("Please delete the Orion project", true)).toBe("destructive");
    expect(declineReason("¿Cuánto gana Luis?", true)).toBe("personal");
    expect(declineReason("What's the weather in Monterrey tomorrow?", false)).toBe("off_topic");
    expect(declineReason("¿Qué vence el viernes?", false)).toBeNull();
    expect(readQuestion("What's Luis's salary?", today, { projects, people })).toMatchObject({ intent: null, decline: "personal", lang: "en" });
  });

  it("answers a greeting alone with what it can do", () => {
    expect(readQuestion("Buenas tardes", today, { projects, people }).intent).toBe("help");
    expect(readQuestion("hey there", today, { projects, people }).intent).toBe("help");
  });
});
