import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { ForecastResult } from "../../../../domain/intelligence/forecast";
import { apiClient } from "../../../lib/api-client";
import { insightKeys } from "../../../api/insights";

// GET /api/v1/projects/:id/forecast?capacityFactor=&scopeChange=: a what-if forecast (not stored).

const forecastSchema = z.object({ status: z.enum(["ok", "insufficient"]), remaining: z.number() }).passthrough();

export function useWhatIfForecast(projectId: string, capacityFactor: number, scopeChange: number, enabled: boolean) {
  return useQuery({
    queryKey: insightKeys.forecast(projectId, capacityFactor, scopeChange),
    queryFn: ({ signal }) =>
      apiClient.get(`/projects/${encodeURIComponent(projectId)}/forecast`, {
        query: { capacityFactor, scopeChange },
        signal,
        parse: (data) => forecastSchema.parse(data) as unknown as ForecastResult,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
