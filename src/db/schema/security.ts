import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";

// Counters for the sign-in, sign-up and per-address limits. One row per key and fixed window,
// bumped with one atomic upsert so that several server instances share the same count.
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_idx").on(t.resetAt)],
);

// Every mail, written in the same transaction as the queued job that delivers it (decision 0410):
// over SMTP when SMTP_URL is set, otherwise to the server log, so a first run works offline.
// sent_at is set the moment the SMTP server accepts it, so a retried job never sends it twice.
export const outbox = pgTable(
  "outbox",
  {
    id: uuidPrimaryKey(),
    kind: text("kind").notNull(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body").notNull(),
    /** PDFs and the like, base64. */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; base64: string }[]>(),
    jobId: uuid("job_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt.desc()), index("outbox_job_idx").on(t.jobId)],
);
