import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

// DELETE /api/v1/sample-data: removes the sample portfolio in one action.

export function useRemoveSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<unknown>("/sample-data"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}
