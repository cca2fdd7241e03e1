import { describe, expect, it } from "vitest";
import { formatReadMark, parseReadMark, readAfter } from "./read-marks";

describe("read marks", () => {
  it("round-trips a mark and refuses anything else", () => {
    expect(parseReadMark(formatReadMark({ instance: "a1b2", at: 1234.5678 }))).toEqual({ instance: "a1b2", at: 1234.568 });
    for (const bad of [undefined, null, 12, "", "a1b2", ":12", "a1b2:", "a1b2:soon", "a1b2:Infinity"]) expect(parseReadMark(bad)).toBeUndefined();
  });

  it("says data has seen an event only when read strictly after it on the same instance", () => {
    const event = { instance: "a", at: 100 };
    expect(readAfter({ instance: "a", at: 100.001 }, event)).toBe(true);
    expect(readAfter({ instance: "a", at: 100 }, event)).toBe(false);
    expect(readAfter({ instance: "a", at: 99 }, event)).toBe(false);
    expect(readAfter({ instance: "b", at: 500 }, event)).toBe(false);
    expect(readAfter(undefined, event)).toBe(false);
    expect(readAfter({ instance: "a", at: 500 }, undefined)).toBe(false);
  });
});
