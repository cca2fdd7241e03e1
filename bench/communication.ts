// /communication (issue 19, decision 0914):
// (a) message delivery from one client to another over the event stream: POST a message as Ana,
//     measured at Beto's open stream (event received) and once Beto's tab has the message (event +
//     the channel's first page, as the web does), p50/p95 over BENCH_MESSAGES (≥ 200) messages, on
//     one instance (PGlite; PostgreSQL) and on two instances sharing PostgreSQL (Ana on one, Beto on
//     the other). Goal p95 < 200 ms. Beside it, GET /api/health measured in the same run.
// (b) a channel of 10,000 messages: the first page (GET …/messages) and the channel list with its
//     unread counts, p50/p95 over 200 sequential requests, on PGlite and PostgreSQL, each beside
//     GET /api/health and a bare `select 1` round trip of the same run (ratios). Goal p95 < 100 ms.
import { openDatabase, type Database } from "../src/db/client";
import { refreshStatistics } from "../src/db/maintenance";
import { channelMessages, channels } from "../src/db/schema/communication";
import { searchTextOf } from "../src/domain/communication/search";
import { seedAccounts } from "../src/server/testing/accounts";
import { markScheduledJobsDone, seedApiTokens } from "./support/accounts";
import { pgliteTarget, postgresTarget, startServer, type BenchTarget, type RunningServer } from "./support/server";

const ANA = "rumbo_benchcommsana000000000000000000000000000000";
const BETO = "rumbo_benchcommsbeto00000000000000000000000000000";
const MESSAGES = Math.max(200, Number(process.env.BENCH_MESSAGES ?? 200));
const HISTORY = Number(process.env.BENCH_HISTORY ?? 10_000);
const REQUESTS = 200;
const rows: string[] = [];

const pct = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const fmt = (values: number[]) => `p50 ${pct(values, 0.5).toFixed(1)} ms, p95 ${pct(values, 0.95).toFixed(1)} ms`;

async function open(target: BenchTarget): Promise<Database> {
  return target.engine === "pglite" ? openDatabase({ kind: "pglite", dataDir: target.dataDir! }) : openDatabase({ kind: "postgresql", url: target.url! });
}

/** Ana and Beto in one workspace, each with an API token; the workspace's #general, with `history` messages. */
async function seed(target: BenchTarget, history: number): Promise<string> {
  const database = await open(target);
  await database.migrate();
  const db = database.db;
  await seedAccounts(db, {
    users: [
      { id: "ana", name: "Ana" },
      { id: "beto", name: "Beto" },
    ],
    workspaces: [{ id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", beto: "member" } }],
  });
  await seedApiTokens(db, [
    { userId: "ana", workspaceId: "w", token: ANA },
    { userId: "beto", workspaceId: "w", token: BETO },
  ]);
  await markScheduledJobsDone(db);
  const [channel] = await db.insert(channels).values({ workspaceId: "w", kind: "workspace", name: "general" }).returning();
  const start = Date.UTC(2026, 0, 5, 15);
  for (let from = 0; from < history; from += 1000) {
    const n = Math.min(1000, history - from);
    await db.insert(channelMessages).values(
      Array.from({ length: n }, (_, k) => {
        const i = from + k;
        const body = `Mensaje ${i}: avance de la migración del módulo ${i % 37}, revisar con @beto`;
        return { channelId: channel!.id, authorId: i % 2 ? "ana" : "beto", body, searchText: searchTextOf(body), parentId: null, createdAt: new Date(start + i * 45_000) };
      }),
    );
  }
  await refreshStatistics(db);
  await database.close();
  return channel!.id;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function timed(url: string, token?: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: token ? auth(token) : {} });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

async function sample(url: string, token?: string, n = REQUESTS): Promise<number[]> {
  for (let i = 0; i < 20; i++) await timed(url, token);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await timed(url, token));
  return out;
}

/** Beto's event stream on `url`: resolves the waiter of a channel when its `channel.message` arrives. */
async function stream(url: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/v1/events`, { headers: auth(BETO), signal: controller.signal });
  if (!res.ok) throw new Error(`events ${res.status}`);
  let waiter: ((at: number) => void) | undefined;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (decoder.decode(value, { stream: true }).includes("event: channel.message")) waiter?.(performance.now());
      }
    } catch {
      // closed
    }
  })();
  return {
    next: () => new Promise<number>((resolve) => (waiter = resolve)),
    close: () => controller.abort(),
  };
}

async function delivery(label: string, postTo: RunningServer, listenOn: RunningServer, channelId: string) {
  const beto = await stream(listenOn.url);
  const event: number[] = [];
  const shown: number[] = [];
  try {
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < MESSAGES + 10; i++) {
      const arrived = beto.next();
      const sent = performance.now();
      const res = await fetch(`${postTo.url}/api/v1/channels/${channelId}/messages`, { method: "POST", headers: { ...auth(ANA), "content-type": "application/json" }, body: JSON.stringify({ body: `Entrega ${i} para @beto` }) });
      if (res.status !== 201) throw new Error(`post ${res.status}: ${await res.text()}`);
      const at = await arrived;
      // What Beto's tab does on the event: ask for the channel's latest page.
      const page = await fetch(`${listenOn.url}/api/v1/channels/${channelId}/messages`, { headers: auth(BETO) });
      const body = await page.text();
      if (!body.includes(`Entrega ${i} para`)) throw new Error("the page did not have the message");
      if (i >= 10) {
        event.push(at - sent);
        shown.push(performance.now() - sent);
      }
    }
  } finally {
    beto.close();
  }
  const health = await sample(`${listenOn.url}/api/health`, undefined, 100);
  rows.push(`delivery, ${label}, ${MESSAGES} messages: event at the other client ${fmt(event)}; message in the other client's page ${fmt(shown)} (goal p95 < 200 ms); GET /api/health ${fmt(health)}`);
}

async function bareQuery(target: BenchTarget): Promise<number[]> {
  const database = await open(target);
  const out: number[] = [];
  for (let i = 0; i < 20 + REQUESTS; i++) {
    const started = performance.now();
    await database.db.execute("select 1");
    if (i >= 20) out.push(performance.now() - started);
  }
  await database.close();
  return out;
}

async function engine(target: BenchTarget | undefined, name: string) {
  if (!target) {
    rows.push(`${name}: not measured (no server)`);
    return;
  }
  try {
    const channelId = await seed(target, HISTORY);
    // PGlite's directory is one server's; the bare query runs before the server opens it.
    const bare = target.engine === "pglite" ? await bareQuery(target) : undefined;
    const server = await startServer(target.env);
    try {
      const health = await sample(`${server.url}/api/health`);
      const first = await sample(`${server.url}/api/v1/channels/${channelId}/messages`, BETO);
      const list = await sample(`${server.url}/api/v1/channels`, BETO);
      const bareMs = bare ?? (await bareQuery(target));
      const ratio = (values: number[]) => (pct(values, 0.95) / pct(health, 0.95)).toFixed(1);
      rows.push(
        `channel of ${HISTORY.toLocaleString("en")} messages, ${name}: first page (50) ${fmt(first)} (goal p95 < 100 ms), ×${ratio(first)} /api/health; channel list with unread counts ${fmt(list)}, ×${ratio(list)}; reference GET /api/health ${fmt(health)}, bare select 1 ${fmt(bareMs)}`,
      );
      await delivery(`one instance, ${name}`, server, server, channelId);
      if (target.engine === "postgresql") {
        const second = await startServer(target.env);
        try {
          await delivery("two instances sharing PostgreSQL (posted on one, read on the other)", server, second, channelId);
        } finally {
          await second.stop();
        }
      }
    } finally {
      await server.stop();
    }
  } finally {
    await target.cleanup();
  }
}

await engine(await pgliteTarget(), "PGlite");
await engine(await postgresTarget(), "PostgreSQL");
console.log("\n# Communication (bench/communication.ts)");
for (const row of rows) console.log(row);
