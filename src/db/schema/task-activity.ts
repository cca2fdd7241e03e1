import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";
import { users } from "./accounts";
import { projectTasks, projects } from "./projects";

// A task's comments (decision 0917): Markdown-light, @mentions, attachments (attachments.owner_id),
// edits and soft deletes with a visible mark. The field history is automation_task_changes.

export const taskComments = pgTable(
  "task_comments",
  {
    id: uuidPrimaryKey(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    taskId: uuid("task_id")
      .notNull()
      .references(() => projectTasks.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    mentions: jsonb("mentions").$type<string[]>().notNull().default([]),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("task_comments_task_created_idx").on(t.taskId, t.createdAt)],
);
