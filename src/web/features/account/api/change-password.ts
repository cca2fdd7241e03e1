import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput } from "../../../../domain/accounts/schemas";
import { meKeys } from "../../../api/account";
import { authClient } from "./auth-client";

// POST /api/auth/change-password; with revokeOtherSessions the other sessions end.

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await authClient.post("/change-password", input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }) });
}
