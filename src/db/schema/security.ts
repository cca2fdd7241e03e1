import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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

// Mails written instead of sent when no SMTP server is configured, so a first run works offline.
export const outbox = pgTable(
  "outbox",
  {
    id: uuidPrimaryKey(),
    kind: text("kind").notNull(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt.desc())],
);
