import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEngine, type TestDatabase } from "../../../db/test-database";
import type { Db } from "../../../db/client";
import { seedAccounts } from "../../testing/accounts";
import { projectTasks, projects } from "../../../db/schema/projects";
import { mulberry32 } from "../../../domain/intelligence/random";
import { loadWorkspaceHistory, recomputeAllInsights, recomputeInsights } from "../../shared/intelligence";

// Issue 17: the daily job shares each workspace's history, its pooled work factor, its calendar
// and the instants' days across projects. What it stores must be exactly what recomputing each
// project on its own stores: two databases seeded alike, one through the job, one project by project.

const DAY = 86_400_000;
const now = new Date("2026-11-24T18:00:00Z");
const PROJECTS = 24;

/** Old projects with their own history, young ones that pool the workspace's (ids fixed: the forecast's seed is the id). */
async function seedPortfolio(db: Db): Promise<string[]> {
  await seedAccounts(db, { users: [{ id: "ana" }], workspaces: [{ id: "w", name: "W", slug: "personal-ana", members: { ana: "owner" } }] });
  const random = mulberry32(11);
  const ids: string[] = [];
  for (let i = 0; i < PROJECTS; i++) {
    const young = i % 3 === 0;
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    ids.push(id);
    await db.insert(projects).values({ id, workspaceId: "w", ownerId: "ana", name: `P${i}`, dueDate: "2027-03-31", budgetCents: 5_000_000, startDate: young ? "2026-11-01" : "2026-07-01" });
    await db.insert(projectTasks).values(
      Array.from({ length: 20 }, (_, t) => {
        const created = new Date(now.getTime() - (young ? 20 - Math.floor(random() * 15) : 140 - Math.floor(random() * 120)) * DAY);
        const completed = random() < (young ? 0.2 : 0.6) ? new Date(Math.min(now.getTime() - DAY, created.getTime() + Math.floor(random() * 40 + 1) * DAY)) : null;
        return { projectId: id, title: `T${t}`, status: completed ? "Completada" : "Pendiente", createdAt: created, completedAt: completed };
      }),
    );
  }
  return ids;
}

async function stored(db: Db) {
  const rows = await db.select({ id: projects.id, risk: projects.riskScore, insights: projects.predictiveInsights }).from(projects).orderBy(projects.id);
  return rows;
}

describe(`daily insights job on ${testEngine()}`, () => {
  let batch: TestDatabase;
  let single: TestDatabase;
  let pooled: TestDatabase;
  beforeAll(async () => {
    [batch, single, pooled] = await Promise.all([createTestDatabase(), createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await batch?.drop();
    await single?.drop();
    await pooled?.drop();
  });

  it("stores for every project exactly what recomputing it alone stores, on the event loop and in worker threads (young projects pooling the workspace's work factor too)", async () => {
    await seedPortfolio(batch.database.db);
    await seedPortfolio(pooled.database.db);
    const ids = await seedPortfolio(single.database.db);
    expect(await recomputeAllInsights(batch.database.db, now, { workers: 0 })).toBe(PROJECTS);
    // Large workspaces compute in worker threads: two here, each with part of every batch of five,
    // a batch computed while the next is read.
    expect(await recomputeAllInsights(pooled.database.db, now, { workers: 2, batchSize: 5 })).toBe(PROJECTS);
    // Each project with a history of its own, read before any project stored its week's forecast
    // (as the job reads it): nothing cached is shared between them.
    const histories = [];
    for (const _ of ids) histories.push(await loadWorkspaceHistory(single.database.db, "w", now));
    for (const [i, id] of ids.entries()) await recomputeInsights(single.database.db, id, now, histories[i]);
    const [byJob, byWorkers, oneByOne] = await Promise.all([stored(batch.database.db), stored(pooled.database.db), stored(single.database.db)]);
    expect(byJob).toHaveLength(PROJECTS);
    expect(byWorkers).toEqual(oneByOne);
    const sources = new Set(byJob.map((r) => (r.insights as { forecast: { source?: { kind: string } } }).forecast.source?.kind));
    expect(sources.has("own")).toBe(true);
    expect(sources.size).toBeGreaterThan(1);
    expect(byJob).toEqual(oneByOne);
  }, 120_000);
});
