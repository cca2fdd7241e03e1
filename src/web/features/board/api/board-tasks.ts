import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/projects/:id/tasks: the board's cards, in the server's order (position, creation).

export const boardTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  priority: z.string(),
  endDate: z.string().nullable(),
  storyPoints: z.number().nullable(),
  position: z.number(),
});
export type BoardTask = z.infer<typeof boardTaskSchema>;

export const boardTasksKey = (projectId: string) => ["board", projectId, "tasks"] as const;

export function useBoardTasks(projectId: string) {
  return useQuery({
    queryKey: boardTasksKey(projectId),
    queryFn: ({ signal }) => apiClient.get(`/projects/${encodeURIComponent(projectId)}/tasks`, { signal, parse: (data) => z.array(boardTaskSchema).parse(data) }),
  });
}
