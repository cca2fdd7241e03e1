import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { hasPendingInsights } from "../lib/dashboard-model";

// GET /api/v1/portfolio/insights: every project sorted by risk, with its three largest risk
// factors and its stored delivery forecast (or the reasons the engine could not make one).

export const riskLevels = ["low", "medium", "high", "critical"] as const;

export const portfolioItemSchema = z.object({
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
  topFactors: z.array(z.object({ key: z.string(), contribution: z.number(), detail: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }) })),
  forecastReasons: z.array(z.string()),
  computedAt: z.string().nullable(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

const portfolioSchema = z.object({ items: z.array(portfolioItemSchema) });

export const portfolioInsightsKey = ["dashboard", "portfolio-insights"] as const;

export async function fetchPortfolioInsights(signal?: AbortSignal): Promise<PortfolioItem[]> {
  return (await apiClient.get("/portfolio/insights", { signal, parse: (data) => portfolioSchema.parse(data) })).items;
}

export function usePortfolioInsights(enabled = true) {
  return useQuery({
    queryKey: portfolioInsightsKey,
    queryFn: ({ signal }) => fetchPortfolioInsights(signal),
    enabled,
    // The server computes a new project's risk and forecast shortly after it changes: look again.
    refetchInterval: (query) => (query.state.data && hasPendingInsights(query.state.data) ? 3000 : false),
  });
}
