import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BanUserInput, SetUserRoleInput } from "../../../../domain/accounts/schemas";
import { apiClient } from "../../../lib/api-client";

// The administrator's actions on a user: PATCH /admin/users/:id { role }, POST …/ban, …/unban,
// …/revoke-sessions. Each refreshes the user list.

const userPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

export async function setUserRole({ userId, input }: { userId: string; input: SetUserRoleInput }): Promise<void> {
  await apiClient.patch(userPath(userId), input);
}

export async function banUser({ userId, input }: { userId: string; input: BanUserInput }): Promise<void> {
  await apiClient.post(`${userPath(userId)}/ban`, input);
}

export async function unbanUser(userId: string): Promise<void> {
  await apiClient.post(`${userPath(userId)}/unban`);
}

export async function revokeUserSessions(userId: string): Promise<{ revoked: number }> {
  return apiClient.post(`${userPath(userId)}/revoke-sessions`);
}

function useAdminMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }) });
}

export const useSetUserRole = () => useAdminMutation(setUserRole);
export const useBanUser = () => useAdminMutation(banUser);
export const useUnbanUser = () => useAdminMutation(unbanUser);
export const useRevokeUserSessions = () => useAdminMutation(revokeUserSessions);
