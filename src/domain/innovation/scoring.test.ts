import { describe, expect, it } from "vitest";
import { canMove, iceScore, ideaScore, milestoneOffsets, riceScore } from "./scoring";

describe("RICE and ICE", () => {
  it("RICE is reach × impact × confidence ÷ effort, with confidence as a percentage", () => {
    expect(riceScore(500, 2, 80, 4)).toBe(200);
    expect(riceScore(1200, 0.5, 50, 2)).toBe(150);
    expect(ideaScore("rice", { reach: 300, impact: 3, confidence: 100, effort: 0.5, ease: null })).toBe(1800);
    expect(ideaScore("rice", { reach: 10, impact: 1, confidence: 80, effort: 3, ease: null })).toBe(2.67);
  });
  it("refuses an effort of zero and waits for every input", () => {
    expect(() => riceScore(1, 1, 100, 0)).toThrow(RangeError);
    expect(ideaScore("rice", { reach: 100, impact: 1, confidence: 50, effort: 0, ease: null })).toBeNull();
    expect(ideaScore("rice", { reach: null, impact: 1, confidence: 50, effort: 1, ease: null })).toBeNull();
    expect(ideaScore("ice", { reach: null, impact: 8, confidence: 7, effort: null, ease: null })).toBeNull();
  });
  it("ICE is impact × confidence × ease", () => {
    expect(iceScore(8, 7, 5)).toBe(280);
    expect(ideaScore("ice", { reach: 999, impact: 10, confidence: 10, effort: 99, ease: 10 })).toBe(1000);
  });
});

describe("life cycle", () => {
  it("moves forward one step, out with discard, and never out of converted", () => {
    expect(canMove("idea", "evaluating")).toBe(true);
    expect(canMove("evaluating", "approved")).toBe(true);
    expect(canMove("idea", "approved")).toBe(false);
    expect(canMove("approved", "converted")).toBe(false);
    expect(canMove("approved", "discarded")).toBe(true);
    expect(canMove("discarded", "idea")).toBe(true);
    expect(canMove("converted", "discarded")).toBe(false);
  });
  it("lays the first milestones on the effort (person-months × 30 days), none without one", () => {
    expect(milestoneOffsets(2).map((m) => m.offsetDays)).toEqual([12, 36, 60]);
    expect(milestoneOffsets(null).map((m) => m.offsetDays)).toEqual([null, null, null]);
  });
});
