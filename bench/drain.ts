// Issue 16.4: SIGTERM with requests in flight (import commits of 300 rows and uploads still
// arriving) and event streams open. For each engine: completed, failed (goal 0), the exit code
// and time, when the shutdown was logged, and whether the streams were told to reconnect.
import { runDrainScenario, type DrainTarget } from "../src/server/testing/drain-scenario";
import { PG_ADMIN, postgresTarget } from "./support/server";

const runs = Number(process.env.DRAIN_RUNS ?? 3);
const targets: DrainTarget[] = [{ engine: "pglite" }];
const pg = await postgresTarget();
if (pg) {
  await pg.cleanup();
  targets.push({ engine: "postgresql", adminUrl: PG_ADMIN });
}
const rows: string[] = [];
for (const target of targets) {
  for (let run = 1; run <= runs; run++) {
    const r = await runDrainScenario({ target, server: "dist", timeoutSeconds: Number(process.env.SHUTDOWN_TIMEOUT_SECONDS ?? 10) });
    rows.push(
      `${r.engine} run ${run}: ${r.inFlight} in flight → ${r.completed} completed, ${r.failed} failed${r.failures.length ? ` (${r.failures.join("; ")})` : ""}; exit ${r.exitCode} after ${r.exitMs} ms (deadline ${r.timeoutSeconds} s); shutdown logged after ${r.shutdownLoggedMs ?? "never"} ms; streams told ${r.streamsTold}/${r.streams}; health after the signal ${r.healthAfterSignal}; rows ${r.rowsWritten}/${r.rowsExpected}`,
    );
    console.log(rows.at(-1));
  }
}
console.log("\n# SIGTERM with 20 requests in flight (bench/drain.ts)");
for (const row of rows) console.log(row);
