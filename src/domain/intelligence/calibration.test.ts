import { describe, expect, it } from "vitest";
import { calibratedLevel, calibratedProbability, calibrationFrom, calibrationOfRecord, outcomeOf, pitOf, type PastForecast } from "./calibration";
import { forecastDelivery } from "./forecast";
import { kaplanMeier } from "./survival";

const quantiles = Array.from({ length: 100 }, (_, i) => i + 1); // level k % finishes on day k

describe("pitOf / outcomeOf", () => {
  it("places an outcome at its level of the model's distribution", () => {
    expect(pitOf(quantiles, 50)).toBeCloseTo(0.495, 10);
    expect(pitOf(quantiles, 0)).toBe(0);
    expect(pitOf(quantiles, 500)).toBe(1);
  });

  it("knows a finished outcome, a censored one, and nothing about the future", () => {
    const forecast = { asOfDay: 100, quantiles, actualDay: 160 };
    expect(outcomeOf(forecast, 100)).toBeNull();
    expect(outcomeOf(forecast, 130)).toEqual({ value: pitOf(quantiles, 30), isCensored: true });
    expect(outcomeOf(forecast, 170)).toEqual({ value: pitOf(quantiles, 60), isCensored: false });
  });
});

describe("calibrationFrom", () => {
  it("is close to the identity for a calibrated record", () => {
    const outcomes = Array.from({ length: 99 }, (_, i) => ({ value: (i + 1) / 100, isCensored: false }));
    const g = calibrationFrom(outcomes);
    expect(calibratedProbability(g, 0.5)).toBeCloseTo(0.5, 1);
    expect(calibratedLevel(g, 0.85)).toBeCloseTo(0.85, 1);
  });

  it("pushes the reported percentiles out when outcomes ran late", () => {
    // Every outcome landed in the model's later half, evenly: G(u) ≈ 2u − 1 there.
    const outcomes = Array.from({ length: 50 }, (_, i) => ({ value: 0.5 + (i + 0.5) / 100, isCensored: false }));
    const g = calibrationFrom(outcomes);
    expect(calibratedLevel(g, 0.85)).toBeCloseTo(0.92, 2);
    expect(calibratedProbability(g, 0.9)).toBeCloseTo(0.8, 1);
    expect(calibratedProbability(g, 0.4)).toBeLessThan(0.02);
  });

  it("keeps the mass it cannot place beyond the largest outcome seen", () => {
    // Ten finished low; ten still open past level 0.9: G stays at 0.5 up to 0.9.
    const outcomes = [
      ...Array.from({ length: 10 }, (_, i) => ({ value: 0.1 + i / 100, isCensored: false })),
      ...Array.from({ length: 10 }, () => ({ value: 0.9, isCensored: true })),
    ];
    const g = calibrationFrom(outcomes);
    expect(calibratedProbability(g, 0.8)).toBeCloseTo(0.5, 5);
    expect(calibratedLevel(g, 0.85)).toBeGreaterThan(0.9);
  });

  it("needs enough finished outcomes", () => {
    expect(calibrationFrom([{ value: 0.5, isCensored: false }])).toBeNull();
    expect(calibrationFrom(Array.from({ length: 30 }, () => ({ value: 0.2, isCensored: true })))).toBeNull();
    expect(calibratedLevel(null, 0.85)).toBe(0.85);
  });

  it("moves a forecast's P85 later and lowers its on-time probability", () => {
    const completedAt = Array.from({ length: 60 }, (_, i) => `2025-0${4 + Math.floor(i / 21)}-${String(1 + (i % 21)).padStart(2, "0")}`);
    const input = { asOf: "2025-06-30", startedAt: "2025-04-01", completedAt, remaining: 30, dueDate: "2025-09-01", seed: 3 };
    const plain = forecastDelivery(input);
    const late = calibrationFrom(Array.from({ length: 20 }, (_, i) => ({ value: 0.5 + (i + 0.5) / 40, isCensored: false })));
    const adjusted = forecastDelivery({ ...input, calibration: late });
    if (plain.status !== "ok" || adjusted.status !== "ok") throw new Error("expected forecasts");
    expect(adjusted.p85.days).toBeGreaterThan(plain.p85.days);
    expect(adjusted.calibration).toEqual({ isApplied: true, outcomes: 20, finished: 20 });
    expect(adjusted.modelQuantiles).toEqual(plain.modelQuantiles);
    expect(adjusted.histogram.reduce((s, h) => s + h.probability, 0)).toBeCloseTo(1, 3);
  });
});

describe("calibrationOfRecord", () => {
  // A forecast made on `asOfDay` whose outcome landed at model level `level` (quantiles: level k % on day k).
  const past = (asOfDay: number, level: number): PastForecast => ({ asOfDay, quantiles, actualDay: asOfDay + level * 100 });

  it("takes the centre from the last 26 weeks and keeps the more cautious upper levels", () => {
    // Long ago every outcome ran late (upper half); lately they land across the whole range.
    const old = Array.from({ length: 40 }, (_, i) => past(i, 0.5 + (i + 0.5) / 80));
    const recent = Array.from({ length: 40 }, (_, i) => past(720 + i, (i + 0.5) / 40));
    const today = 900;
    const g = calibrationOfRecord([...old, ...recent], today);
    const pooled = calibrationFrom([...old, ...recent].map((f) => outcomeOf(f, today)).filter((o) => o !== null));
    // The centre follows the recent, calibrated record instead of the pooled, late one.
    expect(calibratedLevel(g, 0.5)).toBeCloseTo(0.5, 1);
    expect(calibratedLevel(pooled, 0.5)).toBeGreaterThan(0.6);
    // The upper levels never come earlier than the whole record says.
    expect(calibratedLevel(g, 0.95)).toBeGreaterThanOrEqual(calibratedLevel(pooled, 0.95) - 1e-9);
    // Still a distribution: levels rise with the probability.
    for (let p = 0.02; p < 0.99; p += 0.01) expect(calibratedLevel(g, p)).toBeGreaterThanOrEqual(calibratedLevel(g, p - 0.01) - 1e-9);
  });

  it("uses the model's own centre when too few recent outcomes are known, and nothing without a record", () => {
    const old = Array.from({ length: 40 }, (_, i) => past(i, 0.5 + (i + 0.5) / 80));
    const g = calibrationOfRecord(old, 800);
    expect(calibratedLevel(g, 0.3)).toBeCloseTo(0.3, 2);
    expect(calibratedLevel(g, 0.95)).toBeGreaterThan(0.95);
    expect(calibrationOfRecord(old.slice(0, 3), 800)).toBeNull();
  });

  it("learns the upper levels from forecasts already known late, before ten have finished", () => {
    // Three finished on time; nine still open today, each already past its own P95.
    const finished = [past(0, 0.3), past(1, 0.4), past(2, 0.5)];
    const runningLate = Array.from({ length: 9 }, (_, i) => ({ asOfDay: 10 + i, quantiles, actualDay: null }));
    const today = 10 + 9 + 100; // every open one has reached level 1 of its model
    const g = calibrationOfRecord([...finished, ...runningLate], today);
    expect(calibrationFrom([...finished, ...runningLate].map((f) => outcomeOf(f, today)).filter((o) => o !== null))).toBeNull();
    // Three of twelve are known done: the P85 and P95 go to the end of the model's range.
    expect(calibratedLevel(g, 0.85)).toBeGreaterThan(0.99);
    expect(calibratedLevel(g, 0.95)).toBeGreaterThan(0.99);
  });
});

describe("kaplanMeier", () => {
  it("redistributes censored mass and reports what is left beyond", () => {
    const km = kaplanMeier([
      { value: 1, isCensored: false },
      { value: 2, isCensored: true },
      { value: 3, isCensored: false },
      { value: 4, isCensored: true },
    ]);
    expect(km?.values).toEqual([1, 3]);
    expect(km?.probabilities).toEqual([0.25, 0.375]);
    expect(km?.beyond).toBeCloseTo(0.375, 10);
    expect(km?.largest).toBe(4);
  });
});
