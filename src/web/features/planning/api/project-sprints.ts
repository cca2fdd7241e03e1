import { useQueries, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { sprintStatuses } from "../../../../domain/planning/sprints";
import { sprintKeys } from "../../../api/sprints";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/projects/:id/sprints: the project's sprints by start date, with task counts.

export const sprintSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  goal: z.string(),
  status: z.enum(sprintStatuses),
  startDate: z.string(),
  endDate: z.string(),
  tasks: z.object({ total: z.number(), completed: z.number(), points: z.number() }).optional(),
});
export type Sprint = z.infer<typeof sprintSchema>;

const sprintListSchema = z.array(sprintSchema);

async function fetchSprints(projectId: string, signal?: AbortSignal): Promise<Sprint[]> {
  return apiClient.get(`/projects/${encodeURIComponent(projectId)}/sprints`, { signal, parse: (data) => sprintListSchema.parse(data) });
}

export function useProjectSprints(projectId: string | null) {
  return useQuery({
    queryKey: sprintKeys.list(projectId ?? ""),
    queryFn: ({ signal }) => fetchSprints(projectId ?? "", signal),
    enabled: projectId !== null,
  });
}

export function useSprintsOf(projectIds: readonly string[]) {
  return useQueries({
    queries: projectIds.map((id) => ({ queryKey: sprintKeys.list(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchSprints(id, signal) })),
    combine: (results) => ({ data: results.flatMap((r) => r.data ?? []), isPending: results.some((r) => r.isPending) }),
  });
}
