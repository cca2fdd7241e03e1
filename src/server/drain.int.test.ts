import { describe, expect, it } from "vitest";
import { testEngine } from "../db/test-database";
import { runDrainScenario } from "./testing/drain-scenario";

// Issue 16.4, the short version of bench/drain.ts: a real server process gets SIGTERM while import
// commits run, uploads are still arriving and event streams are open. Every request it accepted is
// answered, the streams are told to reconnect elsewhere, every committed row is there, and it exits 0.
const engine = testEngine();

describe(`SIGTERM with work in flight on ${engine}`, () => {
  it("answers every request in flight, tells the streams, and exits 0", async () => {
    const result = await runDrainScenario({ target: { engine, adminUrl: process.env.TEST_DATABASE_URL }, inFlight: 6, rows: 60, streams: 1, timeoutSeconds: 60 });
    expect(result.failures).toEqual([]);
    expect(result.completed).toBe(6);
    expect(result.exitCode).toBe(0);
    expect(result.streamsTold).toBe(1);
    // A connection made after the signal is still answered, and tells a balancer to send elsewhere.
    expect(result.healthAfterSignal).toBe("503 draining");
    expect(result.rowsWritten).toBe(result.rowsExpected);
    // The signal is heard at once, not after the work in flight (PGlite's statements take turns with
    // the event loop, src/db/fair-turns.ts): a loop that hears it late leaves connections in the backlog.
    expect(result.shutdownLoggedMs).not.toBeNull();
    expect(result.shutdownLoggedMs ?? Infinity).toBeLessThan(2000);
  }, 240_000);
});
