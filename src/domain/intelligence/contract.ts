import { acSources } from "../time-tracking/actual-cost";
import { z } from "zod";

// What the intelligence API answers (the server's insights and finance routes): risk, delivery
// forecast, earned value, costs and estimate suggestions. The engines' results (src/domain/
// intelligence/{risk,forecast,earned-value}.ts) are large; the contract names what tells them
// apart and what the web reads, and lets the rest through (loose objects).

const engineStatus = z.enum(["ok", "insufficient"]);

export const riskResultSchema = z.looseObject({ status: engineStatus, factors: z.array(z.looseObject({ key: z.string() })).optional() });
export const forecastResultSchema = z.looseObject({ status: engineStatus });
export const earnedValueSchema = z.looseObject({ bac: z.number() });

export const projectInsightsSchema = z.looseObject({
  computedAt: z.string(),
  risk: riskResultSchema,
  forecast: forecastResultSchema,
  earnedValue: earnedValueSchema.nullable(),
  spendForecast: z.looseObject({}).nullable().optional(),
  roiForecast: z.looseObject({}).nullable().optional(),
  inputs: z.looseObject({ tasks: z.number(), completed: z.number() }),
});

export const riskLevels = ["low", "medium", "high", "critical"] as const;

export const portfolioItemSchema = z.looseObject({
  projectId: z.string(),
  name: z.string(),
  status: z.string(),
  ownerId: z.string().nullable(),
  dueDate: z.string().nullable(),
  riskScore: z.number().nullable(),
  riskLevel: z.enum(riskLevels).nullable(),
  probabilityOnTime: z.number().nullable(),
  p50: z.string().nullable(),
  p85: z.string().nullable(),
  /** detail: an i18n key and its parameters, the factor's explanation. */
  topFactors: z.array(z.object({ key: z.string(), contribution: z.number(), detail: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }) })),
  forecastReasons: z.array(z.string()),
  computedAt: z.string().nullable(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const portfolioInsightsSchema = z.object({ items: z.array(portfolioItemSchema) });

export const costRowSchema = z.looseObject({
  id: z.string(),
  projectId: z.string(),
  date: z.string(),
  category: z.string(),
  description: z.string(),
  amount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cost = z.infer<typeof costRowSchema>;

export const projectFinanceSchema = z.looseObject({
  earnedValue: earnedValueSchema.nullable(),
  spendForecast: z.looseObject({}).nullable(),
  roiForecast: z.looseObject({}).nullable(),
  series: z.array(z.object({ date: z.string(), pv: z.number(), ev: z.number(), ac: z.number() })),
  currency: z.string(),
  /** Where the AC comes from (decision 1212): logged hours × cost rates, manual cost entries, or both. */
  acSource: z.enum(acSources),
  actualCost: z.object({
    acCents: z.number(),
    timesheetCents: z.number(),
    manualCents: z.number(),
    /** Manual "labour" entries left out because logged hours replace them. */
    replacedManualCents: z.number(),
    loggedMinutes: z.number().int(),
    /** Minutes logged by people without a costed resource (they add no cost). */
    uncostedMinutes: z.number().int(),
  }),
});

export const estimateSuggestionSchema = z.object({
  unit: z.enum(["points", "hours"]),
  result: z.discriminatedUnion("status", [
    z.looseObject({
      status: z.literal("ok"),
      estimate: z.number(),
      range: z.object({ low: z.number(), high: z.number() }),
      neighbours: z.array(z.looseObject({ id: z.string(), title: z.string(), estimate: z.number(), similarity: z.number() })),
      historySize: z.number(),
      evidenceShare: z.number(),
    }),
    z.looseObject({ status: z.literal("insufficient"), reasons: z.array(z.string()), historySize: z.number(), minHistory: z.number() }),
  ]),
});
export type EstimateSuggestion = z.infer<typeof estimateSuggestionSchema>;

/** The workspace's own track record (domain/intelligence/workspace-record.ts), shown on /ai-predictive. */
export const forecastVerdicts = ["calibrated", "optimistic", "pessimistic", "mixed"] as const;
const share = z.number().min(0).max(1);
export const workspaceTrackRecordSchema = z.object({
  computedAt: z.string(),
  forecast: z.discriminatedUnion("status", [
    z.object({
      status: z.literal("ok"),
      projects: z.number().int(),
      checkpoints: z.number().int(),
      hitP50: share,
      hitP85: share,
      hitP95: share,
      medianErrorDays: z.number(),
      verdict: z.enum(forecastVerdicts),
    }),
    z.object({ status: z.literal("insufficient"), checkpoints: z.number().int(), needed: z.number().int() }),
  ]),
  estimate: z.discriminatedUnion("status", [
    z.object({
      status: z.literal("ok"),
      unit: z.enum(["points", "hours"]),
      evaluated: z.number().int(),
      estimatorMae: z.number(),
      baselineMae: z.number(),
      rangeCoverage: share,
      rangeLevel: z.number().nullable(),
      beatsBaseline: z.boolean(),
    }),
    z.object({ status: z.literal("insufficient"), evaluated: z.number().int(), needed: z.number().int() }),
  ]),
});
export type WorkspaceTrackRecord = z.infer<typeof workspaceTrackRecordSchema>;
export type ForecastRecord = WorkspaceTrackRecord["forecast"];
export type EstimateRecord = WorkspaceTrackRecord["estimate"];
export type ForecastVerdict = (typeof forecastVerdicts)[number];
