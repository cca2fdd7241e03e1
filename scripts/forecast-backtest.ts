// `npm run forecast:backtest -- FILE.csv [--trials N] [--no-new-work] [--no-reference] [--no-calibration] [--no-ages] [--no-clock] [--stragglers SHARE] [--half-life WEEKS] [--drop-open] [--exponential-tail] [--lindy-floor ALPHA] [--factor-all | --factor-without-stragglers] [--checkpoints]`
// Defaults (decision 0121): the Lindy tail beyond the largest finished cycle time, exponent floored at 2, with the work factor
// measured without stragglers. `--exponential-tail` measures 0111 (constant-hazard tail, factor counting every item);
// `--lindy-floor` another floor; `--factor-all` / `--factor-without-stragglers` force the factor's reading.
// `npm run forecast:backtest -- --synthetic SEED [--projects N] [--variant bursty|regime|stale]`: a generated heavy-tailed history (synthetic-history.ts).
// Replays a work-item history week by week and prints how well the forecasts were calibrated.
import { readFileSync } from "node:fs";
import { readHistory, runForecastBacktest, type HistoryRead } from "../src/domain/intelligence/forecast-backtest";
import { exponentialTail } from "../src/domain/intelligence/survival";
import { generateHeavyTailedHistory, type SyntheticHistoryOptions } from "../src/domain/intelligence/synthetic-history";

const args = process.argv.slice(2);
const valueOf = (flag: string): string | undefined => {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
};
const syntheticSeed = valueOf("--synthetic");
const file = syntheticSeed === undefined ? args.find((a) => !a.startsWith("--") && !/^(\d+|bursty|regime|stale)$/.test(a) && !/^\d*\.\d+$/.test(a)) : `synthetic seed ${syntheticSeed}${valueOf("--variant") ? ` (${valueOf("--variant")})` : ""}`;
if (!file) {
  console.error("usage: npm run forecast:backtest -- FILE.csv | --synthetic SEED [--projects N] [--trials N] [--no-new-work] [--no-reference] [--no-calibration] [--no-ages] [--no-clock] [--stragglers SHARE] [--half-life WEEKS] [--drop-open] [--exponential-tail] [--lindy-floor ALPHA] [--factor-all | --factor-without-stragglers] [--checkpoints]");
  process.exit(2);
}
const trials = Number(valueOf("--trials") ?? 2000);

let history: HistoryRead;
if (syntheticSeed !== undefined) {
  const dropOpen = args.includes("--drop-open");
  // Variants with one property pushed further (synthetic-history.ts states each knob):
  // bursty = clean-ups every two months closing 80 % of old items; regime = arrival regimes of 4–12
  // weeks between 2 and 60 a week; stale = a quarter of the items neglected (heavier tail).
  const variants: Record<string, Partial<SyntheticHistoryOptions>> = {
    bursty: { cleanUpEveryDays: 60, cleanUpShare: 0.8 },
    regime: { regimeWeeks: [4, 12], arrivalsPerWeek: [2, 60] },
    stale: { neglectedShare: 0.25 },
  };
  const variant = valueOf("--variant");
  if (variant !== undefined && !variants[variant]) {
    console.error(`unknown --variant ${variant} (${Object.keys(variants).join(", ")})`);
    process.exit(2);
  }
  const generated = generateHeavyTailedHistory({ seed: Number(syntheticSeed), projects: Number(valueOf("--projects") ?? 2), keepOpen: !dropOpen, ...(variant ? variants[variant] : {}) });
  const skipped = { missing_created_at: 0, missing_completed_at: dropOpen ? generated.openAtExport : 0, invalid_created_at: 0, invalid_completed_at: 0, completed_before_created: 0, duplicate_id: 0 };
  history = {
    items: generated.items,
    skipped,
    totalRows: dropOpen ? generated.items.length + generated.openAtExport : generated.items.length,
    hasProjectColumn: true,
    missingColumns: [],
    open: dropOpen ? 0 : generated.openAtExport,
    exportDay: generated.exportDay,
  };
} else {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    process.exit(2);
  }
  history = readHistory(text, "UTC", { dropOpen: args.includes("--drop-open") });
}
if (history.missingColumns.length) {
  console.error(`${file}: missing column(s) ${history.missingColumns.join(", ")} (need id, created_at, completed_at, optional project)`);
  process.exit(2);
}
const started = performance.now();
const report = runForecastBacktest(history.items, {
  trials,
  modelNewWork: !args.includes("--no-new-work"),
  useReferenceClass: !args.includes("--no-reference"),
  useCalibration: !args.includes("--no-calibration"),
  useAges: !args.includes("--no-ages"),
  ...(args.includes("--exponential-tail") ? { ageTail: exponentialTail } : {}),
  ...(valueOf("--lindy-floor") === undefined ? {} : { ageTail: { kind: "lindy", minExponent: Number(valueOf("--lindy-floor")) } }),
  ...(args.includes("--factor-all") ? { factorWithoutStragglers: false } : {}),
  ...(args.includes("--factor-without-stragglers") ? { factorWithoutStragglers: true } : {}),
  ...(valueOf("--stragglers") === undefined ? {} : { stragglerShare: Number(valueOf("--stragglers")) }),
  ...(args.includes("--no-clock") ? { agesClock: false } : {}),
  ...(history.exportDay === null ? {} : { exportDay: history.exportDay }),
  ...(valueOf("--half-life") === undefined ? {} : { recentHalfLifeWeeks: Number(valueOf("--half-life")) }),
});
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const skippedTotal = Object.values(history.skipped).reduce((a, b) => a + b, 0);

console.log(`forecast backtest: ${file}`);
console.log(`rows: ${history.totalRows} read, ${history.items.length} used, ${skippedTotal} skipped`);
for (const [reason, count] of Object.entries(history.skipped)) if (count) console.log(`  skipped ${reason}: ${count}`);
if (history.open) console.log(`  open at the export (kept; their checkpoints are scored as not done by the export day): ${history.open}`);
console.log(`projects: ${report.projects}${history.hasProjectColumn ? "" : " (no project column: the whole file)"}`);
console.log(`checkpoints: ${report.checkpointsConsidered} with remaining work, ${report.overall.checkpoints} evaluated`);
for (const [reason, count] of Object.entries(report.checkpointsInsufficient)) console.log(`  not evaluated (${reason}): ${count}`);
console.log(`unscored checkpoints: ${report.checkpointsConsidered - report.overall.checkpoints} of ${report.checkpointsConsidered}`);
console.log(`censored (an item still open at the export): ${report.overall.censored} of ${report.overall.checkpoints}`);
console.log(`trials per forecast: ${trials}`);
console.log("");
console.log("project               checkpoints  <=P50   <=P85   <=P95   median |P50 error| days");
for (const p of [...report.byProject, { project: "ALL", ...report.overall }]) {
  console.log(
    `${p.project.padEnd(22)}${String(p.checkpoints).padStart(11)}  ${pct(p.hitP50).padStart(6)}  ${pct(p.hitP85).padStart(6)}  ${pct(p.hitP95).padStart(6)}  ${p.medianAbsoluteErrorDays.toFixed(1).padStart(8)}`,
  );
}
console.log("");
console.log(`calibration (share of actual completion dates on or before the forecast): P50 ${pct(report.overall.hitP50)}, P85 ${pct(report.overall.hitP85)}, P95 ${pct(report.overall.hitP95)} (well calibrated: about 50%, 85%, 95%)`);
console.log(`median absolute error of P50: ${report.overall.medianAbsoluteErrorDays.toFixed(1)} days`);
if (args.includes("--checkpoints")) {
  console.log("");
  console.log("project,checkpoint,remaining,source,calibrated,actual,p50,p85,p95");
  for (const c of report.checkpoints) console.log(`${c.project},${c.checkpoint},${c.remaining},${c.source},${c.isCalibrated},${c.actual},${c.p50},${c.p85},${c.p95}`);
}
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
