import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { projectKey } from "./project-overview";

// DELETE /api/v1/projects/:id/tasks/:taskId

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, taskId }: { projectId: string; taskId: string }) =>
      apiClient.delete<void>(`/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}`),
    onSuccess: (_r, { projectId }) => {
      window.dispatchEvent(new Event("project-progress-updated"));
      return queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
    },
  });
}
