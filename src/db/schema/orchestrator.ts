import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { belongsToWorkspace, users } from "./accounts";

// The decision center (/orchestrator, decision 0804): scenarios over chosen projects, the members'
// votes and comments on them, and each decision applied with what it replaced (for the undo).

export const orchestratorScenarios = pgTable(
  "orchestrator_scenarios",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    projectIds: jsonb("project_ids").$type<string[]>().notNull(),
    // ScenarioChange[] of src/domain/orchestrator/contract.ts.
    changes: jsonb("changes").$type<unknown[]>().notNull(),
    // draft | applied | undone
    state: text("state").notNull().default("draft"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("orchestrator_scenarios_workspace_idx").on(t.workspaceId, t.createdAt.desc())],
);

export const orchestratorVotes = pgTable(
  "orchestrator_votes",
  {
    scenarioId: uuid("scenario_id")
      .notNull()
      .references(() => orchestratorScenarios.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scenarioId, t.userId] })],
);

export const orchestratorComments = pgTable(
  "orchestrator_comments",
  {
    id: uuidPrimaryKey(),
    scenarioId: uuid("scenario_id")
      .notNull()
      .references(() => orchestratorScenarios.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("orchestrator_comments_scenario_idx").on(t.scenarioId, t.createdAt)],
);

export const orchestratorDecisions = pgTable(
  "orchestrator_decisions",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    scenarioId: uuid("scenario_id").references(() => orchestratorScenarios.id, { onDelete: "set null" }),
    scenarioName: text("scenario_name").notNull(),
    reasons: text("reasons").notNull(),
    changes: jsonb("changes").$type<unknown[]>().notNull(),
    votes: integer("votes").notNull().default(0),
    // What the decision replaced: projects' fields, allocations, tasks added and removed (the undo).
    replaced: jsonb("replaced").$type<Record<string, unknown>>().notNull(),
    appliedBy: text("applied_by").references(() => users.id, { onDelete: "set null" }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    undoneBy: text("undone_by").references(() => users.id, { onDelete: "set null" }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("orchestrator_decisions_workspace_idx").on(t.workspaceId, t.appliedAt.desc())],
);
