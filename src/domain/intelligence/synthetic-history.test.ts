import { describe, expect, it } from "vitest";
import { runForecastBacktest } from "./forecast-backtest";
import { generateHeavyTailedHistory } from "./synthetic-history";

function quantile(sorted: number[], p: number): number {
  return sorted[Math.floor(p * (sorted.length - 1))] as number;
}

describe("generateHeavyTailedHistory", () => {
  const history = generateHeavyTailedHistory({ seed: 1 });
  const cycles = history.items.map((i) => i.completed - i.created).sort((a, b) => a - b);

  it("is the same history for the same seed, another for another", () => {
    expect(generateHeavyTailedHistory({ seed: 1 })).toEqual(history);
    expect(generateHeavyTailedHistory({ seed: 2 }).items.length).not.toBe(history.items.length);
  });

  it("has a heavy tail like a real tracker's: median about 5 days, P95 about two months, some open for over half a year", () => {
    expect(quantile(cycles, 0.5)).toBeGreaterThanOrEqual(3);
    expect(quantile(cycles, 0.5)).toBeLessThanOrEqual(7);
    expect(quantile(cycles, 0.95)).toBeGreaterThanOrEqual(40);
    expect(quantile(cycles, 0.95)).toBeLessThanOrEqual(100);
    const overHalfYear = cycles.filter((c) => c > 182).length / cycles.length;
    expect(overHalfYear).toBeGreaterThan(0.005);
    expect(overHalfYear).toBeLessThan(0.03);
    expect(cycles.at(-1)).toBeGreaterThan(365);
    expect(history.openAtExport).toBeGreaterThan(0);
  });

  it("closes old items in clean-up bursts and changes pace between regimes", () => {
    const biggest = Math.max(...Object.values(history.truth.cleanUps).flatMap((days) => days.map((d) => d.closed)));
    expect(biggest).toBeGreaterThanOrEqual(10);
    for (const regimes of Object.values(history.truth.regimes)) {
      const rates = regimes.map((r) => r.arrivalsPerWeek);
      expect(Math.max(...rates) / Math.min(...rates)).toBeGreaterThan(2);
    }
  });

  it("is replayed by the backtest with every checkpoint scored, even those past a short horizon", () => {
    const small = generateHeavyTailedHistory({ seed: 3, projects: 1, days: 300 });
    const report = runForecastBacktest(small.items, { trials: 200, horizonWeeks: 4 });
    expect(report.checkpointsInsufficient.beyond_horizon ?? 0).toBe(0);
    const insufficient = Object.values(report.checkpointsInsufficient).reduce((a, b) => a + b, 0);
    expect(report.overall.checkpoints + insufficient).toBe(report.checkpointsConsidered);
    // Only the first week, with less than two full weeks of history, can go unscored.
    expect(insufficient).toBeLessThanOrEqual(1);
    // Outcomes far past a 4-week horizon are scored against "not before" bounds, which they meet.
    expect(report.overall.hitP95).toBeGreaterThan(0.5);
  });
});
