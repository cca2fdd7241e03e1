import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/invitations/:invitationId: only for the signed-in invited e-mail (else 403
// invitation_wrong_email).

export const invitationDetailSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  expiresAt: z.string(),
  workspace: z.object({ id: z.string(), name: z.string() }),
  inviter: z.object({ name: z.string().nullable(), email: z.string() }).nullable(),
});
export type InvitationDetail = z.infer<typeof invitationDetailSchema>;

export const invitationKey = (invitationId: string) => ["invitations", invitationId] as const;

export async function fetchInvitation(invitationId: string): Promise<InvitationDetail> {
  return apiClient.get(`/invitations/${encodeURIComponent(invitationId)}`, { parse: (data) => invitationDetailSchema.parse(data) });
}

export function useInvitation(invitationId: string) {
  return useQuery({ queryKey: invitationKey(invitationId), queryFn: () => fetchInvitation(invitationId), retry: false });
}
