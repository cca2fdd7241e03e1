import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import type pg from "pg";
import { schema, type Schema } from "./schema/all";
import { lockDataDir, type DataDirLock } from "./data-dir-lock";
import { takeTurns } from "./fair-turns";
import { DEFAULT_EMBEDDED_SHARED_BUFFERS } from "./embedded-cache";

export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgresql";

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Runs the committed migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** The underlying pool, for LISTEN/NOTIFY and advisory locks on PostgreSQL. */
  pool?: pg.Pool;
  /** The embedded database, for LISTEN/NOTIFY on PGlite. */
  pglite?: PGlite;
  close(): Promise<void>;
};

// In the source tree migrations sit beside this file; the server build copies them next to main.js.
export function migrationsFolder(): string {
  return process.env.RUMBO_MIGRATIONS_DIR ?? fileURLToPath(new URL("./migrations", import.meta.url));
}

// One arbitrary, fixed key: instances starting together take turns to migrate.
const MIGRATION_LOCK_KEY = 7_215_301;

export type OpenDatabaseOptions =
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob; /** PostgreSQL's size syntax ("16MB"). */ sharedBuffers?: string }
  | { kind: "postgresql"; url: string; maxConnections?: number };

// Each engine's driver is loaded when a database of that engine is opened, so a server on
// PostgreSQL does not load PGlite and one on PGlite does not load pg (issue 17, decision 1740).
// preparedRows recognises the clients by these classes, set on first open.
let PgPool: typeof pg.Pool | undefined;
let PGliteClass: typeof PGlite | undefined;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.kind === "postgresql") {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres"), import("drizzle-orm/node-postgres/migrator")]);
    PgPool = pg.Pool;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // JIT compilation off for Rumbo's sessions (decision 1790): our statements are short, and on
      // a large portfolio the planner's estimates crossed jit_above_cost, so PostgreSQL spent
      // ~440 ms compiling a ~100 ms query (the smart check's figures at 10,000 projects). The pool
      // awaits this before it hands the connection out. A SET, not a startup option, so it also
      // goes through connection poolers.
      onConnect: async (client) => {
        await client.query("set jit = off");
      },
    });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on("error", () => undefined);
    // Nor one that ends while it closes (its server dropped or restarted just then): the pool's
    // listener is gone by then, and an 'error' without a listener would end the process.
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: "postgresql",
      pool,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      async close() {
        await pool.end();
      },
    };
  }

  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite"), import("drizzle-orm/pglite/migrator")]);
  PGliteClass = PGlite;
  const startParams = [...PGlite.defaultStartParams, "-c", `shared_buffers=${options.sharedBuffers ?? DEFAULT_EMBEDDED_SHARED_BUFFERS}`];
  let lock: DataDirLock | undefined;
  let pglite: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    lock = lockDataDir(options.dataDir);
    try {
      pglite = await PGlite.create(join(options.dataDir, "pglite"), { startParams });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    // in memory, for tests; optionally from a dump of an already migrated database
    pglite = await PGlite.create({ startParams, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  }
  // The event loop turns between statements under load (fair-turns.ts, decision 0411).
  takeTurns(pglite);
  // One connection, so migrations run through the same instance the app queries with.
  const drizzled = drizzlePglite({ client: pglite, schema });
  return {
    db: drizzled as unknown as Db,
    kind: "pglite",
    pglite,
    async migrate() {
      await migratePglite(drizzled, { migrationsFolder: migrationsFolder() });
    },
    async close() {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Runs raw SQL and returns its rows; both drivers answer with { rows }. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A statement written once and run many times by name (issue 17, decision 1720). */
export type PreparedStatement = { name: string; text: string };

const dialect = new PgDialect();

/**
 * A constant statement: written with drizzle's tables and columns (so renamed columns are caught),
 * its values as `$1…$n` placed with `sql.raw`, never interpolated. Built once, at module load.
 */
export function preparedStatement(name: string, statement: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  if (params.length) throw new Error(`${name}: a prepared statement takes its values as $n, not interpolated`);
  return { name, text };
}

/**
 * Runs a prepared statement: on PostgreSQL by name, so each pooled connection parses it once and
 * the query text is not built per request; on PGlite as an ordinary parameterised query.
 */
export async function preparedRows<T extends Record<string, unknown>>(db: Db, statement: PreparedStatement, values: unknown[]): Promise<T[]> {
  const handle = db as unknown as { $client?: unknown; session?: { logger?: { logQuery(query: string, params: unknown[]): void } } };
  const client = handle.$client;
  // Drizzle's logger hears it as it hears its own queries (the query-count tests count with it).
  const isPool = PgPool !== undefined && client instanceof PgPool;
  const isPglite = PGliteClass !== undefined && client instanceof PGliteClass;
  if (isPool || isPglite) handle.session?.logger?.logQuery(statement.text, values);
  if (isPool) return (await (client as pg.Pool).query<T>({ name: statement.name, text: statement.text, values })).rows;
  if (isPglite) return (await (client as PGlite).query<T>(statement.text, values)).rows;
  // Another handle (a transaction): the same text with its values bound by drizzle.
  const parts = statement.text.split(/\$(\d+)/);
  return queryRows<T>(db, sql.join(parts.map((part, i) => (i % 2 ? sql`${values[Number(part) - 1]}` : sql.raw(part)))));
}
