import { useMutation } from "@tanstack/react-query";
import type { SignUpInput } from "../../../../domain/accounts/schemas";
import { authClient } from "./auth-client";

// POST /api/auth/sign-up/email: creates the account and mails the verification link (no session
// until the e-mail is confirmed).

export async function signUpWithEmail(input: SignUpInput): Promise<void> {
  await authClient.post("/sign-up/email", { ...input, name: input.name || undefined });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUpWithEmail });
}
