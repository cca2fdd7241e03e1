import { describe, expect, it } from "vitest";
import { computeEarnedValue, earnedValueFromTasks, forecastRoi, forecastSpend, plannedValueLinear } from "./earned-value";

// PMBOK-style textbook example, in cents: BAC 100,000; PV 50,000; EV 40,000; AC 45,000.
const textbook = computeEarnedValue({
  budgetAtCompletionCents: 100_000_00,
  plannedValueCents: 50_000_00,
  earnedValueCents: 40_000_00,
  actualCostCents: 45_000_00,
});

describe("computeEarnedValue", () => {
  it("matches the textbook figures", () => {
    expect(textbook.sv).toBe(-10_000_00);
    expect(textbook.cv).toBe(-5_000_00);
    expect(textbook.spi).toBe(0.8);
    expect(textbook.cpi).toBeCloseTo(0.8889, 4);
    expect(textbook.eac).toBe(112_500_00);
    expect(textbook.etc).toBe(67_500_00);
    expect(textbook.vac).toBe(-12_500_00);
    expect(textbook.tcpi).toBeCloseTo(60_000 / 55_000, 10);
    expect(textbook.alternatives.eacAtypical).toBe(105_000_00);
    expect(textbook.alternatives.eacCostAndSchedule).toBe(129_375_00); // 45,000 + 60,000 / (0.8889 × 0.8)
    expect(textbook.percentComplete).toBe(0.4);
    expect(textbook.percentSpent).toBe(0.45);
  });

  it("keeps money in whole cents", () => {
    const ev = computeEarnedValue({ budgetAtCompletionCents: 1000, plannedValueCents: 300, earnedValueCents: 333, actualCostCents: 700 });
    expect(Number.isInteger(ev.eac)).toBe(true);
    expect(ev.eac).toBe(2102); // 1000 / (333/700) = 2102.1
  });

  it("gives no ratio when nothing is planned or spent yet", () => {
    const ev = computeEarnedValue({ budgetAtCompletionCents: 1000, plannedValueCents: 0, earnedValueCents: 0, actualCostCents: 0 });
    expect(ev).toMatchObject({ spi: null, cpi: null, eac: null, etc: null, vac: null });
  });
});

describe("planned and earned value helpers", () => {
  it("spreads the budget evenly over the planned days", () => {
    expect(plannedValueLinear(100_00, "2025-01-01", "2025-01-10", "2025-01-05")).toBe(50_00);
    expect(plannedValueLinear(100_00, "2025-01-01", "2025-01-10", "2024-12-01")).toBe(0);
    expect(plannedValueLinear(100_00, "2025-01-01", "2025-01-10", "2025-02-01")).toBe(100_00);
    expect(plannedValueLinear(100_00, "2025-01-10", "2025-01-01", "2025-01-05")).toBeNull();
  });

  it("earns each task's share of the budget as it completes", () => {
    expect(
      earnedValueFromTasks(1_000_00, [
        { weight: 5, percentComplete: 1 },
        { weight: 3, percentComplete: 0.5 },
        { weight: 2, percentComplete: 0 },
      ]),
    ).toBe(650_00);
    expect(earnedValueFromTasks(1_000_00, [])).toBe(0);
  });
});

describe("forecastSpend", () => {
  it("spends what is left evenly until the forecast finish, with the assumptions", () => {
    const f = forecastSpend({ ev: textbook, asOf: "2025-03-15", plannedFinish: "2025-05-31", forecastFinish: "2025-06-30" });
    if (f.status !== "ok") throw new Error("expected a forecast");
    expect(f.eacCents).toBe(112_500_00);
    expect(f.remainingCents).toBe(67_500_00);
    expect(f.points.map((p) => p.date)).toEqual(["2025-03-31", "2025-04-30", "2025-05-31", "2025-06-30"]);
    expect(f.points.at(-1)?.cumulativeCents).toBe(112_500_00);
    const values = f.points.map((p) => p.cumulativeCents);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(f.assumptions.map((a) => a.key)).toEqual(["spend.assumption.cpi_continues", "spend.assumption.finish_from_forecast", "spend.assumption.even_daily_spend"]);
  });

  it("uses the budget when there is no cost performance yet", () => {
    const ev = computeEarnedValue({ budgetAtCompletionCents: 1000, plannedValueCents: 0, earnedValueCents: 0, actualCostCents: 0 });
    const f = forecastSpend({ ev, asOf: "2025-01-01", plannedFinish: "2025-01-31" });
    expect(f).toMatchObject({ status: "ok", eacCents: 1000, finishDate: "2025-01-31" });
    expect(f.assumptions[0]?.key).toBe("spend.assumption.budget_as_estimate");
  });

  it("says what is missing", () => {
    expect(forecastSpend({ ev: textbook, asOf: "x", plannedFinish: "2025-01-01" })).toMatchObject({ status: "insufficient", reasons: ["invalid_as_of"] });
  });
});

describe("forecastRoi", () => {
  it("compares the planned ROI with the ROI at the forecast cost", () => {
    const r = forecastRoi({ ev: textbook, benefitCents: 150_000_00, monthlyBenefitCents: 10_000_00 });
    if (r.status !== "ok") throw new Error("expected a forecast");
    expect(r.plannedRoi).toBe(0.5);
    expect(r.forecastRoi).toBeCloseTo(37_500 / 112_500, 10);
    expect(r.forecastCostCents).toBe(112_500_00);
    expect(r.paybackMonths).toBe(11.3);
    expect(r.assumptions.map((a) => a.key)).toEqual(["roi.assumption.benefit_as_planned", "roi.assumption.cost_is_eac", "roi.assumption.even_monthly_benefit"]);
  });

  it("needs a benefit and a budget", () => {
    expect(forecastRoi({ ev: textbook, benefitCents: null })).toMatchObject({ status: "insufficient", reasons: ["no_benefit"] });
  });
});
