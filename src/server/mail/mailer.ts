import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema/security";
import type { MailKind, RenderedMail } from "./templates";

// Sends mail over SMTP_URL with nodemailer. Without SMTP_URL, each mail is written to the outbox
// table and its link to the server log, so a first run works offline and nothing is lost.

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type OutgoingMail = RenderedMail & { kind: MailKind | "notification-digest" | "weekly-report" | "automation"; to: string; link: string; attachments?: MailAttachment[] };

export type Mailer = {
  readonly mode: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
};

export type MailLog = { info(object: Record<string, unknown>, message: string): void };

export function createMailer(options: { smtpUrl?: string; from: string; db: Db; log?: MailLog }): Mailer {
  const { smtpUrl, from, db, log } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      mode: "smtp",
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
        log?.info({ kind: mail.kind, to: mail.to }, "mail sent");
      },
      async close() {
        transport.close();
      },
    };
  }
  return {
    mode: "outbox",
    async send(mail) {
      await db.insert(outbox).values({ kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      // Only without SMTP: the operator of a first run needs the link to verify the first account.
      log?.info({ kind: mail.kind, to: mail.to, link: mail.link }, `mail written to the outbox (no SMTP_URL): ${mail.link}`);
    },
    async close() {},
  };
}
