// Request and response shapes of project genetics, shared by the server and the web (decision 0008).
import { z } from "zod";
import { objectives } from "./evolve";
import { estimationHabits, geneKeys, interruptionPolicies, releaseCadences, sprintLengths, traitKeys, WIP_MAX, WIP_MIN } from "./traits";

const literalOf = <T extends readonly number[]>(values: T) =>
  z.number({ error: "validation.invalid_value" }).refine((v) => (values as readonly number[]).includes(v), { message: "validation.invalid_value" });

export const genomeSchema = z.object({
  sprintLengthDays: literalOf(sprintLengths),
  wipLimit: z.number().int("validation.not_integer").min(WIP_MIN, "validation.too_small_number").max(WIP_MAX, "validation.too_big_number"),
  releaseCadenceDays: literalOf(releaseCadences),
  interruptions: z.enum(interruptionPolicies, { error: "validation.invalid_value" }),
});

/** What a manager may set; null clears a trait (it is measured or assumed again). */
export const setTraitsSchema = z
  .object({
    sprintLengthDays: genomeSchema.shape.sprintLengthDays.nullable().optional(),
    wipLimit: genomeSchema.shape.wipLimit.nullable().optional(),
    releaseCadenceDays: genomeSchema.shape.releaseCadenceDays.nullable().optional(),
    interruptions: genomeSchema.shape.interruptions.nullable().optional(),
    teamSize: z.number().int("validation.not_integer").min(1, "validation.too_small_number").max(200, "validation.too_big_number").nullable().optional(),
    batchSizeDays: z.number().min(0.05, "validation.too_small_number").max(60, "validation.too_big_number").nullable().optional(),
    plannedShare: z.number().min(0, "validation.too_small_number").max(1, "validation.too_big_number").nullable().optional(),
    reworkShare: z.number().min(0, "validation.too_small_number").max(0.9, "validation.too_big_number").nullable().optional(),
    estimation: z.enum(estimationHabits, { error: "validation.invalid_value" }).nullable().optional(),
  })
  .strict();
export type SetTraits = z.infer<typeof setTraitsSchema>;

export const traitSchema = z.object({
  key: z.enum(traitKeys),
  value: z.union([z.number(), z.string()]),
  source: z.enum(["measured", "set", "assumed"]),
  measured: z.union([z.number(), z.string()]).nullable(),
  basis: z.object({ count: z.number().int(), unit: z.enum(["sprints", "tasks", "days", "completion_days", "people", "board"]) }).nullable(),
});

export const faredSchema = z.object({
  /** Weekly completions over the last 12 weeks (oldest first). */
  weekly: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  meanWeeklyThroughput: z.number().nullable(),
  cycleTimeP50Days: z.number().nullable(),
  cycleTimeP85Days: z.number().nullable(),
  /** Standard deviation over mean of weekly throughput: lower is steadier. */
  throughputVariation: z.number().nullable(),
  /** The delivery forecast's probability of meeting the due date, as last computed. */
  onTimeProbability: z.number().nullable(),
  completed: z.number().int(),
});

export const projectGenomeSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  dueDate: z.string().nullable(),
  family: z.enum(["scrum", "kanban", "scrumban", "flow"]),
  traits: z.array(traitSchema),
  fared: faredSchema,
  canRun: z.boolean(),
  /** Why the simulation cannot be calibrated yet (not enough finished work), if so. */
  calibrationReasons: z.array(z.string()),
});
export type ProjectGenome = z.infer<typeof projectGenomeSchema>;

export const portfolioGenomesSchema = z.object({ items: z.array(projectGenomeSchema) });

export const startEvolutionSchema = z
  .object({
    objective: z.enum(objectives, { error: "validation.invalid_value" }),
    seed: z.number().int("validation.not_integer").min(0, "validation.too_small_number").max(2_147_483_647, "validation.too_big_number").optional(),
    population: z.number().int("validation.not_integer").min(50, "validation.too_small_number").max(200, "validation.too_big_number").default(50),
    generations: z.number().int("validation.not_integer").min(50, "validation.too_small_number").max(200, "validation.too_big_number").default(50),
    runs: z.number().int("validation.not_integer").min(20, "validation.too_small_number").max(500, "validation.too_big_number").default(200),
  })
  .strict();

export const adoptSchema = z.object({ genes: z.array(z.enum(geneKeys, { error: "validation.invalid_value" })).min(1, "validation.required").max(geneKeys.length) }).strict();

const metricsSchema = z.object({
  onTimeProbability: z.number().nullable(),
  p85CycleDays: z.number(),
  medianCycleDays: z.number(),
  meanWeeklyThroughput: z.number(),
  throughputVariation: z.number(),
});
const scoredSchema = z.object({ genome: genomeSchema, fitness: z.number(), metrics: metricsSchema });
const geneSource = z.enum(["a", "b", "mutation", "seed"]);

export const evolutionResultSchema = z.object({
  best: scoredSchema,
  current: scoredSchema,
  changes: z.array(z.object({ gene: z.enum(geneKeys), from: z.union([z.number(), z.string()]), to: z.union([z.number(), z.string()]) })),
  /** Genes the winner changed with no effect on the objective, kept at the current value (decision 1007); absent on older runs. */
  neutral: z.array(z.object({ gene: z.enum(geneKeys), value: z.union([z.number(), z.string()]) })).default([]),
  effects: z.array(z.object({ metric: metricsSchema.keyof(), current: z.number(), proposed: z.number(), difference: z.object({ p10: z.number(), p50: z.number(), p90: z.number() }) })),
  familyTree: z.array(z.object({ id: z.number().int(), genome: genomeSchema, generation: z.number().int(), parents: z.tuple([z.number().int(), z.number().int()]).nullable(), genes: z.record(z.enum(geneKeys), geneSource) })),
  generationsRun: z.number().int(),
  genomesEvaluated: z.number().int(),
  simulationRuns: z.number().int(),
  horizonDays: z.number().int(),
  dueInDays: z.number().int().nullable(),
  calibration: z.object({ completed: z.number().int(), weeks: z.number().int(), misfit: z.number(), observed: z.object({ meanWeeklyThroughput: z.number(), medianLeadDays: z.number(), p85LeadDays: z.number() }), simulated: z.object({ meanWeeklyThroughput: z.number(), medianLeadDays: z.number(), p85LeadDays: z.number() }) }),
  elapsedMs: z.number(),
});
export type EvolutionResultDto = z.infer<typeof evolutionResultSchema>;

export const geneticsRunSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  objective: z.enum(objectives),
  seed: z.number().int(),
  population: z.number().int(),
  generations: z.number().int(),
  runsPerGenome: z.number().int(),
  status: z.enum(["running", "done", "stopped", "failed"]),
  generation: z.number().int(),
  history: z.array(z.object({ generation: z.number().int(), best: z.number(), mean: z.number() })),
  startGenome: genomeSchema,
  result: evolutionResultSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  adoptedGenes: z.array(z.enum(geneKeys)).nullable(),
  adoptedAt: z.string().nullable(),
  adoptedBy: z.string().nullable(),
  /**
   * What happened since the genome was adopted, beside what the run predicted for it and for the
   * genome it replaced, measured the way the simulation scores (decision 1007). Only on a single
   * adopted run; null before adoption.
   */
  outcome: z
    .object({
      since: z.string(),
      days: z.number().int(),
      completed: z.number().int(),
      open: z.number().int(),
      observed: z.object({ meanWeeklyThroughput: z.number().nullable(), medianCycleDays: z.number().nullable(), p85CycleDays: z.number().nullable() }),
    })
    .nullable()
    .default(null),
});
export type GeneticsRun = z.infer<typeof geneticsRunSchema>;
export const geneticsRunListSchema = z.object({ items: z.array(geneticsRunSchema) });
