import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { insightKeys } from "../../../api/insights";

// DELETE /api/v1/projects/:id/costs/:costId.

export function useDeleteCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, costId }: { projectId: string; costId: string }): Promise<void> =>
      apiClient.delete(`/projects/${encodeURIComponent(projectId)}/costs/${encodeURIComponent(costId)}`),
    onSuccess: (_r, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: insightKeys.costs(projectId) });
      void queryClient.invalidateQueries({ queryKey: insightKeys.finance(projectId) });
      void queryClient.invalidateQueries({ queryKey: insightKeys.detail(projectId) });
    },
  });
}
