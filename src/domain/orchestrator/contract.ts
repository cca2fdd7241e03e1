import { z } from "zod";
import { dateOnly } from "../projects/schemas";

// The decision center (/orchestrator, decision 0804): scenarios over chosen projects of the
// portfolio, their simulation against the current plan, the optimiser, votes, comments, and the
// decisions applied (with what they replaced, for the undo). The same schemas validate the page's
// forms and every write on the server.

const id = z.string().max(64);
const shortText = (max: number) => z.string().trim().max(max, { error: "validation.too_long" });

export const scenarioChangeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("due_date"), projectId: id, dueDate: dateOnly }),
  /** Hours a week of one person on one project; 0 removes the allocation. */
  z.object({ kind: z.literal("allocation"), projectId: id, resourceId: id, hours: z.number().min(0, { error: "validation.too_small_number" }).max(168, { error: "validation.too_big_number" }) }),
  /** Items added (positive) or cut (negative: the newest not-started tasks). */
  z.object({ kind: z.literal("scope"), projectId: id, items: z.number().int().min(-500, { error: "validation.too_small_number" }).max(500, { error: "validation.too_big_number" }) }),
  z.object({ kind: z.literal("status"), projectId: id, status: z.enum(["active", "paused", "cancelled"]) }),
  z.object({ kind: z.literal("budget"), fromProjectId: id, toProjectId: id, amountCents: z.number().int().min(1, { error: "validation.too_small_number" }).max(1e13, { error: "validation.too_big_number" }) }),
]);
export type ScenarioChange = z.infer<typeof scenarioChangeSchema>;
export type ScenarioChangeKind = ScenarioChange["kind"];

export const scenarioInputSchema = z.object({
  name: shortText(120).min(1, { error: "validation.required" }),
  description: shortText(2000).default(""),
  projectIds: z.array(id).min(1, { error: "validation.required" }).max(50, { error: "validation.out_of_range" }),
  changes: z.array(scenarioChangeSchema).max(200, { error: "validation.out_of_range" }),
});
export type ScenarioInput = z.input<typeof scenarioInputSchema>;

export const simulateRequestSchema = scenarioInputSchema.pick({ projectIds: true, changes: true });

export const projectOutcomeSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  state: z.enum(["active", "paused", "cancelled"]),
  dueDate: z.string().nullable(),
  p50: z.string().nullable(),
  p85: z.string().nullable(),
  onTimeProbability: z.number().nullable(),
  riskScore: z.number().nullable(),
  remainingItems: z.number(),
  hoursPerWeek: z.number(),
  budgetCents: z.number(),
  costCents: z.number(),
  benefitCents: z.number(),
  roi: z.number().nullable(),
});
export type ProjectOutcome = z.infer<typeof projectOutcomeSchema>;

export const personLoadSchema = z.object({
  resourceId: z.string(),
  name: z.string(),
  weeks: z.array(z.object({ start: z.string(), hours: z.number(), available: z.number(), utilisation: z.number().nullable() })),
});
export type PersonLoad = z.infer<typeof personLoadSchema>;

export const simulationSchema = z.object({
  weekStarts: z.array(z.string()),
  projects: z.array(projectOutcomeSchema),
  people: z.array(personLoadSchema),
  totals: z.object({ expectedOnTime: z.number(), costCents: z.number(), benefitCents: z.number(), roi: z.number().nullable(), overloadedWeeks: z.number() }),
});
export type Simulation = z.infer<typeof simulationSchema>;

export const comparisonSchema = z.object({ baseline: simulationSchema, scenario: simulationSchema });
export type Comparison = z.infer<typeof comparisonSchema>;

export const optimiserObjectiveSchema = z.enum(["on_time_value", "lateness", "roi"]);
export const optimiseRequestSchema = z.object({
  projectIds: z.array(id).min(1, { error: "validation.required" }).max(50, { error: "validation.out_of_range" }),
  objective: optimiserObjectiveSchema.default("on_time_value"),
});

export const bindingSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("person_full"), personId: z.string(), personName: z.string(), forProjectId: z.string().nullable(), forProjectName: z.string().nullable(), fromProjectId: z.string().nullable(), fromProjectName: z.string().nullable() }),
  z.object({ kind: z.literal("person_spare"), personId: z.string(), personName: z.string(), hours: z.number() }),
  z.object({ kind: z.literal("project_met"), projectId: z.string(), projectName: z.string(), hours: z.number() }),
  z.object({ kind: z.literal("project_short"), projectId: z.string(), projectName: z.string(), missing: z.number(), roles: z.array(z.string()), reason: z.enum(["no_skill", "no_capacity", "not_worth"]) }),
]);
export type Binding = z.infer<typeof bindingSchema>;

export const optimisationSchema = z.object({
  status: z.enum(["optimal", "infeasible", "timedout"]),
  objective: optimiserObjectiveSchema,
  onTimeValue: z.number(),
  onTimeProjectIds: z.array(z.string()),
  projects: z.array(z.object({ id: z.string(), name: z.string(), demand: z.number(), assigned: z.number(), onTime: z.boolean(), currentHours: z.number() })),
  people: z.array(z.object({ id: z.string(), name: z.string(), role: z.string(), capacity: z.number(), assigned: z.number() })),
  binding: z.array(bindingSchema),
  /** The proposal as scenario changes (allocations that differ from today's). */
  changes: z.array(scenarioChangeSchema),
  solveMs: z.number(),
});
export type Optimisation = z.infer<typeof optimisationSchema>;

export const scenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  projectIds: z.array(z.string()),
  changes: z.array(scenarioChangeSchema),
  createdBy: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  state: z.enum(["draft", "applied", "undone"]),
  votes: z.number(),
  votedByMe: z.boolean(),
  comments: z.number(),
});
export type Scenario = z.infer<typeof scenarioSchema>;
export const scenarioListSchema = z.object({ items: z.array(scenarioSchema) });

export const commentInputSchema = z.object({ body: shortText(2000).min(1, { error: "validation.required" }) });
export const commentSchema = z.object({ id: z.string(), body: z.string(), authorName: z.string().nullable(), userId: z.string().nullable(), createdAt: z.string() });
export const commentListSchema = z.object({ items: z.array(commentSchema) });
export type ScenarioComment = z.infer<typeof commentSchema>;

export const applyInputSchema = z.object({ reasons: shortText(4000).min(1, { error: "validation.required" }) });

export const decisionSchema = z.object({
  id: z.string(),
  scenarioId: z.string().nullable(),
  scenarioName: z.string(),
  reasons: z.string(),
  appliedBy: z.string().nullable(),
  appliedByName: z.string().nullable(),
  appliedAt: z.string(),
  undoneAt: z.string().nullable(),
  undoneByName: z.string().nullable(),
  votes: z.number(),
  /** What changed, one line per change (the scenario's changes as applied). */
  changes: z.array(scenarioChangeSchema),
});
export type Decision = z.infer<typeof decisionSchema>;
export const decisionListSchema = z.object({ items: z.array(decisionSchema) });

export const portfolioSchema = z.object({
  projects: z.array(z.object({ id: z.string(), name: z.string(), status: z.string(), priority: z.string(), dueDate: z.string().nullable(), budgetCents: z.number(), benefitCents: z.number(), currency: z.string(), riskScore: z.number() })),
  people: z.array(z.object({ id: z.string(), name: z.string(), role: z.string(), availability: z.number() })),
  allocations: z.array(z.object({ projectId: z.string(), resourceId: z.string(), hours: z.number() })),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
