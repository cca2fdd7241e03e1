import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readHistory } from "../../../domain/intelligence/forecast-backtest";
import { computeWorkspaceTrackRecord, type FinishedTask } from "../../../domain/intelligence/workspace-record";
import { computeTrackRecordInWorker } from "./track-record-in-worker";

// The track record runs in a worker thread (issue 22): the same record as on the main thread,
// while the event loop keeps turning.

const DAY_MS = 86_400_000;
const history = readHistory(readFileSync(new URL("../../../domain/intelligence/fixtures/forecast-portfolio.csv", import.meta.url), "utf8"));
const tasks: FinishedTask[] = history.items.map((item) => ({
  id: item.id,
  projectId: item.project,
  createdAt: new Date(item.created * DAY_MS + 12 * 3_600_000),
  completedAt: new Date(item.completed * DAY_MS + 12 * 3_600_000),
  title: `task ${item.id}`,
  description: null,
  storyPoints: null,
  estimateHours: null,
  assigneeId: null,
  type: null,
}));
const now = new Date("2025-12-31T12:00:00Z");

describe("computeTrackRecordInWorker", () => {
  it("returns the record the main thread computes, without holding the event loop", async () => {
    let ticks = 0;
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const at = performance.now();
      longestGap = Math.max(longestGap, at - last);
      last = at;
      ticks++;
    }, 5);
    const started = performance.now();
    const record = await computeTrackRecordInWorker(tasks, { timeZone: "America/Mexico_City", now, trials: 300 });
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(record).toEqual(computeWorkspaceTrackRecord(tasks, { timeZone: "America/Mexico_City", now, trials: 300 }));
    expect(record.forecast.status).toBe("ok");
    // The timer kept firing while the worker replayed 180 checkpoints: no pause near the length
    // of the work (on the main thread the one gap would be the whole replay).
    expect(ticks).toBeGreaterThan(10);
    expect(longestGap).toBeLessThan(elapsed / 2);
  }, 60_000);

  it("gives up after its time budget instead of waiting for ever", async () => {
    await expect(computeTrackRecordInWorker(tasks, { timeZone: "UTC", now, trials: 2000, timeoutMs: 1 })).rejects.toThrow(/time budget/);
  });
});
