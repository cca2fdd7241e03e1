// `npm run restore -- FILE`: puts a backup made by `npm run backup` (or the server's schedule) back.
// - *.pgdump into DATABASE_URL with pg_restore (objects dropped and made again, one transaction).
// - *.pglite.tar.gz into RUMBO_DATA_DIR/pglite; the server must be stopped. The current files are
//   moved aside (printed), not deleted.
// Then the migrations run, so a backup from an older version opens in this one.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { openDatabase } from "../src/db/client";
import { dataDirOwner, lockDataDir } from "../src/db/data-dir-lock";
import { backupKindOf, restorePglite, restorePostgres } from "../src/server/backup/backup";
import { ConfigError, parseConfig } from "../src/server/config";

try {
  const argument = process.argv[2];
  if (!argument) throw new Error("Usage: npm run restore -- FILE (a .pglite.tar.gz or .pgdump from the backup folder)");
  const file = resolve(argument);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const kind = backupKindOf(file);
  const config = parseConfig(process.env);
  if (kind === "postgresql") {
    if (!config.databaseUrl) throw new Error(`${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore into`);
    await restorePostgres(file, config.databaseUrl);
    const database = await openDatabase({ kind: "postgresql", url: config.databaseUrl });
    await database.migrate().finally(() => database.close());
    console.log(`Restored ${file} into ${new URL(config.databaseUrl).pathname.slice(1) || "the database"}.`);
  } else if (kind === "pglite") {
    if (config.databaseUrl) throw new Error(`${file} is a backup of the embedded database: unset DATABASE_URL to restore it into RUMBO_DATA_DIR`);
    const pid = dataDirOwner(config.dataDir);
    if (pid) throw new Error(`A server (pid ${pid}) is running on ${config.dataDir}: stop it before restoring`);
    const lock = lockDataDir(config.dataDir);
    let movedAside: string | undefined;
    try {
      ({ movedAside } = await restorePglite(file, join(config.dataDir, "pglite")));
    } finally {
      lock.release();
    }
    const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
    await database.migrate().finally(() => database.close());
    console.log(`Restored ${file} into ${config.dataDir}.${movedAside ? ` The previous files are in ${movedAside}.` : ""}`);
  } else {
    throw new Error(`${file} is not a Rumbo backup (expected *.pglite.tar.gz or *.pgdump)`);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : (error as Error).message);
  process.exit(1);
}
