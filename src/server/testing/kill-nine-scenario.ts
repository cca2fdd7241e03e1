import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../db/client";
import { apiTokens } from "../../db/schema/api-tokens";
import { projects } from "../../db/schema/projects";
import { createPostgresDatabase } from "../../db/test-database";
import { hashApiToken } from "../principal";
import { seedAccounts } from "./accounts";

// Issue 16: kill -9 a real server process while acknowledged writes pour in, start it again on the
// same data, and count acknowledged writes that are missing (lost) and rows written twice (duplicated).
// Used by bench/kill-nine.ts (the figures) and src/server/kill-nine.int.test.ts (the short version).

const TOKEN = "rumbo_killninetokenkillninetokenkillninetoken";
const PROJECT_ID = "00000000-0000-4000-8000-00000000c0de";

export type KillNineTarget = { engine: "pglite" | "postgresql"; adminUrl?: string };

export type KillNineResult = {
  engine: string;
  /** Acknowledged writes asked for in the run (before and after the kill). */
  writes: number;
  /** Acknowledgements received when SIGKILL was sent. */
  killedAfter: number;
  /** Writes sent and not answered when the process died (their fate is unknown to the client). */
  inFlight: number;
  /** Of those, the ones the database holds (committed, never acknowledged). */
  inFlightCommitted: number;
  /** Whether the killed process left the PGlite lock file behind (decision 0001). */
  lockLeft: boolean;
  /** From the restart to the first healthy answer. */
  restartMs: number;
  acknowledged: number;
  /** Acknowledged (2xx) writes missing from the database: goal 0. */
  lost: number;
  /** Rows beyond the first for any write: goal 0. */
  duplicated: number;
  /** Answers other than 2xx while the server was up (not counting the connection the kill broke). */
  refused: number;
  /** Exit code of the restarted server on SIGTERM. */
  finalExit: number | null;
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

type Server = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

function startProcess(server: "dist" | "source", port: number, env: Record<string, string>): Server {
  let output = "";
  const child = spawn(process.execPath, server === "dist" ? ["dist/server/main.js"] : ["--import", "tsx", "src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), BETTER_AUTH_SECRET: "k".repeat(48), RATE_LIMIT_PER_MINUTE: "10000000", ...env },
  });
  child.stdout?.on("data", (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr?.on("data", (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(port: number, s: Server, ms = 120_000): Promise<void> {
  for (const started = Date.now(); ; ) {
    if (s.child.exitCode !== null || s.child.signalCode !== null) throw new Error(`server exited: ${s.output()}`);
    if (Date.now() - started > ms) throw new Error(`server not healthy: ${s.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type KillNineOptions = {
  target: KillNineTarget;
  /** Acknowledged writes in the run; SIGKILL comes after a random number of them (1 … writes − 1). */
  writes?: number;
  /** Writes in flight at any moment. */
  concurrency?: number;
  /** Kill after exactly this many acknowledgements instead of a random number. */
  killAfter?: number;
  /** "dist": the built server (npm run build:server), as operators run it; "source": through tsx. */
  server?: "dist" | "source";
  log?: (line: string) => void;
};

export async function runKillNineScenario({ target, writes = 2_000, concurrency = 8, killAfter, server = "source", log = () => undefined }: KillNineOptions): Promise<KillNineResult> {
  const killAt = killAfter ?? 1 + Math.floor(Math.random() * (writes - 1));
  const dir = mkdtempSync(join(tmpdir(), "rumbo-kill9-"));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  try {
    const env: Record<string, string> = { RUMBO_DATA_DIR: dir };
    let dbOptions: Parameters<typeof openDatabase>[0] = { kind: "pglite", dataDir: dir };
    if (target.engine === "postgresql") {
      const created = await createPostgresDatabase(target.adminUrl);
      cleanups.push(() => created.drop());
      env.DATABASE_URL = created.url;
      dbOptions = { kind: "postgresql", url: created.url };
    }
    const seed = await openDatabase(dbOptions);
    await seed.migrate();
    await seedAccounts(seed.db, { users: [{ id: "kill9", name: "Kill Nine" }], workspaces: [{ id: "w-kill9", name: "Kill9", slug: "personal-kill9", members: { kill9: "owner" } }] });
    await seed.db.insert(apiTokens).values({ userId: "kill9", workspaceId: "w-kill9", name: "kill9", tokenHash: hashApiToken(TOKEN), prefix: TOKEN.slice(0, 12) });
    await seed.db.insert(projects).values({ id: PROJECT_ID, workspaceId: "w-kill9", ownerId: "kill9", name: "Kill -9" });
    await seed.close();

    const port = await freePort();
    let current = startProcess(server, port, env);
    cleanups.push(() => {
      if (current.child.exitCode === null && current.child.signalCode === null) current.child.kill("SIGKILL");
    });
    await waitHealthy(port, current);

    const url = `http://127.0.0.1:${port}/api/v1/projects/${PROJECT_ID}/tasks`;
    const headers = { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" };
    const acknowledged = new Set<string>();
    const unanswered = new Set<string>();
    let next = 0;
    let pending = 0;
    let refused = 0;
    let killed = false;

    // Each write carries a title chosen by the client, sent once: the database must hold every
    // acknowledged title exactly once.
    async function write(title: string): Promise<void> {
      pending++;
      try {
        const res = await fetch(url, { method: "POST", headers, body: JSON.stringify({ title }), signal: AbortSignal.timeout(60_000) });
        await res.arrayBuffer();
        if (res.status >= 200 && res.status < 300) acknowledged.add(title);
        else if (killed) unanswered.add(title);
        else refused++;
      } catch {
        unanswered.add(title); // the connection the kill broke
      } finally {
        pending--;
      }
    }

    async function pour(until: () => boolean): Promise<void> {
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (!until()) await write(`k9-${next++}`);
        }),
      );
    }

    // Phase 1: writes until `killAt` are acknowledged, then SIGKILL with the others still in flight.
    const dead = current.exited;
    await pour(() => {
      if (!killed && acknowledged.size >= killAt) {
        killed = true;
        current.child.kill("SIGKILL");
      }
      return killed;
    });
    await dead;
    const killedAfter = acknowledged.size;
    // Writes that were sent and never answered; an answer that raced the kill counts as acknowledged.
    for (const t of acknowledged) unanswered.delete(t);
    const lockLeft = existsSync(join(dir, "rumbo.lock"));

    // Restart on the same data (and port), as a supervisor would.
    const restarted = Date.now();
    current = startProcess(server, port, env);
    await waitHealthy(port, current);
    const restartMs = Date.now() - restarted;
    killed = false;

    // Phase 2: the rest of the writes on the restarted server.
    // (a refused write is counted and replaced, up to a hundred of them)
    while (acknowledged.size < writes && refused < 100) await pour(() => acknowledged.size + pending >= writes);
    current.child.kill("SIGTERM");
    const finalExit = await current.exited;

    const check = await openDatabase(dbOptions);
    const query = "select title, count(*)::int as n from project_tasks where project_id = $1 group by title";
    const rows = check.pglite ? (await check.pglite.query<{ title: string; n: number }>(query, [PROJECT_ID])).rows : ((await check.pool!.query(query, [PROJECT_ID])).rows as { title: string; n: number }[]);
    await check.close();
    const stored = new Map(rows.map((r) => [r.title, Number(r.n)]));
    let lost = 0;
    for (const t of acknowledged) if (!stored.has(t)) lost++;
    let duplicated = 0;
    for (const n of stored.values()) if (n > 1) duplicated += n - 1;
    let inFlightCommitted = 0;
    for (const t of unanswered) if (stored.has(t)) inFlightCommitted++;

    const result: KillNineResult = { engine: target.engine, writes, killedAfter, inFlight: unanswered.size, inFlightCommitted, lockLeft, restartMs, acknowledged: acknowledged.size, lost, duplicated, refused, finalExit };
    log(`${target.engine}: killed after ${killedAfter} acks, ${unanswered.size} in flight (${inFlightCommitted} committed), restart ${restartMs} ms, ${acknowledged.size} acked, lost ${lost}, duplicated ${duplicated}`);
    return result;
  } finally {
    for (const c of cleanups.reverse()) await c();
  }
}
