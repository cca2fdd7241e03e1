// Resource levelling (issue 18) on PSPLIB j30 (../shared/data/psplib/j30, skipped when absent): the
// genetic algorithm's deviation from the critical-path bound beside the one-pass baseline's, in
// the same run, and their ratio. `npx tsx bench/levelling.ts`. Figures are printed, never asserted.
import { existsSync } from "node:fs";
import { benchMethods, figuresLine, measure } from "../src/domain/levelling/benchmark";
import { defaultPsplibDir, readPsplibDir } from "./support/psplib";

if (!existsSync(defaultPsplibDir)) {
  console.log(`levelling: skipped, no PSPLIB j30 at ${defaultPsplibDir}`);
} else {
  const { problems } = readPsplibDir(defaultPsplibDir);
  const [genetic, baseline] = benchMethods().map((method) => ({
    method,
    figures: measure(method, problems, () => performance.now()),
  }));
  console.log(`levelling (PSPLIB j30, ${problems.length} instances):`);
  for (const { method, figures } of [genetic!, baseline!]) console.log(`  ${method.name}: ${figuresLine(figures)}`);
  const ratio = genetic!.figures.averageDeviation / baseline!.figures.averageDeviation;
  console.log(`  ratio to the baseline: average deviation × ${ratio.toFixed(2)} (goal: far below 1)`);
}
