import { describe, expect, it } from "vitest";
import { riskScoreOf, stakeholderQuadrant } from "./grids";

describe("management grids", () => {
  it("scores risks as probability × impact with three bands", () => {
    expect(riskScoreOf(5, 5)).toEqual({ score: 25, band: "high" });
    expect(riskScoreOf(3, 3)).toEqual({ score: 9, band: "medium" });
    expect(riskScoreOf(1, 4)).toEqual({ score: 4, band: "low" });
  });

  it("places stakeholders on the influence × interest grid", () => {
    expect(stakeholderQuadrant(5, 4)).toBe("manageClosely");
    expect(stakeholderQuadrant(4, 2)).toBe("keepSatisfied");
    expect(stakeholderQuadrant(2, 5)).toBe("keepInformed");
    expect(stakeholderQuadrant(3, 3)).toBe("monitor");
  });
});
