import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

// DELETE /api/v1/projects/:id (admins and owners).

export async function deleteProject(projectId: string): Promise<void> {
  await apiClient.delete(`/projects/${encodeURIComponent(projectId)}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_r, projectId) => {
      queryClient.removeQueries({ queryKey: ["projects", "project", projectId] });
      return queryClient.invalidateQueries({ queryKey: ["projects", "list"] });
    },
  });
}
