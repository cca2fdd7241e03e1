import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/invitations/:invitationId/accept, then the workspace becomes the active one
// (POST /api/v1/me/active-workspace), so /team shows it at once.

const acceptedSchema = z.object({ workspaceId: z.string(), role: z.string() });

export async function acceptInvitation(invitationId: string): Promise<z.infer<typeof acceptedSchema>> {
  const accepted = await apiClient.post(`/invitations/${encodeURIComponent(invitationId)}/accept`, undefined, { parse: (data) => acceptedSchema.parse(data) });
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
