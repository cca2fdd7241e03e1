import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateTaskInput } from "../../../../domain/projects/schemas";
import { apiClient } from "../../../lib/api-client";
import { planningTaskSchema, projectTasksKey, type PlanningTask } from "./project-tasks";

// PATCH /api/v1/projects/:id/tasks/:taskId: a Gantt move or resize, or a task moved into a sprint.
// The cache is updated at once and put back if the server refuses.

export type UpdateTaskVariables = { projectId: string; taskId: string; changes: UpdateTaskInput };

export async function updateTask({ projectId, taskId, changes }: UpdateTaskVariables): Promise<PlanningTask> {
  return apiClient.patch(`/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}`, changes, {
    parse: (data) => planningTaskSchema.parse(data),
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onMutate: async ({ projectId, taskId, changes }) => {
      const key = projectTasksKey(projectId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlanningTask[]>(key);
      if (previous) {
        queryClient.setQueryData<PlanningTask[]>(
          key,
          previous.map((task) => (task.id === taskId ? ({ ...task, ...changes } as PlanningTask) : task)),
        );
      }
      return { previous };
    },
    onError: (_error, { projectId }, context) => {
      if (context?.previous) queryClient.setQueryData(projectTasksKey(projectId), context.previous);
    },
    onSettled: (_data, _error, { projectId }) => queryClient.invalidateQueries({ queryKey: projectTasksKey(projectId) }),
  });
}
