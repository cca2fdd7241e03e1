import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "../../db/test-database";
import { queuedJobs } from "../../db/schema/jobs";
import { outbox } from "../../db/schema/security";
import { createMailer, MAIL_JOB, type MailTransport } from "../mail/mailer";
import { enqueue, HandBack, retryDelayMs, startWorker } from "./queue";
import { serverJobs } from "./jobs";
import { runDueJobs } from "./scheduler";
import { resolveSession } from "../plugins/auth";
import { createTestApp, type TestApp } from "../testing/app";
import { startTestSmtp, type TestSmtp } from "../testing/smtp";
import { registerVerifiedUser, TestBrowser } from "../testing/browser";

// Issue 16.5: mail through the durable outbox, retried with back-off while SMTP is down, sent
// exactly once by two instances; jobs handed back at shutdown; the queue shown to administrators.

const engine = testEngine();
const mail = { kind: "verify-email" as const, to: "ana@example.mx", link: "http://x/verify", subject: "Verifica", text: "t", html: "<p>t</p>" };

describe(`the work queue on ${engine}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it("keeps a mail while SMTP is down, retries it with back-off, and delivers it once across two instances", async () => {
    const db = t.database.db;
    let down = true;
    const delivered: string[] = [];
    const transport: MailTransport = {
      async sendMail(m) {
        if (down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
        await new Promise((r) => setTimeout(r, 20));
        delivered.push(m.to);
      },
    };
    const mailer = createMailer({ from: "rumbo@example.mx", db, transport });
    // SMTP down: the send itself succeeds (the caller answers 2xx), the mail waits in the outbox.
    await mailer.send(mail);
    const handlers = { [MAIL_JOB]: (p: Record<string, unknown>) => mailer.deliver(String(p.outboxId)) };
    const a = startWorker(db, handlers, { owner: "a", autoStart: false });
    const b = startWorker(db, handlers, { owner: "b", autoStart: false });
    const before = Date.now();
    await a.drain();
    const [job] = await db.select().from(queuedJobs).where(eq(queuedJobs.kind, MAIL_JOB));
    expect(job).toMatchObject({ status: "queued", attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
    expect(job!.runAt.getTime() - before).toBeGreaterThanOrEqual(retryDelayMs(1, () => 0) - 1000);
    expect((await db.select().from(outbox))[0]!.sentAt).toBeNull();
    // Not due yet: nothing is tried again before the back-off ends.
    expect(await a.drain()).toBe(0);

    // SMTP back, the delay over, more mail queued: two instances race for the queue.
    down = false;
    for (let i = 0; i < 9; i++) await mailer.send({ ...mail, to: `p${i}@example.mx` });
    await db.update(queuedJobs).set({ runAt: new Date(Date.now() - 1000) });
    await Promise.all([a.drain(), b.drain()]);
    expect(delivered.sort()).toEqual(["ana@example.mx", ...Array.from({ length: 9 }, (_, i) => `p${i}@example.mx`)].sort());
    const states = await db.select({ status: queuedJobs.status }).from(queuedJobs).where(eq(queuedJobs.kind, MAIL_JOB));
    expect(states.every((s) => s.status === "done")).toBe(true);
    expect((await db.select().from(outbox)).every((m) => m.sentAt !== null)).toBe(true);
    // A job taken again after its instance died finds the mail sent and does not send it twice.
    await db.update(queuedJobs).set({ status: "running", lockedUntil: new Date(Date.now() - 1000) }).where(eq(queuedJobs.kind, MAIL_JOB));
    await a.drain();
    expect(delivered).toHaveLength(10);
  });

  it("gives up after the last attempt and keeps the job as failed", async () => {
    const db = t.database.db;
    await enqueue(db, { kind: "always-fails", maxAttempts: 2 });
    const w = startWorker(db, { "always-fails": async () => { throw new Error("no"); } }, { owner: "w", autoStart: false });
    await w.drain();
    await db.update(queuedJobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(queuedJobs.kind, "always-fails"));
    await w.drain();
    const [job] = await db.select().from(queuedJobs).where(eq(queuedJobs.kind, "always-fails"));
    expect(job).toMatchObject({ status: "failed", attempts: 2, lastError: "no" });
  });

  it("hands a running job back when the instance stops, without counting the attempt", async () => {
    const db = t.database.db;
    await enqueue(db, { kind: "long", dedupeKey: "long:1" });
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const w = startWorker(
      db,
      {
        long: (_p, { signal }) =>
          new Promise((_resolve, reject) => {
            started();
            signal.addEventListener("abort", () => reject(new HandBack()));
          }),
      },
      { owner: "stopping", autoStart: false },
    );
    const pass = w.drain();
    await running;
    await w.stop();
    await pass;
    const [job] = await db.select().from(queuedJobs).where(eq(queuedJobs.dedupeKey, "long:1"));
    expect(job).toMatchObject({ status: "queued", attempts: 0, lockedBy: null });
    // Queued once per key: the same period is never queued twice.
    expect(await enqueue(db, { kind: "long", dedupeKey: "long:1" })).toBeNull();
    expect(Number((await db.execute(sql`select count(*)::int as n from queued_jobs where dedupe_key = 'long:1'`) as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });
});

describe(`retention of finished jobs on ${engine}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  it("deletes done jobs older than 14 days in the daily queue-prune job, and keeps failed, recent and waiting ones", async () => {
    const db = t.database.db;
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60_000);
    const seed = async (key: string, status: "done" | "failed" | "queued", finishedAt: Date | null) => {
      const id = await enqueue(db, { kind: "automation-schedules", dedupeKey: key });
      await db.update(queuedJobs).set({ status, finishedAt, createdAt: finishedAt ?? now }).where(eq(queuedJobs.id, id!));
    };
    await seed("old-done-1", "done", daysAgo(15));
    await seed("old-done-2", "done", daysAgo(40));
    await seed("recent-done", "done", daysAgo(13));
    await seed("old-failed", "failed", daysAgo(60));
    await seed("waiting", "queued", null);
    const mailer = createMailer({ from: "rumbo@example.mx", db });
    const prune = serverJobs({ db, mailer, publicUrl: "http://x" }).filter((j) => j.name === "queue-prune");
    expect(prune).toHaveLength(1);
    const ran = await runDueJobs(db, prune, now);
    expect(ran).toHaveLength(1);
    const keys = (await db.select({ key: queuedJobs.dedupeKey }).from(queuedJobs)).map((r) => r.key).sort();
    // The prune job itself is done today and kept.
    expect(keys).toEqual(["old-failed", "recent-done", ran[0]!, "waiting"].sort());
    // Once a day: the same day does not run it again.
    expect(await runDueJobs(db, prune, now)).toEqual([]);
  });
});

describe(`the queue for administrators on ${engine}`, () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let admin: TestBrowser;
  let plain: TestBrowser;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({ SMTP_URL: smtp.url }, { resolveSession, accounts: { hashParams: { ln: 12, r: 8, p: 1 } } });
    admin = await registerVerifiedUser(app.app, smtp, "root@example.mx", "correcto caballo batería", { name: "Raíz" });
    plain = await registerVerifiedUser(app.app, smtp, "ana@example.mx", "correcto caballo batería", { name: "Ana" });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("shows administrators every mail job with its state, lets them retry a failed one, and refuses others", async () => {
    expect((await new TestBrowser(app.app).get("/api/v1/admin/queue")).statusCode).toBe(401);
    expect((await plain.get("/api/v1/admin/queue")).statusCode).toBe(403);
    const page = (await admin.get("/api/v1/admin/queue?kind=mail")).json();
    expect(page.counts.done).toBeGreaterThanOrEqual(2);
    expect(page.items.map((i: { mail: { to: string } }) => i.mail.to)).toEqual(expect.arrayContaining(["root@example.mx", "ana@example.mx"]));
    const db = app.testDb.database.db;
    const id = await enqueue(db, { kind: "report-x" });
    await db.update(queuedJobs).set({ status: "failed", attempts: 8, lastError: "boom" }).where(eq(queuedJobs.id, id!));
    expect((await admin.get("/api/v1/admin/queue?status=failed")).json().items[0]).toMatchObject({ id, lastError: "boom" });
    expect((await plain.post(`/api/v1/admin/queue/${id}/retry`, {})).statusCode).toBe(403);
    expect((await admin.post(`/api/v1/admin/queue/${id}/retry`, {})).json()).toEqual({ id, status: "queued" });
    expect((await admin.post(`/api/v1/admin/queue/${id}/retry`, {})).statusCode).toBe(404);
    expect((await admin.post("/api/v1/admin/queue/not-an-id/retry", {})).statusCode).toBe(404);
  });
});
