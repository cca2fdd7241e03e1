import { useMutation, useQueryClient } from "@tanstack/react-query";
import { acceptedInvitationSchema, type AcceptedInvitation } from "../../../../domain/accounts/contract";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/invitations/:invitationId/accept, then the workspace becomes the active one
// (POST /api/v1/me/active-workspace), so /team shows it at once.

export async function acceptInvitation(invitationId: string): Promise<AcceptedInvitation> {
  const accepted = await apiClient.post(`/invitations/${encodeURIComponent(invitationId)}/accept`, undefined, { parse: (data) => acceptedInvitationSchema.parse(data) });
  await apiClient.post("/me/active-workspace", { workspaceId: accepted.workspaceId });
  return accepted;
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // The new workspace is the active one: every list of the cache is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
