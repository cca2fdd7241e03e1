// `npm run e2e`: the end-to-end specs in Debian's Chromium against the built app.
//
// On a machine of 4 cores or more the specs run in two lanes at once (decision 1760): each lane is
// its own Vitest run over half of the files (--shard), with its own global set-up (its own shared
// server and account), so no spec of one lane sees the other's data. On 2 cores two lanes were not
// faster (each spec ran 1.4–2× slower, and retries grew), so one lane runs there. E2E_LANES sets
// the number; arguments naming spec files always run in one lane.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { createInterface } from "node:readline";
import { buildIfStale } from "./build-if-stale.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
buildIfStale();

const extra = process.argv.slice(2);
const namesFiles = extra.some((arg) => !arg.startsWith("-"));
const lanes = namesFiles ? 1 : Math.max(1, Math.min(Number(process.env.E2E_LANES) || (availableParallelism() >= 4 ? 2 : 1), availableParallelism()));
const jsonArg = extra.find((arg) => arg.startsWith("--outputFile.json="));
const jsonFile = jsonArg?.slice("--outputFile.json=".length);

/** Runs one lane; its lines are prefixed with the lane's number when there are several. */
function runLane(index) {
  const args = ["vitest", "run", "-c", "vitest.e2e.config.ts", ...extra.filter((arg) => arg !== jsonArg)];
  if (lanes > 1) args.push(`--shard=${index + 1}/${lanes}`);
  if (jsonFile) args.push(`--outputFile.json=${lanes > 1 ? `${jsonFile}.lane${index + 1}` : jsonFile}`);
  const child = spawn("npx", args, { stdio: lanes > 1 ? ["ignore", "pipe", "pipe"] : "inherit" });
  if (lanes > 1) {
    const prefix = `[lane ${index + 1}] `;
    createInterface({ input: child.stdout }).on("line", (line) => process.stdout.write(`${prefix}${line}\n`));
    createInterface({ input: child.stderr }).on("line", (line) => process.stderr.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: lanes }, (_, i) => runLane(i)));

// One report for the gate's count, summed over the lanes.
if (jsonFile && lanes > 1) {
  const total = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, lanes: [] };
  for (let i = 1; i <= lanes; i++) {
    const file = `${jsonFile}.lane${i}`;
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    for (const key of ["numPassedTests", "numFailedTests", "numPendingTests", "numTodoTests"]) total[key] += report[key] ?? 0;
    total.lanes.push(file);
  }
  writeFileSync(jsonFile, JSON.stringify(total));
}
process.exit(codes.every((code) => code === 0) ? 0 : 1);
