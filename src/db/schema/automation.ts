import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { Action, ActionOutcome, Condition, ConditionResult, Trigger } from "../../domain/automation/contract";
import type { AutomationEvent } from "../../domain/automation/engine";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { users, workspaces } from "./accounts";
import { projectTasks, projects } from "./projects";

// Automation rules (decision 0801): when + if + then, per workspace, acting as their author.
export const automationRules = pgTable(
  "automation_rules",
  {
    id: uuidPrimaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    triggerType: text("trigger_type").notNull(),
    trigger: jsonb("trigger").$type<Trigger>().notNull(),
    conditionMode: text("condition_mode").notNull().default("all"),
    conditions: jsonb("conditions").$type<Condition[]>().notNull().default([]),
    actions: jsonb("actions").$type<Action[]>().notNull(),
    // The rule acts with its author's permissions; a rule whose author left stops acting.
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    // Secret path segment of the incoming webhook, and the key that signs outgoing calls.
    webhookToken: text("webhook_token").notNull().unique(),
    signingSecret: text("signing_secret").notNull(),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    // The first failed attempt of its "call a webhook" deliveries since the last success: 24 hours
    // of failure pause the rule, as they turn a webhook subscription off (decision 0806).
    webhookFailingSince: timestamp("webhook_failing_since", { withTimezone: true }),
    pausedReason: text("paused_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("automation_rules_workspace_trigger_idx").on(t.workspaceId, t.triggerType)],
);

// One row per rule and event: the unique key makes a rule handle an event once, whichever
// instance sees it first.
export const automationRuns = pgTable(
  "automation_runs",
  {
    id: uuidPrimaryKey(),
    ruleId: uuid("rule_id")
      .notNull()
      .references(() => automationRules.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    eventKey: text("event_key").notNull(),
    event: jsonb("event").$type<AutomationEvent>().notNull(),
    status: text("status").notNull(),
    conditions: jsonb("conditions").$type<ConditionResult[]>().notNull().default([]),
    actions: jsonb("actions").$type<ActionOutcome[]>().notNull().default([]),
    error: text("error"),
    durationMs: integer("duration_ms").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique("automation_runs_rule_event_uq").on(t.ruleId, t.eventKey), index("automation_runs_workspace_created_idx").on(t.workspaceId, t.createdAt.desc()), index("automation_runs_rule_created_idx").on(t.ruleId, t.createdAt.desc())],
);

// What a state trigger (overdue, risk above, load above…) last saw as true for a rule: an event
// fires when a subject enters the state, and again only after it left it.
export const automationStates = pgTable(
  "automation_states",
  {
    ruleId: uuid("rule_id")
      .notNull()
      .references(() => automationRules.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.subject] })],
);

// Every change of a task's fields (from → to), as the bus carried it: what a "task changed" rule's
// dry run replays (any field, or the chosen one, over 30 days) and the task's activity history
// (decision 0918: kept for the task's life). Written by the automation engine of the instance that
// published the change, whichever path made it (API, board, custom fields, labels, rules, assistant).
export const automationTaskChanges = pgTable(
  "automation_task_changes",
  {
    id: uuidPrimaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    taskId: uuid("task_id")
      .notNull()
      .references(() => projectTasks.id, { onDelete: "cascade" }),
    changes: jsonb("changes").$type<Record<string, { from: string | null; to: string | null }>>().notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    depth: integer("depth").notNull().default(0),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("automation_task_changes_workspace_time_idx").on(t.workspaceId, t.occurredAt.desc()), index("automation_task_changes_task_time_idx").on(t.taskId, t.occurredAt)],
);
