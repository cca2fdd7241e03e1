import { z } from "zod";
import { labelColors } from "./colors";

// Work items (issue 23, decisions 1202–1204): labels per workspace, subtasks, several assignees
// and watchers. The same schemas validate the browser's forms and the server's routes.

const id = z.string().max(64);
const name = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(40, { error: "validation.too_long" });

export const labelSchema = z.object({ id: z.string(), name: z.string(), color: z.enum(labelColors) });
export type Label = z.infer<typeof labelSchema>;
export const labelListSchema = z.object({ items: z.array(labelSchema) });

export const labelInputSchema = z.object({ name, color: z.enum(labelColors, { error: "validation.invalid_value" }) }).strict();
export type LabelInput = z.infer<typeof labelInputSchema>;

export const rollupSchema = z.object({
  subtaskCount: z.number().int(),
  completedCount: z.number().int(),
  /** Share of the leaf subtasks completed, 0–100. */
  progress: z.number().int(),
  /** Sum of the subtasks' (rolled) estimates; null when none has one. */
  estimateHours: z.number().nullable(),
});
export type Rollup = z.infer<typeof rollupSchema>;

/** What a task has beyond its row: parent, labels, every assignee (the primary first), watchers, roll-up. */
export const taskWorkItemSchema = z.object({
  taskId: z.string(),
  parentId: z.string().nullable(),
  /** 1 for a top-level task. */
  depth: z.number().int(),
  labelIds: z.array(z.string()),
  assigneeResourceIds: z.array(z.string()),
  watcherUserIds: z.array(z.string()),
  /** Whether the caller watches it. */
  watching: z.boolean(),
  rollup: rollupSchema.nullable(),
});
export type TaskWorkItem = z.infer<typeof taskWorkItemSchema>;
export const workItemListSchema = z.object({ items: z.array(taskWorkItemSchema) });

export const subtaskInputSchema = z
  .object({
    title: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(200, { error: "validation.too_long" }),
    estimateHours: z.number({ error: "validation.invalid_type" }).min(0, { error: "validation.too_small_number" }).max(10_000, { error: "validation.too_big_number" }).nullable().optional(),
  })
  .strict();
export type SubtaskInput = z.infer<typeof subtaskInputSchema>;

export const parentInputSchema = z.object({ parentId: id.nullable() }).strict();
export const taskLabelsInputSchema = z.object({ labelIds: z.array(id).max(20, { error: "validation.too_big_number" }) }).strict();
/** Every assignee of the task; the first becomes the primary unless the current primary stays in the list. */
export const assigneesInputSchema = z.object({ resourceIds: z.array(id).max(20, { error: "validation.too_big_number" }) }).strict();
export const watcherInputSchema = z.object({ userId: z.string().min(1, { error: "validation.required" }).max(100) }).strict();
