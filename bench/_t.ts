import { openDatabase } from "../src/db/client";
import { projects, projectTasks } from "../src/db/schema/projects";
import { seedOwners } from "./support/accounts";
import { readFileSync } from "node:fs";
import { listProjectsJson } from "../src/server/features/projects/service";
const d = await openDatabase({ kind: "pglite" });
await d.migrate();
await seedOwners(d.db, [{ userId: "bench", workspaceId: "w-bench" }]);
for (let s = 0; s < 1000; s += 500) {
  const rows = await d.db.insert(projects).values(Array.from({ length: 500 }, (_, i) => ({ workspaceId: "w-bench", ownerId: "bench", name: `P${s + i}`, createdAt: new Date(Date.UTC(2026, 0, 1) + (s + i) * 60000) }))).returning({ id: projects.id });
  await d.db.insert(projectTasks).values(rows.flatMap((p) => Array.from({ length: 10 }, (_, i) => ({ projectId: p.id, title: `T${i}` }))));
}
const stmt = /const statement = `([\s\S]*?)`;/.exec(readFileSync("bench/support/bare-projects.ts", "utf8"))![1]!;
const actor = { userId: "bench", workspaceId: "w-bench", role: "owner", lang: "es" } as const;
for (const label of ["no stats", "analyzed"]) {
  if (label === "analyzed") await d.pglite!.exec("analyze");
  let t = performance.now();
  for (let i = 0; i < 20; i++) await d.pglite!.query(stmt, ["w-bench", "2026-06-01"]);
  const bare = (performance.now() - t) / 20;
  t = performance.now();
  for (let i = 0; i < 20; i++) await listProjectsJson(d.db, actor as never, {});
  console.log(label, "bare ms", bare.toFixed(1), "app list ms", ((performance.now() - t) / 20).toFixed(1));
}
console.log((await d.pglite!.query("explain analyze " + stmt, ["w-bench", "2026-06-01"])).rows.map((r: any) => r["QUERY PLAN"]).join("\n"));
