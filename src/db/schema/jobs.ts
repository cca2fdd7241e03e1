import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
