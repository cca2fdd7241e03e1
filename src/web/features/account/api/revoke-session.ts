import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "./auth-client";
import { accountSessionsKey } from "./sessions";

// POST /api/auth/revoke-session { token }: ends one session; revoke-other-sessions all but this one.

export async function revokeSession(token: string): Promise<void> {
  await authClient.post("/revoke-session", { token });
}

export async function revokeOtherSessions(): Promise<void> {
  await authClient.post("/revoke-other-sessions", {});
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }) });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOtherSessions, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }) });
}
