import { join } from "node:path";
import type { Database } from "../../db/client";
import { backupPglite, pruneBackups, type BackupResult } from "./backup";

// While the server runs on the embedded database, a backup every `intervalMinutes` (15 by default)
// into the operator's folder, keeping the newest `keep` (96: a day). `npm run backup` asks the
// running server for one now with SIGUSR2 (PGlite lets one process open its files). One backup at
// a time; a failure is logged and the next one tries again. On PostgreSQL the operator schedules
// `npm run backup` (pg_dump) instead: see docs/operations.md.

type Logger = { info(object: Record<string, unknown>, message: string): void; error(object: Record<string, unknown>, message: string): void };

export type BackupSchedule = {
  /** Takes a backup now (or waits for the one running) and prunes old ones. */
  runNow(): Promise<BackupResult | undefined>;
  /** Stops the timer and waits for a backup in progress. */
  close(): Promise<void>;
};

export type BackupScheduleOptions = {
  database: Database;
  dataDir: string;
  backup: { dir: string; intervalMinutes: number; keep: number };
  log: Logger;
};

export function startBackupSchedule({ database, dataDir, backup, log }: BackupScheduleOptions): BackupSchedule | undefined {
  const pglite = database.pglite;
  if (database.kind !== "pglite" || !pglite) return undefined;
  let running: Promise<BackupResult | undefined> | undefined;
  let closed = false;

  const runNow = () => {
    running ??= (async () => {
      try {
        const result = await backupPglite(pglite, join(dataDir, "pglite"), backup.dir);
        const removed = await pruneBackups(backup.dir, backup.keep);
        log.info({ file: result.file, bytes: result.bytes, ms: result.ms, lockedMs: result.lockedMs, removed: removed.length }, "backup written");
        return result;
      } catch (error) {
        log.error({ err: error, dir: backup.dir }, "backup failed");
        return undefined;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const timer = backup.intervalMinutes > 0 ? setInterval(() => void runNow(), backup.intervalMinutes * 60_000) : undefined;
  timer?.unref();
  const onSignal = () => {
    if (!closed) void runNow();
  };
  process.on("SIGUSR2", onSignal);

  return {
    runNow,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      process.off("SIGUSR2", onSignal);
      await running;
    },
  };
}
