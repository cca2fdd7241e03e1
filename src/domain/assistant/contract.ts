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
});
export type Answer = z.infer<typeof answerSchema>;
