import { date, doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { belongsToWorkspace, users } from "./accounts";
import { resources } from "./projects";

// The capacity center's working calendars (decision 1301): each person's working days, hours,
// time zone and country; the workspace's own holidays on top of the built-in official ones; time
// off requested by a person and decided by an owner or admin; the burnout signals already sent to
// managers, so a signal notifies once while it lasts.

export const resourceCalendars = pgTable("resource_calendars", {
  resourceId: uuid("resource_id")
    .primaryKey()
    .references(() => resources.id, { onDelete: "cascade" }),
  // Weekdays worked, 0 = Sunday … 6 = Saturday.
  workingDays: jsonb("working_days").$type<number[]>().notNull(),
  hoursPerDay: doublePrecision("hours_per_day").notNull(),
  timeZone: text("time_zone").notNull(),
  // ISO 3166-1 alpha-2: which official holidays apply.
  country: text("country").notNull(),
  updatedAt: updatedAt(),
});

export const holidaySources = ["custom", "election"] as const;

export const workspaceHolidays = pgTable(
  "workspace_holidays",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    date: date("date").notNull(),
    name: text("name").notNull(),
    // Null: everybody in the workspace; else only people of that country.
    country: text("country"),
    source: text("source").notNull().default("custom"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("workspace_holidays_workspace_date_idx").on(t.workspaceId, t.date)],
);

export const timeOffStatuses = ["pending", "approved", "declined", "cancelled"] as const;

export const timeOffRequests = pgTable(
  "time_off_requests",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    // Hours off each working day of the period; null for whole days.
    hoursPerDay: doublePrecision("hours_per_day"),
    reason: text("reason").notNull().default(""),
    status: text("status").notNull().default("pending"),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("time_off_requests_workspace_start_idx").on(t.workspaceId, t.startDate), index("time_off_requests_resource_idx").on(t.resourceId)],
);

export const capacitySignalNotices = pgTable(
  "capacity_signal_notices",
  {
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.kind] })],
);
