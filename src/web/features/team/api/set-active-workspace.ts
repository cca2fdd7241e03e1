import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/me/active-workspace { workspaceId }: 404 for a workspace the caller is not in.

export async function setActiveWorkspace(workspaceId: string): Promise<void> {
  await apiClient.post("/me/active-workspace", { workspaceId });
}

export function useSetActiveWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActiveWorkspace,
    // Every list belongs to the workspace: all of the cache is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
