import { describe, expect, it } from "vitest";
import { mulberry32 } from "./random";
import { exponentialTail, heavyTailSurvival, kaplanMeier, type SurvivalCurve } from "./survival";

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

  // P(still open t days later | open a days).
  const stay = (curve: SurvivalCurve, a: number, t: number): number => curve.survival(a + t) / curve.survival(a);

  it("lets the hazard fall beyond the largest finished value: an older item stays open longer than under a constant hazard (decision 0121)", () => {
    const random = mulberry32(11);
    const observations = Array.from({ length: 2000 }, () => ({ value: Math.round(-30 * Math.log(1 - random())), isCensored: false }));
    const lindy = heavyTailSurvival(observations)!;
    const constant = heavyTailSurvival(observations, 20, exponentialTail)!;
    const largest = Math.max(...observations.map((o) => o.value));
    // λm is well above the floor here: the hazard is continuous at the largest finished value.
    expect(lindy.lindyFrom).toBe(largest);
    expect(lindy.lindyExponent).toBeCloseTo(lindy.tailHazard * largest, 10);
    expect(constant.lindyFrom).toBe(Number.POSITIVE_INFINITY);
    // Up to it nothing changes.
    for (const x of [0, 10, 30, 100, largest]) expect(lindy.survival(x)).toBe(constant.survival(x));
    // Beyond it: never lighter, heavier far out, and the older the item the longer its remaining life.
    for (const a of [largest + 1, 2 * largest, 4 * largest]) {
      for (const t of [7, 30, 100, 365]) expect(stay(lindy, a, t)).toBeGreaterThanOrEqual(stay(constant, a, t) - 1e-12);
      expect(stay(lindy, a, 365)).toBeGreaterThan(stay(constant, a, 365));
    }
    expect(stay(lindy, 4 * largest, 100)).toBeGreaterThan(stay(lindy, 2 * largest, 100));
    expect(stay(constant, 4 * largest, 100)).toBeCloseTo(stay(constant, 2 * largest, 100), 10);
  });

  it("floors the Lindy exponent at 2, so twenty stragglers of a short-cycle history finish within ten years (decision 0121)", () => {
    // Items finish within 50 days; twenty have been open 200 days. The tail fitted on the largest
    // observations has λ·50 below 1: that exponent alone has no finite mean.
    const finished = Array.from({ length: 100 }, (_, i) => ({ value: 1 + (i % 50), isCensored: false }));
    const open = Array.from({ length: 20 }, () => ({ value: 200, isCensored: true }));
    const curve = heavyTailSurvival([...finished, ...open])!;
    const unfloored = heavyTailSurvival([...finished, ...open], 20, { kind: "lindy", minExponent: 0 })!;
    const constant = heavyTailSurvival([...finished, ...open], 20, exponentialTail)!;
    expect(curve.tailHazard * 50).toBeLessThan(1);
    expect(curve.lindyExponent).toBe(2);
    const allDoneWithin = (c: SurvivalCurve, t: number): number => (1 - stay(c, 200, t)) ** 20;
    expect(allDoneWithin(curve, 3640)).toBeGreaterThan(0.9);
    expect(allDoneWithin(unfloored, 3640)).toBeLessThan(0.1);
    // Still never lighter than the constant hazard: the hazard stays λ until it meets 2/x.
    expect(curve.lindyFrom).toBeCloseTo(2 / curve.tailHazard, 10);
    for (const t of [7, 30, 100, 365, 3640]) expect(stay(curve, 200, t)).toBeGreaterThanOrEqual(stay(constant, 200, t) - 1e-12);
    expect(stay(curve, 200, 3640)).toBeGreaterThan(stay(constant, 200, 3640));
  });
});
