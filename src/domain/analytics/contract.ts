import { z } from "zod";

// What /api/v1/analytics answers: flow metrics over a date range, and the portfolio heat map.

export const analyticsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  taskCount: z.number(),
  throughput: z.array(z.object({ weekStart: z.string(), count: z.number() })),
  cycleTime: z.object({
    points: z.array(z.looseObject({ id: z.string(), title: z.string(), completedOn: z.string(), days: z.number() })),
    p50: z.number().nullable(),
    p85: z.number().nullable(),
    p95: z.number().nullable(),
  }),
  cumulativeFlow: z.array(z.object({ date: z.string(), counts: z.record(z.string(), z.number()) })),
  burn: z.object({ unit: z.string(), series: z.array(z.object({ date: z.string(), scope: z.number(), done: z.number(), remaining: z.number() })) }),
  velocity: z.array(z.looseObject({ sprintId: z.string(), name: z.string(), endDate: z.string(), committed: z.number(), completed: z.number() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const heatRowSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  phase: z.string().nullable(),
  progress: z.number(),
  riskScore: z.number(),
  dueDate: z.string().nullable(),
});
export type HeatRow = z.infer<typeof heatRowSchema>;

export const portfolioHeatMapSchema = z.array(heatRowSchema);
