import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signInResponseSchema } from "../../../../domain/accounts/contract";
import type { SignInInput } from "../../../../domain/accounts/schemas";
import { sessionQueryKey } from "../../../app/session";
import { authClient } from "./auth-client";

// POST /api/auth/sign-in/email: sets the session cookie; the cached session is then read again.
// An account with two-step verification gets no session yet: the answer says a code comes next.

export async function signInWithEmail(input: SignInInput): Promise<{ needsSecondStep: boolean }> {
  const answer = await authClient.post("/sign-in/email", input, { parse: (data) => signInResponseSchema.parse(data) });
  return { needsSecondStep: "twoFactorRedirect" in answer && answer.twoFactorRedirect === true };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithEmail,
    onSuccess: (result) => (result.needsSecondStep ? undefined : queryClient.invalidateQueries({ queryKey: sessionQueryKey })),
  });
}
