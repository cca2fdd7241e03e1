import { describe, expect, it } from "vitest";
import { testEngine } from "../db/test-database";
import { runKillNineScenario } from "./testing/kill-nine-scenario";

// Issue 16, the short version of bench/kill-nine.ts: a real server process is killed with SIGKILL
// while writes are in flight, started again on the same data (on PGlite, past the lock file the
// dead process left), and every acknowledged write is there exactly once.
const engine = testEngine();

describe(`kill -9 during acknowledged writes on ${engine}`, () => {
  it("restarts on the same data and loses or duplicates no acknowledged write", async () => {
    const result = await runKillNineScenario({ target: { engine, adminUrl: process.env.TEST_DATABASE_URL }, writes: 300, concurrency: 6, killAfter: 120 });
    expect(result.killedAfter).toBeGreaterThanOrEqual(120);
    if (engine === "pglite") expect(result.lockLeft).toBe(true);
    expect(result.acknowledged).toBe(300);
    expect(result.lost).toBe(0);
    expect(result.duplicated).toBe(0);
    expect(result.refused).toBe(0);
    expect(result.finalExit).toBe(0);
  }, 180_000);
});
