import { describe, expect, it } from "vitest";
import { mulberry32 } from "./random";
import { computeRisk, defaultRiskWeights, ramp, roundPreservingSum, type RiskInput } from "./risk";

const full: RiskInput = {
  asOf: "2025-06-30",
  schedule: { probabilityOnTime: 0.6, spi: 0.85 },
  tasks: { open: 40, overdue: 6 },
  capacity: { assignedHours: 130, availableHours: 100 },
  budget: { cpi: 0.9, budgetCents: 100_000_00, spentCents: 60_000_00, percentComplete: 0.5 },
  milestones: { total: 4, slipped: 1, maxSlipDays: 10 },
  scope: { baselineItems: 100, currentItems: 125 },
  activity: { lastActivityAt: "2025-06-20" },
};

describe("computeRisk", () => {
  it("shows every factor with inputs, severity, weight and a contribution that sums to the score", () => {
    const r = computeRisk(full);
    if (r.status !== "ok") throw new Error("expected a score");
    expect(r.factors.map((f) => f.key)).toEqual(["schedule", "overdue", "capacity", "budget", "milestones", "scope", "staleness"]);
    expect(r.factors.reduce((s, f) => s + f.contribution, 0)).toBe(r.score);
    expect(r.factors.every((f) => f.status === "available")).toBe(true);
    const schedule = r.factors.find((f) => f.key === "schedule");
    // max(ramp(0.6; 0.9→0.3) = 0.5, ramp(0.85; 0.95→0.7) = 0.4) = 0.5; 25 % of 100 × 0.5 = 12.5
    expect(schedule).toMatchObject({ severity: 0.5, weight: 25, effectiveWeight: 25, exactContribution: 12.5 });
    expect(schedule?.inputs).toMatchObject({ probabilityOnTime: 0.6, spi: 0.85 });
    expect(schedule?.detail.key).toBe("risk.detail.schedule_probability");
    // overdue 6/40 = 15 % of the 25 % worst → 0.6; capacity 130 % → 0.6; budget burn 60−50 = 10 pts → 0.2, CPI 0.9 → 0.2
    expect(r.factors.find((f) => f.key === "overdue")?.severity).toBe(0.6);
    expect(r.factors.find((f) => f.key === "capacity")?.severity).toBe(0.6);
    expect(r.factors.find((f) => f.key === "budget")?.severity).toBe(0.2);
    // milestones: max(1/4 of the 50 % worst = 0.5, 10 of 30 days = 0.333); scope 25 % → 0.375; 10 days idle → 0.13
    expect(r.factors.find((f) => f.key === "milestones")?.severity).toBe(0.5);
    expect(r.factors.find((f) => f.key === "scope")?.severity).toBe(0.375);
    expect(r.factors.find((f) => f.key === "staleness")?.severity).toBe(0.13);
    // 12.5 + 9 + 9 + 4 + 5 + 3.75 + 0.652 = 43.9 → 44
    expect(r.score).toBe(44);
    expect(r.level).toBe("medium");
  });

  it("contributions always sum exactly to the score (random inputs)", () => {
    const random = mulberry32(42);
    for (let i = 0; i < 2000; i++) {
      const maybe = <T>(value: T): T | undefined => (random() < 0.8 ? value : undefined);
      const input: RiskInput = {
        asOf: "2025-06-30",
        schedule: maybe({ probabilityOnTime: random(), spi: 0.5 + random() }),
        tasks: maybe({ open: 1 + Math.floor(random() * 50), overdue: Math.floor(random() * 20) }),
        capacity: maybe({ assignedHours: random() * 200, availableHours: 1 + random() * 120 }),
        budget: maybe({ cpi: 0.5 + random(), budgetCents: 1_000_000, spentCents: Math.floor(random() * 1_300_000), percentComplete: random() }),
        milestones: maybe({ total: 1 + Math.floor(random() * 8), slipped: Math.floor(random() * 3), maxSlipDays: Math.floor(random() * 40) }),
        scope: maybe({ baselineItems: 50, currentItems: 40 + Math.floor(random() * 50) }),
        activity: maybe({ lastActivityAt: "2025-06-01" }),
      };
      const r = computeRisk(input);
      if (r.status !== "ok") continue;
      expect(r.factors.reduce((s, f) => s + f.contribution, 0)).toBe(r.score);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
      for (const f of r.factors) expect(Math.abs(f.contribution - f.exactContribution)).toBeLessThan(1.01);
    }
  });

  it("marks factors without data unavailable and redistributes their weight", () => {
    const r = computeRisk({ asOf: "2025-06-30", schedule: { spi: 0.7 }, budget: { cpi: 1.2 } });
    if (r.status !== "ok") throw new Error("expected a score");
    const schedule = r.factors.find((f) => f.key === "schedule");
    const budget = r.factors.find((f) => f.key === "budget");
    // 25 and 20 of the 45 available points → 55.56 % and 44.44 %.
    expect(schedule).toMatchObject({ severity: 1, effectiveWeight: 55.56, contribution: 56 });
    expect(budget).toMatchObject({ severity: 0, effectiveWeight: 44.44, contribution: 0 });
    expect(r.score).toBe(56);
    for (const key of ["overdue", "capacity", "milestones", "scope", "staleness"]) {
      expect(r.factors.find((f) => f.key === key)).toMatchObject({ status: "unavailable", severity: null, effectiveWeight: 0, contribution: 0 });
    }
  });

  it("says so when there is nothing to score", () => {
    const r = computeRisk({ asOf: "2025-06-30" });
    expect(r).toMatchObject({ status: "insufficient", reasons: ["no_risk_inputs"] });
  });

  it("scores a healthy project low and a failing one critical", () => {
    const healthy = computeRisk({
      asOf: "2025-06-30",
      schedule: { probabilityOnTime: 0.97, spi: 1.02 },
      tasks: { open: 30, overdue: 0 },
      budget: { cpi: 1.05 },
      activity: { lastActivityAt: "2025-06-29" },
    });
    const failing = computeRisk({
      asOf: "2025-06-30",
      schedule: { probabilityOnTime: 0.1, spi: 0.6 },
      tasks: { open: 30, overdue: 15 },
      budget: { cpi: 0.6 },
      capacity: { assignedHours: 200, availableHours: 100 },
      activity: { lastActivityAt: "2025-05-01" },
    });
    expect(healthy).toMatchObject({ status: "ok", score: 0, level: "low" });
    expect(failing).toMatchObject({ status: "ok", score: 100, level: "critical" });
  });

  it("accepts custom weights", () => {
    const r = computeRisk({ ...full, weights: { staleness: 0 } });
    if (r.status !== "ok") throw new Error("expected a score");
    expect(r.factors.find((f) => f.key === "staleness")?.status).toBe("unavailable");
    expect(Object.values(defaultRiskWeights).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe("helpers", () => {
  it("ramps either way and clamps", () => {
    expect(ramp(0.5, 0, 1)).toBe(0.5);
    expect(ramp(2, 0, 1)).toBe(1);
    expect(ramp(0.6, 0.9, 0.3)).toBeCloseTo(0.5, 10);
    expect(ramp(Number.NaN, 0, 1)).toBe(0);
  });

  it("rounds a list keeping its rounded sum", () => {
    expect(roundPreservingSum([33.4, 33.3, 33.3])).toEqual([34, 33, 33]);
    expect(roundPreservingSum([0.5, 0.5, 0.5])).toEqual([1, 1, 0]);
    expect(roundPreservingSum([])).toEqual([]);
  });
});
