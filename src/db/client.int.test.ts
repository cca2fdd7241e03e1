import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database } from "./client";
import { createPostgresDatabase, testEngine } from "./test-database";
import { workspaces } from "./schema/accounts";
import { projects } from "./schema/projects";
import { DataDirLockedError } from "./data-dir-lock";

const engine = testEngine();

// Opens the same database twice in a row, as two runs of the server would.
async function sameDatabaseTwice(): Promise<{ open(): Promise<Database>; cleanup(): Promise<void> }> {
  if (engine === "postgresql") {
    const created = await createPostgresDatabase();
    return {
      open: () => openDatabase({ kind: "postgresql", url: created.url, maxConnections: 3 }),
      cleanup: () => created.drop(),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "rumbo-db-"));
  return {
    open: () => openDatabase({ kind: "pglite", dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe(`database on ${engine}`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("migrates an empty database to the full schema, and migrating again changes nothing", async () => {
    const target = await sameDatabaseTwice();
    cleanups.push(target.cleanup);
    const database = await target.open();
    try {
      await database.migrate();
      await database.migrate();
      const rows = await queryRows<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const names = rows.map((r) => r.table_name);
      expect(names).toEqual(
        expect.arrayContaining([
          "users", "sessions", "accounts", "verifications", "workspaces", "workspace_members",
          "workspace_invitations", "projects", "project_milestones", "project_stakeholders",
          "project_tasks", "task_dependencies", "task_events", "resources", "resource_allocations",
          "sprints", "notifications", "audit_log",
        ]),
      );
    } finally {
      await database.close();
    }
  });

  it("keeps data across a restart and applies the specification's defaults", async () => {
    const target = await sameDatabaseTwice();
    cleanups.push(target.cleanup);
    const first = await target.open();
    await first.migrate();
    await first.db.insert(workspaces).values({ id: "w1", name: "Equipo", slug: "equipo" });
    const [created] = await first.db.insert(projects).values({ workspaceId: "w1", name: "ERP" }).returning();
    await first.close();

    const second = await target.open();
    try {
      await second.migrate();
      const rows = await second.db.select().from(projects);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: created?.id,
        name: "ERP",
        status: "En progreso",
        priority: "Media",
        phase: "Planificación",
        progress: 0,
        riskScore: 0,
        budgetCents: 0,
        benefitCents: 0,
        currency: "MXN",
        formalClosure: false,
      });
    } finally {
      await second.close();
    }
  });

  it("removes a workspace's projects with the workspace", async () => {
    const target = await sameDatabaseTwice();
    cleanups.push(target.cleanup);
    const database = await target.open();
    try {
      await database.migrate();
      await database.db.insert(workspaces).values({ id: "w2", name: "B", slug: "b" });
      await database.db.insert(projects).values({ workspaceId: "w2", name: "P" });
      await database.db.delete(workspaces).where(sql`${workspaces.id} = 'w2'`);
      expect(await database.db.select().from(projects)).toHaveLength(0);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(engine === "pglite")("embedded data directory", () => {
  it("refuses a second instance on the same directory instead of corrupting it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rumbo-lock-"));
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      await expect(openDatabase({ kind: "pglite", dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: "pglite", dataDir: dir });
    await again.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs with a 16MB cache unless told otherwise (decision 1800)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rumbo-buffers-"));
    const showBuffers = async (database: Database) => (await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`))[0]?.shared_buffers;
    const standard = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      expect(await showBuffers(standard)).toBe("16MB");
    } finally {
      await standard.close();
    }
    const larger = await openDatabase({ kind: "pglite", dataDir: dir, sharedBuffers: "64MB" });
    try {
      expect(await showBuffers(larger)).toBe("64MB");
    } finally {
      await larger.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(engine === "postgresql")("PostgreSQL sessions", () => {
  it("run without JIT compilation on every connection of the pool (decision 1790)", async () => {
    const created = await createPostgresDatabase();
    const database = await openDatabase({ kind: "postgresql", url: created.url, maxConnections: 3 });
    try {
      // Three at once: three connections, each set before it was handed out.
      const answers = await Promise.all([1, 2, 3].map(() => queryRows<{ jit: string }>(database.db, sql`show jit`)));
      expect(answers.map((rows) => rows[0]?.jit)).toEqual(["off", "off", "off"]);
    } finally {
      await database.close();
      await created.drop();
    }
  });
});
