// `npm run bench`: builds if needed, then runs every benchmark in bench/ and prints its figures.
// Figures are printed, never asserted: a slow machine should not fail a gate.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

spawnSync("node", ["-e", "import('./scripts/build-if-stale.mjs').then(m => m.buildIfStale())"], { stdio: "inherit" });
const only = process.argv.slice(2);
const files = readdirSync("bench")
  .filter((f) => f.endsWith(".ts") && f !== "run.ts")
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
// PostgreSQL figures use the machine's server unless told otherwise (benches skip it when absent).
const env = { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" };
let failed = 0;
for (const file of files) {
  const result = spawnSync("npx", ["tsx", `bench/${file}`], { stdio: "inherit", env });
  if (result.status !== 0) {
    failed++;
    console.error(`bench/${file} failed`);
  }
}
process.exit(failed ? 1 : 0);
