import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../../db/test-database";
import { resolveSession } from "../../plugins/auth";
import { createDatabaseLimitStore, createRedisLimitStore } from "../../rate-limit/store";
import { createTestApp, type TestApp } from "../../testing/app";
import { TestBrowser } from "../../testing/browser";

// Limits hold across instances: two apps on one database (or one Redis) share one count.

const engine = testEngine();
const LIMIT_TEXT = "Has excedido el límite de intentos. Intenta de nuevo en 15 minutos.";
const fast = { hashParams: { ln: 12, r: 8, p: 1 } };

async function attempts(app: TestApp, email: string, n: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    codes.push((await new TestBrowser(app.app).post("/api/auth/sign-in/email", { email, password: `intento ${i}` })).statusCode);
  }
  return codes;
}

describe(`limits shared by two instances on one ${engine} database`, () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({}, { resolveSession, accounts: fast });
    second = await createTestApp({}, { resolveSession, accounts: fast, shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("counts sign-in attempts for one e-mail across both instances", async () => {
    expect(await attempts(first, "compartido@example.mx", 3)).toEqual([401, 401, 401]);
    expect(await attempts(second, "compartido@example.mx", 2)).toEqual([401, 401]);
    const sixth = await new TestBrowser(first.app, "es").post("/api/auth/sign-in/email", { email: "compartido@example.mx", password: "x" });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(LIMIT_TEXT);
    expect((await new TestBrowser(second.app).post("/api/auth/sign-in/email", { email: "compartido@example.mx", password: "x" })).statusCode).toBe(429);
    // Another e-mail is not affected.
    expect(await attempts(second, "otro@example.mx", 1)).toEqual([401]);
  });

  it("counts atomically under concurrent attempts", async () => {
    const store = createDatabaseLimitStore(first.testDb.database.db);
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.consume("test:concurrent", 60_000)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(hits.every((h) => h.retryAfterSeconds > 0 && h.retryAfterSeconds <= 60)).toBe(true);
    await store.reset("test:concurrent");
    expect((await store.consume("test:concurrent", 60_000)).count).toBe(1);
  });

  it("starts a new window when the old one ends", async () => {
    const store = createDatabaseLimitStore(first.testDb.database.db);
    expect((await store.consume("test:window", 300)).count).toBe(1);
    expect((await store.consume("test:window", 300)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await store.consume("test:window", 300)).count).toBe(1);
  });
});

// Redis, when this machine has a redis-server: started on a free loopback port for the test.
const hasRedis = engine === "pglite" && spawnSync("redis-server", ["--version"]).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(!hasRedis)("limits shared through Redis (REDIS_URL)", () => {
  let redis: ChildProcess;
  let url = "";
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    url = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < 50; i++) {
      try {
        const probe = await createRedisLimitStore(url);
        await probe.close();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    // Two instances with their own databases: only Redis is shared.
    first = await createTestApp({ REDIS_URL: url }, { resolveSession, accounts: fast });
    second = await createTestApp({ REDIS_URL: url }, { resolveSession, accounts: fast });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    redis?.kill("SIGTERM");
  });

  it("uses Redis and shares the sign-in limit", async () => {
    expect(first.app.accounts.limitStore.kind).toBe("redis");
    expect(await attempts(first, "redis@example.mx", 4)).toEqual([401, 401, 401, 401]);
    expect(await attempts(second, "redis@example.mx", 2)).toEqual([401, 429]);
    const store = await createRedisLimitStore(url);
    const hits = await Promise.all(Array.from({ length: 10 }, () => store.consume("test:redis", 60_000)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Math.max(...hits.map((h) => h.retryAfterSeconds))).toBeLessThanOrEqual(60);
    await store.close();
  });
});
