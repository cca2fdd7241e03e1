import { index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { projects } from "./projects";
import { workspaces } from "./accounts";

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
