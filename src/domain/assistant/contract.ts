import { z } from "zod";

// The virtual assistant (/virtual-agent, decision 0902): a question in, an answer computed from
// the workspace's records out, with the records it used as links. Shared by server and web (0008).

export const QUESTION_MAX = 500;

export const askSchema = z
  .object({
    question: z.string().trim().min(1, "validation.required").max(QUESTION_MAX),
    /** The screen's project, used when the question names none. */
    projectId: z.string().max(64).optional(),
    workspaceId: z.string().max(100).optional(),
    /** The conversation the question continues (the caller's own); without it a new one starts. */
    conversationId: z.uuid({ error: "validation.invalid_value" }).optional(),
  })
  .strict();

const id = z.string().min(1).max(64);
const name = z.string().max(300);
const day = z.iso.date({ error: "validation.invalid_date" });
const base = { projectId: id, projectName: name, lang: z.enum(["es", "en"]) };

/**
 * An action the assistant proposes (decision 0903): shown as a preview, done only when the user
 * confirms it, by sending the preview back to POST /api/v1/assistant/actions.
 */
export const actionPreviewSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("create_task"), ...base, title: z.string().trim().min(1, "validation.required").max(300), endDate: day.nullable(), assigneeResourceId: id.nullable(), assigneeName: name.nullable() }).strict(),
  z.object({ kind: z.literal("move_due"), ...base, taskId: id, taskTitle: name, fromDate: day.nullable(), endDate: day }).strict(),
  z.object({ kind: z.literal("assign"), ...base, taskId: id, taskTitle: name, resourceId: id, resourceName: name }).strict(),
  z.object({ kind: z.literal("add_risk"), ...base, title: z.string().trim().min(1, "validation.required").max(300), probability: z.number().int().min(1).max(5), impact: z.number().int().min(1).max(5) }).strict(),
  z.object({ kind: z.literal("draft_update"), ...base, channelId: id, text: z.string().trim().min(1, "validation.required").max(10_000) }).strict(),
]);
export type ActionPreview = z.infer<typeof actionPreviewSchema>;

const link = z.object({ label: z.string(), href: z.string(), kind: z.string() });

export const answerSchema = z.object({
  lang: z.enum(["es", "en"]),
  intent: z.string().nullable(),
  understood: z.boolean(),
  /** Which engine answered: offline (deterministic) unless a language model is configured (decision 0920). */
  engine: z.enum(["offline", "llm"]),
  /** The language model that wrote the answer (engine 'llm'). */
  model: z.string().optional(),
  /** The model was asked but failed or took too long, so the offline engine answered (decision 0920). */
  fallback: z.object({ model: z.string(), reason: z.enum(["timeout", "error"]) }).optional(),
  text: z.string(),
  items: z.array(z.object({ text: z.string(), href: z.string().nullable() })),
  citations: z.array(link),
  passages: z.array(z.object({ quote: z.string(), title: z.string(), kind: z.string(), projectName: z.string().nullable(), href: z.string(), score: z.number() })),
  suggestions: z.array(z.string()),
  range: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** An action to confirm (decision 0903); absent on plain answers. */
  action: actionPreviewSchema.optional(),
  /** Where the answer was kept (decision 0907): its conversation and turn, to rate it. */
  conversationId: z.string().optional(),
  turnId: z.string().optional(),
});
export type Answer = z.infer<typeof answerSchema>;

// Conversations kept per user (decision 0907).
export const conversationSummarySchema = z.object({ id: z.string(), title: z.string(), turns: z.number().int(), createdAt: z.string(), updatedAt: z.string() });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const ratingValues = ["up", "down"] as const;
export const rateSchema = z
  .object({
    rating: z.enum(ratingValues, { error: "validation.invalid_value" }),
    reason: z.string().trim().max(500).optional(),
  })
  .strict();
export type RateInput = z.infer<typeof rateSchema>;

export const turnSchema = z.object({ id: z.string(), question: z.string(), answer: answerSchema, rating: z.enum(ratingValues).nullable(), ratingReason: z.string().nullable(), createdAt: z.string() });
export type ConversationTurn = z.infer<typeof turnSchema>;
export const conversationSchema = conversationSummarySchema.extend({ turnList: z.array(turnSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

/** The workspace's ratings, for its admins: how many answers of each intent were rated, and the share found helpful. */
export const ratingSummarySchema = z.object({
  rows: z.array(z.object({ intent: z.string(), rated: z.number().int(), helpful: z.number().int(), share: z.number() })),
  total: z.object({ rated: z.number().int(), helpful: z.number().int(), share: z.number() }),
  /** The same counts per engine that answered (decision 0921). */
  engines: z.array(z.object({ engine: z.string(), rated: z.number().int(), helpful: z.number().int(), share: z.number() })).optional(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The rated answers themselves, for the workspace's admins (decision 0921): what was asked and answered, never by whom. */
export const ratedAnswersQuerySchema = z
  .object({
    rating: z.enum(ratingValues, { error: "validation.invalid_value" }).optional(),
    intent: z.string().max(64).optional(),
    workspaceId: z.string().max(100).optional(),
  })
  .strict();
export const ratedAnswerSchema = z.object({
  turnId: z.string(),
  question: z.string(),
  answer: z.string(),
  lang: z.enum(["es", "en"]),
  intent: z.string(),
  engine: z.enum(["offline", "llm"]),
  model: z.string().nullable(),
  fallback: z.boolean(),
  rating: z.enum(ratingValues),
  reason: z.string().nullable(),
  ratedAt: z.string(),
});
export type RatedAnswer = z.infer<typeof ratedAnswerSchema>;
export const ratedAnswersSchema = z.object({ items: z.array(ratedAnswerSchema), more: z.boolean() });
export type RatedAnswers = z.infer<typeof ratedAnswersSchema>;
