import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { meKeys } from "../../../api/account";
import { authClient } from "./auth-client";

// GET /api/auth/list-sessions (this user's sessions) and get-session (which one is this browser).

export const accountSessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsKey = meKeys.sessions();

export async function fetchAccountSessions(): Promise<{ items: AccountSession[]; currentId: string | null }> {
  const [items, current] = await Promise.all([
    authClient.get("/list-sessions", { parse: (data) => z.array(accountSessionSchema).parse(data) }),
    authClient.get("/get-session", { parse: (data) => z.object({ session: z.object({ id: z.string() }) }).nullable().parse(data) }),
  ]);
  return { items, currentId: current?.session.id ?? null };
}

export function useAccountSessions() {
  return useQuery({ queryKey: accountSessionsKey, queryFn: fetchAccountSessions });
}
