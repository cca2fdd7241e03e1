import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase, type Database } from "../../db/client";
import { createPostgresDatabase, testEngine } from "../../db/test-database";
import { backupPglite, backupPostgres, listBackups, pruneBackups, restorePglite, restorePostgres, type BackupResult } from "./backup";

// Backups (issue 16, decision 0407): a backup taken while writes go on, restored, holds every write
// acknowledged before the backup began, and every transaction whole or not at all. The embedded
// database is backed up from its files on disk, PostgreSQL with pg_dump / pg_restore.

const engine = testEngine();
const WRITERS = 4;

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type Transaction = (work: (query: Query) => Promise<void>) => Promise<void>;

/**
 * Writers: each loop writes a batch of three rows in one transaction, then one row alone, and
 * records what was acknowledged. Runs until `stop()`; returns the acknowledged rows by time.
 */
function startWriters(query: Query, transaction: Transaction) {
  const acknowledged: { key: string; at: number }[] = [];
  let stopped = false;
  let batches = 0;
  const writer = async (w: number) => {
    for (let i = 0; !stopped; i++) {
      // A steady stream of writes, with timers and I/O running between them as between requests
      // (PGlite answers without yielding to them).
      await new Promise((resolve) => setTimeout(resolve, 5));
      const batch = `${w}-${i}`;
      await transaction(async (q) => {
        for (let n = 0; n < 3; n++) await q("insert into backup_probe (key, batch) values ($1, $2)", [`${batch}-${n}`, batch]);
      });
      const at = performance.now();
      for (let n = 0; n < 3; n++) acknowledged.push({ key: `${batch}-${n}`, at });
      batches++;
      await query("insert into backup_probe (key, batch) values ($1, null)", [`${batch}-alone`]);
      acknowledged.push({ key: `${batch}-alone`, at: performance.now() });
    }
  };
  const running = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return {
    acknowledged,
    batches: () => batches,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

async function checkRestored(query: Query, acknowledgedBefore: string[]) {
  const rows = (await query("select key, batch from backup_probe")).rows as { key: string; batch: string | null }[];
  const keys = new Set(rows.map((r) => r.key));
  const missing = acknowledgedBefore.filter((key) => !keys.has(key));
  const perBatch = new Map<string, number>();
  for (const row of rows) if (row.batch) perBatch.set(row.batch, (perBatch.get(row.batch) ?? 0) + 1);
  const partial = [...perBatch].filter(([, n]) => n !== 3);
  return { rows: rows.length, duplicates: rows.length - keys.size, missing, partial };
}

describe(`backup and restore under writes on ${engine}`, () => {
  const folder = mkdtempSync(join(tmpdir(), "rumbo-backup-test-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  if (engine === "pglite") {
    let database: Database;
    const dataDir = join(folder, "data");
    beforeAll(async () => {
      database = await openDatabase({ kind: "pglite", dataDir });
      await database.migrate();
      await database.pglite!.exec("create table backup_probe (key text primary key, batch text)");
    }, 120_000);
    afterAll(async () => database?.close());

    it("restores every acknowledged record, and whole transactions only", async () => {
      const pglite = database.pglite!;
      const writers = startWriters(
        (text, params) => pglite.query(text, params),
        (work) => pglite.transaction(async (tx) => work((text, params) => tx.query(text, params))),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const began = performance.now();
      const result: BackupResult = await backupPglite(pglite, join(dataDir, "pglite"), join(folder, "backups"));
      const before = writers.acknowledged.filter((a) => a.at <= began).map((a) => a.key);
      await writers.stop();
      expect(before.length).toBeGreaterThan(20);

      const restoredDir = join(folder, "restored");
      await restorePglite(result.file, join(restoredDir, "pglite"));
      const restored = await PGlite.create(join(restoredDir, "pglite"));
      try {
        const check = await checkRestored((text, params) => restored.query(text, params), before);
        console.info(
          `backup on pglite: ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.ms} ms (queries held ${result.lockedMs} ms) during ${WRITERS} writers; ` +
            `${before.length} rows acknowledged before it began, ${check.rows} restored, missing ${check.missing.length}, partial transactions ${check.partial.length}, duplicates ${check.duplicates}`,
        );
        expect(check.missing).toEqual([]);
        expect(check.partial).toEqual([]);
        expect(check.duplicates).toBe(0);
        // The app's own tables came back too.
        expect((await restored.query("select count(*)::int as n from users")).rows).toEqual([{ n: 0 }]);
      } finally {
        await restored.close();
      }
      // Refuses what is not a backup, leaving the target as it was.
      writeFileSync(join(folder, "broken.pglite.tar.gz"), "not a tarball");
      await expect(restorePglite(join(folder, "broken.pglite.tar.gz"), join(restoredDir, "pglite"))).rejects.toThrow();
      const still = await PGlite.create(join(restoredDir, "pglite"));
      expect((await still.query("select count(*)::int as n from backup_probe")).rows[0]).toBeDefined();
      await still.close();
    }, 300_000);
  } else {
    let source: { url: string; drop(): Promise<void> };
    let target: { url: string; drop(): Promise<void> };
    let pool: pg.Pool;
    beforeAll(async () => {
      source = await createPostgresDatabase();
      target = await createPostgresDatabase();
      const database = await openDatabase({ kind: "postgresql", url: source.url, maxConnections: 2 });
      await database.migrate();
      await database.close();
      pool = new pg.Pool({ connectionString: source.url, max: WRITERS + 1 });
      pool.on("connect", (client) => client.on("error", () => undefined));
      await pool.query("create table backup_probe (key text primary key, batch text)");
    }, 120_000);
    afterAll(async () => {
      await pool?.end();
      await source?.drop();
      await target?.drop();
    });

    it("restores every acknowledged record, and whole transactions only (pg_dump, pg_restore)", async () => {
      const writers = startWriters(
        (text, params) => pool.query(text, params),
        async (work) => {
          const client = await pool.connect();
          try {
            await client.query("begin");
            await work((text, params) => client.query(text, params));
            await client.query("commit");
          } catch (error) {
            await client.query("rollback");
            throw error;
          } finally {
            client.release();
          }
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const began = performance.now();
      const result = await backupPostgres(source.url, join(folder, "backups"));
      const before = writers.acknowledged.filter((a) => a.at <= began).map((a) => a.key);
      await writers.stop();
      expect(before.length).toBeGreaterThan(20);

      await restorePostgres(result.file, target.url);
      const restored = new pg.Client({ connectionString: target.url });
      await restored.connect();
      try {
        const check = await checkRestored((text, params) => restored.query(text, params), before);
        console.info(
          `backup on postgresql: ${(result.bytes / 1024).toFixed(0)} kB in ${result.ms} ms during ${WRITERS} writers; ` +
            `${before.length} rows acknowledged before it began, ${check.rows} restored, missing ${check.missing.length}, partial transactions ${check.partial.length}, duplicates ${check.duplicates}`,
        );
        expect(check.missing).toEqual([]);
        expect(check.partial).toEqual([]);
        expect(check.duplicates).toBe(0);
        expect((await restored.query("select count(*)::int as n from users")).rows).toEqual([{ n: 0 }]);
      } finally {
        await restored.end();
      }
    }, 120_000);
  }

  it("keeps the newest backups only", async () => {
    const dir = join(folder, "prune");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(dir, { recursive: true });
    const names = Array.from({ length: 5 }, (_, i) => `rumbo-2026112${i}T000000000Z.pglite.tar.gz`);
    for (const name of [...names, "notes.txt"]) writeFileSync(join(dir, name), "x");
    expect(await pruneBackups(dir, 3)).toEqual(names.slice(0, 2));
    expect(await listBackups(dir)).toEqual(names.slice(2));
  });
});
