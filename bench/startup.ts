// Start-up time to the first 200 from /api/health and idle memory, on PGlite and PostgreSQL;
// then the compressed JavaScript and CSS the home page loads before any interaction.
import { spawn } from "node:child_process";
import { chromium } from "playwright-core";
import { forwardedEnv, freePort, pgliteTarget, postgresTarget, rssMiB, startServer, type BenchTarget } from "./support/server";

async function startOnce(env: Record<string, string>, script = "dist/server/main.js") {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), ...forwardedEnv(), ...env },
    stdio: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break;
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
  return { seconds, rss };
}

async function homePageWeight(): Promise<{ js: number; css: number; files: number }> {
  const target = await pgliteTarget();
  const server = await startServer(target.env);
  try {
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
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    const sized = await Promise.all(seen.map(async (s) => ({ type: s.type, bytes: await s.bytes })));
    await browser.close();
    const sum = (type: string) => sized.filter((s) => s.type === type).reduce((a, s) => a + s.bytes, 0);
    return { js: sum("script"), css: sum("stylesheet"), files: sized.length };
  } finally {
    await server.stop();
    await target.cleanup();
  }
}

const rows: string[] = [];
const measured: Record<string, { seconds: number; rss: number }> = {};
// The reference in the same run: a hello-world Fastify (bench/support/hello.mjs), started the same way.
const hello = await startOnce({}, "bench/support/hello.mjs");
rows.push(`start-up, hello-world Fastify (reference):                     ${hello.seconds.toFixed(2)} s; idle RSS ${hello.rss.toFixed(0)} MiB`);
const versus = (r: { seconds: number; rss: number }) => `(${(r.seconds / hello.seconds).toFixed(1)}× the reference's time, ${(r.rss / hello.rss).toFixed(1)}× its memory)`;
for (const make of [pgliteTarget, postgresTarget]) {
  const target: BenchTarget | undefined = await make();
  if (!target) {
    rows.push("PostgreSQL not reachable: PostgreSQL start-up not measured");
    continue;
  }
  try {
    const first = await startOnce(target.env);
    const warm = await startOnce(target.env);
    measured[target.engine] = warm;
    rows.push(`start-up, ${target.engine}, empty database (creates and migrates): ${first.seconds.toFixed(2)} s; idle RSS ${first.rss.toFixed(0)} MiB ${versus(first)}`);
    rows.push(`start-up, ${target.engine}, existing database:                    ${warm.seconds.toFixed(2)} s; idle RSS ${warm.rss.toFixed(0)} MiB ${versus(warm)}`);
  } finally {
    await target.cleanup();
  }
}
if (measured.pglite && measured.postgresql) {
  rows.push(`ratio PGlite/PostgreSQL warm start: ${(measured.pglite.seconds / measured.postgresql.seconds).toFixed(2)}×; idle memory ${(measured.pglite.rss / measured.postgresql.rss).toFixed(2)}×`);
}
const weight = process.env.BENCH_WEIGHT === "0" ? null : await homePageWeight();
if (weight) rows.push(
  `home page before interaction: ${(weight.js / 1024).toFixed(1)} KiB JavaScript + ${(weight.css / 1024).toFixed(1)} KiB CSS compressed, ${weight.files} files (JS budget 100 KiB: ${weight.js / 1024 < 100 ? "within" : "over"})`,
);
console.log("\n# Start-up and page weight (bench/startup.ts)");
for (const row of rows) console.log(row);
