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

/** A new, empty PostgreSQL database on the server `admin` points at (the test server by default). */
export async function createPostgresDatabase(admin = adminUrl()): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rumbo_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestDatabase(engine: TestEngine = testEngine()): Promise<TestDatabase> {
  if (engine === "postgresql") {
    const created = await createPostgresDatabase();
    const database = await openDatabase({ kind: "postgresql", url: created.url, maxConnections: 5 });
    await database.migrate();
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
