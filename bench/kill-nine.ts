// Issue 16: kill -9 during 2,000 acknowledged writes, on both engines. Each run starts the built
// server (npm run build:server) on a fresh database, creates tasks with client-chosen titles from 8
// concurrent clients, sends SIGKILL after a random number of acknowledgements, starts the server
// again on the same data and writes the rest, then counts acknowledged writes that are missing
// (lost, goal 0) and rows written more than once (duplicated, goal 0).
//   npx tsx bench/kill-nine.ts [--runs N] [--writes N] [--engine pglite|postgresql]
// The figure is --runs 10; the default (KILL_NINE_RUNS, else 3) keeps `npm run bench` shorter
// (a PGlite run of 2,000 writes takes about 2 minutes on a busy 2-core machine).
import { parseArgs } from "node:util";
import { runKillNineScenario, type KillNineResult, type KillNineTarget } from "../src/server/testing/kill-nine-scenario";
import { PG_ADMIN, postgresTarget } from "./support/server";

const { values } = parseArgs({ options: { runs: { type: "string", default: process.env.KILL_NINE_RUNS ?? "3" }, writes: { type: "string", default: "2000" }, engine: { type: "string" } } });
const runs = Number(values.runs);
const writes = Number(values.writes);
const targets: KillNineTarget[] = [];
if (!values.engine || values.engine === "pglite") targets.push({ engine: "pglite" });
if (!values.engine || values.engine === "postgresql") {
  const pg = await postgresTarget();
  if (pg) {
    await pg.cleanup();
    targets.push({ engine: "postgresql", adminUrl: PG_ADMIN });
  } else console.log(`PostgreSQL at ${PG_ADMIN} does not answer: its runs are skipped`);
}

const header = "| engine | run | killed after | in flight (committed) | lock left | restart ms | acknowledged | lost | duplicated | refused | exit |";
const line = (r: KillNineResult, run: number) =>
  `| ${r.engine} | ${run} | ${r.killedAfter} | ${r.inFlight} (${r.inFlightCommitted}) | ${r.engine === "pglite" ? (r.lockLeft ? "yes" : "no") : "-"} | ${r.restartMs} | ${r.acknowledged} | ${r.lost} | ${r.duplicated} | ${r.refused} | ${r.finalExit} |`;
const rows: string[] = [];
const totals = new Map<string, { runs: number; failed: number; acknowledged: number; lost: number; duplicated: number }>();
for (const target of targets) {
  const total = { runs: 0, failed: 0, acknowledged: 0, lost: 0, duplicated: 0 };
  totals.set(target.engine, total);
  for (let run = 1; run <= runs; run++) {
    try {
      const r = await runKillNineScenario({ target, writes, server: "dist" });
      rows.push(line(r, run));
      total.runs++;
      total.acknowledged += r.acknowledged;
      total.lost += r.lost;
      total.duplicated += r.duplicated;
    } catch (error) {
      // A server that does not come back after the kill is a finding, not a crash of the bench.
      total.failed++;
      rows.push(`| ${target.engine} | ${run} | run failed: ${String(error).slice(0, 300).replace(/\n/g, " ")} |`);
    }
    console.log(rows.at(-1));
  }
}
console.log(`\n# kill -9 during ${writes} acknowledged writes (bench/kill-nine.ts)\n\n${header}\n${"|---".repeat(11)}|`);
for (const row of rows) console.log(row);
console.log("\n| engine | runs | failed runs | acknowledged | lost | duplicated |\n|---|---|---|---|---|---|");
for (const [engine, t] of totals) console.log(`| ${engine} | ${t.runs} | ${t.failed} | ${t.acknowledged} | ${t.lost} | ${t.duplicated} |`);
