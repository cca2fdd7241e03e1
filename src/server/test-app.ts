import { parseConfig } from "./config";
import { buildApp, type App } from "./app";
import { createTestDatabase, type TestDatabase } from "../db/test-database";
import { appVersion } from "./version";

// An app on a fresh database for integration tests, driven with inject().
export type TestApp = { app: App; testDb: TestDatabase; close(): Promise<void> };

export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000", ...env });
  const app = await buildApp({
    context: { config, database: testDb.database, version: appVersion, authSecret: "t".repeat(48) },
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
