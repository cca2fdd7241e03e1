import { eq, isNull, and } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queuedJobs } from "../../db/schema/jobs";
import { outbox } from "../../db/schema/security";
import type { MailKind, RenderedMail } from "./templates";

// Mail goes through the durable outbox (decision 0410): send() writes the mail and the queued job
// that delivers it in one transaction, so a mail accepted by the app survives a crash or an SMTP
// outage; the queue worker delivers it over SMTP_URL with retries and back-off. Without SMTP_URL
// delivery writes the link to the server log, so a first run works offline.

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type OutgoingMail = RenderedMail & { kind: MailKind | "notification-digest" | "weekly-report" | "automation" | "launch" | "reminder"; to: string; link: string; attachments?: MailAttachment[] };

/** What delivers a mail: nodemailer's SMTP transport, or a test's. */
export type MailTransport = {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] }): Promise<unknown>;
  close?(): void;
};

export const MAIL_JOB = "mail";
/** Attempts before a mail is kept as failed: with the back-off, about two days of an SMTP outage. */
const MAIL_ATTEMPTS = 12;

export type Mailer = {
  readonly mode: "smtp" | "outbox";
  /** Queues the mail (durably); delivery follows within seconds when the queue worker runs. */
  send(mail: OutgoingMail): Promise<void>;
  /** The queue's handler: delivers one outbox row once (a row already sent is not sent again). */
  deliver(outboxId: string): Promise<void>;
  /** Called after each queued mail (the worker's kick). */
  onQueued(listener: () => void): void;
  close(): Promise<void>;
};

export type MailLog = { info(object: Record<string, unknown>, message: string): void };

export function createMailer(options: { smtpUrl?: string; from: string; db: Db; log?: MailLog; transport?: MailTransport }): Mailer {
  const { smtpUrl, from, db, log } = options;
  // nodemailer (~40 files) is loaded with the first delivery, not at start-up (issue 17, decision 1740).
  let smtp: Promise<MailTransport> | undefined;
  const transport: MailTransport | undefined =
    options.transport ??
    (smtpUrl
      ? {
          async sendMail(mail) {
            smtp ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
            return (await smtp).sendMail(mail);
          },
          close() {
            void smtp?.then((t) => t.close?.());
          },
        }
      : undefined);
  const listeners: (() => void)[] = [];
  return {
    mode: transport ? "smtp" : "outbox",
    async send(mail) {
      await db.transaction(async (tx) => {
        const [job] = await tx.insert(queuedJobs).values({ kind: MAIL_JOB, payload: {}, maxAttempts: MAIL_ATTEMPTS }).returning({ id: queuedJobs.id });
        const [row] = await tx
          .insert(outbox)
          .values({
            kind: mail.kind,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            jobId: job!.id,
            attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString("base64") })),
          })
          .returning({ id: outbox.id });
        await tx.update(queuedJobs).set({ payload: { outboxId: row!.id } }).where(eq(queuedJobs.id, job!.id));
      });
      if (!transport) {
        // Only without SMTP: the operator of a first run needs the link to verify the first account.
        log?.info({ kind: mail.kind, to: mail.to, link: mail.link }, `mail written to the outbox (no SMTP_URL): ${mail.link}`);
      }
      for (const listener of listeners) listener();
    },
    async deliver(outboxId) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
      if (!row || row.sentAt) return;
      if (transport) {
        await transport.sendMail({
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: row.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, "base64") })),
        });
      }
      // Marked at once: a retry of this job (its instance died before finishing it) finds it sent.
      await db.update(outbox).set({ sentAt: new Date() }).where(and(eq(outbox.id, outboxId), isNull(outbox.sentAt)));
      log?.info({ kind: row.kind, to: row.to }, transport ? "mail sent" : "mail delivered to the log");
    },
    onQueued(listener) {
      listeners.push(listener);
    },
    async close() {
      transport?.close?.();
    },
  };
}
