import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testEngine, type TestDatabase } from "../../../db/test-database";
import type { Db } from "../../../db/client";
import { seedAccounts } from "../../testing/accounts";
import { projectTasks, projects } from "../../../db/schema/projects";
import { suggestTaskEstimate, WORKER_FROM_TASKS, type EstimateDeps } from "./estimates";

// A large workspace's index is built in a worker (decision 0122). When that worker fails (its time
// or heap budget ran out), the user still gets a suggestion, from the most recent tasks, and the
// full index is tried again a minute later; never a 500.

const DAY = 86_400_000;
const start = new Date("2025-01-06T15:00:00Z").getTime();

describe(`suggested estimates when the index worker fails, on ${testEngine()}`, () => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
    await seedAccounts(db, { users: [{ id: "ana" }], workspaces: [{ id: "w", name: "W", slug: "personal-ana", members: { ana: "owner" } }] });
    const [project] = await db.insert(projects).values({ workspaceId: "w", ownerId: "ana", name: "Portal" }).returning({ id: projects.id });
    // Older work was large (13 points), the most recent tasks are small (2): the fallback index only
    // sees the recent ones, so its answer tells which index answered.
    const total = WORKER_FROM_TASKS + 100;
    await db.insert(projectTasks).values(
      Array.from({ length: total }, (_, i) => ({
        projectId: project!.id,
        title: `${i % 2 ? "Pantalla de reportes" : "Servicio de pagos"} ${i}`,
        status: "Completada",
        storyPoints: i < 100 ? 13 : 2,
        createdAt: new Date(start + i * DAY),
        completedAt: new Date(start + i * DAY + 3_600_000),
      })),
    );
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it("answers from the most recent tasks and logs the failure", async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as EstimateDeps["log"];
    let workerCalls = 0;
    const failing = () => {
      workerCalls++;
      return Promise.reject(new Error("the estimator's index took longer than its time budget"));
    };
    const answer = await suggestTaskEstimate(db, "w", { title: "Pantalla de reportes nueva" }, { log, buildInWorker: failing });
    expect(workerCalls).toBe(1);
    expect(warnings).toHaveLength(1);
    expect(answer.unit).toBe("points");
    expect(answer.result.status).toBe("ok");
    if (answer.result.status !== "ok") return;
    expect(answer.result.historySize).toBe(WORKER_FROM_TASKS - 1);
    expect(answer.result.historyMedian).toBe(2);
    expect(answer.result.estimate).toBeLessThan(5);

    // Kept a minute: the next request within it does not start another failing build.
    await suggestTaskEstimate(db, "w", { title: "Servicio de pagos nuevo" }, { log, buildInWorker: failing });
    expect(workerCalls).toBe(1);

    // A minute later the full index is tried again, and kept when it builds.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    try {
      const full = await suggestTaskEstimate(db, "w", { title: "Pantalla de reportes nueva" }, { log });
      expect(full.result.status === "ok" && full.result.historySize).toBe(WORKER_FROM_TASKS + 100);
    } finally {
      vi.useRealTimers();
    }
  });
});
