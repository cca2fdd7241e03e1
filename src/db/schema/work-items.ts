import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { belongsToUser, belongsToWorkspace } from "./accounts";
import { projectTasks, resources } from "./projects";

// Work items (issue 23, decision 1202): subtasks, labels, several assignees and watchers. The
// task row itself is unchanged: its `assignee_resource_id` stays the primary assignee that
// capacity, forecasts, notifications and exports read; these tables add to it.

const taskRef = (column = "task_id") =>
  uuid(column)
    .notNull()
    .references(() => projectTasks.id, { onDelete: "cascade" });

/** A subtask's parent, in the same project (checked by the service): one row per subtask. Deleting the parent makes its subtasks top-level. */
export const taskParents = pgTable(
  "task_parents",
  {
    taskId: taskRef().primaryKey(),
    parentTaskId: taskRef("parent_task_id"),
    createdAt: createdAt(),
  },
  (t) => [index("task_parents_parent_idx").on(t.parentTaskId)],
);

/** A workspace's labels; the colour is a key of the accessible palette (src/domain/work-items/colors.ts). */
export const labels = pgTable(
  "labels",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    name: text("name").notNull(),
    color: text("color").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("labels_workspace_name_idx").on(t.workspaceId, sql`lower(${t.name})`)],
);

export const taskLabels = pgTable(
  "task_labels",
  {
    taskId: taskRef(),
    labelId: uuid("label_id")
      .notNull()
      .references(() => labels.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.labelId] }), index("task_labels_label_idx").on(t.labelId)],
);

/** Assignees besides the task's primary one (project_tasks.assignee_resource_id). */
export const taskAssignees = pgTable(
  "task_assignees",
  {
    taskId: taskRef(),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.resourceId] }), index("task_assignees_resource_idx").on(t.resourceId)],
);

/**
 * Who chose to watch a task (watching = true) or to stop (false). The creator and the assignees'
 * accounts watch by default without a row; a row with false opts them out.
 */
export const taskWatchers = pgTable(
  "task_watchers",
  {
    taskId: taskRef(),
    userId: belongsToUser(),
    watching: boolean("watching").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index("task_watchers_user_idx").on(t.userId)],
);
