import { describe, expect, it } from "vitest";
import { classify, features, probabilities } from "./classifier";
import { maskNames, readQuestion } from "./intents";
import { canonical } from "./synonyms";

// The intent model (decisions 0906, 0907): it reads phrasings with no keyword, misspelt or without
// accents, in either language, and still refuses small talk and gibberish.
const names = { projects: [{ id: "p1", name: "Portal Atlas" }, { id: "p2", name: "Orión" }], people: [{ id: "r1", name: "Luis Pérez" }] };
const today = "2026-11-26";

describe("intent model", () => {
  it.each([
    ["¿Cuál es el plazo del proyecto?", "due_date"],
    ["What date did we commit to?", "due_date"],
    ["¿Quién está a tope?", "overloaded"],
    ["Who is stretched too thin?", "overloaded"],
    ["¿Qué salió mal la última vez?", "memory"],
    ["Are we within budget?", "budget"],
  ])("%s → %s", (q, intent) => {
    expect(classify(q)?.intent).toBe(intent);
  });

  it("refuses what is out of scope or unknown", () => {
    expect(classify("Tell me a joke about cats")).toBeNull();
    expect(classify("¿Qué tiempo hará mañana?")).toBeNull();
    expect(classify("zzzz qqqq")).toBeNull();
    expect(probabilities("what do penguins eat in winter")[0]!.label).toBe("none");
  });

  it("meets a misspelt word through its character 3-grams", () => {
    expect(features("presupuseto").some((f) => f.startsWith("#"))).toBe(true);
    expect(classify("cuanto presupusto queda")?.intent).toBe("budget");
  });

  it("folds paraphrase families into one word", () => {
    expect(canonical("deadline")).toBe(canonical("vencimiento"));
    expect(canonical("swamped")).toBe(canonical("saturado"));
    expect(canonical("gatos")).toBe("gatos");
  });

  it("gives probabilities that sum to one, best first", () => {
    const p = probabilities("que proyectos estan en riesgo");
    expect(p[0]!.label).toBe("at_risk");
    expect(p.reduce((s, x) => s + x.probability, 0)).toBeCloseTo(1, 6);
    expect(p[0]!.probability).toBeGreaterThanOrEqual(p[1]!.probability);
  });
});

describe("reading a question", () => {
  it("masks the names it mentions, so the model learns 'a project', not 'Atlas'", () => {
    expect(maskNames("¿Cuándo vence Atlas para Luis?", names.projects[0], names.people[0])).toBe("cuando vence zproyecto para zpersona");
    expect(maskNames("When is Portal Atlas due?", names.projects[0], undefined)).toBe("when is zproyecto due");
  });

  it("reads an indirect question with no keyword of its intent", () => {
    const r = readQuestion("¿Qué tan mal está Orión?", today, names);
    expect(r.intent).toBe("at_risk");
    expect(r.project?.id).toBe("p2");
    expect(r.confidence).toBeGreaterThan(0.45);
  });

  it("reads without accents and with the names' entities and es-MX dates", () => {
    const r = readQuestion("que vence el proximo viernes en orion", today, names);
    expect(r.intent).toBe("due_date");
    expect(r.project?.id).toBe("p2");
    expect(r.range).toEqual({ start: "2026-11-27", end: "2026-11-27" });
    expect(readQuestion("¿Qué vence a fin de mes?", today, names).range).toEqual({ start: "2026-11-30", end: "2026-11-30" });
    expect(readQuestion("¿Qué tareas vencidas tiene Luis?", today, names)).toMatchObject({ intent: "overdue_tasks", person: { id: "r1" } });
  });

  it("does not answer what it cannot read, and asks when torn between two intents", () => {
    expect(readQuestion("¿De qué color es el cielo?", today, names).intent).toBeNull();
    const torn = readQuestion("proyecto", today, names);
    expect(torn.intent === null ? torn.clarify === undefined || torn.clarify.length === 2 : torn.confidence >= 0.45).toBe(true);
  });
});
