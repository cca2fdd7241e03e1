import { useMutation } from "@tanstack/react-query";
import type { ChangeEmailInput } from "../../../../domain/accounts/schemas";
import { authClient } from "./auth-client";

// POST /api/auth/change-email: the password is checked, then a link goes to the new address.

export async function changeEmail(input: ChangeEmailInput): Promise<void> {
  await authClient.post("/change-email", input);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
