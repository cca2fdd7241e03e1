import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordInput } from "../../../../domain/accounts/schemas";
import { authClient } from "./auth-client";

// POST /api/auth/reset-password: sets the new password and ends every session of the user.

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await authClient.post("/reset-password", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
