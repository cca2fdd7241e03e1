import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { analyticsKeys } from "../../../api/analytics";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/analytics: throughput, cycle time, cumulative flow, burnup/burndown and velocity for
// the workspace or one project, optionally one team member, over a date range (reader's time zone).

const analyticsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  taskCount: z.number(),
  throughput: z.array(z.object({ weekStart: z.string(), count: z.number() })),
  cycleTime: z.object({
    points: z.array(z.object({ id: z.string(), title: z.string(), completedOn: z.string(), days: z.number() })),
    p50: z.number().nullable(),
    p85: z.number().nullable(),
    p95: z.number().nullable(),
  }),
  cumulativeFlow: z.array(z.object({ date: z.string(), counts: z.record(z.string(), z.number()) })),
  burn: z.object({ unit: z.string(), series: z.array(z.object({ date: z.string(), scope: z.number(), done: z.number(), remaining: z.number() })) }),
  velocity: z.array(z.object({ sprintId: z.string(), name: z.string(), endDate: z.string(), committed: z.number(), completed: z.number() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export type AnalyticsFilters = { projectId?: string; assigneeResourceId?: string; from?: string; to?: string; timeZone: string };

export function useAnalytics(filters: AnalyticsFilters) {
  return useQuery({
    queryKey: analyticsKeys.report(filters),
    queryFn: ({ signal }) => apiClient.get("/analytics", { query: filters, signal, parse: (data) => analyticsSchema.parse(data) }),
    placeholderData: keepPreviousData,
  });
}
