import { describe, expect, it } from "vitest";
import { calibratedLevel, calibratedProbability, calibrationFrom, outcomeOf, pitOf } from "./calibration";
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
