import { z } from "zod";
import { attachmentIdsSchema, attachmentSchema } from "../attachments/contract";

// A task's comments and its activity history, shown as one timeline in the task dialog
// (issue 19, decision 0917). Comments use the channels' Markdown-light and @mentions.

export const COMMENT_MAX = 4000;

export const taskCommentSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  mentions: z.array(z.string()),
  attachments: z.array(attachmentSchema),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** One field's change: the raw values and, for ids (people, sprints, milestones, labels), their names. */
export const fieldChangeSchema = z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const timelineEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("comment"), at: z.string(), comment: taskCommentSchema }),
  z.object({ kind: z.literal("change"), at: z.string(), id: z.string(), actorName: z.string().nullable(), byRule: z.boolean(), changes: z.array(fieldChangeSchema) }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelineSchema = z.object({ items: z.array(timelineEntrySchema), canComment: z.boolean() });
export type Timeline = z.infer<typeof timelineSchema>;

const body = z.string().trim().min(1, "validation.required").max(COMMENT_MAX);

export const postCommentSchema = z.object({ body, attachmentIds: attachmentIdsSchema.optional() }).strict();
export type PostCommentInput = z.infer<typeof postCommentSchema>;
export const editCommentSchema = z.object({ body }).strict();

/** The fields the history names (others show as "a field"); custom fields are "cf:<id>". */
export const historyFields = ["status", "priority", "title", "description", "type", "assigneeResourceId", "assignees", "startDate", "endDate", "estimateHours", "storyPoints", "sprintId", "milestoneId", "labels", "parentId"] as const;
