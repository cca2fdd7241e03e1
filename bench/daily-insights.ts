// The daily insights job on a real database: every open project of a workspace gets a fresh
// forecast (10,000 trials with the measured work factor and the workspace's track record), risk
// score and earned value, and the week's forecast snapshot. 100, 1,000 and 10,000 projects of 20
// tasks with 20 weeks of history (BENCH_SIZES to choose), on PGlite and PostgreSQL, statistics
// refreshed after seeding as the server's hourly job does; seconds for the whole job, ms and
// queries per project (which must stay flat or fall as the workspace grows), and the job as the
// server runs it (worker threads) against the same job on the event loop alone. Printed, never asserted.
import { availableParallelism } from "node:os";
import { openDatabase, type Database } from "../src/db/client";
import { refreshStatistics } from "../src/db/maintenance";
import { countingDb, createPostgresDatabase } from "../src/db/test-database";
import { projectTasks, projects } from "../src/db/schema/projects";
import { mulberry32 } from "../src/domain/intelligence/random";
import { recomputeAllInsights } from "../src/server/shared/intelligence";
import { seedOwners } from "./support/accounts";

const SIZES = (process.env.BENCH_SIZES ?? "100,1000,10000").split(",").map(Number);
const TASKS = 20;
const DAY = 86_400_000;
const now = new Date("2026-11-24T18:00:00Z");

async function seed(database: Database, projectCount: number) {
  await database.migrate();
  const db = database.db;
  await seedOwners(db, [{ userId: "pm", workspaceId: "w" }]);
  const random = mulberry32(7);
  for (let batch = 0; batch < projectCount / 50; batch++) {
    const rows = await db
      .insert(projects)
      .values(Array.from({ length: 50 }, (_, i) => ({ workspaceId: "w", ownerId: "pm", name: `Proyecto ${batch * 50 + i}`, dueDate: "2027-03-31", budgetCents: 50_000_000, startDate: "2026-07-01" })))
      .returning({ id: projects.id });
    await db.insert(projectTasks).values(
      rows.flatMap((p) =>
        Array.from({ length: TASKS }, (_, i) => {
          const created = new Date(now.getTime() - (140 - Math.floor(random() * 120)) * DAY);
          const isDone = random() < 0.6;
          const completed = isDone ? new Date(Math.min(now.getTime() - DAY, created.getTime() + Math.floor(random() * 40 + 1) * DAY)) : null;
          return { projectId: p.id, title: `Tarea ${i}`, status: completed ? "Completada" : "Pendiente", createdAt: created, completedAt: completed };
        }),
      ),
    );
  }
}

/** The job as the server runs it (worker threads from 200 projects on), then on the event loop alone as the reference. */
async function measure(label: string, database: Database, projectCount: number) {
  await seed(database, projectCount);
  await refreshStatistics(database.db);
  let seconds = 0;
  let reference = 0;
  for (const [name, workers] of [
    ["as run by the server", undefined],
    ["on the event loop alone", 0],
  ] as const) {
    const counting = countingDb(database);
    const started = performance.now();
    const count = await recomputeAllInsights(counting.db, now, workers === undefined ? {} : { workers });
    const took = (performance.now() - started) / 1000;
    if (workers === undefined) seconds = took;
    else reference = took;
    console.log(
      `daily insights job, ${projectCount.toLocaleString("en")} projects × ${TASKS} tasks, ${label}, ${name}: ${count} projects in ${took.toFixed(1)} s (${((took * 1000) / count).toFixed(0)} ms a project), ${counting.count()} queries (${(counting.count() / count).toFixed(1)} a project)`,
    );
  }
  console.log(`daily insights job, ${projectCount.toLocaleString("en")} projects, ${label}: ${(seconds / reference).toFixed(2)}× the event loop alone (${availableParallelism()} cores)`);
  return seconds;
}

for (const size of SIZES) {
  const pglite = await openDatabase({ kind: "pglite" });
  const onPglite = await measure("PGlite", pglite, size);
  await pglite.close();

  if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase();
    const database = await openDatabase({ kind: "postgresql", url: created.url, maxConnections: 5 });
    try {
      const onPostgres = await measure("PostgreSQL", database, size);
      console.log(`daily insights job, ${size.toLocaleString("en")} projects, PGlite / PostgreSQL: ${(onPglite / onPostgres).toFixed(2)}×`);
    } finally {
      await database.close();
      await created.drop();
    }
  } else {
    console.log("daily insights job, PostgreSQL: skipped (TEST_DATABASE_URL not set)");
  }
}
