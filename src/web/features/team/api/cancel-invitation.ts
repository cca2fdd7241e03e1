import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { workspaceInvitationsKey } from "./workspace-invitations";

// DELETE /api/v1/workspaces/:workspaceId/invitations/:invitationId (status becomes canceled).

export type CancelInvitationVariables = { workspaceId: string; invitationId: string };

export async function cancelInvitation({ workspaceId, invitationId }: CancelInvitationVariables): Promise<void> {
  await apiClient.delete(`/workspaces/${encodeURIComponent(workspaceId)}/invitations/${encodeURIComponent(invitationId)}`);
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: (_data, { workspaceId }) => queryClient.invalidateQueries({ queryKey: workspaceInvitationsKey(workspaceId) }),
  });
}
