// Start-up time to the first 200 from /api/health and idle memory, on PGlite and PostgreSQL;
// then the compressed JavaScript and CSS the home page loads before any interaction.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { chromium } from "playwright-core";

const PG_ADMIN = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function startOnce(env: Record<string, string>) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: "ignore",
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null) throw new Error("server exited");
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 3000));
  const rss = rssMiB(child.pid ?? 0);
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return { seconds, rss, port };
}

async function pgDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `rumbo_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function homePageWeight(): Promise<{ js: number; css: number; files: number }> {
  const dir = mkdtempSync(join(tmpdir(), "rumbo-bench-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), RUMBO_DATA_DIR: dir },
    stdio: "ignore",
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
    const page = await browser.newPage();
    const seen: { type: string; bytes: Promise<number> }[] = [];
    page.on("requestfinished", (request) => {
      const type = request.resourceType();
      if (type === "script" || type === "stylesheet") seen.push({ type, bytes: request.sizes().then((s) => s.responseBodySize) });
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "networkidle" });
    const sized = await Promise.all(seen.map(async (s) => ({ type: s.type, bytes: await s.bytes })));
    await browser.close();
    return {
      js: sized.filter((s) => s.type === "script").reduce((a, s) => a + s.bytes, 0),
      css: sized.filter((s) => s.type === "stylesheet").reduce((a, s) => a + s.bytes, 0),
      files: sized.length,
    };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows: string[] = [];
const dir = mkdtempSync(join(tmpdir(), "rumbo-bench-"));
const pgliteFirst = await startOnce({ RUMBO_DATA_DIR: dir });
const pgliteWarm = await startOnce({ RUMBO_DATA_DIR: dir });
rmSync(dir, { recursive: true, force: true });
rows.push(`start-up, PGlite, empty data dir (creates and migrates): ${pgliteFirst.seconds.toFixed(2)} s; idle RSS ${pgliteFirst.rss.toFixed(0)} MiB`);
rows.push(`start-up, PGlite, existing data dir:                      ${pgliteWarm.seconds.toFixed(2)} s; idle RSS ${pgliteWarm.rss.toFixed(0)} MiB`);

const db = await pgDatabase();
if (db) {
  const first = await startOnce({ DATABASE_URL: db.url });
  const warm = await startOnce({ DATABASE_URL: db.url });
  await db.drop();
  rows.push(`start-up, PostgreSQL, empty database (migrates):          ${first.seconds.toFixed(2)} s; idle RSS ${first.rss.toFixed(0)} MiB`);
  rows.push(`start-up, PostgreSQL, migrated database:                  ${warm.seconds.toFixed(2)} s; idle RSS ${warm.rss.toFixed(0)} MiB`);
  rows.push(`ratio PGlite/PostgreSQL warm start: ${(pgliteWarm.seconds / warm.seconds).toFixed(2)}×; idle memory ${(pgliteWarm.rss / warm.rss).toFixed(2)}×`);
} else {
  rows.push("PostgreSQL not reachable: PostgreSQL start-up not measured");
}

const weight = await homePageWeight();
rows.push(
  `home page before interaction: ${(weight.js / 1024).toFixed(1)} KiB JavaScript + ${(weight.css / 1024).toFixed(1)} KiB CSS compressed, ${weight.files} files (budget 100 KiB JS: ${((weight.js / 1024 / 100) * 100).toFixed(0)}%)`,
);
console.log("\n# Start-up and page weight (bench/startup.ts)");
for (const row of rows) console.log(row);
