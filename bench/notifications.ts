// The smart check for a user with 100, 1,000 and 10,000 projects of 10 tasks each (BENCH_SIZES to
// choose; queries issued, p50 ms, µs per project), on both engines, statistics refreshed after
// seeding as the server's hourly job does; then one event delivered to its user among 200 connected
// clients (latency p50/p99).
import { eq } from "drizzle-orm";
import { openDatabase, type Database } from "../src/db/client";
import { refreshStatistics } from "../src/db/maintenance";
import { countingDb, createPostgresDatabase } from "../src/db/test-database";
import { projectMilestones, projectTasks, projects, resourceAllocations, resources } from "../src/db/schema/projects";
import { runSmartCheck } from "../src/server/features/notifications/service";
import { seedApiTokens, seedOwners } from "./support/accounts";
import { pgliteTarget, startServer } from "./support/server";

const SIZES = (process.env.BENCH_SIZES ?? "100,1000,10000").split(",").map(Number);

/** Grows the user's projects from `from` to `size` (the first call makes the user and a resource). */
async function seed(database: Database, from: number, size: number) {
  const db = database.db;
  if (from === 0) {
    await database.migrate();
    await seedOwners(db, [{ userId: "pm", workspaceId: "w" }]);
    await db.insert(resources).values({ workspaceId: "w", name: "Equipo", availability: 40 });
  }
  const [r] = await db.select({ id: resources.id }).from(resources).where(eq(resources.workspaceId, "w"));
  for (let start = from; start < size; start += 500) {
    const n = Math.min(500, size - start);
    const rows = await db
      .insert(projects)
      .values(Array.from({ length: n }, (_, i) => ({ workspaceId: "w", ownerId: "pm", name: `Proyecto ${start + i}` })))
      .returning({ id: projects.id });
    await db.insert(projectTasks).values(
      rows.flatMap((p) =>
        Array.from({ length: 10 }, (_, i) => ({ projectId: p.id, title: `T${i}`, status: i % 3 === 0 ? "Completada" : "Pendiente", endDate: i % 7 === 0 ? "2026-01-01" : "2027-12-31" })),
      ),
    );
    await db.insert(resourceAllocations).values(rows.map((p, i) => ({ projectId: p.id, resourceId: r!.id, hours: 30 + (i % 15) })));
    await db.insert(projectMilestones).values(rows.map((p) => ({ projectId: p.id, name: "Hito", dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) })));
  }
  await refreshStatistics(db);
}

async function measureCheck(database: Database) {
  const counting = countingDb(database);
  const times: number[] = [];
  let queries = 0;
  for (let i = 0; i < 7; i++) {
    counting.reset();
    const started = performance.now();
    await runSmartCheck(counting.db, "pm");
    times.push(performance.now() - started);
    queries = counting.count();
  }
  times.sort((a, b) => a - b);
  return { queries, p50: times[Math.floor(times.length / 2)]! };
}

const rows: string[] = [];
async function growing(label: string, database: Database) {
  let seeded = 0;
  for (const size of SIZES) {
    await seed(database, seeded, size);
    seeded = size;
    const m = await measureCheck(database);
    rows.push(`smart check, ${size.toLocaleString("en")} projects × 10 tasks, ${label}: ${m.queries} queries, p50 ${m.p50.toFixed(1)} ms (${((m.p50 * 1000) / size).toFixed(0)} µs a project)`);
  }
}
const pglite = await openDatabase({ kind: "pglite" });
await growing("PGlite", pglite);
await pglite.close();
try {
  const created = await createPostgresDatabase();
  const pgdb = await openDatabase({ kind: "postgresql", url: created.url });
  await growing("PostgreSQL", pgdb);
  await pgdb.close();
  await created.drop();
} catch (error) {
  rows.push(`PostgreSQL not measured: ${(error as Error).message}`);
}

// Delivery: 200 SSE clients (one per user); one event to one user, repeated, measured at the receiver.
if (process.env.BENCH_DELIVERY !== "0") await delivery();
async function delivery() {
const target = await pgliteTarget();
const database = await openDatabase({ kind: "pglite", dataDir: target.dataDir! });
await database.migrate();
const CLIENTS = 200;
const clients = Array.from({ length: CLIENTS }, (_, i) => ({ userId: `u${i}`, workspaceId: `w${i}`, token: `rumbo_bench${String(i).padStart(4, "0")}${"x".repeat(30)}` }));
const tokens = clients.map((c) => c.token);
await seedOwners(database.db, clients);
await seedApiTokens(database.db, clients);
await database.close();
const server = await startServer(target.env);
const controllers: AbortController[] = [];
const waiting = new Map<number, (at: number) => void>();
try {
  await Promise.all(
    tokens.map(async (token, i) => {
      const controller = new AbortController();
      controllers.push(controller);
      const res = await fetch(`${server.url}/api/v1/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
      const reader = res.body!.getReader();
      void (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            if (new TextDecoder().decode(value).includes("notifications.changed")) waiting.get(i)?.(performance.now());
          }
        } catch {
          // closed
        }
      })();
    }),
  );
  const latencies: number[] = [];
  for (let round = 0; round < 100; round++) {
    const i = (round * 37) % CLIENTS;
    const received = new Promise<number>((resolve) => waiting.set(i, resolve));
    const sent = performance.now();
    await fetch(`${server.url}/api/v1/notifications/read-all`, { method: "POST", headers: { authorization: `Bearer ${tokens[i]}` } });
    latencies.push((await received) - sent);
    waiting.delete(i);
  }
  latencies.sort((x, y) => x - y);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  rows.push(`event delivery to its user among ${CLIENTS} connected clients (PGlite, request → event received): p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms`);
} finally {
  for (const c of controllers) c.abort();
  await server.stop();
  await target.cleanup();
}
}
console.log("\n# Notifications (bench/notifications.ts)");
for (const row of rows) console.log(row);
