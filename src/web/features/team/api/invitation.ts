import { useQuery } from "@tanstack/react-query";
import { invitationDetailSchema, type InvitationDetail } from "../../../../domain/accounts/contract";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/invitations/:invitationId: only for the signed-in invited e-mail (else 403
// invitation_wrong_email).

export type { InvitationDetail } from "../../../../domain/accounts/contract";

export const invitationKey = (invitationId: string) => ["invitations", invitationId] as const;

export async function fetchInvitation(invitationId: string): Promise<InvitationDetail> {
  return apiClient.get(`/invitations/${encodeURIComponent(invitationId)}`, { parse: (data) => invitationDetailSchema.parse(data) });
}

export function useInvitation(invitationId: string) {
  return useQuery({ queryKey: invitationKey(invitationId), queryFn: () => fetchInvitation(invitationId), retry: false });
}
