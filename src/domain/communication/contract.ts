import { z } from "zod";
import { attachmentIdsSchema, attachmentSchema } from "../attachments/contract";

// Team communication (/communication): channels per project and per workspace, messages with
// Markdown-light, @mentions, replies, unread counts (decision 0901). Shared by server and web (0008).

export const MESSAGE_MAX = 4000;
export const CHANNEL_NAME_MAX = 80;

export const channelKinds = ["project", "workspace"] as const;

export const channelSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  projectId: z.string().nullable(),
  kind: z.enum(channelKinds),
  name: z.string(),
  unread: z.number().int().min(0),
  lastMessageAt: z.string().nullable(),
});
export type Channel = z.infer<typeof channelSchema>;

export const channelListSchema = z.object({ items: z.array(channelSchema), canPost: z.boolean() });
export type ChannelList = z.infer<typeof channelListSchema>;

export const messageSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  parentId: z.string().nullable(),
  mentions: z.array(z.string()),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
  mine: z.boolean(),
  /** Files posted with the message (decision 0919); absent when none. */
  attachments: z.array(attachmentSchema).optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListSchema = z.object({ items: z.array(messageSchema) });

export const memberSchema = z.object({ id: z.string(), name: z.string(), handle: z.string() });
export const memberListSchema = z.object({ items: z.array(memberSchema) });
export type ChannelMember = z.infer<typeof memberSchema>;

const body = z.string().trim().min(1, "validation.required").max(MESSAGE_MAX);

export const postMessageSchema = z.object({ body, parentId: z.uuid().optional(), attachmentIds: attachmentIdsSchema.optional() }).strict();
export const editMessageSchema = z.object({ body }).strict();
export const createChannelSchema = z
  .object({ name: z.string().trim().min(1, "validation.required").max(CHANNEL_NAME_MAX), workspaceId: z.string().max(100).optional() })
  .strict();

export const progressDraftSchema = z.object({ projectId: z.string(), channelId: z.string(), text: z.string() });
export type ProgressDraft = z.infer<typeof progressDraftSchema>;
