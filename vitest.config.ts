import { defineConfig } from "vitest/config";

// Unit and integration tests. Integration tests (*.int.test.ts) talk to a real database: a fresh
// PGlite per file, and, when TEST_DATABASE_URL is set, again on a fresh PostgreSQL database.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        extends: true as const,
        test: {
          name: "pglite",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          env: { RUMBO_TEST_ENGINE: "pglite" },
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: "postgresql",
                include: ["src/**/*.int.test.ts"],
                env: { RUMBO_TEST_ENGINE: "postgresql" },
              },
            },
          ]
        : []),
    ],
    environment: "node",
    globalSetup: ["src/db/test-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
