import { parseConfig } from "./config";
import { buildApp, type App } from "./app";
import { createTestDatabase, type TestDatabase } from "../db/test-database";
import { appVersion } from "./version";
import type { SessionResolver } from "./principal";

// An app on a fresh database for integration tests, driven with inject().
export type TestApp = { app: App; testDb: TestDatabase; close(): Promise<void> };

// Requests in these tests say who they are with an x-test-user header (and optionally
// x-test-workspace); the real session resolver is tested by the accounts feature.
export const headerSession: SessionResolver = async (request) => {
  const userId = request.headers["x-test-user"];
  if (typeof userId !== "string" || !userId) return null;
  const workspace = request.headers["x-test-workspace"];
  return { userId, activeWorkspaceId: typeof workspace === "string" ? workspace : null };
};

export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: { resolveSession?: SessionResolver } = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000", ...env });
  const app = await buildApp({
    context: { config, database: testDb.database, version: appVersion, authSecret: "t".repeat(48) },
    resolveSession: options.resolveSession ?? headerSession,
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
