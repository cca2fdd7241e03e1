import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTaskInput, UpdateTaskInput } from "../../../../domain/projects/schemas";
import { apiClient } from "../../../lib/api-client";
import { projectKey } from "./project-overview";
import { taskSchema, type Task } from "./project-tasks";

// POST /api/v1/projects/:id/tasks and PATCH …/tasks/:taskId (a dependency cycle answers 422).

export type SaveTaskVariables = { projectId: string; taskId?: string; input: CreateTaskInput | UpdateTaskInput };

export async function saveTask({ projectId, taskId, input }: SaveTaskVariables): Promise<Task> {
  const base = `/projects/${encodeURIComponent(projectId)}/tasks`;
  const parse = (data: unknown) => taskSchema.parse(data);
  return taskId ? apiClient.patch(`${base}/${encodeURIComponent(taskId)}`, input, { parse }) : apiClient.post(base, input, { parse });
}

export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTask,
    onSuccess: (_task, { projectId }) => {
      window.dispatchEvent(new Event("project-progress-updated"));
      return queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
    },
  });
}
