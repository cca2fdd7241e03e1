import { describe, expect, it } from "vitest";
import { mergeEqual } from "./analytics-charts";

describe("cycle-time percentile lines", () => {
  it("merges lines at the same value so their labels never overlap, and drops missing ones", () => {
    const merged = mergeEqual([
      { label: "P50", value: 8, color: "a" },
      { label: "P85", value: 13, color: "b" },
      { label: "P95", value: 13, color: "c" },
    ]);
    expect(merged).toEqual([
      { label: "P50", value: 8, color: "a" },
      { label: "P85 = P95", value: 13, color: "c" },
    ]);
    expect(mergeEqual([{ label: "P50", value: null, color: "a" }])).toEqual([]);
  });
});
