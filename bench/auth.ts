// Sign-in with e-mail and password at the production hashing cost (scrypt N=2^17, r=8, p=1):
// latency p50/p99 one at a time and under load, and sign-ins per second, on this machine's cores.
// The whole HTTP path runs (Fastify → validation → limits → Better Auth → database → scrypt);
// the per-e-mail and per-address limits are raised for the run, since one user signs in hundreds
// of times. Figures are printed, never asserted.
import { availableParallelism, loadavg } from "node:os";
import { openDatabase, type Database } from "../src/db/client";
import { accounts, users } from "../src/db/schema/accounts";
import { parseConfig } from "../src/server/config";
import { buildApp } from "../src/server/app";
import { defaultAuthLimits, type AuthLimits } from "../src/server/features/auth/limits";
import { defaultScryptParams, hashPassword, verifyPassword } from "../src/server/features/auth/password-hasher";
import { appVersion } from "../src/server/version";
import { pgliteTarget, postgresTarget, type BenchTarget } from "./support/server";

const PASSWORD = "correcto caballo batería grapa";
const EMAIL = "bench-auth@example.mx";
const ORIGIN = "http://127.0.0.1";

const unlimited = Object.fromEntries(Object.entries(defaultAuthLimits).map(([k, rule]) => [k, { ...rule, max: 1_000_000 }])) as AuthLimits;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function seed(database: Database) {
  const hash = await hashPassword(PASSWORD);
  await database.db.insert(users).values({ id: "bench-auth", email: EMAIL, name: "Bench", emailVerified: true });
  await database.db.insert(accounts).values({ id: "bench-auth-credential", accountId: "bench-auth", providerId: "credential", userId: "bench-auth", password: hash });
}

async function signIn(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return performance.now() - started;
}

async function run(target: BenchTarget) {
  const database = target.engine === "pglite" ? await openDatabase({ kind: "pglite", dataDir: target.dataDir! }) : await openDatabase({ kind: "postgresql", url: target.url! });
  await database.migrate();
  await seed(database);
  const config = parseConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: "b".repeat(48), PUBLIC_URL: ORIGIN, LOG_LEVEL: "silent", ...target.env });
  const app = await buildApp({ context: { config, database, version: appVersion, authSecret: "b".repeat(48) }, apiRequestsPerMinute: 1_000_000, accounts: { limits: unlimited } });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });

  try {
    for (let i = 0; i < 3; i++) await signIn(address); // warm up
    const sequential: number[] = [];
    for (let i = 0; i < 30; i++) sequential.push(await signIn(address));
    sequential.sort((a, b) => a - b);

    const concurrency = 8;
    const durationMs = 15_000;
    const loaded: number[] = [];
    const deadline = performance.now() + durationMs;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) loaded.push(await signIn(address));
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    loaded.sort((a, b) => a - b);

    console.log(
      `auth ${target.engine.padEnd(10)} one at a time: p50 ${percentile(sequential, 50).toFixed(0)} ms, p99 ${percentile(sequential, 99).toFixed(0)} ms | ` +
        `${concurrency} concurrent for ${elapsed.toFixed(1)} s: ${(loaded.length / elapsed).toFixed(2)} sign-ins/s, p50 ${percentile(loaded, 50).toFixed(0)} ms, p99 ${percentile(loaded, 99).toFixed(0)} ms (${loaded.length} sign-ins)`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

const { ln, r, p } = defaultScryptParams;
const hash = await hashPassword(PASSWORD);
const t0 = performance.now();
const cpu0 = process.cpuUsage();
for (let i = 0; i < 5; i++) await verifyPassword(hash, PASSWORD);
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000 / 5;
// CPU time does not grow when other processes share the cores; wall time does.
console.log(
  `auth scrypt N=2^${ln} r=${r} p=${p}: ${((performance.now() - t0) / 5).toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU per verification; ` +
    `ceiling ${(availableParallelism() / (cpuMs / 1000)).toFixed(1)} verifications/s on ${availableParallelism()} idle cores; ` +
    `UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? "4 (default)"}; load average ${loadavg()[0]?.toFixed(1)}`,
);

const pglite = await pgliteTarget();
try {
  await run(pglite);
} finally {
  await pglite.cleanup();
}
const postgres = await postgresTarget();
if (postgres) {
  try {
    await run(postgres);
  } finally {
    await postgres.cleanup();
  }
} else {
  console.log("auth postgresql: skipped (no PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432)");
}
