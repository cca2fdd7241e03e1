import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WorkspaceRole } from "../../../../domain/authorization";
import { apiClient } from "../../../lib/api-client";
import { workspaceKeys } from "../../../api/account";

// PATCH /api/v1/workspaces/:workspaceId/members/:memberId { role } (admins and owners).

export type ChangeMemberRoleVariables = { workspaceId: string; memberId: string; role: WorkspaceRole };

export async function changeMemberRole({ workspaceId, memberId, role }: ChangeMemberRoleVariables): Promise<void> {
  await apiClient.patch(`/workspaces/${encodeURIComponent(workspaceId)}/members/${encodeURIComponent(memberId)}`, { role });
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSettled: (_data, _error, { workspaceId }) => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
  });
}
