// Issue 16.2: an upload that inflates to hundreds of megabytes, or declares millions of rows,
// against the built server. For each: the answer's status and time, /api/health p95 while it is
// handled, and the server's peak RSS; a normal import of 300 rows is measured the same way after.
import ExcelJS from "exceljs";
import { openDatabase } from "../src/db/client";
import { users, workspaceMembers, workspaces } from "../src/db/schema/accounts";
import { apiTokens } from "../src/db/schema/api-tokens";
import { hashApiToken } from "../src/server/principal";
import { xlsxBomb } from "../src/server/features/imports/zip-bomb";
import { pgliteTarget, rssMiB, startServer } from "./support/server";

const TOKEN = "rumbo_benchmarktokenbenchmarktokenbenchmarktoken";
const auth = { authorization: `Bearer ${TOKEN}` };

function p95(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

/** Runs `work` while probing /api/health every 20 ms and sampling the server's RSS every 25 ms. */
async function measure<T>(url: string, pid: number, work: () => Promise<T>) {
  const latencies: number[] = [];
  let running = true;
  let peak = rssMiB(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 25);
  const probe = (async () => {
    while (running) {
      const start = performance.now();
      await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
      latencies.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await probe;
  clearInterval(sampler);
  return { result, seconds, healthP95: p95(latencies), healthMax: Math.max(...latencies), probes: latencies.length, peak };
}

const upload = (url: string, file: Buffer, name: string) =>
  fetch(`${url}/api/v1/imports?filename=${name}`, { method: "POST", headers: { ...auth, "content-type": "application/octet-stream", "accept-language": "en" }, body: new Uint8Array(file) });

const target = await pgliteTarget();
const rows: string[] = [];
try {
  const database = await openDatabase({ kind: "pglite", dataDir: target.dataDir! });
  await database.migrate();
  await database.db.insert(users).values({ id: "bench", email: "bench@example.mx", name: "Bench" });
  await database.db.insert(workspaces).values({ id: "w-bench", name: "Bench", slug: "personal-bench" });
  await database.db.insert(workspaceMembers).values({ id: "m-bench", organizationId: "w-bench", userId: "bench", role: "owner" });
  await database.db.insert(apiTokens).values({ userId: "bench", workspaceId: "w-bench", name: "bench", tokenHash: hashApiToken(TOKEN), prefix: TOKEN.slice(0, 12) });
  await database.close();
  const server = await startServer(target.env);
  const pid = server.child.pid!;
  try {
    // Start-up work settles first, so the figures below are about the uploads alone.
    await new Promise((r) => setTimeout(r, 5000));
    const idle = await measure(server.url, pid, () => new Promise((r) => setTimeout(r, 2000)));
    rows.push(`idle server: RSS ${rssMiB(pid).toFixed(0)} MiB; /api/health p95 ${idle.healthP95.toFixed(1)} ms (max ${idle.healthMax.toFixed(1)}, ${idle.probes} probes)`);
    for (const [name, file] of [
      ["5,000,000 rows, sizes declared", xlsxBomb({ rows: 5_000_000 })],
      ["5,000,000 rows, directory lying (declares 1 KB)", xlsxBomb({ rows: 5_000_000, dimension: 1, lie: true })],
      ["10 rows declaring a 5,000,000-row dimension", xlsxBomb({ rows: 10, dimension: 5_000_000 })],
    ] as const) {
      const bomb = await measure(server.url, pid, async () => {
        const res = await upload(server.url, file, "bomb.xlsx");
        const body = (await res.json()) as { error?: { message?: string } };
        return `${res.status} "${body.error?.message ?? ""}"`;
      });
      rows.push(`bomb, ${name} (${(file.length / 1024).toFixed(0)} KB): ${bomb.result} in ${bomb.seconds.toFixed(2)} s; /api/health p95 ${bomb.healthP95.toFixed(1)} ms (max ${bomb.healthMax.toFixed(1)}, ${bomb.probes} probes); peak RSS ${bomb.peak.toFixed(0)} MiB`);
    }
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Proyectos");
    sheet.addRow(["Nombre", "Estado", "Fecha de entrega", "Presupuesto"]);
    for (let i = 0; i < 300; i++) sheet.addRow([`Proyecto ${i}`, "En progreso", new Date(Date.UTC(2026, 5, 1 + (i % 28))), 1000 + i]);
    const normal = Buffer.from(await workbook.xlsx.writeBuffer());
    const reference = await measure(server.url, pid, async () => {
      const up = (await (await upload(server.url, normal, "proyectos.xlsx")).json()) as { id: string; suggestions: { projects: Record<string, string> } };
      const commit = await fetch(`${server.url}/api/v1/imports/${up.id}/commit`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ entity: "projects", mapping: up.suggestions.projects, mode: "all_or_nothing" }) });
      return `${commit.status} ${JSON.stringify(await commit.json())}`;
    });
    rows.push(`reference, 300-row XLSX (${(normal.length / 1024).toFixed(0)} KB) upload + commit: ${reference.result} in ${reference.seconds.toFixed(2)} s; /api/health p95 ${reference.healthP95.toFixed(1)} ms (max ${reference.healthMax.toFixed(1)}, ${reference.probes} probes); peak RSS ${reference.peak.toFixed(0)} MiB`);
    // What follows a commit (the insights recompute of every imported project) is not the parser's
    // work, but it shares the event loop: measured apart so it is not mistaken for it.
    const after = await measure(server.url, pid, () => new Promise((r) => setTimeout(r, 25_000)));
    rows.push(`the 25 s after that commit (insights recompute): /api/health p95 ${after.healthP95.toFixed(1)} ms (max ${after.healthMax.toFixed(1)}, ${after.probes} probes); peak RSS ${after.peak.toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
} finally {
  await target.cleanup();
}
console.log("\n# Import bombs (bench/import-bomb.ts)");
for (const row of rows) console.log(row);
