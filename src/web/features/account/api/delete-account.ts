import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "../../../../domain/accounts/schemas";
import { authClient } from "./auth-client";

// POST /api/auth/delete-user { password }: 409 LAST_OWNER while the user is the only owner of a
// workspace with other members.

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await authClient.post("/delete-user", input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
