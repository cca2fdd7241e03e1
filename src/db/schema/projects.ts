import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { users, belongsToWorkspace } from "./accounts";

// The specification's entities (section 3) keep their table and field names.
// Status, priority and phase hold the normalised Spanish values of src/domain/project-fields.ts.

export const projects = pgTable(
  "projects",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    // The creator; kept when the account goes so that the project survives in its workspace.
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").notNull().default("En progreso"),
    priority: text("priority").notNull().default("Media"),
    phase: text("phase").notNull().default("Planificación"),
    methodology: text("methodology"),
    progress: smallint("progress").notNull().default(0),
    // "auto": follows the tasks; "manual": the user set it by hand.
    progressMode: text("progress_mode").notNull().default("auto"),
    riskScore: smallint("risk_score").notNull().default(0),
    startDate: date("start_date"),
    dueDate: date("due_date"),
    predictiveInsights: jsonb("predictive_insights").$type<Record<string, unknown>>(),
    objectives: text("objectives").notNull().default(""),
    scope: text("scope").notNull().default(""),
    resources: text("resources").notNull().default(""),
    schedule: text("schedule").notNull().default(""),
    risks: text("risks").notNull().default(""),
    stakeholders: text("stakeholders").notNull().default(""),
    communicationPlan: text("communication_plan").notNull().default(""),
    changeManagement: text("change_management").notNull().default(""),
    evaluation: text("evaluation").notNull().default(""),
    lessonsLearned: text("lessons_learned").notNull().default(""),
    formalClosure: boolean("formal_closure").notNull().default(false),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    // Money in integer cents with its currency.
    budgetCents: bigint("budget_cents", { mode: "number" }).notNull().default(0),
    benefitCents: bigint("benefit_cents", { mode: "number" }).notNull().default(0),
    currency: text("currency").notNull().default("MXN"),
    // Rows made by "load sample data", removable in one action.
    isSample: boolean("is_sample").notNull().default(false),
    // Optional work-in-progress limit per board column (task status → limit); exceeding one warns.
    boardWipLimits: jsonb("board_wip_limits").$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_workspace_created_idx").on(t.workspaceId, t.createdAt.desc()),
    index("projects_owner_idx").on(t.ownerId),
    index("projects_workspace_risk_idx").on(t.workspaceId, t.riskScore.desc()),
  ],
);

/** A required link to the project a row belongs to; the row goes when the project goes. */
export const belongsToProject = () =>
  uuid("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });

export const projectMilestones = pgTable(
  "project_milestones",
  {
    id: uuidPrimaryKey(),
    projectId: belongsToProject(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    dueDate: date("due_date"),
    completed: boolean("completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_milestones_project_due_idx").on(t.projectId, t.dueDate),
    index("project_milestones_open_idx")
      .on(t.projectId, t.dueDate)
      .where(sql`${t.completed} = false`),
  ],
);

export const projectStakeholders = pgTable(
  "project_stakeholders",
  {
    id: uuidPrimaryKey(),
    projectId: belongsToProject(),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    email: text("email"),
    // 1 (low) to 5 (high), for the influence/interest grid.
    influence: smallint("influence").notNull().default(3),
    interest: smallint("interest").notNull().default(3),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("project_stakeholders_project_idx").on(t.projectId)],
);

export const resources = pgTable(
  "resources",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    // A resource may or may not be a member of the workspace.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    email: text("email"),
    // Hours a week this person can give to projects.
    availability: doublePrecision("availability").notNull().default(40),
    costPerHourCents: bigint("cost_per_hour_cents", { mode: "number" }).notNull().default(0),
    // Made by "load sample data", removed with it.
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("resources_workspace_idx").on(t.workspaceId)],
);

export const resourceAllocations = pgTable(
  "resource_allocations",
  {
    id: uuidPrimaryKey(),
    projectId: belongsToProject(),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    // Hours a week allocated to the project.
    hours: doublePrecision("hours").notNull(),
    startDate: date("start_date"),
    endDate: date("end_date"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("resource_allocations_project_idx").on(t.projectId),
    index("resource_allocations_resource_idx").on(t.resourceId),
  ],
);

export const sprintStatuses = ["planned", "in_progress", "completed", "cancelled"] as const;

export const sprints = pgTable(
  "sprints",
  {
    id: uuidPrimaryKey(),
    projectId: belongsToProject(),
    name: text("name").notNull(),
    goal: text("goal").notNull().default(""),
    status: text("status").notNull().default("planned"),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sprints_project_start_idx").on(t.projectId, t.startDate)],
);

export const projectTasks = pgTable(
  "project_tasks",
  {
    id: uuidPrimaryKey(),
    projectId: belongsToProject(),
    milestoneId: uuid("milestone_id").references(() => projectMilestones.id, { onDelete: "set null" }),
    sprintId: uuid("sprint_id").references(() => sprints.id, { onDelete: "set null" }),
    assigneeResourceId: uuid("assignee_resource_id").references(() => resources.id, {
      onDelete: "set null",
    }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: text("type").notNull().default("task"),
    status: text("status").notNull().default("Pendiente"),
    priority: text("priority").notNull().default("Media"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    estimateHours: doublePrecision("estimate_hours"),
    storyPoints: doublePrecision("story_points"),
    // Order within a board column.
    position: integer("position").notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_tasks_project_status_idx").on(t.projectId, t.status),
    index("project_tasks_assignee_idx").on(t.assigneeResourceId),
    index("project_tasks_sprint_idx").on(t.sprintId),
    index("project_tasks_project_completed_idx").on(t.projectId, t.completedAt),
  ],
);

export const taskDependencies = pgTable(
  "task_dependencies",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => projectTasks.id, { onDelete: "cascade" }),
    dependsOnTaskId: uuid("depends_on_task_id")
      .notNull()
      .references(() => projectTasks.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.dependsOnTaskId] }),
    index("task_dependencies_depends_on_idx").on(t.dependsOnTaskId),
  ],
);

// Every status change of a task, so throughput and cycle time can be measured.
export const taskEvents = pgTable(
  "task_events",
  {
    id: uuidPrimaryKey(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => projectTasks.id, { onDelete: "cascade" }),
    projectId: belongsToProject(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("task_events_project_time_idx").on(t.projectId, t.occurredAt),
    index("task_events_task_idx").on(t.taskId),
  ],
);
