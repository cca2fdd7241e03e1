import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/sample-data: loads the labelled sample portfolio.

export function useLoadSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<unknown>("/sample-data"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}
