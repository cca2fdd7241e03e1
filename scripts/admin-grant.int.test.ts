import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../src/db/test-database";
import { users } from "../src/db/schema/accounts";
import { auditLog } from "../src/db/schema/activity";
import { setInstallationAdmin } from "./admin-grant";

describe("admin:grant", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase("pglite");
    await t.database.db.insert(users).values({ id: "u1", email: "ana@example.mx", name: "Ana" });
  });
  afterAll(async () => {
    await t?.drop();
  });

  it("grants and revokes the role by e-mail, and audits it", async () => {
    const db = t.database.db;
    expect(await setInstallationAdmin(db, "  ANA@example.mx ")).toEqual({ status: "granted", userId: "u1" });
    expect((await db.select().from(users).where(eq(users.id, "u1")))[0]?.role).toBe("admin");
    expect(await setInstallationAdmin(db, "ana@example.mx")).toEqual({ status: "unchanged", userId: "u1" });
    expect(await setInstallationAdmin(db, "ana@example.mx", false)).toEqual({ status: "revoked", userId: "u1" });
    expect((await db.select().from(users).where(eq(users.id, "u1")))[0]?.role).toBe("user");
    expect(await setInstallationAdmin(db, "nadie@example.mx")).toEqual({ status: "not_found" });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "admin.role_changed"));
    expect(audit.map((a) => a.metadata.to)).toEqual(["admin", "user"]);
  });
});
