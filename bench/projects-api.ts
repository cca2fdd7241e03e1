// /api/v1/projects (page of 50) at 100, 1,000 and 10,000 projects of 10 tasks under 20 concurrent
// connections, on PGlite and PostgreSQL, each beside its reference measured in the same run (a bare
// Fastify route running one statement for the same rows, bench/support/bare-projects.ts); at 1,000,
// an import of 10,000 task rows: seconds and the server's peak memory.
// BENCH_SIZES=1000 BENCH_SECONDS=5 narrow a run.
import autocannon from "autocannon";
import ExcelJS from "exceljs";
import { seedProjectList, TOKEN } from "./support/project-list";
import { cpuMs, pgliteTarget, postgresTarget, rssMiB, startReference, startServer } from "./support/server";

const SIZES = (process.env.BENCH_SIZES ?? "100,1000,10000").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Requests per second, latency, and the server's CPU time per answer (the figure least moved by other load on the machine). */
async function load(url: string, duration = SECONDS, pid?: number) {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await autocannon({
    url,
    connections: 20,
    duration,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  if (result.non2xx) throw new Error(`${result.non2xx} non-2xx answers`);
  const cpuPerRequest = pid ? (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total) : 0;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuPerRequest };
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
for (const make of [pgliteTarget, postgresTarget]) {
  const target = await make();
  if (!target) {
    rows.push("PostgreSQL not reachable: not measured");
    continue;
  }
  try {
    let seeded = 0;
    for (const size of SIZES) {
      await seedProjectList(target, seeded, size);
      seeded = size;
      // Rumbo, whole: API token, workspace role, rate limit, validation, the list, serialisation.
      const server = await startServer(target.env);
      let app: Awaited<ReturnType<typeof load>>;
      try {
        await load(`${server.url}/api/v1/projects?pageSize=50`, 3); // warm-up
        app = await load(`${server.url}/api/v1/projects?pageSize=50`, SECONDS, server.child.pid);
        if (size === 1000 && process.env.BENCH_IMPORT !== "0") {
          const imp = await importTasks(server.url, server.child.pid!);
          rows.push(`import of 10,000 task rows (XLSX upload + commit), ${target.engine}: ${imp.seconds.toFixed(1)} s, peak server RSS ${imp.peak.toFixed(0)} MiB`);
        }
      } finally {
        await server.stop();
      }
      // The reference in the same run: bare Fastify, one statement for the same rows.
      const bare = await startReference("bare-projects.ts", target.env);
      let ref: Awaited<ReturnType<typeof load>>;
      try {
        await load(`${bare.url}/projects`, 3);
        ref = await load(`${bare.url}/projects`, SECONDS, bare.child.pid);
      } finally {
        await bare.stop();
      }
      rows.push(
        `GET /api/v1/projects, page of 50, ${size.toLocaleString("en")} projects, 20 connections, ${target.engine}: ${app.rps.toFixed(0)} req/s (p50 ${app.p50} ms, p99 ${app.p99} ms) ` +
          `vs bare Fastify + one query ${ref.rps.toFixed(0)} req/s (p99 ${ref.p99} ms): ${(app.rps / ref.rps).toFixed(2)}×; ` +
          `server CPU ${app.cpuPerRequest.toFixed(2)} vs ${ref.cpuPerRequest.toFixed(2)} ms a request (${(ref.cpuPerRequest / app.cpuPerRequest).toFixed(2)}×), ` +
          `${((app.cpuPerRequest * 1000) / size).toFixed(1)} µs a project in the workspace`,
      );
    }
  } finally {
    await target.cleanup();
  }
}
console.log("\n# Projects API (bench/projects-api.ts)");
for (const row of rows) console.log(row);
