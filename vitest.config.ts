import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Three projects (decision 0002):
// - unit: pure code (src/domain, web pieces, server helpers, scripts) with no database set-up, so the
//   inner loop (`npm run test:unit`) takes seconds;
// - pglite: integration tests (*.int.test.ts) on a fresh PGlite per file, loaded from a migrated
//   template that the global setup builds once;
// - postgresql: the same integration tests on a fresh PostgreSQL database, when TEST_DATABASE_URL is set,
//   copied from a migrated template database that its global setup builds once and drops at the end.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const integration = ["src/**/*.int.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true as const,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
          // Pure tests share nothing that needs a process each: threads start faster.
          pool: "threads",
        },
      },
      {
        extends: true as const,
        test: {
          name: "pglite",
          include: [...integration, "scripts/**/*.int.test.ts"],
          globalSetup: ["src/db/test-global-setup.ts"],
          env: { RUMBO_TEST_ENGINE: "pglite" },
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: "postgresql",
                include: integration,
                globalSetup: ["src/db/test-global-setup-postgres.ts"],
                env: { RUMBO_TEST_ENGINE: "postgresql" },
              },
            },
          ]
        : []),
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One file per core, not Vitest's cores − 1: integration files spend much of their time waiting
    // on PostgreSQL's own processes and on timers, so two on a 2-core machine finish ~1.2× sooner.
    maxWorkers: availableParallelism(),
  },
});
