import { useQuery } from "@tanstack/react-query";
import { accountSessionListSchema, currentSessionSchema, type AccountSession } from "../../../../domain/accounts/contract";
import { meKeys } from "../../../api/account";
import { authClient } from "./auth-client";

// GET /api/auth/list-sessions (this user's sessions) and get-session (which one is this browser).

export type { AccountSession } from "../../../../domain/accounts/contract";

export const accountSessionsKey = meKeys.sessions();

export async function fetchAccountSessions(): Promise<{ items: AccountSession[]; currentId: string | null }> {
  const [items, current] = await Promise.all([
    authClient.get("/list-sessions", { parse: (data) => accountSessionListSchema.parse(data) }),
    authClient.get("/get-session", { parse: (data) => currentSessionSchema.parse(data) }),
  ]);
  return { items, currentId: current?.session.id ?? null };
}

export function useAccountSessions() {
  return useQuery({ queryKey: accountSessionsKey, queryFn: fetchAccountSessions });
}
