import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

// One row per job and period it ran for. The primary key is the lock: whichever instance inserts
// the row runs the job; the others see the conflict and skip, so a weekly job runs exactly once.
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    period: text("period").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

// The durable work queue (decision 0410): mail, the scheduled jobs and work handed back at
// shutdown. An instance claims due rows with FOR UPDATE SKIP LOCKED and a lease (locked_until);
// a failure is retried with exponential back-off until max_attempts, then kept as "failed" for an
// administrator to retry. dedupe_key makes "this job for this period" exist once.
export const queuedJobs = pgTable(
  "queued_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key").unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("queued_jobs_due_idx").on(t.status, t.runAt), index("queued_jobs_kind_idx").on(t.kind, t.createdAt)],
);
