// `npm run e2e`: the end-to-end specs in Debian's Chromium against the built app.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { buildIfStale } from "./build-if-stale.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
buildIfStale();
const extra = process.argv.slice(2);
const result = spawnSync("npx", ["vitest", "run", "-c", "vitest.e2e.config.ts", ...extra], { stdio: "inherit" });
process.exit(result.status ?? 1);
