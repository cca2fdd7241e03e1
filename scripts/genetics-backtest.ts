// `npm run genetics:backtest -- FILE.csv [--runs N]` or `-- --synthetic SEED [--projects N]`:
// calibrates the delivery simulation (src/domain/genetics) on the first half of each project's
// history and prints how well it predicts the second half's weekly throughput and cycle times.
import { readFileSync } from "node:fs";
import { readHistory, type HistoryItem } from "../src/domain/intelligence/forecast-backtest";
import { generateHeavyTailedHistory } from "../src/domain/intelligence/synthetic-history";
import { runGeneticsBacktest } from "../src/domain/genetics/backtest";

const args = process.argv.slice(2);
const valueOf = (flag: string): string | undefined => {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
};
const syntheticSeed = valueOf("--synthetic");
const flagValues = new Set(["--runs", "--projects", "--synthetic"].map(valueOf).filter(Boolean));
const file = syntheticSeed === undefined ? args.find((a) => !a.startsWith("--") && !flagValues.has(a)) : `synthetic seed ${syntheticSeed}`;
if (!file) {
  console.error("usage: npm run genetics:backtest -- FILE.csv | --synthetic SEED [--projects N] [--runs N]");
  process.exit(2);
}
let items: HistoryItem[];
if (syntheticSeed !== undefined) {
  items = generateHeavyTailedHistory({ seed: Number(syntheticSeed), projects: Number(valueOf("--projects") ?? 2) }).items;
} else {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    process.exit(2);
  }
  const history = readHistory(text);
  if (history.missingColumns.length) {
    console.error(`${file}: missing column(s) ${history.missingColumns.join(", ")} (need id, created_at, completed_at, optional project)`);
    process.exit(2);
  }
  items = history.items;
}
const runs = Number(valueOf("--runs") ?? 200);
const started = performance.now();
const report = runGeneticsBacktest(items, { runs });
const pct = (x: number): string => (Number.isFinite(x) ? `${(x * 100).toFixed(0)}%` : "–");
const num = (x: number | undefined): string => (x !== undefined && Number.isFinite(x) ? x.toFixed(1) : "–");

console.log(`genetics backtest: ${file} (${items.length} finished items, ${runs} simulation runs per project)`);
console.log("calibrated on the first half of each project's history, predicting the second half");
console.log("");
console.log("project               weeks  tp MAE model  tp MAE naive  tp in 80%  | CT P50 act/model/naive  CT P85 act/model/naive  CT in 80%");
for (const p of report.projects) {
  if (p.status !== "ok" || !p.throughput || !p.cycleTime) {
    console.log(`${p.project.padEnd(22)}not enough history (${p.completedCalibrated} finished in the first half, ${p.completedPredicted} in the second)`);
    continue;
  }
  const t = p.throughput;
  const c = p.cycleTime;
  console.log(
    `${p.project.padEnd(22)}${String(t.weeksScored).padStart(5)}  ${num(t.maeModel).padStart(12)}  ${num(t.maeNaive).padStart(12)}  ${pct(t.coverage80).padStart(9)}  | ${`${num(c.actualP50)}/${num(c.modelP50)}/${num(c.naiveP50)}`.padStart(22)}  ${`${num(c.actualP85)}/${num(c.modelP85)}/${num(c.naiveP85)}`.padStart(22)}  ${pct(c.coverage80).padStart(9)}`,
  );
}
const o = report.overall;
console.log("");
console.log(`weekly throughput: mean absolute error ${num(o.maeModel)} items/week (naive first-half mean: ${num(o.maeNaive)}), ${pct(o.coverage80)} of ${o.weeks} weeks inside the 80% interval (well calibrated: about 80%)`);
console.log(`cycle times: ${pct(o.cycleCoverage80)} of ${o.itemsScored} items finished in the second half inside the simulated 80% interval (well calibrated: about 80%)`);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
