import { existsSync, readFileSync } from "node:fs";
import { defaultScryptParams } from "./features/auth/password-hasher";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { openDatabase, type Database } from "../db/client";
import { refreshStatistics } from "../db/maintenance";
import { DataDirLockedError } from "../db/data-dir-lock";
import { buildApp, type App } from "./app";
import { ConfigError, parseConfig, resolveAuthSecret, type Config } from "./config";
import { appVersion } from "./version";
import { startBackupSchedule } from "./backup/schedule";
import { drainAndClose, trackConnections } from "./shutdown";

// Starts Rumbo: configuration, database (embedded PGlite or PostgreSQL), migrations, HTTP.
// SIGTERM/SIGINT drain (shutdown.ts): no new connections, requests in flight answered, event
// streams told to reconnect elsewhere, jobs finished or handed back; then the database closes and
// the process exits 0 within SHUTDOWN_TIMEOUT_SECONDS (10 by default; exit 1 past it).

function webRoot(): string | undefined {
  const candidates = [
    process.env.RUMBO_WEB_ROOT,
    fileURLToPath(new URL("../web", import.meta.url)), // dist/server/main.js → dist/web
    fileURLToPath(new URL("../../dist/web", import.meta.url)), // src/server/main.ts → dist/web
  ];
  return candidates.find((dir) => dir && existsSync(`${dir}/index.html`));
}

/** The app's client routes, written by the server build (dist/server/client-routes.json). */
function clientRoutes(): string[] | undefined {
  const file = fileURLToPath(new URL("./client-routes.json", import.meta.url));
  try {
    return JSON.parse(readFileSync(file, "utf8")) as string[];
  } catch {
    return undefined;
  }
}

async function main() {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const logger = pino({
    level: config.logLevel,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token", "*.secret"], censor: "[redacted]" },
  });

  let database: Database;
  try {
    const authSecret = resolveAuthSecret(config);
    database = config.databaseUrl
      ? await openDatabase({ kind: "postgresql", url: config.databaseUrl })
      : await openDatabase({ kind: "pglite", dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers });
    await database.migrate();

    const root = webRoot();
    if (!root) logger.warn("dist/web not found: serving the API only (run `npm run build`)");
    const app: App = await buildApp({
      context: { config, database, version: appVersion, authSecret },
      webRoot: root,
      clientRoutes: clientRoutes(),
      logger,
      runJobs: true,
      ...(config.testScryptLn ? { accounts: { hashParams: { ...defaultScryptParams, ln: config.testScryptLn } } } : {}),
    });

    // Backups of the embedded database every 15 minutes (decision 0407); a backup in progress ends before the database closes.
    const backups = startBackupSchedule({ database, dataDir: config.dataDir, backup: config.backup, log: logger });
    if (backups) app.addHook("onClose", async () => backups.close());

    const connections = trackConnections(app.server);
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, "shutting down");
      const deadline = setTimeout(() => {
        logger.error(`shutdown took longer than ${config.shutdownTimeoutMs / 1000} s; exiting`);
        process.exit(1);
      }, config.shutdownTimeoutMs);
      deadline.unref();
      try {
        await drainAndClose(app, connections);
        await database.close();
        logger.info("stopped");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "error while shutting down");
        process.exit(1);
      }
    };
    process.once("SIGTERM", () => void stop("SIGTERM"));
    process.once("SIGINT", () => void stop("SIGINT"));

    await app.listen({ port: config.port, host: config.host });
    // Fresh statistics after the migrations, without holding back the first answer (decision 1703).
    setTimeout(() => void refreshStatistics(database.db).catch((error: unknown) => logger.warn({ err: error }, "ANALYZE failed")), 1000).unref();
    logger.info(
      { url: config.publicUrl, database: database.kind, dataDir: database.kind === "pglite" ? config.dataDir : undefined, backups: backups ? { dir: config.backup.dir, everyMinutes: config.backup.intervalMinutes, keep: config.backup.keep } : undefined },
      `Rumbo ${appVersion} listening on ${config.publicUrl} (${database.kind})`,
    );
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof ConfigError) {
      logger.fatal(error.message);
      console.error(error.message);
      process.exit(1);
    }
    logger.fatal({ err: error }, "could not start");
    process.exit(1);
  }
}

await main();
