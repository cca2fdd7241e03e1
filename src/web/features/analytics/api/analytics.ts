import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { analyticsSchema } from "../../../../domain/analytics/contract";
import { analyticsKeys } from "../../../api/analytics";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/analytics: throughput, cycle time, cumulative flow, burnup/burndown and velocity for
// the workspace or one project, optionally one team member, over a date range (reader's time zone).

export type { Analytics } from "../../../../domain/analytics/contract";

export type AnalyticsFilters = { projectId?: string; assigneeResourceId?: string; from?: string; to?: string; timeZone: string };

export function useAnalytics(filters: AnalyticsFilters) {
  return useQuery({
    queryKey: analyticsKeys.report(filters),
    queryFn: ({ signal }) => apiClient.get("/analytics", { query: filters, signal, parse: (data) => analyticsSchema.parse(data) }),
    placeholderData: keepPreviousData,
  });
}
