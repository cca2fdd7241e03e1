// `npm run estimate:backtest -- FILE.csv [FILE2.csv …]`
// Replays completed tasks (issuekey,title,description,storypoint[,split_mark]) and prints the
// estimator's errors beside the baseline of always answering the training median.
import { readFileSync } from "node:fs";
import { readEstimateRows, runEstimateBacktest, type ErrorFigures } from "../src/domain/intelligence/estimate-backtest";

const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!files.length) {
  console.error("usage: npm run estimate:backtest -- FILE.csv [FILE2.csv …]");
  process.exit(2);
}

const line = (label: string, f: ErrorFigures): string =>
  `${label.padEnd(26)} MAE ${f.meanAbsoluteError.toFixed(3)}   median AE ${f.medianAbsoluteError.toFixed(3)}   within 25% ${(f.withinQuarter * 100).toFixed(1)}%`;

let failed = 0;
for (const file of files) {
  const started = performance.now();
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    failed++;
    continue;
  }
  const read = readEstimateRows(text);
  console.log(`estimate backtest: ${file}`);
  if (read.missingColumns.length) {
    console.error(`  missing column(s) ${read.missingColumns.join(", ")} (need issuekey, title, description, storypoint, optional split_mark)`);
    failed++;
    continue;
  }
  const skipped = Object.entries(read.skipped).filter(([, n]) => n > 0);
  console.log(`  rows used: ${read.rows.length}; skipped: ${skipped.length ? skipped.map(([r, n]) => `${r} ${n}`).join(", ") : "none"}`);
  const report = runEstimateBacktest(read.rows);
  if (report.status !== "ok") {
    console.log(`  not enough data: ${report.reason} (${report.detail})`);
    continue;
  }
  if (report.mode === "split") {
    console.log(`  mode: split marks; history ${report.trainCount} train + ${report.validationCount} val rows; scored on ${report.evaluatedCount} test rows`);
    if (report.validation) console.log(`  tuning on val: MAE ${report.validation.mae.toFixed(3)} vs median ${report.validation.baselineMae.toFixed(3)}`);
  } else {
    console.log(`  mode: rolling (each row estimated from the rows before it); scored on ${report.evaluatedCount} rows`);
  }
  const o = report.options;
  console.log(
    `  settings: k=${o.neighbours}, prior weight=${o.priorWeight}, prior half-life=${o.recencyHalfLife ?? "none"}, neighbour half-life=${o.neighbourHalfLife ?? "none"}, length bandwidth=${o.lengthBandwidth ?? "none"}`,
  );
  if (report.gate) {
    const g = report.gate;
    const blend =
      g.medianShare >= 1 ? "always the median" : g.source === "model" ? `text model, pulled ${g.medianShare} toward the median` : g.source === "classifier" ? `size classifier, median share ${g.medianShare}` : `neighbours, median share ${g.medianShare}, median below evidence ${g.minEvidence}`;
    console.log(`  checked on the history's own later rows (${g.count}): ${blend}; MAE ${g.mae.toFixed(3)} vs median ${g.medianMae.toFixed(3)}`);
  }
  const m = report.methods;
  console.log(`  answers: neighbours ${m.neighbours}, blend ${m.blend}, text model ${m.model}, classifier ${m.classifier}, median ${m.median}; actual inside the range ${(report.range.coverage * 100).toFixed(1)}% (on the history's later rows: ${report.range.level === null ? "–" : `${(report.range.level * 100).toFixed(1)}%`})`);
  console.log("  " + line("estimator", report.estimator));
  console.log("  " + line(`baseline (median${report.baseline.value === null ? " so far" : ` = ${report.baseline.value}`})`, report.baseline));
  const gain = report.baseline.meanAbsoluteError - report.estimator.meanAbsoluteError;
  console.log(`  MAE ${gain > 0 ? "better" : "not better"} than the baseline by ${gain.toFixed(3)}${report.insufficientCount ? `; ${report.insufficientCount} rows answered with the median (too little history)` : ""}`);
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  console.log("");
}
process.exit(failed ? 1 : 0);
