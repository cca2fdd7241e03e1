import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, testEngine } from "../db/test-database";

// The server as an operator runs it: a real process, real signals.
const engine = testEngine();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function run(env: Record<string, string>): Run {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "info", HOST: "127.0.0.1", ...env },
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitHealthy(port: number, r: Run, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (r.child.exitCode !== null) throw new Error(`exited: ${r.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // starting
    }
    await new Promise((res) => setTimeout(res, 150));
  }
  throw new Error(`not healthy: ${r.output()}`);
}

describe(`the server process on ${engine}`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  async function baseEnv(): Promise<Record<string, string>> {
    const dir = mkdtempSync(join(tmpdir(), "rumbo-main-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const env: Record<string, string> = { RUMBO_DATA_DIR: dir };
    if (engine === "postgresql") {
      const db = await createPostgresDatabase();
      cleanups.push(() => db.drop());
      env.DATABASE_URL = db.url;
    }
    return env;
  }

  it("starts, answers health, and stops cleanly within 10 s on SIGTERM", async () => {
    const port = await freePort();
    const r = run({ ...(await baseEnv()), PORT: String(port) });
    const health = await waitHealthy(port, r);
    expect(health).toMatchObject({ status: "ok", database: engine });
    const started = Date.now();
    r.child.kill("SIGTERM");
    expect(await r.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 90_000);

  it.runIf(engine === "pglite")("refuses a second instance on the same data directory with a clear message", async () => {
    const env = await baseEnv();
    const port = await freePort();
    const first = run({ ...env, PORT: String(port) });
    await waitHealthy(port, first);
    const second = run({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is already using the data directory");
    first.child.kill("SIGINT");
    expect(await first.exited).toBe(0);
  }, 90_000);

  it("stops at start with one line naming a bad variable", async () => {
    const r = run({ ...(await baseEnv()), PORT: "not-a-port" });
    expect(await r.exited).toBe(78);
    expect(r.output().trim()).toBe("Invalid configuration: PORT must be a whole number between 1 and 65535");
  }, 30_000);
});
