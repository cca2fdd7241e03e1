import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { ForecastResult } from "../../../../domain/intelligence/forecast";
import type { RiskResult } from "../../../../domain/intelligence/risk";
import type { EarnedValue, RoiForecast, SpendForecast } from "../../../../domain/intelligence/earned-value";
import { apiClient } from "../../../lib/api-client";
import { insightKeys } from "../../../api/insights";

// GET /api/v1/projects/:id/insights: the stored risk score with its factors, the delivery forecast
// and earned value (computed on first read). The engines' result types come from src/domain.

export type ProjectInsights = {
  computedAt: string;
  risk: RiskResult;
  forecast: ForecastResult;
  earnedValue: EarnedValue | null;
  spendForecast: SpendForecast | null;
  roiForecast: RoiForecast | null;
  inputs: { tasks: number; completed: number; referenceWeeks: number; spentCents: number; milestones: number };
};

const insightsSchema = z
  .object({
    computedAt: z.string(),
    risk: z.object({ status: z.enum(["ok", "insufficient"]), factors: z.array(z.object({ key: z.string() }).passthrough()) }).passthrough(),
    forecast: z.object({ status: z.enum(["ok", "insufficient"]) }).passthrough(),
    earnedValue: z.object({ bac: z.number() }).passthrough().nullable(),
    inputs: z.object({ tasks: z.number(), completed: z.number() }).passthrough(),
  })
  .passthrough();

export function fetchProjectInsights(projectId: string, signal?: AbortSignal): Promise<ProjectInsights> {
  return apiClient.get(`/projects/${encodeURIComponent(projectId)}/insights`, { signal, parse: (data) => insightsSchema.parse(data) as unknown as ProjectInsights });
}

export function useProjectInsights(projectId: string | null) {
  return useQuery({
    queryKey: insightKeys.detail(projectId ?? ""),
    queryFn: ({ signal }) => fetchProjectInsights(projectId ?? "", signal),
    enabled: projectId !== null,
  });
}
