import { useMutation } from "@tanstack/react-query";
import type { ResendVerificationInput } from "../../../../domain/accounts/schemas";
import { authClient } from "./auth-client";

// POST /api/auth/send-verification-email: the same answer whatever the e-mail.

export async function resendVerification(input: ResendVerificationInput): Promise<void> {
  await authClient.post("/send-verification-email", input);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
