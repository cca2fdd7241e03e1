import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { intelligenceKeys } from "./keys";

// DELETE /api/v1/projects/:id/costs/:costId.

export function useDeleteCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, costId }: { projectId: string; costId: string }): Promise<void> =>
      apiClient.delete(`/projects/${encodeURIComponent(projectId)}/costs/${encodeURIComponent(costId)}`),
    onSuccess: (_r, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: intelligenceKeys.costs(projectId) });
      void queryClient.invalidateQueries({ queryKey: intelligenceKeys.finance(projectId) });
      void queryClient.invalidateQueries({ queryKey: intelligenceKeys.insights(projectId) });
    },
  });
}
