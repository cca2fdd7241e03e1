// Builds the app when dist/ is missing or older than the sources, so `npm start` and the
// end-to-end tests always run what the tree holds.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const STAMP = "dist/.build-stamp";
const inputs = ["src", "package.json", "package-lock.json", "vite.config.ts", "scripts/build-server.mjs", "scripts/prerender.mjs"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

export function isBuildStale() {
  if (!existsSync("dist/server/main.js") || !existsSync("dist/web/index.html") || !existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return inputs.some((input) => newest(input) > built);
}

export function buildIfStale({ quiet = false } = {}) {
  if (!isBuildStale()) return;
  if (!quiet) console.log("Building Rumbo (dist/ is missing or older than the sources)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString() + "\n");
}
