import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEngine, type TestDatabase } from "../../../db/test-database";
import type { Db } from "../../../db/client";
import { seedAccounts } from "../../testing/accounts";
import { projectTasks, projects } from "../../../db/schema/projects";
import { forecastSnapshots } from "../../../db/schema/intelligence";
import { loadProjectFacts, recomputeAllInsights, recomputeInsights } from "../../shared/intelligence";
import { forecastFor } from "../../shared/insights-compute";

// The live forecast is the backtested model (decision 0102): the work factor measured on the
// workspace's history, and recalibration by the track record of the forecasts it stored.

const DAY = 86_400_000;
const now = new Date("2026-11-24T18:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

type TaskSeed = { createdAt: Date; completedAt: Date | null };

async function addProject(db: Db, name: string, tasks: TaskSeed[], dueDate = "2027-03-31"): Promise<string> {
  const [project] = await db.insert(projects).values({ workspaceId: "w", ownerId: "ana", name, dueDate }).returning({ id: projects.id });
  const id = project!.id;
  if (tasks.length) {
    await db.insert(projectTasks).values(
      tasks.map((t, i) => ({ projectId: id, title: `${name} ${i}`, status: t.completedAt ? "Completada" : "Pendiente", createdAt: t.createdAt, completedAt: t.completedAt })),
    );
  }
  return id;
}

/**
 * Weeks in which five items arrive and four are done, the newest three first and the oldest one:
 * the items open at any checkpoint take far more completions than their number.
 */
function lifoHistory(weeks: number, openAtEnd: number): TaskSeed[] {
  const tasks: TaskSeed[] = [];
  const open: TaskSeed[] = [];
  for (let week = weeks; week >= 1; week--) {
    for (let i = 0; i < 5; i++) {
      const task: TaskSeed = { createdAt: daysAgo(week * 7 + 1 - i * 0.1), completedAt: null };
      tasks.push(task);
      open.push(task);
    }
    const done = [open.pop(), open.pop(), open.pop(), open.shift()];
    for (const task of done) if (task) task.completedAt = daysAgo(week * 7 - 3);
  }
  while (open.length > openAtEnd) open.shift()!.completedAt = daysAgo(1);
  return tasks;
}

describe(`forecast track record on ${testEngine()}`, () => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
    await seedAccounts(db, { users: [{ id: "ana" }], workspaces: [{ id: "w", name: "W", slug: "personal-ana", members: { ana: "owner" } }] });
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it("measures the work factor on the project's history instead of assuming the open items get all the throughput", async () => {
    const id = await addProject(db, "Flujo", lifoHistory(20, 12));
    const insights = await recomputeInsights(db, id, now);
    expect(insights?.forecast.status).toBe("ok");
    if (insights?.forecast.status !== "ok") return;
    expect(insights.forecast.workFactorMedian).toBeGreaterThan(1.5);
  });

  it("keeps the first forecast of each ISO week, with its model quantiles", async () => {
    const id = await addProject(db, "Semanas", lifoHistory(10, 6));
    await recomputeInsights(db, id, now);
    await recomputeInsights(db, id, new Date(now.getTime() + 2 * 3_600_000));
    await recomputeInsights(db, id, new Date(now.getTime() + 7 * DAY));
    const rows = await db.select().from(forecastSnapshots).where(eq(forecastSnapshots.projectId, id));
    expect(rows.map((r) => r.week).sort()).toEqual(["2026-W48", "2026-W49"]);
    expect(rows[0]!.modelQuantiles).toHaveLength(100);
    expect(rows[0]!.remaining).toBe(6);
  });

  it("recalibrates the workspace's forecasts once ten stored forecasts have finished, widening an over-confident model", async () => {
    // A finished project whose twelve stored forecasts gave it at most 100 days (a day more per
    // percentile), while its items took 90 to 101 days: every outcome fell in the model's top
    // decile or beyond it.
    const finished = await addProject(
      db,
      "Terminado",
      Array.from({ length: 6 }, () => ({ createdAt: daysAgo(130), completedAt: daysAgo(5) })),
    );
    const quantiles = Array.from({ length: 100 }, (_, i) => i + 1);
    await db.insert(forecastSnapshots).values(
      Array.from({ length: 12 }, (_, i) => ({
        workspaceId: "w",
        projectId: finished,
        week: `2026-W${String(10 + i).padStart(2, "0")}`,
        asOf: daysAgo(5 + 90 + i).toISOString().slice(0, 10),
        remaining: 6,
        modelQuantiles: quantiles,
      })),
    );
    const id = await addProject(db, "Calibrado", lifoHistory(12, 8));
    const facts = await loadProjectFacts(db, id, now);
    expect(facts?.calibration?.finished).toBeGreaterThanOrEqual(10);
    const calibrated = forecastFor(facts!, now);
    const raw = forecastFor({ ...facts!, calibration: null }, now);
    expect(calibrated.status).toBe("ok");
    expect(raw.status).toBe("ok");
    if (calibrated.status !== "ok" || raw.status !== "ok") return;
    expect(calibrated.calibration.isApplied).toBe(true);
    expect(raw.calibration.isApplied).toBe(false);
    // Past outcomes all fell in the model's top decile, so the calibrated median is in its tail.
    expect(raw.p50.days).toBeLessThan(raw.p85.days);
    expect(calibrated.p50.days).toBeGreaterThanOrEqual(raw.p85.days);
    // What the product stores is the calibrated forecast.
    const stored = await recomputeInsights(db, id, now);
    expect(stored?.forecast.status === "ok" && stored.forecast.calibration.isApplied).toBe(true);
  });

  it("recomputes every open project of every workspace in one pass", async () => {
    expect(await recomputeAllInsights(db, now)).toBe(4);
  });

  it("models the open items' ages from the project's own tasks, as on screen (decision 0110)", async () => {
    // 30 weeks of ten items: nine done in two days, one left open for good (stale work).
    const tasks: TaskSeed[] = [];
    for (let week = 30; week >= 1; week--) {
      for (let i = 0; i < 10; i++) tasks.push({ createdAt: daysAgo(week * 7 - i * 0.5), completedAt: i < 9 ? daysAgo(week * 7 - i * 0.5 - 2) : null });
    }
    const id = await addProject(db, "Rezagos", tasks);
    const facts = await loadProjectFacts(db, id, now);
    const forecast = forecastFor(facts!, now);
    expect(forecast.status).toBe("ok");
    if (forecast.status !== "ok") return;
    expect(forecast.remaining).toBe(30);
    expect(forecast.ages.isApplied).toBe(true);
    // The oldest open task was created 205.5 days ago: its age in the workspace's days.
    expect(forecast.ages.oldestDays).toBeGreaterThanOrEqual(205);
    expect(forecast.ages.oldestDays).toBeLessThanOrEqual(207);
    // Thirty items that never close at the team's pace of nine a week: the ages, not the
    // throughput (three or four weeks), decide the date.
    expect(forecast.p50.days).toBeGreaterThan(35);
  });
});
