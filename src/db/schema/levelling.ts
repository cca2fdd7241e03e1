import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { LevelChange } from "../../domain/levelling/project";
import { createdAt, uuidPrimaryKey } from "./columns";
import { users } from "./accounts";
import { belongsToProject } from "./projects";

// Each applied levelling of a project's schedule (decision 0803): the tasks it moved with their
// dates before and after, so the last run can be undone.
export const levellingRuns = pgTable(
  "levelling_runs",
  {
    id: uuidPrimaryKey(),
    projectId: belongsToProject(),
    appliedBy: text("applied_by").references(() => users.id, { onDelete: "set null" }),
    changes: jsonb("changes").$type<LevelChange[]>().notNull(),
    daysBefore: integer("days_before").notNull(),
    daysAfter: integer("days_after").notNull(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("levelling_runs_project_created_idx").on(t.projectId, t.createdAt)],
);
