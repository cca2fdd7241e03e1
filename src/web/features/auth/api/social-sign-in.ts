import { useMutation } from "@tanstack/react-query";
import { socialSignInSchema } from "../../../../domain/accounts/contract";
import { authClient } from "./auth-client";

// POST /api/auth/sign-in/social: answers the provider's URL; the browser goes there and comes
// back to `callbackURL` (or to /auth?error=CODE on failure).

export type SocialSignInInput = { provider: string; callbackURL: string };

export async function startSocialSignIn(input: SocialSignInInput): Promise<string> {
  return authClient.post("/sign-in/social", { ...input, errorCallbackURL: "/auth" }, { parse: (data) => socialSignInSchema.parse(data).url });
}

export function useSocialSignIn() {
  return useMutation({ mutationFn: startSocialSignIn });
}
