import { parseConfig } from "../config";
import { buildApp, type App, type BuildAppOptions } from "../app";
import { createTestDatabase, type TestDatabase } from "../../db/test-database";
import { openDatabase } from "../../db/client";
import { appVersion } from "../version";
import type { SessionResolver } from "../principal";
import { resolveSession as sessionFromCookie } from "../plugins/auth";

// An app on a fresh database for integration tests, driven with inject().
export type TestApp = { app: App; testDb: TestDatabase; close(): Promise<void> };

// Requests in these tests say who they are with an x-test-user header (and optionally
// x-test-workspace); without it, the real session cookie is read, as the accounts tests use.
export const headerSession: SessionResolver = async (request) => {
  const userId = request.headers["x-test-user"];
  if (typeof userId !== "string" || !userId) return sessionFromCookie(request);
  const workspace = request.headers["x-test-workspace"];
  return { userId, activeWorkspaceId: typeof workspace === "string" ? workspace : null };
};

// A second instance reaches PostgreSQL through its own pool, as a second server would; PGlite,
// being in-process, can only be shared.
async function secondConnection(first: TestDatabase): Promise<TestDatabase> {
  if (first.url) {
    const database = await openDatabase({ kind: "postgresql", url: first.url, maxConnections: 3 });
    return { database, url: first.url, drop: () => database.close() };
  }
  return { ...first, drop: async () => undefined };
}

export type TestAppOptions = Pick<BuildAppOptions, "resolveSession" | "accounts" | "apiRequestsPerMinute" | "webRoot"> & {
  /** Another app on the same database (two instances sharing limits); closing leaves the database. */
  shareDatabaseWith?: TestApp;
};

export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = options.shareDatabaseWith ? await secondConnection(options.shareDatabaseWith.testDb) : await createTestDatabase();
  const config = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000", ...env });
  const app = await buildApp({
    context: { config, database: testDb.database, version: appVersion, authSecret: "t".repeat(48) },
    resolveSession: options.resolveSession ?? headerSession,
    accounts: options.accounts,
    apiRequestsPerMinute: options.apiRequestsPerMinute,
    webRoot: options.webRoot,
  });
  await app.ready();
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

export type TestMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A request as `user` (null: nobody signed in), with `body` sent as JSON when there is one. */
export function requestAs(t: TestApp, method: TestMethod, url: string, user: string | null, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...(user ? { "x-test-user": user } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}
