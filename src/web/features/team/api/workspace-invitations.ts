import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { workspaceKeys } from "../../../api/account";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/workspaces/:workspaceId/invitations (admins and owners).

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  expiresAt: z.string(),
  createdAt: z.string().optional(),
  inviter: z.object({ id: z.string().optional(), name: z.string().nullable(), email: z.string() }).nullable().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const workspaceInvitationsKey = workspaceKeys.invitations;

export async function fetchWorkspaceInvitations(workspaceId: string): Promise<Invitation[]> {
  return apiClient.get(`/workspaces/${encodeURIComponent(workspaceId)}/invitations`, {
    parse: (data) => z.object({ items: z.array(invitationSchema) }).parse(data).items,
  });
}

export function useWorkspaceInvitations(workspaceId: string | null, isAllowed: boolean) {
  return useQuery({
    queryKey: workspaceInvitationsKey(workspaceId ?? ""),
    queryFn: () => fetchWorkspaceInvitations(workspaceId ?? ""),
    enabled: Boolean(workspaceId) && isAllowed,
  });
}
