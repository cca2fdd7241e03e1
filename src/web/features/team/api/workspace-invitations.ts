import { useQuery } from "@tanstack/react-query";
import { invitationListSchema, type Invitation } from "../../../../domain/accounts/contract";
import { workspaceKeys } from "../../../api/account";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/workspaces/:workspaceId/invitations (admins and owners).

export type { Invitation } from "../../../../domain/accounts/contract";

export const workspaceInvitationsKey = workspaceKeys.invitations;

export async function fetchWorkspaceInvitations(workspaceId: string): Promise<Invitation[]> {
  return apiClient.get(`/workspaces/${encodeURIComponent(workspaceId)}/invitations`, {
    parse: (data) => invitationListSchema.parse(data).items,
  });
}

export function useWorkspaceInvitations(workspaceId: string | null, isAllowed: boolean) {
  return useQuery({
    queryKey: workspaceInvitationsKey(workspaceId ?? ""),
    queryFn: () => fetchWorkspaceInvitations(workspaceId ?? ""),
    enabled: Boolean(workspaceId) && isAllowed,
  });
}
