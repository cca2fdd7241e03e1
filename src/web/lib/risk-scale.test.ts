import { describe, expect, it } from "vitest";
import { levelOf } from "./risk-scale";

describe("risk levels", () => {
  it("follows the engine's thresholds", () => {
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(levelOf)).toEqual(["low", "low", "medium", "medium", "high", "high", "critical", "critical"]);
  });
});
