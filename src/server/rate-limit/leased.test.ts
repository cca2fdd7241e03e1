import { describe, expect, it } from "vitest";
import { leasedCounter, leaseSize } from "./leased";
import type { LimitStore } from "./store";

/** A shared store in memory that counts its writes. */
function memoryStore() {
  const counts = new Map<string, number>();
  const store: LimitStore & { writes: number } = {
    kind: "database",
    writes: 0,
    async consume(key, _windowMs, weight = 1) {
      store.writes++;
      await new Promise((r) => setTimeout(r, 1));
      const count = (counts.get(key) ?? 0) + weight;
      counts.set(key, count);
      return { count, retryAfterSeconds: 60 };
    },
    async reset(key) {
      counts.delete(key);
    },
    async close() {},
  };
  return store;
}

describe("the API limit reserved a few requests at a time (decision 1702)", () => {
  it("lets two instances through the limit once in all, one request at a time", async () => {
    const store = memoryStore();
    const first = leasedCounter(store);
    const second = leasedCounter(store);
    const counts: number[] = [];
    for (let i = 0; i < 20; i++) counts.push((await (i % 2 ? second : first).consume("a", 60_000, 10)).count);
    expect(counts.filter((c) => c <= 10)).toHaveLength(10);
    expect(counts.slice(10).every((c) => c > 10)).toBe(true);
  });

  it("answers concurrent requests with few writes and distinct counts", async () => {
    const store = memoryStore();
    const counter = leasedCounter(store);
    const hits = await Promise.all(Array.from({ length: 200 }, () => counter.consume("a", 60_000, 100_000)));
    expect(new Set(hits.map((h) => h.count)).size).toBe(200);
    expect(Math.max(...hits.map((h) => h.count))).toBeLessThanOrEqual(300);
    expect(store.writes).toBeLessThanOrEqual(3);
  });

  it("reserves a twentieth of what is left, one near the limit, never fewer than are waiting", () => {
    expect(leaseSize(600, 0, 1, 100)).toBe(30);
    expect(leaseSize(600, 590, 1, 100)).toBe(1);
    expect(leaseSize(10_000_000, 0, 1, 100)).toBe(100);
    expect(leaseSize(600, 590, 7, 100)).toBe(7);
  });
});
