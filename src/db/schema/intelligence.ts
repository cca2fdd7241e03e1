import { date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { WorkspaceTrackRecord } from "../../domain/intelligence/contract";
import { createdAt } from "./columns";
import { projects } from "./projects";
import { workspaces } from "./accounts";

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

// The workspace's own track record (domain/intelligence/workspace-record.ts): the forecast and
// estimate backtests run on its history, refreshed by the daily job and read by /ai-predictive.
export const workspaceTrackRecords = pgTable("workspace_track_records", {
  workspaceId: text("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  record: jsonb("record").$type<WorkspaceTrackRecord>().notNull(),
});
