import { describe, expect, it } from "vitest";
import { emptySequence, feedKey, parseSequence, type SequenceBinding, type SequenceState } from "./shortcuts";

type Id = "dashboard" | "projects" | "help";
const bindings: SequenceBinding<Id>[] = [
  { id: "dashboard", keys: parseSequence("g d") },
  { id: "projects", keys: parseSequence("g p") },
  { id: "help", keys: parseSequence("?") },
];

function press(keys: [string, number][]): (Id | undefined)[] {
  let state: SequenceState = emptySequence;
  return keys.map(([key, at]) => {
    const result = feedKey(state, key, at, bindings, 1000);
    state = result.state;
    return result.match;
  });
}

describe("parseSequence", () => {
  it("splits on spaces and lower-cases letters", () => {
    expect(parseSequence("g d")).toEqual(["g", "d"]);
    expect(parseSequence("  G   P ")).toEqual(["g", "p"]);
    expect(parseSequence("?")).toEqual(["?"]);
    expect(parseSequence("Escape")).toEqual(["Escape"]);
  });

  it("rejects an empty notation", () => {
    expect(() => parseSequence("  ")).toThrow();
  });
});

describe("feedKey", () => {
  it("completes a two-key sequence and a one-key one", () => {
    expect(press([["g", 0], ["d", 300]])).toEqual([undefined, "dashboard"]);
    expect(press([["G", 0], ["P", 300]])).toEqual([undefined, "projects"]);
    expect(press([["?", 0]])).toEqual(["help"]);
  });

  it("forgets a first key after the timeout", () => {
    expect(press([["g", 0], ["d", 1500]])).toEqual([undefined, undefined]);
  });

  it("drops keys that continue nothing, and restarts on a key that begins a sequence", () => {
    expect(press([["x", 0], ["d", 100]])).toEqual([undefined, undefined]);
    expect(press([["g", 0], ["x", 100], ["d", 200]])).toEqual([undefined, undefined, undefined]);
    expect(press([["g", 0], ["g", 100], ["p", 200]])).toEqual([undefined, undefined, "projects"]);
  });
});
