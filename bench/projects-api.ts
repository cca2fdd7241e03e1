// /api/v1/projects with 1,000 projects under 20 concurrent connections, on PGlite and PostgreSQL;
// then an import of 10,000 task rows: seconds and the server's peak memory.
import autocannon from "autocannon";
import ExcelJS from "exceljs";
import { openDatabase } from "../src/db/client";
import { projects } from "../src/db/schema/projects";
import { seedApiTokens, seedOwners } from "./support/accounts";
import { pgliteTarget, postgresTarget, rssMiB, startServer, type BenchTarget } from "./support/server";

const TOKEN = "rumbo_benchmarktokenbenchmarktokenbenchmarktoken";

async function seed(target: BenchTarget) {
  const database = target.engine === "pglite" ? await openDatabase({ kind: "pglite", dataDir: target.dataDir! }) : await openDatabase({ kind: "postgresql", url: target.url! });
  await database.migrate();
  const db = database.db;
  const owner = { userId: "bench", workspaceId: "w-bench", name: "Bench", token: TOKEN };
  await seedOwners(db, [owner]);
  await seedApiTokens(db, [owner]);
  const statuses = ["En progreso", "En pausa", "Completado", "Cancelado"];
  for (let start = 0; start < 1000; start += 250) {
    await db.insert(projects).values(
      Array.from({ length: 250 }, (_, i) => ({
        workspaceId: "w-bench",
        ownerId: "bench",
        name: `Proyecto ${start + i}`,
        status: statuses[(start + i) % 4]!,
        createdAt: new Date(Date.UTC(2026, 0, 1) + (start + i) * 3_600_000),
      })),
    );
  }
  await database.close();
}

async function load(url: string) {
  const result = await autocannon({
    url: `${url}/api/v1/projects?pageSize=50`,
    connections: 20,
    duration: 10,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  if (result.non2xx) throw new Error(`${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function importTasks(url: string, pid: number) {
  const project = await (await fetch(`${url}/api/v1/projects`, { method: "POST", headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" }, body: JSON.stringify({ name: "Importación" }) })).json() as { id: string };
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Tareas");
  sheet.addRow(["Título", "Estado", "Fin", "Horas"]);
  for (let i = 0; i < 10_000; i++) sheet.addRow([`Tarea ${i}`, i % 3 ? "Pendiente" : "Completada", `2026-0${1 + (i % 9)}-15`, 1 + (i % 16)]);
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  let peak = rssMiB(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 25);
  const started = performance.now();
  const up = (await (await fetch(`${url}/api/v1/imports?filename=tareas.xlsx`, { method: "POST", headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/octet-stream" }, body: file })).json()) as { id: string; suggestions: { tasks: Record<string, string> } };
  const commit = await fetch(`${url}/api/v1/imports/${up.id}/commit`, {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ entity: "tasks", projectId: project.id, mapping: up.suggestions.tasks, mode: "all_or_nothing" }),
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const body = (await commit.json()) as { imported: number };
  if (body.imported !== 10_000) throw new Error(`imported ${JSON.stringify(body)}`);
  return { seconds, peak };
}

const rows: string[] = [];
const results: Record<string, { rps: number; p50: number; p99: number }> = {};
for (const make of [pgliteTarget, postgresTarget]) {
  const target = await make();
  if (!target) {
    rows.push("PostgreSQL not reachable: not measured");
    continue;
  }
  try {
    await seed(target);
    const server = await startServer(target.env);
    try {
      await load(server.url); // warm-up
      const r = await load(server.url);
      results[target.engine] = r;
      rows.push(`GET /api/v1/projects (1,000 projects, page of 50), 20 connections, ${target.engine}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
      const imp = await importTasks(server.url, server.child.pid!);
      rows.push(`import of 10,000 task rows (XLSX upload + commit), ${target.engine}: ${imp.seconds.toFixed(1)} s, peak server RSS ${imp.peak.toFixed(0)} MiB`);
    } finally {
      await server.stop();
    }
  } finally {
    await target.cleanup();
  }
}
if (results.pglite && results.postgresql) rows.push(`ratio PostgreSQL/PGlite throughput: ${(results.postgresql.rps / results.pglite.rps).toFixed(2)}×`);
console.log("\n# Projects API (bench/projects-api.ts)");
for (const row of rows) console.log(row);
