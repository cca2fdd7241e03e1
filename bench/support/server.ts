import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createPostgresDatabase } from "../../src/db/test-database";

// Helpers shared by the benchmarks: a free port, a throw-away database of either engine,
// the built server started as an operator would, and its resident memory.

export const PG_ADMIN = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time (user + system) a process has used, in milliseconds (Linux, 100 ticks a second). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export type BenchTarget = { engine: "pglite" | "postgresql"; env: Record<string, string>; dataDir?: string; url?: string; cleanup(): Promise<void> };

export async function pgliteTarget(): Promise<BenchTarget> {
  const dir = mkdtempSync(join(tmpdir(), "rumbo-bench-"));
  return { engine: "pglite", env: { RUMBO_DATA_DIR: dir }, dataDir: dir, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function postgresTarget(): Promise<BenchTarget | undefined> {
  // No server within two seconds: the PostgreSQL figures are skipped, not failed.
  const probe = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
  } catch {
    return undefined;
  }
  await probe.end();
  const created = await createPostgresDatabase(PG_ADMIN);
  const dir = mkdtempSync(join(tmpdir(), "rumbo-bench-"));
  return {
    engine: "postgresql",
    env: { DATABASE_URL: created.url, RUMBO_DATA_DIR: dir },
    url: created.url,
    async cleanup() {
      await created.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A reference server of bench/support (bare Fastify), run with tsx in a process of its own. */
export function startReference(script: string, env: Record<string, string>): Promise<RunningServer> {
  return startServer(env, ["--import", "tsx", `bench/support/${script}`], "/health");
}

export type RunningServer = { url: string; child: ChildProcess; stop(): Promise<void> };

/** Settings a bench run passes on to the servers it starts (to compare them: PGLITE_SHARED_BUFFERS=64MB). */
export function forwardedEnv(): Record<string, string> {
  return process.env.PGLITE_SHARED_BUFFERS ? { PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS } : {};
}

export async function startServer(env: Record<string, string>, command: string[] = ["dist/server/main.js"], healthPath = "/api/health"): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, command, {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), NODE_ENV: "production", BETTER_AUTH_SECRET: "b".repeat(48), RATE_LIMIT_PER_MINUTE: "10000000", ...forwardedEnv(), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error("server exited");
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
