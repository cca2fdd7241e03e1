import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { belongsToUser, belongsToWorkspace } from "./accounts";
import { projectTasks, projects } from "./projects";
import type { LabelColor } from "../../domain/work-items/colors";

// Custom fields and saved views (issue 23, decision 1205). A value is a row per (task, field)
// with one typed column per kind of value, so filters and sorting compare numbers as numbers and
// dates as dates with plain SQL on PostgreSQL and PGlite alike (no JSON casts).

/** A field of the whole workspace (project_id null) or of one project; options (choices) in order. */
export const customFields = pgTable(
  "custom_fields",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    options: jsonb("options").$type<{ id: string; label: string; color?: LabelColor }[]>().notNull().default([]),
    required: boolean("required").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("custom_fields_workspace_idx").on(t.workspaceId, t.projectId)],
);

/** One task's value of one field; exactly one typed column is set, by the field's type. */
export const customFieldValues = pgTable(
  "custom_field_values",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => projectTasks.id, { onDelete: "cascade" }),
    fieldId: uuid("field_id")
      .notNull()
      .references(() => customFields.id, { onDelete: "cascade" }),
    /** Text, URL, a single choice's option id, a person's user id. */
    textValue: text("text_value"),
    numberValue: doublePrecision("number_value"),
    dateValue: date("date_value", { mode: "string" }),
    /** A multiple choice's option ids, in the field's order. */
    optionIds: text("option_ids").array(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.fieldId] }), index("custom_field_values_field_number_idx").on(t.fieldId, t.numberValue), index("custom_field_values_field_date_idx").on(t.fieldId, t.dateValue), index("custom_field_values_field_text_idx").on(t.fieldId, t.textValue)],
);

/** A person's task list or board of a project as they left it; `shared` shows it to the workspace. */
export const savedViews = pgTable(
  "saved_views",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    ownerId: belongsToUser("owner_id"),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    shared: boolean("shared").notNull().default(false),
    state: jsonb("state").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("saved_views_project_idx").on(t.projectId, t.kind)],
);
