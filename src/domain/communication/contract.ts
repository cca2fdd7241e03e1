import { z } from "zod";
import { attachmentIdsSchema, attachmentSchema } from "../attachments/contract";

// Team communication (/communication): channels per project and per workspace, messages with
// Markdown-light, @mentions, replies, unread counts (decision 0901). Shared by server and web (0008).

export const MESSAGE_MAX = 4000;
export const CHANNEL_NAME_MAX = 80;

export const channelKinds = ["project", "workspace", "direct"] as const;
/** A direct conversation's people, the caller included (decision 0910). */
export const DIRECT_MAX = 8;
export const SEARCH_PAGE = 20;
export const MESSAGE_PAGE = 50;

export const channelSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  projectId: z.string().nullable(),
  kind: z.enum(channelKinds),
  name: z.string(),
  unread: z.number().int().min(0),
  lastMessageAt: z.string().nullable(),
  /** A direct conversation's other participants (empty for other channels). */
  participants: z.array(z.object({ id: z.string(), name: z.string() })),
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
  /** A line of the group's history instead of a message (decision 0942): the author added `people`, or left. */
  event: z.object({ type: z.enum(["added", "left"]), people: z.array(z.string()) }).optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListSchema = z.object({ items: z.array(messageSchema), hasOlder: z.boolean(), hasNewer: z.boolean() });
export type MessagePage = z.infer<typeof messageListSchema>;

/** One page of a channel's history: the latest, before or after a message, or around one (decision 0912). */
export const messagePageQuerySchema = z
  .object({
    before: z.uuid({ error: "validation.invalid_value" }).optional(),
    after: z.uuid({ error: "validation.invalid_value" }).optional(),
    around: z.uuid({ error: "validation.invalid_value" }).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .refine((q) => [q.before, q.after, q.around].filter(Boolean).length <= 1, { message: "validation.invalid_value", path: ["before"] });

export const createDirectSchema = z.object({ userIds: z.array(z.string().min(1).max(100)).min(1).max(DIRECT_MAX - 1), workspaceId: z.string().max(100).optional() }).strict();
/** People to add to a group conversation (decision 0940). */
export const addParticipantsSchema = z.object({ userIds: z.array(z.string().min(1).max(100)).min(1).max(DIRECT_MAX - 1) }).strict();

export const searchQuerySchema = z.object({
  q: z.string().trim().min(2).max(200),
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
  workspaceId: z.string().max(100).optional(),
});
export const searchHitSchema = z.object({
  message: messageSchema,
  channelName: z.string(),
  channelKind: z.enum(channelKinds),
  /** The thread's first message when the hit is a reply. */
  threadId: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchResultSchema = z.object({ items: z.array(searchHitSchema), nextOffset: z.number().int().nullable() });
export type SearchResult = z.infer<typeof searchResultSchema>;

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
