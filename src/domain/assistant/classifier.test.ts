import { describe, expect, it } from "vitest";
import { classify } from "./classifier";
import { readQuestion } from "./intents";

// The fallback classifier (decision 0906): it reads phrasings the patterns do not know, and still
// refuses small talk and gibberish.
describe("intent classifier", () => {
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
  });
  it("is used only when no pattern reads the question", () => {
    const names = { projects: [{ id: "p1", name: "Portal Atlas" }], people: [] };
    expect(readQuestion("¿Cuándo vence Atlas?", "2026-11-26", names).intent).toBe("due_date");
    expect(readQuestion("¿Qué proyectos van mal?", "2026-11-26", names).intent).toBe("at_risk");
  });
});
