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
  /** Which engine answered: offline (deterministic) unless a language model is configured. */
  engine: z.literal("offline"),
  text: z.string(),
  items: z.array(z.object({ text: z.string(), href: z.string().nullable() })),
  citations: z.array(link),
  passages: z.array(z.object({ quote: z.string(), title: z.string(), kind: z.string(), projectName: z.string().nullable(), href: z.string(), score: z.number() })),
  suggestions: z.array(z.string()),
  range: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** An action to confirm (decision 0903); absent on plain answers. */
  action: actionPreviewSchema.optional(),
});
export type Answer = z.infer<typeof answerSchema>;
