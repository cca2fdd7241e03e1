import { useQueries, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/projects/:id (the overview): its milestones, drawn as diamonds.

export const milestoneSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  dueDate: z.string().nullable(),
  completed: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

const overviewSchema = z.object({ milestones: z.array(milestoneSchema) });

export const milestonesKey = (projectId: string) => ["planning", "project", projectId, "milestones"] as const;

async function fetchMilestones(projectId: string, signal?: AbortSignal): Promise<Milestone[]> {
  const overview = await apiClient.get(`/projects/${encodeURIComponent(projectId)}`, { signal, parse: (data) => overviewSchema.parse(data) });
  return overview.milestones;
}

export function useMilestones(projectId: string | null) {
  return useQuery({
    queryKey: milestonesKey(projectId ?? ""),
    queryFn: ({ signal }) => fetchMilestones(projectId ?? "", signal),
    enabled: projectId !== null,
  });
}

/** Milestones of several projects (the 'all projects' calendar). */
export function useMilestonesOf(projectIds: readonly string[]) {
  return useQueries({
    queries: projectIds.map((id) => ({ queryKey: milestonesKey(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchMilestones(id, signal) })),
    combine: (results) => ({ data: results.flatMap((r) => r.data ?? []), isPending: results.some((r) => r.isPending) }),
  });
}
