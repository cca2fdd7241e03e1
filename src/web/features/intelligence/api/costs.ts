import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { insightKeys } from "../../../api/insights";

// GET /api/v1/projects/:id/costs: the project's cost entries (amount in pesos, not cents).

export const costRowSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  date: z.string(),
  category: z.string(),
  description: z.string(),
  amount: z.number(),
});
export type Cost = z.infer<typeof costRowSchema>;

export function useCosts(projectId: string) {
  return useQuery({
    queryKey: insightKeys.costs(projectId),
    queryFn: ({ signal }) => apiClient.get(`/projects/${encodeURIComponent(projectId)}/costs`, { signal, parse: (data) => z.array(costRowSchema).parse(data) }),
  });
}
