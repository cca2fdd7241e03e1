import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import pg from "pg";
import { templatePath } from "./pglite-template";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { schema } from "./schema/all";
import { openDatabase, type Database, type Db } from "./client";

// A fresh, migrated database for one test file: in-memory PGlite by default, or a new
// PostgreSQL database (dropped afterwards) when the test project runs on PostgreSQL.

export type TestEngine = "pglite" | "postgresql";

export function testEngine(): TestEngine {
  return process.env.RUMBO_TEST_ENGINE === "postgresql" ? "postgresql" : "pglite";
}

export type TestDatabase = {
  database: Database;
  /** A URL to open the same database again (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
};

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: the PostgreSQL test project needs it");
  return url;
}

/** A new PostgreSQL database on the server `admin` points at (the test server by default), empty or a copy of `template`. */
export async function createPostgresDatabase(admin = adminUrl(), template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rumbo_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropPostgresDatabase(admin, name),
  };
}

/**
 * Drops a test database. A pool's end() resolves before its sockets have closed, and a forced drop
 * would then terminate those connections mid-goodbye (an uncaught 57P01 in the test process): the
 * drop waits a moment for them to leave, and forces only the ones that stay.
 */
async function dropPostgresDatabase(admin: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await c.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await c.query(`drop database if exists ${name} with (force)`);
  } finally {
    await c.end();
  }
}

/**
 * The migrated database that new test databases are copied from: running the thirty-odd migrations
 * costs about 1.2 s per database, a copy (CREATE DATABASE … TEMPLATE) a fraction of that. The
 * PostgreSQL project's global set-up builds one per run and names it in this variable.
 */
export const POSTGRES_TEMPLATE_ENV = "RUMBO_TEST_PG_TEMPLATE";

export async function createPostgresTemplate(admin = adminUrl()): Promise<{ name: string; drop(): Promise<void> }> {
  const created = await createPostgresDatabase(admin);
  const name = new URL(created.url).pathname.slice(1);
  // A copy needs the template with nobody connected: this connection closes before any test starts.
  const database = await openDatabase({ kind: "postgresql", url: created.url, maxConnections: 1 });
  try {
    await database.migrate();
  } catch (error) {
    await created.drop();
    throw error;
  } finally {
    await database.close();
  }
  return { name, drop: created.drop };
}

/** A copy of this run's template, or undefined when there is none (a run without the global set-up). */
async function copyOfPostgresTemplate(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (!template) return undefined;
  try {
    return await createPostgresDatabase(adminUrl(), template);
  } catch {
    return undefined; // the template is gone or busy: migrate a new database instead
  }
}

export async function createTestDatabase(engine: TestEngine = testEngine()): Promise<TestDatabase> {
  if (engine === "postgresql") {
    const copy = await copyOfPostgresTemplate();
    const created = copy ?? (await createPostgresDatabase());
    const database = await openDatabase({ kind: "postgresql", url: created.url, maxConnections: 5 });
    if (!copy) await database.migrate();
    return {
      database,
      url: created.url,
      async drop() {
        await database.close().catch(() => undefined);
        await created.drop();
      },
    };
  }
  const template = templatePath();
  if (existsSync(template)) {
    const database = await openDatabase({ kind: "pglite", loadDataDir: new Blob([readFileSync(template)]) });
    return { database, drop: () => database.close() };
  }
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  return { database, drop: () => database.close() };
}

/** The same database through a Drizzle instance that counts the statements it sends. */
export function countingDb(database: Database): { db: Db; count(): number; reset(): void } {
  let n = 0;
  const logger = { logQuery: () => void n++ };
  const db = (
    database.pglite
      ? drizzlePglite({ client: database.pglite, schema, logger })
      : drizzlePg({ client: database.pool!, schema, logger })
  ) as unknown as Db;
  return { db, count: () => n, reset: () => void (n = 0) };
}
