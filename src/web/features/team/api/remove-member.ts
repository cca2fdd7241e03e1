import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { meKeys, workspaceKeys } from "../../../api/account";

// DELETE /api/v1/workspaces/:workspaceId/members/:memberId: remove someone, or leave (own id).

export type RemoveMemberVariables = { workspaceId: string; memberId: string };

export async function removeMember({ workspaceId, memberId }: RemoveMemberVariables): Promise<void> {
  await apiClient.delete(`/workspaces/${encodeURIComponent(workspaceId)}/members/${encodeURIComponent(memberId)}`);
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_data, { workspaceId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }), queryClient.invalidateQueries({ queryKey: meKeys.all })]),
  });
}
