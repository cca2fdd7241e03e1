import { useQueries, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/projects/:id/tasks: every task with its dates, sprint and dependencies.

export const planningTaskSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  sprintId: z.string().nullable(),
  milestoneId: z.string().nullable(),
  title: z.string(),
  status: z.string(),
  priority: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  storyPoints: z.number().nullable(),
  position: z.number(),
  dependsOn: z.array(z.string()),
});
export type PlanningTask = z.infer<typeof planningTaskSchema>;

const taskListSchema = z.array(planningTaskSchema);

export const projectTasksKey = (projectId: string) => ["planning", "project", projectId, "tasks"] as const;

async function fetchTasks(projectId: string, signal?: AbortSignal): Promise<PlanningTask[]> {
  return apiClient.get(`/projects/${encodeURIComponent(projectId)}/tasks`, { signal, parse: (data) => taskListSchema.parse(data) });
}

export function useProjectTasks(projectId: string | null) {
  return useQuery({
    queryKey: projectTasksKey(projectId ?? ""),
    queryFn: ({ signal }) => fetchTasks(projectId ?? "", signal),
    enabled: projectId !== null,
  });
}

/** Tasks of several projects (the 'all projects' calendar). */
export function useTasksOf(projectIds: readonly string[]) {
  return useQueries({
    queries: projectIds.map((id) => ({ queryKey: projectTasksKey(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchTasks(id, signal) })),
    combine: (results) => ({ data: results.flatMap((r) => r.data ?? []), isPending: results.some((r) => r.isPending) }),
  });
}
