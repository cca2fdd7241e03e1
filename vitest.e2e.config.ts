import { defineConfig } from "vitest/config";

// End-to-end specs drive Debian's Chromium through playwright-core against the built app,
// started once by the global setup on a free port with a throw-away data directory.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
  },
});
