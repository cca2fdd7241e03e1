import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readEstimateRows } from "../../../domain/intelligence/estimate-backtest";
import { buildEstimatorIndex, estimateWithIndex } from "../../../domain/intelligence/estimate";
import { buildEstimatorIndexInWorker } from "./estimator-index-in-worker";

// A large workspace's estimator index is built in a worker thread (decision 0122): the same
// suggestions as an index built on the main thread, while the event loop keeps turning.

const rows = readEstimateRows(readFileSync(new URL("../../../domain/intelligence/fixtures/estimate-history.csv", import.meta.url), "utf8")).rows;
// Four copies of the fixture (each a task of its own): a history the server indexes in a worker.
const history = Array.from({ length: 4 }, (_, copy) => rows.map((row) => ({ id: `${row.id}#${copy}`, title: row.title, description: row.description, estimate: row.estimate }))).flat();

describe("buildEstimatorIndexInWorker", () => {
  it("answers every suggestion as the main thread's index does", async () => {
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const at = performance.now();
      longestGap = Math.max(longestGap, at - last);
      last = at;
    }, 5);
    const fromWorker = await buildEstimatorIndexInWorker(history);
    clearInterval(timer);
    const localStarted = performance.now();
    const local = buildEstimatorIndex(history);
    const localMs = performance.now() - localStarted;
    expect(fromWorker.gate).toEqual(local.gate);
    for (const row of rows.slice(0, 40)) {
      const query = { title: `${row.title} otra vez`, description: row.description };
      expect(estimateWithIndex(fromWorker, query)).toEqual(estimateWithIndex(local, query));
    }
    // The build itself never held the event loop: the longest pause (the clone back, 40–80 ms
    // here) is well under what building on the main thread holds it for (300–500 ms, warm).
    expect(longestGap).toBeLessThan(localMs * 0.8);
  });

  it("ends with an error when the time budget runs out", async () => {
    await expect(buildEstimatorIndexInWorker(history, { timeoutMs: 1 })).rejects.toThrow(/time budget/);
  });
});
