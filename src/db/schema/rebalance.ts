import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";
import { belongsToWorkspace, users } from "./accounts";
import { projectTasks, resources } from "./projects";

// Skills and rebalancing (decisions 1302–1309): the skills people carry with a level 1–5, the skill
// a task asks for (optional, one per task), and each applied set of rebalancing moves with what it
// replaced, so the latest one can be undone exactly.

export const resourceSkills = pgTable(
  "resource_skills",
  {
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    skill: text("skill").notNull(),
    // 1 (notions) … 5 (expert).
    level: integer("level").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.skill] })],
);

export const taskSkillRequirements = pgTable("task_skill_requirements", {
  taskId: uuid("task_id")
    .primaryKey()
    .references(() => projectTasks.id, { onDelete: "cascade" }),
  skill: text("skill").notNull(),
  // The lowest level that will do.
  level: integer("level").notNull(),
  createdAt: createdAt(),
});

export const rebalanceApplications = pgTable(
  "rebalance_applications",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    // RebalanceMove[] of src/domain/capacity/rebalance.ts, as applied.
    moves: jsonb("moves").$type<unknown[]>().notNull(),
    // What the moves replaced: tasks' assignee and dates, allocations' hours, allocations inserted.
    replaced: jsonb("replaced").$type<Record<string, unknown>>().notNull(),
    appliedBy: text("applied_by").references(() => users.id, { onDelete: "set null" }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: text("undone_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("rebalance_applications_workspace_idx").on(t.workspaceId, t.appliedAt.desc())],
);
