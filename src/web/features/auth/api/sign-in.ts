import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignInInput } from "../../../../domain/accounts/schemas";
import { sessionQueryKey } from "../../../app/session";
import { authClient } from "./auth-client";

// POST /api/auth/sign-in/email: sets the session cookie; the cached session is then read again.

export async function signInWithEmail(input: SignInInput): Promise<void> {
  await authClient.post("/sign-in/email", input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
