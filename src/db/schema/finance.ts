import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { projects } from "./projects";
import { users, workspaces } from "./accounts";

// Actual costs of a project (the AC of earned value), in integer cents.
export const costEntries = pgTable(
  "cost_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    category: text("category").notNull().default("other"),
    description: text("description").notNull().default(""),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("MXN"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("cost_entries_project_date_idx").on(t.projectId, t.date)],
);

// Weekly reports, per project or for the portfolio (project_id null), one per week: the content is
// a snapshot so past weeks read as they were.
export const weeklyReports = pgTable(
  "weekly_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    // ISO week, e.g. "2026-W48".
    week: text("week").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    generatedBy: text("generated_by").notNull().default("job"),
    sentTo: jsonb("sent_to").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("weekly_reports_scope_week_uq").on(t.workspaceId, t.projectId, t.week).nullsNotDistinct(),
    index("weekly_reports_workspace_idx").on(t.workspaceId, t.week),
  ],
);

// The forecasts as they were issued, one per project and ISO week (the first of the week), kept
// to score later forecasts: once a snapshot's items are all done, where the finish fell in its
// own distribution is the workspace's track record (domain/intelligence/track-record.ts).
export const forecastSnapshots = pgTable(
  "forecast_snapshots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    // ISO week of the as-of date, e.g. "2026-W48".
    week: text("week").notNull(),
    asOf: date("as_of").notNull(),
    remaining: integer("remaining").notNull(),
    // The model's finish in days after asOf at levels 1 %…100 % (before any recalibration).
    modelQuantiles: jsonb("model_quantiles").$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("forecast_snapshots_project_week_uq").on(t.projectId, t.week), index("forecast_snapshots_workspace_idx").on(t.workspaceId, t.asOf)],
);
