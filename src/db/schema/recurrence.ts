import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { belongsToUser, belongsToWorkspace, users } from "./accounts";
import { projectTasks } from "./projects";
import type { RecurrenceRule } from "../../domain/work-items/recurrence";
import type { Reminder } from "../../domain/work-items/reminders";

// Recurring tasks and due-date reminders (issue 23, decisions 1206 and 1207). The unique keys are
// the exactly-once guarantee across instances: an occurrence date of a series, and a reminder of a
// task for a person and a due date, can each be inserted once; whoever inserts it does the work.

/** A series defined on its first task: the rule, the time zone whose "today" creates occurrences. */
export const taskRecurrences = pgTable(
  "task_recurrences",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    taskId: uuid("task_id")
      .notNull()
      .unique()
      .references(() => projectTasks.id, { onDelete: "cascade" }),
    rule: jsonb("rule").$type<RecurrenceRule>().notNull(),
    timeZone: text("time_zone").notNull(),
    /** The next occurrence date not yet created; null once the series has ended. */
    nextDate: date("next_date"),
    active: boolean("active").notNull().default(true),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("task_recurrences_due_idx").on(t.active, t.nextDate)],
);

/** One row per occurrence date made: the primary key refuses a second copy of the same date. */
export const taskOccurrences = pgTable(
  "task_occurrences",
  {
    recurrenceId: uuid("recurrence_id")
      .notNull()
      .references(() => taskRecurrences.id, { onDelete: "cascade" }),
    occurrenceDate: date("occurrence_date").notNull(),
    /** 1 for the series' first task. */
    position: integer("position").notNull(),
    taskId: uuid("task_id").references(() => projectTasks.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recurrenceId, t.occurrenceDate] })],
);

/** A person's chosen reminders; no row means the default (decision 1207). */
export const reminderPreferences = pgTable("reminder_preferences", {
  userId: belongsToUser().primaryKey(),
  reminders: jsonb("reminders").$type<Reminder[]>().notNull(),
  email: boolean("email").notNull().default(true),
  inApp: boolean("in_app").notNull().default(true),
  updatedAt: updatedAt(),
});

/** The reminders sent: once per task, person, reminder and due date (a moved due date re-arms them). */
export const sentReminders = pgTable(
  "sent_reminders",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => projectTasks.id, { onDelete: "cascade" }),
    userId: belongsToUser(),
    reminderKey: text("reminder_key").notNull(),
    dueDate: date("due_date").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId, t.reminderKey, t.dueDate] }), index("sent_reminders_user_idx").on(t.userId)],
);
