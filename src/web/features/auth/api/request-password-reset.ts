import { useMutation } from "@tanstack/react-query";
import type { RequestPasswordResetInput } from "../../../../domain/accounts/schemas";
import { authClient } from "./auth-client";

// POST /api/auth/request-password-reset: mails a link to /auth/reset-password?token=… (1 hour).

export async function requestPasswordReset(input: RequestPasswordResetInput): Promise<void> {
  await authClient.post("/request-password-reset", input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
