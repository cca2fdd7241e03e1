// `npm run db:migrate`: applies the committed migrations to the configured database (PostgreSQL
// from DATABASE_URL, else the embedded one in RUMBO_DATA_DIR) without starting the server. The
// server also migrates at start; this is for deployments that migrate as a separate step.
import { openDatabase } from "../src/db/client";
import { ConfigError, parseConfig } from "../src/server/config";

try {
  const config = parseConfig(process.env);
  const database = config.databaseUrl
    ? await openDatabase({ kind: "postgresql", url: config.databaseUrl })
    : await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}${database.kind === "pglite" ? `, ${config.dataDir}` : ""}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exit(1);
}
