import { describe, expect, it } from "vitest";
import { mulberry32 } from "./random";
import { heavyTailSurvival, kaplanMeier } from "./survival";

describe("kaplanMeier", () => {
  it("puts the mass of censored observations on the later values", () => {
    const km = kaplanMeier([
      { value: 1, isCensored: false },
      { value: 2, isCensored: true },
      { value: 3, isCensored: false },
    ]);
    expect(km?.values).toEqual([1, 3]);
    expect(km?.probabilities[0]).toBeCloseTo(1 / 3, 10);
    expect(km?.probabilities[1]).toBeCloseTo(2 / 3, 10);
  });
});

describe("heavyTailSurvival", () => {
  it("needs enough finished observations", () => {
    expect(heavyTailSurvival([{ value: 3, isCensored: false }])).toBeNull();
  });

  it("follows the steps where data are many and recovers a constant hazard past them", () => {
    // Exponential with mean 30 days: the tail's mean remaining life is about 30 days.
    const random = mulberry32(11);
    const observations = Array.from({ length: 2000 }, () => ({ value: Math.round(-30 * Math.log(1 - random())), isCensored: false }));
    const curve = heavyTailSurvival(observations);
    expect(curve).not.toBeNull();
    if (!curve) return;
    expect(curve.survival(0)).toBeLessThanOrEqual(1);
    expect(curve.survival(30)).toBeCloseTo(Math.exp(-1), 1);
    expect(1 / curve.tailHazard).toBeGreaterThan(20);
    expect(1 / curve.tailHazard).toBeLessThan(45);
    // Monotone, and positive far beyond the largest value seen.
    const points = [0, 10, 50, 100, 200, 400, 800].map((x) => curve.survival(x));
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(curve.survival(800)).toBeGreaterThan(0);
  });

  it("counts the time of items still open as exposure, so open old items lengthen the tail", () => {
    const finished = Array.from({ length: 60 }, (_, i) => ({ value: 1 + (i % 10), isCensored: false }));
    const open = Array.from({ length: 20 }, () => ({ value: 300, isCensored: true }));
    const closedOnly = heavyTailSurvival(finished);
    const withOpen = heavyTailSurvival([...finished, ...open]);
    expect(closedOnly && withOpen).toBeTruthy();
    expect(withOpen!.survival(200)).toBeGreaterThan(closedOnly!.survival(200));
  });
});
