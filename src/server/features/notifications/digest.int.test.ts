import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "../../../db/test-database";
import { users } from "../../../db/schema/accounts";
import { outbox } from "../../../db/schema/security";
import { createMailer } from "../../mail/mailer";
import { addNotifications } from "./service";
import { textKeys } from "../../../domain/notifications/smart-rules";
import { sendDigests } from "./digest";

describe(`notification e-mail digest on ${testEngine()}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.database.db.insert(users).values([
      { id: "ana", email: "ana@example.mx", locale: "es" },
      { id: "bob", email: "bob@example.com", locale: "en", preferences: { notificationEmails: { kinds: ["task_reminder"] } } },
      { id: "off", email: "off@example.mx", preferences: { notificationEmails: { kinds: [] } } },
    ]);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("mails each user the unread notices of the kinds they chose, once", async () => {
    const db = t.database.db;
    const overdue = { kind: "deadline_warning" as const, priority: "high" as const, type: "error" as const, ...textKeys.overdue, params: { count: 2, project: "ERP" }, action: { type: "navigate" as const, target: "/project/p1" } };
    const pending = { kind: "task_reminder" as const, priority: "medium" as const, type: "info" as const, ...textKeys.pending, params: { count: 6, project: "CRM" } };
    await addNotifications(db, "ana", [overdue, { ...pending, params: { count: 6, project: "ERP" } }], "es");
    await addNotifications(db, "bob", [pending, { ...overdue, params: { count: 1, project: "CRM" } }], "en");
    await addNotifications(db, "off", [overdue], "es");
    const mailer = createMailer({ from: "Rumbo <no-reply@rumbo.test>", db });

    expect(await sendDigests(db, mailer, "https://rumbo.example.mx")).toBe(2);
    const mails = await db.select().from(outbox);
    const toAna = mails.find((m) => m.to === "ana@example.mx")!;
    expect(toAna.subject).toBe("Rumbo: 1 aviso importante");
    expect(toAna.text).toContain("Tareas Vencidas: 2 tareas vencidas en ERP");
    expect(toAna.text).toContain("https://rumbo.example.mx/project/p1");
    expect(toAna.text).not.toContain("pendientes");
    const toBob = mails.find((m) => m.to === "bob@example.com")!;
    expect(toBob.subject).toBe("Rumbo: 1 important notice");
    expect(toBob.text).toContain("You have 6 pending tasks in CRM");

    expect(await sendDigests(db, mailer, "https://rumbo.example.mx")).toBe(0);
    await db.update(users).set({ preferences: {} }).where(eq(users.id, "off"));
    expect(await sendDigests(db, mailer, "https://rumbo.example.mx")).toBe(1);
  });
});
