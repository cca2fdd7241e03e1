import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../lib/api-client";

// Insights (the server's `insights`, the web's 'intelligence'): GET /api/v1/portfolio/insights and
// the per-project insights, forecast, finance and costs. The server recomputes a project's insights
// shortly after it or its tasks change; the key families are invalidated then (api/server-events.ts).

export const insightKeys = {
  all: ["insights"] as const,
  portfolio: () => [...insightKeys.all, "portfolio"] as const,
  projects: () => [...insightKeys.all, "project"] as const,
  /** Everything derived from one project: its insights, forecasts, finance and costs. */
  project: (projectId: string) => [...insightKeys.projects(), projectId] as const,
  detail: (projectId: string) => [...insightKeys.project(projectId), "insights"] as const,
  forecast: (projectId: string, capacityFactor: number, scopeChange: number) => [...insightKeys.project(projectId), "forecast", capacityFactor, scopeChange] as const,
  finance: (projectId: string) => [...insightKeys.project(projectId), "finance"] as const,
  costs: (projectId: string) => [...insightKeys.project(projectId), "costs"] as const,
};

// ---- GET /api/v1/portfolio/insights: every project sorted by risk, with its three largest risk
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

export async function fetchPortfolioInsights(signal?: AbortSignal): Promise<PortfolioItem[]> {
  return (await apiClient.get("/portfolio/insights", { signal, parse: (data) => portfolioSchema.parse(data) })).items;
}

/** `pollWhile`: look again every 3 s while it holds (e.g. a new project's insights are not computed yet). */
export function usePortfolioInsights(options: { enabled?: boolean; pollWhile?: (items: PortfolioItem[]) => boolean } = {}) {
  const { enabled = true, pollWhile } = options;
  return useQuery({
    queryKey: insightKeys.portfolio(),
    queryFn: ({ signal }) => fetchPortfolioInsights(signal),
    enabled,
    refetchInterval: (query) => (pollWhile && query.state.data && pollWhile(query.state.data) ? 3000 : false),
  });
}
