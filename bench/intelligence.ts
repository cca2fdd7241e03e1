// Intelligence engines (issue 8's figures): forecast of 10,000 trials for 500 remaining items,
// risk recomputation for 1,000 projects, and both backtests on the shipped histories.
// Seeded inputs, so every run measures the same work. Figures are printed, never asserted.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { addDays } from "../src/domain/planning/calendar";
import { computeEarnedValue } from "../src/domain/intelligence/earned-value";
import { readEstimateRows, runEstimateBacktest } from "../src/domain/intelligence/estimate-backtest";
import { forecastDelivery, type ForecastInput } from "../src/domain/intelligence/forecast";
import { readHistory, runForecastBacktest } from "../src/domain/intelligence/forecast-backtest";
import { mulberry32, poissonCount } from "../src/domain/intelligence/random";
import { computeRisk } from "../src/domain/intelligence/risk";
import { median, sampleMs } from "./support/timing";

const RUNS = 15;
const WARM_UP = 3;
const asOf = "2026-03-02";

function time(work: () => unknown, runs = RUNS, warmUp = WARM_UP): number {
  return median(sampleMs(work, runs, warmUp));
}

/** Completion dates for `weeks` weeks ending on asOf at about `perWeek` a week. */
function history(random: () => number, weeks: number, perWeek: number): string[] {
  const days: string[] = [];
  for (let w = 0; w < weeks; w++) {
    const n = poissonCount(random, perWeek);
    for (let i = 0; i < n; i++) days.push(addDays(asOf, -7 * w - Math.floor(random() * 7)));
  }
  return days;
}

// 1. Forecast: 10,000 trials, 500 remaining items, 26 weeks of history at about 8 a week.
{
  const random = mulberry32(1);
  const input: ForecastInput = { asOf, startedAt: addDays(asOf, -181), completedAt: history(random, 26, 8), remaining: 500, trials: 10_000, dueDate: "2027-06-30" };
  const plain = time(() => forecastDelivery(input));
  const withFactor = time(() => forecastDelivery({ ...input, workFactor: { values: [1, 1.2, 1.5, 2], probabilities: [0.4, 0.3, 0.2, 0.1] } }));
  // The service's input since decision 0110: the project's items, so the open stragglers' ages are
  // modelled on the backlog's clock. 500 open items (20 of them stragglers of two months to a year), the history's items with a
  // heavy-tailed cycle time (lognormal body, one in eight neglected for months).
  const items: { createdAt: string; completedAt: string | null }[] = [];
  for (const day of input.completedAt as string[]) {
    const cycle = random() < 0.12 ? Math.floor(25 * Math.pow(1 - random(), -1 / 0.75)) : Math.floor(4 * Math.exp(1.2 * (random() * 2 - 1)));
    items.push({ createdAt: addDays(day, -Math.min(cycle, 170)), completedAt: day });
  }
  // 480 open items of the last two weeks and 20 stragglers of two months to a year.
  for (let i = 0; i < 500; i++) items.push({ createdAt: addDays(asOf, -(i < 480 ? Math.floor(random() * 14) : 60 + Math.floor(random() * 305))), completedAt: null });
  const withAges = time(() => forecastDelivery({ ...input, workFactor: { values: [1, 1.2, 1.5, 2], probabilities: [0.4, 0.3, 0.2, 0.1] }, items }));
  // The service's path since decision 0121: the factor measured without stragglers, the ages on the Lindy tail.
  const withFreeFactor = time(() => forecastDelivery({ ...input, workFactor: { values: [1, 1.2, 1.5, 2], probabilities: [0.4, 0.3, 0.2, 0.1], stragglerShare: 0.8 }, items }));
  const result = forecastDelivery(input);
  console.log("forecast (10,000 trials, 500 remaining items, 26 weeks of history)");
  console.log(
    `  median of ${RUNS} runs: ${plain.toFixed(1)} ms; with a work factor: ${withFactor.toFixed(1)} ms; with the work factor and the open items' ages: ${withAges.toFixed(1)} ms; with the straggler-free factor and the ages (the service's path): ${withFreeFactor.toFixed(1)} ms`,
  );
  if (result.status === "ok") console.log(`  P50 ${result.p50.date}, P85 ${result.p85.date}, P95 ${result.p95.date} (mean ${result.meanWeeklyThroughput} a week)`);
}

// 2. Risk for 1,000 projects: the score alone, and the full recomputation (forecast + EVM + risk).
{
  const random = mulberry32(2);
  const projects = Array.from({ length: 1000 }, (_, i) => {
    const perWeek = 2 + random() * 12;
    const bac = 1_000_000_00 * (0.2 + random());
    return {
      forecast: {
        asOf,
        startedAt: addDays(asOf, -181),
        completedAt: history(random, 26, perWeek),
        remaining: 10 + Math.floor(random() * 200),
        dueDate: addDays(asOf, 30 + Math.floor(random() * 300)),
        trials: 10_000,
        seed: i,
      } satisfies ForecastInput,
      ev: { budgetAtCompletionCents: bac, plannedValueCents: bac * random(), earnedValueCents: bac * random(), actualCostCents: bac * random() },
      tasks: { open: 10 + Math.floor(random() * 100), overdue: Math.floor(random() * 20) },
      capacity: { assignedHours: random() * 400, availableHours: 100 + random() * 200 },
      milestones: { total: 1 + Math.floor(random() * 10), slipped: Math.floor(random() * 3), maxSlipDays: Math.floor(random() * 40) },
      scope: { baselineItems: 100, currentItems: 90 + Math.floor(random() * 60) },
      lastActivityAt: addDays(asOf, -Math.floor(random() * 40)),
    };
  });
  // Forecasts computed once for the score-only figure, as a job does when only tasks changed.
  const forecasts = projects.map((p) => forecastDelivery(p.forecast));
  const score = (p: (typeof projects)[number], f: ReturnType<typeof forecastDelivery> | undefined) => {
    const ev = computeEarnedValue(p.ev);
    computeRisk({
      asOf,
      schedule: { probabilityOnTime: f?.status === "ok" ? f.probabilityOnTime : null, spi: ev.spi },
      tasks: p.tasks,
      capacity: p.capacity,
      budget: { cpi: ev.cpi, budgetCents: ev.bac, spentCents: ev.ac, percentComplete: ev.percentComplete },
      milestones: p.milestones,
      scope: p.scope,
      activity: { lastActivityAt: p.lastActivityAt },
    });
  };
  const scoreOnly = time(() => projects.forEach((p, i) => score(p, forecasts[i])));
  const full = time(() => {
    for (const p of projects) score(p, forecastDelivery(p.forecast));
  }, 1, 0);
  console.log("risk recomputation, 1,000 projects");
  console.log(`  scores from stored forecasts: ${(scoreOnly / 1000).toFixed(3)} s (median of ${RUNS} runs)`);
  console.log(`  with a fresh 10,000-trial forecast each: ${(full / 1000).toFixed(2)} s (one run)`);
}

// 3. Backtests on the shipped histories.
const fixtures = join("src", "domain", "intelligence", "fixtures");
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
console.log("forecast backtest (share of actual finishes on or before P50 / P85 / P95; median |P50 error|)");
for (const file of ["forecast-portfolio.csv", "forecast-flow-team.csv", "forecast-tiny.csv"]) {
  const read = readHistory(readFileSync(join(fixtures, file), "utf8"));
  const started = performance.now();
  const r = runForecastBacktest(read.items, { trials: 2000 });
  const textbook = runForecastBacktest(read.items, { trials: 2000, modelNewWork: false, useCalibration: false });
  const o = r.overall;
  const t = textbook.overall;
  console.log(
    `  ${file}: ${o.checkpoints} checkpoints, ${pct(o.hitP50)} / ${pct(o.hitP85)} / ${pct(o.hitP95)}, ${o.medianAbsoluteErrorDays.toFixed(1)} days` +
      ` (textbook model: ${pct(t.hitP50)} / ${pct(t.hitP85)} / ${pct(t.hitP95)}, ${t.medianAbsoluteErrorDays.toFixed(1)} days; ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
console.log("estimate backtest (MAE / median AE / within 25%; baseline = training median)");
const storyPoints = join("..", "shared", "data", "storypoints");
const estimateFiles = [
  join(fixtures, "estimate-history.csv"),
  ...["appceleratorstudio", "mesos", "usergrid", "talendesb"].map((name) => join(storyPoints, `${name}.csv`)).filter((f) => existsSync(f)),
];
for (const file of estimateFiles) {
  const started = performance.now();
  const r = runEstimateBacktest(readEstimateRows(readFileSync(file, "utf8")).rows);
  if (r.status !== "ok") {
    console.log(`  ${file}: ${r.reason}`);
    continue;
  }
  const e = r.estimator;
  const b = r.baseline;
  console.log(
    `  ${file} (${r.mode}, ${r.evaluatedCount} rows): ${e.meanAbsoluteError.toFixed(3)} / ${e.medianAbsoluteError.toFixed(2)} / ${pct(e.withinQuarter)}` +
      `; baseline ${b.meanAbsoluteError.toFixed(3)} / ${b.medianAbsoluteError.toFixed(2)} / ${pct(b.withinQuarter)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
