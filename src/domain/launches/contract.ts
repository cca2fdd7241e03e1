// Request and response shapes of /marketing-agent's launches (decision 1004), shared by the server and the web.
import { z } from "zod";
import { dateOnly, text } from "../projects/schemas";
import { audienceSegments, draftKinds, launchChannels, launchLanguages } from "./templates";

export const draftStatuses = ["draft", "approved", "sent"] as const;
export type DraftStatus = (typeof draftStatuses)[number];
/** Who wrote a draft's text: the templates, the language model, or a person who edited it. */
export const draftEngines = ["template", "llm", "edited"] as const;
export type DraftEngine = (typeof draftEngines)[number];
export const sendVias = ["email", "project_channel"] as const;
export type SendVia = (typeof sendVias)[number];

export const stepInputSchema = z.object({ title: text(200), dueDate: dateOnly }).strict();

const planFields = {
  name: text(200),
  launchDate: dateOnly,
  segments: z.array(z.enum(audienceSegments, { error: "validation.invalid_value" })).max(3, "validation.too_big_number").default([]),
  customAudiences: z.array(text(80)).max(10, "validation.too_big_number").default([]),
  channels: z.array(z.enum(launchChannels, { error: "validation.invalid_value" })).min(1, "validation.required").max(4, "validation.too_big_number"),
};
const hasAudience = (v: { segments: unknown[]; customAudiences: unknown[] }) => v.segments.length + v.customAudiences.length > 0;
const audienceRequired = { path: ["segments"], message: "validation.required" };

export const planInputSchema = z
  .object({
    ...planFields,
    /** Each step becomes a task of the project, dated, so it shows on the calendar. */
    steps: z.array(stepInputSchema).max(30, "validation.too_big_number").default([]),
  })
  .strict()
  .refine(hasAudience, audienceRequired);
export type PlanInput = z.input<typeof planInputSchema>;

/**
 * A plan edited after creation (decision 1006): the whole plan again. A step with an id is one that
 * exists (its task follows its new title and date); a step without one is new (a task is made); an
 * existing step left out is removed (its task deleted while nobody has started it, kept otherwise).
 */
export const planEditSchema = z
  .object({
    ...planFields,
    steps: z.array(stepInputSchema.extend({ id: z.uuid({ error: "validation.invalid_value" }).optional() })).max(30, "validation.too_big_number").default([]),
  })
  .strict()
  .refine(hasAudience, audienceRequired);
export type PlanEdit = z.input<typeof planEditSchema>;

/** What deleting a plan did to the tasks its steps became. */
export const planDeletedSchema = z.object({ tasksDeleted: z.number().int(), tasksKept: z.number().int() });
export type PlanDeleted = z.infer<typeof planDeletedSchema>;

export const generateInputSchema = z.object({ kind: z.enum(draftKinds, { error: "validation.invalid_value" }), lang: z.enum(launchLanguages, { error: "validation.invalid_value" }) }).strict();

export const draftEditSchema = z.object({ subject: text(300), body: text(20_000) }).strict();

const email = z.string().trim().toLowerCase().email("validation.invalid_email").max(254, "validation.too_long");
export const sendInputSchema = z.discriminatedUnion(
  "via",
  [
    z.object({ via: z.literal("email"), recipients: z.array(email).min(1, "validation.required").max(50, "validation.too_big_number") }).strict(),
    z.object({ via: z.literal("project_channel") }).strict(),
  ],
  { error: "validation.invalid_value" },
);
export type SendInput = z.input<typeof sendInputSchema>;

export const stepSchema = z.object({ id: z.string(), title: z.string(), dueDate: z.string(), taskId: z.string().nullable(), taskStatus: z.string().nullable() });

export const draftSchema = z.object({
  id: z.string(),
  kind: z.enum(draftKinds),
  lang: z.enum(launchLanguages),
  subject: z.string(),
  body: z.string(),
  engine: z.enum(draftEngines),
  /** The model's name when a language model wrote it. */
  model: z.string().nullable(),
  status: z.enum(draftStatuses),
  authorId: z.string().nullable(),
  authorName: z.string(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type LaunchDraft = z.infer<typeof draftSchema>;

export const sentSchema = z.object({
  id: z.string(),
  draftId: z.string().nullable(),
  kind: z.enum(draftKinds),
  lang: z.enum(launchLanguages),
  via: z.enum(sendVias),
  recipients: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  sentByName: z.string(),
  sentAt: z.string(),
});
export type SentPiece = z.infer<typeof sentSchema>;

export const planSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  launchDate: z.string(),
  segments: z.array(z.enum(audienceSegments)),
  customAudiences: z.array(z.string()),
  channels: z.array(z.enum(launchChannels)),
  createdAt: z.string(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;
export const planListSchema = z.object({ items: z.array(planSummarySchema) });

export const planDetailSchema = planSummarySchema.extend({
  steps: z.array(stepSchema),
  drafts: z.array(draftSchema),
  sent: z.array(sentSchema),
  /** Which engine new drafts come from: the templates, or the configured language model. */
  engine: z.enum(["template", "llm"]),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;
