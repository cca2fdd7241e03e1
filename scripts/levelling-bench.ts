// `npm run levelling:bench -- [DIR]`: levels every PSPLIB single-mode `.sm` file in DIR (default:
// the 480 j30 instances in ../shared/data/psplib/j30) with the genetic algorithm and with the
// one-pass baseline, in the same run, and prints one line per method:
//   <method>: average deviation from the critical-path bound X%, worst Y%, at the bound N of M, Z ms per instance
// Options: --schedules N (GA budget, default 5000), --seed N (default 1). Deterministic for a seed.
import { resolve } from "node:path";
import { benchMethods, figuresLine, measure } from "../src/domain/levelling/benchmark";
import { defaultPsplibDir, readPsplibDir } from "../bench/support/psplib";

const args = process.argv.slice(2);
let schedules = 5000;
let seed = 1;
let dir = defaultPsplibDir;
for (let k = 0; k < args.length; k++) {
  const arg = args[k]!;
  if (arg === "--schedules") schedules = Number(args[++k]);
  else if (arg === "--seed") seed = Number(args[++k]);
  else dir = resolve(arg);
}
if (!Number.isInteger(schedules) || schedules < 3 || !Number.isInteger(seed)) {
  console.error("--schedules needs a whole number ≥ 3 and --seed a whole number");
  process.exit(2);
}
let problems;
try {
  ({ problems } = readPsplibDir(dir));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`${problems.length} instances from ${dir}`);
for (const method of benchMethods(schedules, seed)) {
  console.log(`${method.name}: ${figuresLine(measure(method, problems, () => performance.now()))}`);
}
