import { createConnection } from "node:net";
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../../db/test-database";
import { createTestApp, type TestApp } from "../testing/app";

// Issue 16, finding 11: the general API limit (RATE_LIMIT_PER_MINUTE per address) is counted in the
// shared store, not per process: two instances on one database, or with one Redis, hold ONE limit.
// Requests alternate between the instances from one address; together they pass the limit once.

const engine = testEngine();
const LIMIT = 10;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A fresh address per run, so that counts left in Redis by another run do not meet this one. */
const someAddress = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

async function alternate(instances: TestApp[], address: string, total: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < total; i++) {
    const app = instances[i % instances.length]!.app;
    codes.push((await app.inject({ method: "GET", url: "/api/v1/auth/providers", remoteAddress: address })).statusCode);
  }
  return codes;
}

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe(`the API rate limit shared by two instances on one ${engine} database`, () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({}, { apiRequestsPerMinute: LIMIT });
    second = await createTestApp({}, { apiRequestsPerMinute: LIMIT, shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("lets through LIMIT requests in all, not LIMIT per instance", async () => {
    const codes = await alternate([first, second], someAddress(), LIMIT * 2);
    const passed = codes.filter((c) => c === 200).length;
    console.info(`API limit on ${engine} (database): ${LIMIT}/min, ${codes.length} requests over 2 instances → ${passed} passed, ${codes.filter((c) => c === 429).length} refused`);
    expect(passed).toBe(LIMIT);
    expect(codes.slice(LIMIT).every((c) => c === 429)).toBe(true);
  });

  it("answers the 429 with the time to wait, in the caller's language", async () => {
    const address = someAddress();
    await alternate([first, second], address, LIMIT);
    const refused = await second.app.inject({ method: "GET", url: "/api/v1/auth/providers", remoteAddress: address, headers: { "accept-language": "en" } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another address has its own budget.
    expect((await first.app.inject({ method: "GET", url: "/api/v1/auth/providers", remoteAddress: someAddress() })).statusCode).toBe(200);
  });
});

describe(`the API rate limit shared through Redis, two instances with their own ${engine} databases`, async () => {
  const available = await redisAnswers(REDIS_URL);
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    if (!available) return;
    first = await createTestApp({ REDIS_URL }, { apiRequestsPerMinute: LIMIT });
    second = await createTestApp({ REDIS_URL }, { apiRequestsPerMinute: LIMIT });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it.skipIf(!available)("holds one limit across both", async () => {
    expect(first.app.accounts.limitStore.kind).toBe("redis");
    const codes = await alternate([first, second], someAddress(), LIMIT * 2);
    const passed = codes.filter((c) => c === 200).length;
    console.info(`API limit on ${engine} (Redis): ${LIMIT}/min, ${codes.length} requests over 2 instances → ${passed} passed`);
    expect(passed).toBe(LIMIT);
  });
});
