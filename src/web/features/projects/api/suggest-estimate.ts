import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { projectKeys } from "../../../api/projects";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/projects/:id/tasks/estimate: a suggested estimate from the workspace's most
// similar completed tasks, in story points or hours (whichever the team uses), or why not.

const estimateSchema = z.object({
  unit: z.enum(["points", "hours"]),
  result: z.discriminatedUnion("status", [
    z.object({
      status: z.literal("ok"),
      estimate: z.number(),
      range: z.object({ low: z.number(), high: z.number() }),
      neighbours: z.array(z.object({ id: z.string(), title: z.string(), estimate: z.number(), similarity: z.number() })),
      historySize: z.number(),
      evidenceShare: z.number(),
    }),
    z.object({ status: z.literal("insufficient"), reasons: z.array(z.string()), historySize: z.number(), minHistory: z.number() }),
  ]),
});

export type EstimateQuery = { title: string; description: string; type: string; assigneeResourceId: string | null };

export function useEstimateSuggestion(projectId: string, query: EstimateQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: [...projectKeys.detail(projectId), "estimate", query],
    queryFn: ({ signal }) =>
      apiClient.post(
        `/projects/${encodeURIComponent(projectId)}/tasks/estimate`,
        { title: query.title, description: query.description || undefined, type: query.type, assigneeResourceId: query.assigneeResourceId },
        { signal, parse: (data) => estimateSchema.parse(data) },
      ),
    enabled: isEnabled && query.title.trim().length >= 3,
    staleTime: 60_000,
  });
}
