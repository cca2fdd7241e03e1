import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../db/client";
import { apiTokens } from "../../db/schema/api-tokens";
import { createPostgresDatabase } from "../../db/test-database";
import { hashApiToken } from "../principal";
import { seedAccounts } from "./accounts";

// Issue 16.4: SIGTERM a real server process while work is in flight and count what was lost.
// Used by bench/drain.ts (the figures) and src/server/drain.int.test.ts (the short version).

const TOKEN = "rumbo_draintokendraintokendraintokendraintoken";
const auth = { authorization: `Bearer ${TOKEN}` };

export type DrainTarget = { engine: "pglite" | "postgresql"; adminUrl?: string };

export type DrainResult = {
  engine: string;
  inFlight: number;
  completed: number;
  failed: number;
  failures: string[];
  exitCode: number | null;
  /** From SIGTERM to the process's exit. */
  exitMs: number;
  timeoutSeconds: number;
  /** From SIGTERM to the "shutting down" log line (a process busy on the CPU logs late or never). */
  shutdownLoggedMs: number | null;
  /** Event streams that received the drain notice before the server closed them. */
  streamsTold: number;
  /** What a new connection made 100 ms after the signal got from /api/health (503 'draining' expected: a balancer stops sending, and the connection is still answered). */
  healthAfterSignal: string;
  streams: number;
  /** Rows written by the commits that answered 200, and rows expected. */
  rowsWritten: number;
  rowsExpected: number;
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

function csv(rows: number, tag: string): string {
  const lines = ["Nombre,Estado,Fecha de entrega,Presupuesto"];
  for (let i = 0; i < rows; i++) lines.push(`${tag} ${i},En progreso,2026-06-${String(1 + (i % 28)).padStart(2, "0")},${1000 + i}`);
  return lines.join("\n");
}

type Answer = { status: number; body: string };

/** A raw HTTP request whose body is written in `parts` pieces `gapMs` apart (a slow upload). */
function send(port: number, method: string, path: string, headers: Record<string, string>, body: string, parts = 1, gapMs = 0, onConnect?: () => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body);
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers: { ...headers, "content-length": String(bytes.length) }, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.on("socket", (socket) => socket.once("connect", () => onConnect?.()));
    const size = Math.ceil(bytes.length / parts);
    let i = 0;
    const next = () => {
      const chunk = bytes.subarray(i * size, (i + 1) * size);
      i++;
      if (i >= parts) return void req.end(chunk);
      req.write(chunk);
      setTimeout(next, gapMs);
    };
    next();
  });
}

/** An event stream that records whether the server told it to reconnect elsewhere. */
function openStream(port: number): Promise<{ told: () => boolean; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let text = "";
    const req = httpRequest({ host: "127.0.0.1", port, path: "/api/v1/events", headers: { ...auth, accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding("utf8");
      const closed = new Promise<void>((done) => {
        res.on("close", () => done());
        res.on("error", () => done());
      });
      res.on("data", (d: string) => (text += d));
      resolve({ told: () => text.includes("event: server.draining"), closed });
    });
    req.on("error", reject);
    req.end();
  });
}

export type DrainOptions = {
  target: DrainTarget;
  /** Requests in flight when SIGTERM arrives: half import commits of `rows` rows, half uploads sent slowly. */
  inFlight?: number;
  rows?: number;
  streams?: number;
  /** "dist": the built server (npm run build:server), as operators run it; "source": through tsx. */
  server?: "dist" | "source";
  /** SHUTDOWN_TIMEOUT_SECONDS for the server (10 by default, as shipped). */
  timeoutSeconds?: number;
  log?: (line: string) => void;
};

export async function runDrainScenario({ target, inFlight = 20, rows = 300, streams = 2, server = "source", timeoutSeconds = 10, log = () => undefined }: DrainOptions): Promise<DrainResult> {
  const dir = mkdtempSync(join(tmpdir(), "rumbo-drain-"));
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
    await seedAccounts(seed.db, { users: [{ id: "drain", name: "Drain" }], workspaces: [{ id: "w-drain", name: "Drain", slug: "personal-drain", members: { drain: "owner" } }] });
    await seed.db.insert(apiTokens).values({ userId: "drain", workspaceId: "w-drain", name: "drain", tokenHash: hashApiToken(TOKEN), prefix: TOKEN.slice(0, 12) });
    await seed.close();

    const port = await freePort();
    let output = "";
    const child: ChildProcess = spawn(process.execPath, server === "dist" ? ["dist/server/main.js"] : ["--import", "tsx", "src/server/main.ts"], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: String(port), BETTER_AUTH_SECRET: "d".repeat(48), RATE_LIMIT_PER_MINUTE: "10000000", SHUTDOWN_TIMEOUT_SECONDS: String(timeoutSeconds), ...env },
    });
    cleanups.push(() => {
      if (child.exitCode === null) child.kill("SIGKILL");
    });
    let signalledAt = 0;
    let shutdownLoggedMs: number | null = null;
    const onOutput = (d: Buffer) => {
      output += d.toString();
      if (signalledAt && shutdownLoggedMs === null && output.includes('"shutting down"')) shutdownLoggedMs = Date.now() - signalledAt;
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", onOutput);
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    for (let started = Date.now(); ; ) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      if (Date.now() - started > 90_000) throw new Error(`server not healthy: ${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 100));
    }

    // Uploads that the commits will write, done before the signal.
    const commits = Math.ceil(inFlight / 2);
    const uploads = inFlight - commits;
    const json = { ...auth, "content-type": "application/json" };
    const csvHeaders = { ...auth, "content-type": "text/csv" };
    const prepared: { id: string; mapping: Record<string, string> }[] = [];
    for (let i = 0; i < commits; i++) {
      const up = await send(port, "POST", `/api/v1/imports?filename=c${i}.csv`, csvHeaders, csv(rows, `C${i}`));
      if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${up.body}`);
      const parsed = JSON.parse(up.body) as { id: string; suggestions: { projects: Record<string, string> } };
      prepared.push({ id: parsed.id, mapping: parsed.suggestions.projects });
    }
    const opened = await Promise.all(Array.from({ length: streams }, () => openStream(port)));

    // The twenty in flight: commits, and uploads whose body is still arriving when the signal comes.
    // The signal comes once all twenty are connected (accepted by the kernel): each one counts.
    let connected = 0;
    let allConnected!: () => void;
    const ready = new Promise<void>((r) => (allConnected = r));
    const onConnect = () => {
      if (++connected === inFlight) allConnected();
    };
    const bodies = Array.from({ length: uploads }, (_, i) => csv(rows, `U${i}`));
    const work: Promise<Answer>[] = [
      ...prepared.map((p) => send(port, "POST", `/api/v1/imports/${p.id}/commit`, json, JSON.stringify({ entity: "projects", mapping: p.mapping, mode: "all_or_nothing" }), 1, 0, onConnect)),
      ...bodies.map((body, i) => send(port, "POST", `/api/v1/imports?filename=u${i}.csv`, csvHeaders, body, 6, 250, onConnect)),
    ];
    const settled = Promise.allSettled(work);
    await Promise.race([ready, settled]);
    await new Promise((r) => setTimeout(r, 150));
    signalledAt = Date.now();
    child.kill("SIGTERM");
    const health = (async () => {
      await new Promise((r) => setTimeout(r, 100));
      try {
        const answer = await send(port, "GET", "/api/health", {}, "");
        return `${answer.status} ${(JSON.parse(answer.body) as { status: string }).status}`;
      } catch (error) {
        return String(error);
      }
    })();
    const results = await settled;
    const healthAfterSignal = await health;
    const exitCode = await exited;
    const exitMs = Date.now() - signalledAt;
    await Promise.all(opened.map((s) => Promise.race([s.closed, new Promise((r) => setTimeout(r, 1000))])));

    const failures: string[] = [];
    let completed = 0;
    for (const [i, r] of results.entries()) {
      const what = i < commits ? `commit ${i}` : `upload ${i - commits}`;
      if (r.status === "fulfilled" && r.value.status < 300) completed++;
      else failures.push(`${what}: ${r.status === "fulfilled" ? `${r.value.status} ${r.value.body.slice(0, 120)}` : String(r.reason)}`);
    }
    let committedOk = 0;
    for (const r of results.slice(0, commits)) if (r.status === "fulfilled" && r.value.status === 200) committedOk++;

    if (failures.length) log(output.split("\n").filter((l) => /"level":(40|50|60)|responseTime|shutting|stopped/.test(l)).slice(0, 60).join("\n"));
    const check = await openDatabase(dbOptions);
    const counted = await check.pglite?.query<{ n: number }>("select count(*)::int as n from projects");
    const n = counted ? counted.rows[0]!.n : Number((await check.pool!.query("select count(*)::int as n from projects")).rows[0].n);
    await check.close();
    log(`${target.engine}: ${completed}/${inFlight} completed, exit ${exitCode} in ${exitMs} ms`);
    return {
      engine: target.engine,
      inFlight,
      completed,
      failed: failures.length,
      failures,
      exitCode,
      exitMs,
      timeoutSeconds,
      shutdownLoggedMs,
      streamsTold: opened.filter((s) => s.told()).length,
      streams,
      healthAfterSignal,
      rowsWritten: n,
      rowsExpected: committedOk * rows,
    };
  } finally {
    for (const c of cleanups.reverse()) await c();
  }
}
