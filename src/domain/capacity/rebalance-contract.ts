import { z } from "zod";
import { dateOnly, text } from "../projects/schemas";

// Skills and rebalancing (decisions 1302–1309), shared by the server and the web.

const level = z.number({ error: "validation.invalid_value" }).int("validation.not_integer").min(1, "validation.out_of_range").max(5, "validation.out_of_range");
export const skillSchema = z.object({ skill: z.string(), level: z.number() });

/** PUT /api/v1/capacity/skills/:resourceId: the person's whole list of skills. */
export const skillsInputSchema = z.strictObject({
  skills: z
    .array(z.strictObject({ skill: text(60), level }), { error: "validation.invalid_value" })
    .max(30, "validation.out_of_range")
    .refine((list) => new Set(list.map((s) => s.skill.toLocaleLowerCase("es"))).size === list.length, "validation.invalid_value"),
});
export type SkillsInput = z.infer<typeof skillsInputSchema>;

export const personSkillsSchema = z.object({ resourceId: z.string(), name: z.string(), role: z.string(), skills: z.array(skillSchema) });
export type PersonSkills = z.infer<typeof personSkillsSchema>;

/** PUT /api/v1/capacity/task-skills/:taskId: the skill a task asks for, or null for none. */
export const taskSkillInputSchema = z.strictObject({ requirement: z.strictObject({ skill: text(60), level }).nullable() });
export const taskSkillSchema = z.object({ taskId: z.string(), requirement: skillSchema.nullable() });

export const rebalanceQuerySchema = z.object({
  workspaceId: z.string().max(100).optional(),
  resourceId: z.string().max(64).optional(),
  weekStart: dateOnly.optional(),
});

const weekEffect = z.object({ start: z.string(), available: z.number(), before: z.number(), after: z.number() });
const personEffect = z.object({ resourceId: z.string(), weeks: z.array(weekEffect) });
const projectEffect = z.object({ projectId: z.string(), finishBefore: z.string().nullable(), finishAfter: z.string().nullable(), dueDate: z.string().nullable() });
const effects = z.object({ people: z.array(personEffect), projects: z.array(projectEffect) });
const moveBase = { id: z.string(), projectId: z.string(), effects };

export const rebalanceMoveSchema = z.discriminatedUnion("kind", [
  z.object({ ...moveBase, kind: z.literal("reassign_task"), taskId: z.string(), taskTitle: z.string(), fromResourceId: z.string(), toResourceId: z.string(), hours: z.number(), skill: skillSchema.nullable() }),
  z.object({ ...moveBase, kind: z.literal("shift_task"), taskId: z.string(), taskTitle: z.string(), resourceId: z.string(), fromStart: z.string(), fromEnd: z.string(), toStart: z.string(), toEnd: z.string(), days: z.number(), floatDays: z.number() }),
  z.object({ ...moveBase, kind: z.literal("shift_allocation"), allocationId: z.string(), fromResourceId: z.string(), toResourceId: z.string(), hours: z.number(), fromHoursBefore: z.number(), startDate: z.string().nullable(), endDate: z.string().nullable() }),
]);
export type RebalanceMoveItem = z.infer<typeof rebalanceMoveSchema>;

const overloadedWeek = z.object({ resourceId: z.string(), weekStart: z.string(), planned: z.number(), available: z.number() });

export const rebalanceApplicationSchema = z.object({
  id: z.string(),
  appliedAt: z.string(),
  appliedByName: z.string().nullable(),
  moveCount: z.number(),
  undoneAt: z.string().nullable(),
});
export type RebalanceApplication = z.infer<typeof rebalanceApplicationSchema>;

export const rebalanceProposalSchema = z.object({
  weekStarts: z.array(z.string()),
  target: z.object({ resourceId: z.string(), weekStart: z.string() }).nullable(),
  overloadedBefore: z.array(overloadedWeek),
  overloadedAfter: z.array(overloadedWeek),
  moves: z.array(rebalanceMoveSchema),
  people: z.array(personEffect),
  projects: z.array(projectEffect),
  names: z.object({ people: z.record(z.string(), z.string()), projects: z.record(z.string(), z.string()) }),
  /** The workspace's latest applied set not undone: the one the undo puts back. */
  latest: rebalanceApplicationSchema.nullable(),
});
export type RebalanceProposalResponse = z.infer<typeof rebalanceProposalSchema>;

/** POST /api/v1/capacity/rebalance/apply: the chosen moves of the proposal for that person-week. */
export const rebalanceApplyInputSchema = z.strictObject({
  resourceId: z.string().max(64).nullable().default(null),
  weekStart: dateOnly.nullable().default(null),
  moveIds: z.array(z.string().max(200), { error: "validation.required" }).min(1, "validation.required").max(200, "validation.out_of_range"),
});
export type RebalanceApplyInput = z.input<typeof rebalanceApplyInputSchema>;
