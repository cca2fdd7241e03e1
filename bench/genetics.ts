// Genetic algorithm speed (issue 20): 50 generations × 50 genomes × 200 simulation runs each, on a
// problem calibrated from the shipped portfolio history (project "erp"), 12 weeks ahead. The
// reference in the same run: one 10,000-trial Monte Carlo delivery forecast (the predictive
// engine's unit of work), timed on the same machine just before.
// `npx tsx bench/genetics.ts`. Figures are printed, never asserted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readHistory } from "../src/domain/intelligence/forecast-backtest";
import { forecastDelivery } from "../src/domain/intelligence/forecast";
import { calibrate, openAt } from "../src/domain/genetics/calibrate";
import { evolve } from "../src/domain/genetics/evolve";

const history = readHistory(readFileSync(join("src", "domain", "intelligence", "fixtures", "forecast-portfolio.csv"), "utf8"));
// Items still open at the export come as completed = +∞: open here.
const items = history.items.filter((i) => i.project === "erp").map((i) => ({ created: i.created, completed: Number.isFinite(i.completed) ? i.completed : null }));
const to = Math.max(...items.flatMap((i) => (i.completed === null ? [] : [i.completed]))) + 1;
const from = to - 26 * 7;
const calibration = calibrate({ items, from, to, seed: 1 });
if (!calibration) throw new Error("no calibration");
const initial = openAt(items, to - 120).slice(0, 30);

const refStarted = performance.now();
const erp = history.items.filter((i) => i.project === "erp" && Number.isFinite(i.completed));
const asOf = new Date(to * 86_400_000);
forecastDelivery({ asOf, completedAt: erp.map((i) => new Date(i.completed * 86_400_000)), remaining: 120, trials: 10_000, seed: 1 });
const reference = performance.now() - refStarted;

const started = performance.now();
const result = evolve(
  { environment: calibration.environment, initial, horizonDays: 84, dueInDays: 70, objective: "due_date", current: calibration.genome },
  { seed: 42, population: 50, generations: 50, runs: 200 },
);
const elapsed = performance.now() - started;
console.log(`genetics: 50 generations × 50 genomes × 200 runs: ${(elapsed / 1000).toFixed(2)} s (${result.genomesEvaluated} distinct genomes simulated, ${result.simulationRuns} simulation runs; goal < 10 s)`);
console.log(`  reference in the same run: one 10,000-trial delivery forecast ${reference.toFixed(0)} ms`);
console.log(`  best fitness ${result.history[0]?.best.toFixed(3)} → ${result.best.fitness.toFixed(3)} (on-time ${result.current.metrics.onTimeProbability} → ${result.best.metrics.onTimeProbability})`);
