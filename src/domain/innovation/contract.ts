// Request and response shapes of /innovation (decision 1002), shared by the server and the web.
import { z } from "zod";
import { optionalText, text } from "../projects/schemas";
import { ideaStatuses, riceImpacts, scoringMethods } from "./scoring";

const num = (min: number, max: number) => z.number({ error: "validation.invalid_type" }).min(min, "validation.too_small_number").max(max, "validation.too_big_number").nullable().default(null);

export const ideaInputSchema = z
  .object({
    title: text(200),
    description: optionalText(5000).default(""),
    problem: optionalText(3000).default(""),
    expectedBenefit: optionalText(3000).default(""),
    /** Who proposed it (a name; by default the person who writes it down). */
    author: optionalText(120).default(""),
    tags: z.array(text(40)).max(10, "validation.too_big_number").default([]),
    scoringMethod: z.enum(scoringMethods, { error: "validation.invalid_value" }).default("rice"),
    /** RICE: people reached per quarter. */
    reach: num(0, 1_000_000_000),
    /** RICE: 0.25–3 (scale of riceImpacts); ICE: 1–10. */
    impact: num(0.25, 10),
    /** RICE: a percentage 0–100; ICE: 1–10. */
    confidence: num(0, 100),
    /** RICE: person-months. */
    effort: num(0.1, 1200),
    /** ICE: 1–10. */
    ease: num(1, 10),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.scoringMethod === "rice") {
      if (v.impact !== null && !(riceImpacts as readonly number[]).includes(v.impact)) ctx.addIssue({ code: "custom", path: ["impact"], message: "validation.invalid_value" });
    } else {
      if (v.impact !== null && v.impact < 1) ctx.addIssue({ code: "custom", path: ["impact"], message: "validation.too_small_number" });
      if (v.confidence !== null && (v.confidence < 1 || v.confidence > 10)) ctx.addIssue({ code: "custom", path: ["confidence"], message: v.confidence < 1 ? "validation.too_small_number" : "validation.too_big_number" });
    }
  });
export type IdeaInput = z.input<typeof ideaInputSchema>;

export const statusChangeSchema = z
  .object({ status: z.enum(ideaStatuses, { error: "validation.invalid_value" }), reason: optionalText(1000).default("") })
  .strict()
  .refine((v) => v.status !== "discarded" || v.reason.length > 0, { path: ["reason"], message: "validation.required" });

export const commentInputSchema = z.object({ body: text(2000) }).strict();

export const commentSchema = z.object({ id: z.string(), authorName: z.string(), body: z.string(), createdAt: z.string() });

export const ideaSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  problem: z.string(),
  expectedBenefit: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  status: z.enum(ideaStatuses),
  discardReason: z.string().nullable(),
  scoringMethod: z.enum(scoringMethods),
  reach: z.number().nullable(),
  impact: z.number().nullable(),
  confidence: z.number().nullable(),
  effort: z.number().nullable(),
  ease: z.number().nullable(),
  score: z.number().nullable(),
  votes: z.number(),
  votedByMe: z.boolean(),
  commentCount: z.number(),
  project: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Idea = z.infer<typeof ideaSchema>;

export const ideaListSchema = z.object({ items: z.array(ideaSchema) });
export const ideaDetailSchema = ideaSchema.extend({ comments: z.array(commentSchema) });
export type IdeaDetail = z.infer<typeof ideaDetailSchema>;

export const voteSchema = z.object({ votes: z.number(), votedByMe: z.boolean() });

/** What the planner starts from when an approved idea becomes a project. */
export const projectDraftSchema = z.object({
  ideaId: z.string(),
  name: z.string(),
  description: z.string(),
  objectives: z.string(),
  scope: z.string(),
  /** The planner's schedule text: the estimated effort, or that there is none. */
  schedule: z.string(),
  effortMonths: z.number().nullable(),
  milestones: z.array(z.object({ name: z.string(), offsetDays: z.number().nullable() })),
});
export type ProjectDraft = z.infer<typeof projectDraftSchema>;

export const convertSchema = z.object({ projectId: z.string().max(64) }).strict();

export const projectIdeaSchema = z.object({ idea: z.object({ id: z.string(), title: z.string() }).nullable() });
