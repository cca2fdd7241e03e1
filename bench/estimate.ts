// Estimator speed (issue 8): building the index of a 3,000-task history once, then one suggestion
// for a new task. The history is the appceleratorstudio story-point file (2,919 tasks) topped up to
// 3,000 with its first rows, or, without the shared data, the shipped fixture repeated.
// `npx tsx bench/estimate.ts`. Figures are printed, never asserted.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readEstimateRows } from "../src/domain/intelligence/estimate-backtest";
import { buildEstimatorIndex, estimateWithIndex, type EstimateHistoryItem } from "../src/domain/intelligence/estimate";

// The shared data sits beside the checkout (../shared), or two levels up from a worktree.
const shared = [join("..", "shared"), join("..", "..", "shared")].map((d) => join(d, "data", "storypoints", "appceleratorstudio.csv")).find((f) => existsSync(f)) ?? "";
const fixture = join("src", "domain", "intelligence", "fixtures", "estimate-history.csv");
const source = readEstimateRows(readFileSync(shared || fixture, "utf8")).rows;
const history: EstimateHistoryItem[] = Array.from({ length: 3000 }, (_, i) => {
  const row = source[i % source.length] as EstimateHistoryItem;
  // Fresh objects, so no tokenising is remembered from an earlier build.
  return { id: `${row.id}#${i}`, title: row.title, description: row.description, estimate: row.estimate };
});
const queries = source.slice(-200).map((r) => ({ title: `${r.title} (new)`, description: r.description }));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function timeBuild(options: Parameters<typeof buildEstimatorIndex>[1]): number {
  const builds: number[] = [];
  for (let run = 0; run < 3; run++) {
    const copy = history.map((h) => ({ ...h }));
    const started = performance.now();
    buildEstimatorIndex(copy, options);
    builds.push(performance.now() - started);
  }
  return median(builds);
}
const build = timeBuild({});
// Without the history checking itself (decision 0108): the cost of that check is the difference.
const buildUnchecked = timeBuild({ gate: false });
const index = buildEstimatorIndex(history);
const suggestions: number[] = [];
for (const query of queries) {
  const started = performance.now();
  estimateWithIndex(index, query);
  suggestions.push(performance.now() - started);
}
const sorted = [...suggestions].sort((a, b) => a - b);
console.log(`estimator on ${history.length} tasks`);
console.log(`  build the index: ${build.toFixed(0)} ms (median of 3); without the check on its later rows ${buildUnchecked.toFixed(0)} ms`);
console.log(`  one suggestion: median ${median(suggestions).toFixed(2)} ms, p95 ${(sorted[Math.floor(sorted.length * 0.95)] as number).toFixed(2)} ms (${queries.length} new tasks)`);
