import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InviteMemberInput } from "../../../../domain/accounts/schemas";
import { apiClient } from "../../../lib/api-client";
import { workspaceInvitationsKey } from "./workspace-invitations";

// POST /api/v1/workspaces/:workspaceId/invitations { email, role }: mails a 7-day link.

export type InviteMemberVariables = { workspaceId: string; input: InviteMemberInput };

export async function inviteMember({ workspaceId, input }: InviteMemberVariables): Promise<void> {
  await apiClient.post(`/workspaces/${encodeURIComponent(workspaceId)}/invitations`, input);
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (_data, { workspaceId }) => queryClient.invalidateQueries({ queryKey: workspaceInvitationsKey(workspaceId) }),
  });
}
