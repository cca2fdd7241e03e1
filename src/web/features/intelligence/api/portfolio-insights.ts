import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { intelligenceKeys } from "./keys";

// GET /api/v1/portfolio/insights: every project of the workspace, riskiest first.

export const portfolioItemSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  riskScore: z.number().nullable(),
  riskLevel: z.enum(["low", "medium", "high", "critical"]).nullable(),
  probabilityOnTime: z.number().nullable(),
  p50: z.string().nullable(),
  p85: z.string().nullable(),
  computedAt: z.string().nullable(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

const portfolioSchema = z.object({ items: z.array(portfolioItemSchema) });

export function fetchPortfolio(signal?: AbortSignal): Promise<PortfolioItem[]> {
  return apiClient.get("/portfolio/insights", { signal, parse: (data) => portfolioSchema.parse(data).items });
}

export function usePortfolioInsights() {
  return useQuery({ queryKey: intelligenceKeys.portfolio, queryFn: ({ signal }) => fetchPortfolio(signal) });
}
