import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEngine, type TestDatabase } from "../../db/test-database";
import { runDueJobs, zonedParts, type Job } from "./scheduler";

describe(`scheduler on ${testEngine()}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it("runs a period once even when two instances tick together, and records failures", async () => {
    let runs = 0;
    const weekly: Job = { name: "weekly", periodAt: () => "2026-W48", run: async () => void runs++ };
    const failing: Job = { name: "failing", periodAt: () => "p1", run: async () => { throw new Error("boom"); } };
    const now = new Date();
    const [a, b] = await Promise.all([runDueJobs(t.database.db, [weekly, failing], now), runDueJobs(t.database.db, [weekly, failing], now)]);
    expect(runs).toBe(1);
    expect([...a, ...b]).toEqual(["weekly:2026-W48"]);
    expect(await runDueJobs(t.database.db, [weekly], now)).toEqual([]);
  });

  it("reads the date and weekday in the given time zone", () => {
    expect(zonedParts(new Date("2026-11-23T05:30:00Z"), "America/Mexico_City")).toEqual({ date: "2026-11-22", hour: 23, weekday: "Sun" });
    expect(zonedParts(new Date("2026-11-23T14:00:00Z"), "America/Mexico_City")).toEqual({ date: "2026-11-23", hour: 8, weekday: "Mon" });
  });
});
