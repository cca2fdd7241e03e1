import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "../../../db/test-database";
import { users } from "../../../db/schema/accounts";
import { notifications } from "../../../db/schema/activity";
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

  it("mails a mention left unread for an hour, in the digest, and none read in time (decision 0913)", async () => {
    const db = t.database.db;
    await db.insert(users).values([{ id: "men", email: "men@example.mx", locale: "es" }, { id: "quick", email: "quick@example.mx", locale: "es" }]);
    const mention = { kind: "mention" as const, priority: "medium" as const, type: "info" as const, titleKey: "communication.mention_title", messageKey: "notificationsText.mention.message", params: { name: "Ana", channel: "Atlas", excerpt: "revisa la migración" }, action: { type: "navigate" as const, target: "/communication?channel=c1&message=m1" } };
    await addNotifications(db, "men", [mention], "es");
    const [read] = await addNotifications(db, "quick", [mention], "es");
    const mailer = createMailer({ from: "Rumbo <no-reply@rumbo.test>", db });
    const before = (await db.select().from(outbox)).length;
    // Within the hour: nobody is mailed yet.
    expect(await sendDigests(db, mailer, "https://rumbo.example.mx", new Date(Date.now() + 30 * 60_000))).toBe(0);
    // Quick reads it in the app; an hour on, only the unread mention goes out.
    await db.update(notifications).set({ read: true }).where(eq(notifications.id, read!.id));
    expect(await sendDigests(db, mailer, "https://rumbo.example.mx", new Date(Date.now() + 61 * 60_000))).toBe(1);
    const mails = (await db.select().from(outbox)).slice(before);
    expect(mails.map((m) => m.to)).toEqual(["men@example.mx"]);
    expect(mails[0]!.text).toContain("Ana te mencionó en #Atlas: revisa la migración");
    expect(mails[0]!.text).toContain("https://rumbo.example.mx/communication?channel=c1&message=m1");
  });
});
