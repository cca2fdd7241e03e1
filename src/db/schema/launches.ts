import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { belongsToWorkspace, users } from "./accounts";
import { projects, projectTasks } from "./projects";

// /marketing-agent (decision 1004): a project's launch plans, the timeline steps (each a task of the
// project), the drafts of its communications and every piece sent, kept with its date.
export const launchPlans = pgTable(
  "launch_plans",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    launchDate: date("launch_date").notNull(),
    segments: jsonb("segments").$type<string[]>().notNull().default([]),
    customAudiences: jsonb("custom_audiences").$type<string[]>().notNull().default([]),
    channels: jsonb("channels").$type<string[]>().notNull().default([]),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("launch_plans_workspace_idx").on(t.workspaceId, t.createdAt.desc()), index("launch_plans_project_idx").on(t.projectId)],
);

export const launchSteps = pgTable(
  "launch_steps",
  {
    id: uuidPrimaryKey(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => launchPlans.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueDate: date("due_date").notNull(),
    position: integer("position").notNull().default(0),
    taskId: uuid("task_id").references(() => projectTasks.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("launch_steps_plan_idx").on(t.planId, t.position)],
);

export const launchDrafts = pgTable(
  "launch_drafts",
  {
    id: uuidPrimaryKey(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => launchPlans.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    lang: text("lang").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** template | llm | edited */
    engine: text("engine").notNull().default("template"),
    model: text("model"),
    /** draft | approved | sent */
    status: text("status").notNull().default("draft"),
    /** Who last wrote the text (generated or edited it): never its approver. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    approvedBy: text("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("launch_drafts_plan_idx").on(t.planId, t.createdAt)],
);

export const launchSent = pgTable(
  "launch_sent",
  {
    id: uuidPrimaryKey(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => launchPlans.id, { onDelete: "cascade" }),
    draftId: uuid("draft_id").references(() => launchDrafts.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    lang: text("lang").notNull(),
    /** email | project_channel */
    via: text("via").notNull(),
    recipients: jsonb("recipients").$type<string[]>().notNull().default([]),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sentBy: text("sent_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("launch_sent_plan_idx").on(t.planId, t.sentAt.desc())],
);
