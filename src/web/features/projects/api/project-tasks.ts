import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { projectKey } from "./project-overview";

// GET /api/v1/projects/:id/tasks: every task with its dependencies.

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  status: z.string(),
  priority: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  estimateHours: z.number().nullable(),
  storyPoints: z.number().nullable(),
  assigneeResourceId: z.string().nullable(),
  milestoneId: z.string().nullable(),
  sprintId: z.string().nullable(),
  dependsOn: z.array(z.string()),
  completedAt: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const tasksKey = (projectId: string) => [...projectKey(projectId), "tasks"] as const;

export function useProjectTasks(projectId: string) {
  return useQuery({
    queryKey: tasksKey(projectId),
    queryFn: ({ signal }) => apiClient.get(`/projects/${encodeURIComponent(projectId)}/tasks`, { signal, parse: (data) => z.array(taskSchema).parse(data) }),
  });
}
