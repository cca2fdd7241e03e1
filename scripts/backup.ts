// `npm run backup`: one backup now, into RUMBO_BACKUP_DIR (default RUMBO_DATA_DIR/backups), then
// only the newest BACKUP_KEEP are kept (decision 0407).
// - PostgreSQL (DATABASE_URL): pg_dump, custom format (compressed, one consistent snapshot).
// - Embedded database: if a server is running on RUMBO_DATA_DIR, it is asked for the backup
//   (SIGUSR2; PGlite lets one process open its files) and this waits for the file; otherwise the
//   data directory is opened here and backed up.
import { join } from "node:path";
import { openDatabase } from "../src/db/client";
import { dataDirOwner } from "../src/db/data-dir-lock";
import { backupPglite, backupPostgres, listBackups, pruneBackups, type BackupResult } from "../src/server/backup/backup";
import { ConfigError, parseConfig } from "../src/server/config";

async function askRunningServer(pid: number, dir: string): Promise<string> {
  const before = new Set(await listBackups(dir));
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const added = (await listBackups(dir)).filter((name) => !before.has(name));
    if (added.length > 0) return join(dir, added.at(-1)!);
  }
  throw new Error(`the running server (pid ${pid}) wrote no backup into ${dir} within 2 minutes; see its log`);
}

try {
  const config = parseConfig(process.env);
  const { dir, keep } = config.backup;
  let result: BackupResult | { file: string };
  if (config.databaseUrl) {
    result = await backupPostgres(config.databaseUrl, dir);
  } else {
    const pid = dataDirOwner(config.dataDir);
    if (pid) {
      console.log(`A server (pid ${pid}) is running on ${config.dataDir}: asking it for the backup.`);
      result = { file: await askRunningServer(pid, dir) };
    } else {
      const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
      try {
        result = await backupPglite(database.pglite!, join(config.dataDir, "pglite"), dir);
      } finally {
        await database.close();
      }
    }
  }
  const removed = await pruneBackups(dir, keep);
  const detail = "bytes" in result ? ` (${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.ms} ms)` : "";
  console.log(`Backup written: ${result.file}${detail}${removed.length ? `; ${removed.length} older removed (keeping ${keep})` : ""}.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exit(1);
}
