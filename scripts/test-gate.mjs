// `npm test`: the whole gate, in order, stopping at the first failure: lint, unused code, typecheck, unit and
// integration tests (PGlite, and PostgreSQL when reachable), build, end-to-end in Chromium. The
// three static checks run at once (each is one process on one core; together about the time of
// the longest), their outputs printed one after the other.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import pg from "pg";

const isCI = process.env.CI === "true" || process.env.CI === "1";
const DEFAULT_PG = "postgres://postgres@127.0.0.1:5432/postgres";
mkdirSync(".tmp", { recursive: true });

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const env = { ...process.env };
if (!env.TEST_DATABASE_URL && (await postgresReachable(DEFAULT_PG))) env.TEST_DATABASE_URL = DEFAULT_PG;
if (!env.TEST_DATABASE_URL) {
  const message = "PostgreSQL is not reachable (set TEST_DATABASE_URL): integration tests run on PGlite only.";
  if (isCI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`\n⚠ ${message}\n`);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
function countFrom(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

const checks = [
  ["lint", ["npm", "run", "--silent", "lint"]],
  ["unused code (knip)", ["npm", "run", "--silent", "knip"]],
  ["typecheck", ["npm", "run", "--silent", "typecheck"]],
];
const steps = [
  ["unit and integration tests", ["npx", "vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.tmp/vitest-unit.json"], ".tmp/vitest-unit.json"],
  ["build", ["npm", "run", "build"]],
  ["end-to-end (Chromium)", ["node", "scripts/e2e.mjs", "--reporter=default", "--reporter=json", "--outputFile.json=.tmp/vitest-e2e.json"], ".tmp/vitest-e2e.json"],
];

const timings = [];

/** Runs a command with its output kept, for printing once it is done. */
function runQuietly(name, [cmd, ...args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => resolve({ name, status: status ?? 1, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }));
  });
}

console.log(`\n▶ ${checks.map(([name]) => name).join(", ")} (at once)`);
const checked = await Promise.all(checks.map(([name, command]) => runQuietly(name, command)));
for (const { name, status, output, seconds } of checked) {
  console.log(`\n▶ ${name}`);
  process.stdout.write(output);
  timings.push([name, seconds.toFixed(1)]);
  if (status !== 0) console.error(`\n✖ ${name} failed`);
}
const failedCheck = checked.find((c) => c.status !== 0);
if (failedCheck) {
  console.log(`tests: 0 passed, 1 failed`);
  process.exit(failedCheck.status);
}

for (const [name, [cmd, ...args], report] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  if (report) writeFileSync(report, "{}");
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (name === "build" && result.status === 0) writeFileSync("dist/.build-stamp", new Date().toISOString() + "\n");
  timings.push([name, ((Date.now() - started) / 1000).toFixed(1)]);
  if (report) countFrom(report);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    console.log(`tests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\nGate passed:");
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(30)} ${seconds} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
