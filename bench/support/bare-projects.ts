// The reference for the projects API (issue 17): a bare Fastify route that answers the same page of
// 50 projects (owner and task counts included) with ONE SQL statement and JSON.stringify, on the same
// engine: a pg pool when DATABASE_URL is set, else the embedded database in RUMBO_DATA_DIR. No
// authentication, no limits, no validation: what the hardware and the driver allow.
// Run as a child process by bench/projects-api.ts: `tsx bench/support/bare-projects.ts`.
import Fastify from "fastify";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { join } from "node:path";

const statement = `
  select p.id, p.workspace_id, p.owner_id, p.name, p.description, p.status, p.priority, p.phase, p.methodology,
         p.progress, p.risk_score, p.start_date, p.due_date, p.budget_cents, p.benefit_cents, p.currency,
         p.formal_closure, p.is_sample, p.created_at, p.updated_at, u.name as owner_name, u.email as owner_email,
         (select count(*) from projects where workspace_id = $1) as total,
         t.total as tasks_total, t.completed, t.overdue
    from (select * from projects where workspace_id = $1 order by created_at desc limit 50) p
    left join users u on u.id = p.owner_id
    cross join lateral (
      select count(*) as total,
             count(*) filter (where status = 'Completada') as completed,
             count(*) filter (where status <> 'Completada' and end_date < $2) as overdue
        from project_tasks where project_id = p.id) t
   order by p.created_at desc`;

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
let query: Query;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  await pool.query("analyze");
  query = async (text, params) => (await pool.query({ name: "bare-projects", text, values: params })).rows as Record<string, unknown>[];
} else {
  const db = await PGlite.create(join(process.env.RUMBO_DATA_DIR!, "pglite"));
  // The same statistics the server keeps (it runs ANALYZE after start).
  await db.exec("analyze");
  query = async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows;
}

const app = Fastify({ logger: false });
app.get("/projects", async () => {
  const rows = await query(statement, [process.env.BENCH_WORKSPACE ?? "w-bench", new Date().toISOString().slice(0, 10)]);
  return { items: rows, total: Number(rows[0]?.total ?? 0), page: 1, pageSize: 50 };
});
app.get("/health", async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
