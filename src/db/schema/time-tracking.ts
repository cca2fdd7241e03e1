import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { belongsToUser, belongsToWorkspace, users } from "./accounts";
import { belongsToProject, projectTasks } from "./projects";

// Time tracking (issues 23 and 24, decision 1204): time entries per task and person, and each
// person's one running timer. An entry's day is the person's calendar day; its length is whole
// minutes (1 to 1 440). A task deleted takes its entries and its timer with it.

export const timeEntries = pgTable(
  "time_entries",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    projectId: belongsToProject(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => projectTasks.id, { onDelete: "cascade" }),
    userId: belongsToUser(),
    date: date("date").notNull(),
    minutes: integer("minutes").notNull(),
    note: text("note").notNull().default(""),
    billable: boolean("billable").notNull().default(true),
    // "timer" (stopped timer: started/ended set) or "manual".
    source: text("source").notNull().default("manual"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("time_entries_workspace_user_date_idx").on(t.workspaceId, t.userId, t.date),
    index("time_entries_task_idx").on(t.taskId),
    index("time_entries_project_date_idx").on(t.projectId, t.date),
    check("time_entries_minutes_range", sql`${t.minutes} > 0 and ${t.minutes} <= 1440`),
  ],
);

/** A person's running timer: at most one per account (the key), whatever the workspace. */
export const runningTimers = pgTable(
  "running_timers",
  {
    userId: belongsToUser().primaryKey(),
    workspaceId: belongsToWorkspace(),
    projectId: belongsToProject(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => projectTasks.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note").notNull().default(""),
    billable: boolean("billable").notNull().default(true),
  },
  (t) => [index("running_timers_task_idx").on(t.taskId)],
);

/**
 * A person's week of time in a workspace once it has been submitted (decision 1211). No row: the
 * week is open. "submitted" waits for a manager; "approved" locks the week's entries; "rejected"
 * goes back to the person with a reason; "reopened" is an approved week an admin opened again.
 */
export const timesheetWeeks = pgTable(
  "timesheet_weeks",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    userId: belongsToUser(),
    /** The Monday the week starts on (es-MX weeks start on Monday). */
    weekStart: date("week_start").notNull(),
    status: text("status").notNull(),
    /** Minutes in the week when it was submitted (what the approver saw). */
    submittedMinutes: integer("submitted_minutes").notNull().default(0),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("timesheet_weeks_person_week_idx").on(t.workspaceId, t.userId, t.weekStart),
    index("timesheet_weeks_workspace_status_idx").on(t.workspaceId, t.status),
    check("timesheet_weeks_status", sql`${t.status} in ('submitted', 'approved', 'rejected', 'reopened')`),
    check("timesheet_weeks_monday", sql`extract(isodow from ${t.weekStart}) = 1`),
  ],
);
