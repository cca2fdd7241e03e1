import { z } from "zod";

// What the levelling API answers (decision 0803): a project's open dated tasks before and after
// levelling under its people's capacity, the finish and length change, and the last applied run
// that can be undone.

const spanSchema = z.object({ startDate: z.string(), endDate: z.string() });

export const levellingRunSchema = z.object({
  id: z.string(),
  appliedAt: z.string(),
  /** Tasks whose dates the run changed. */
  moved: z.number(),
  daysBefore: z.number(),
  daysAfter: z.number(),
  /** Whether this run can still be undone (the last applied one, not undone yet). */
  undoable: z.boolean(),
});
export type LevellingRun = z.infer<typeof levellingRunSchema>;

export const levellingStatusSchema = z.object({ lastRun: levellingRunSchema.nullable() });

export const levellingPreviewSchema = z.object({
  tasks: z.array(
    z.object({
      taskId: z.string(),
      title: z.string(),
      assigneeName: z.string().nullable(),
      before: spanSchema,
      after: spanSchema,
      moved: z.boolean(),
    }),
  ),
  start: z.string().nullable(),
  finishBefore: z.string().nullable(),
  finishAfter: z.string().nullable(),
  /** Calendar days from the first start to the last finish, both counted. */
  daysBefore: z.number(),
  daysAfter: z.number(),
  /** Person-days over capacity. */
  overloadsBefore: z.number(),
  overloadsAfter: z.number(),
  /** Open tasks left out because they have no dates. */
  undated: z.number(),
  lastRun: levellingRunSchema.nullable(),
});
export type LevellingPreview = z.infer<typeof levellingPreviewSchema>;

export const levellingUndoSchema = z.object({
  /** Tasks put back on their previous dates. */
  restored: z.number(),
  /** Tasks changed by someone since the run, left as they are. */
  kept: z.number(),
});
export type LevellingUndo = z.infer<typeof levellingUndoSchema>;
