import { useQuery } from "@tanstack/react-query";
import { estimateSuggestionSchema } from "../../../../domain/intelligence/contract";
import { projectKeys } from "../../../api/projects";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/projects/:id/tasks/estimate: a suggested estimate from the workspace's most
// similar completed tasks, in story points or hours (whichever the team uses), or why not.

export type EstimateQuery = { title: string; description: string; type: string; assigneeResourceId: string | null };

export function useEstimateSuggestion(projectId: string, query: EstimateQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: [...projectKeys.detail(projectId), "estimate", query],
    queryFn: ({ signal }) =>
      apiClient.post(
        `/projects/${encodeURIComponent(projectId)}/tasks/estimate`,
        { title: query.title, description: query.description || undefined, type: query.type, assigneeResourceId: query.assigneeResourceId },
        { signal, parse: (data) => estimateSuggestionSchema.parse(data) },
      ),
    enabled: isEnabled && query.title.trim().length >= 3,
    staleTime: 60_000,
  });
}
