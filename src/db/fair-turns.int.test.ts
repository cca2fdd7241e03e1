import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { testEngine } from "./test-database";
import { takeTurns } from "./fair-turns";

// Issue 16.4 (decision 0411): PGlite answers in this thread, so several chains of awaited queries at
// once kept the event loop from its timers, sockets and signals for seconds (SIGTERM heard 3–5 s
// late, connections left in the backlog and reset when the listener closed). With takeTurns the loop
// turns between statements: a timer set while five chains run fires on time.

const engine = testEngine();

async function longestStall(pglite: PGlite): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  const chain = async () => {
    for (let i = 0; i < 300; i++) await pglite.query("select $1::int + 1 as n", [i]);
  };
  try {
    await Promise.all(Array.from({ length: 5 }, chain));
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

describe.skipIf(engine !== "pglite")("PGlite statements take turns with the event loop", () => {
  const opened: PGlite[] = [];
  afterAll(async () => {
    for (const p of opened) await p.close();
  });

  it("keeps timers firing while five chains of queries run", async () => {
    const plain = await PGlite.create();
    const fair = await PGlite.create();
    opened.push(plain, fair);
    takeTurns(fair);
    const without = await longestStall(plain);
    const withTurns = await longestStall(fair);
    console.info(`longest event-loop stall during 5 × 300 queries: ${Math.round(without)} ms without turns, ${Math.round(withTurns)} ms with`);
    expect(without).toBeGreaterThan(withTurns);
    expect(withTurns).toBeLessThan(1000);
  }, 120_000);
});
