// The project list's bench workspace (bench/projects-api.ts, bench/two-instances.ts): one owner with
// an API token and N projects of 10 tasks each.
import { openDatabase } from "../../src/db/client";
import { projectTasks, projects } from "../../src/db/schema/projects";
import { markScheduledJobsDone, seedApiTokens, seedOwners } from "./accounts";
import type { BenchTarget } from "./server";

export const TOKEN = "rumbo_benchmarktokenbenchmarktokenbenchmarktoken";

/** Grows the bench workspace to `size` projects of 10 tasks each (the first call makes the owner). */
export async function seedProjectList(target: BenchTarget, from: number, size: number) {
  const database = target.engine === "pglite" ? await openDatabase({ kind: "pglite", dataDir: target.dataDir! }) : await openDatabase({ kind: "postgresql", url: target.url! });
  await database.migrate();
  const db = database.db;
  if (from === 0) {
    const owner = { userId: "bench", workspaceId: "w-bench", name: "Bench", token: TOKEN };
    await seedOwners(db, [owner]);
    await seedApiTokens(db, [owner]);
    await markScheduledJobsDone(db);
  }
  const statuses = ["En progreso", "En pausa", "Completado", "Cancelado"];
  for (let start = from; start < size; start += 500) {
    const n = Math.min(500, size - start);
    const rows = await db
      .insert(projects)
      .values(
        Array.from({ length: n }, (_, i) => ({
          workspaceId: "w-bench",
          ownerId: "bench",
          name: `Proyecto ${start + i}`,
          status: statuses[(start + i) % 4]!,
          createdAt: new Date(Date.UTC(2026, 0, 1) + (start + i) * 60_000),
        })),
      )
      .returning({ id: projects.id });
    await db.insert(projectTasks).values(
      rows.flatMap((p, k) => Array.from({ length: 10 }, (_, i) => ({ projectId: p.id, title: `T${i}`, status: i % 3 === 0 ? "Completada" : "Pendiente", endDate: (k + i) % 7 === 0 ? "2026-01-01" : "2027-12-31" }))),
    );
  }
  await database.close();
}

