import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { createApiClient } from "../lib/api-client";
import { useClientValue } from "../lib/use-client-value";

// Who is signed in: Better Auth's session (GET /api/auth/get-session answers the session or null),
// read once and cached by TanStack Query under `sessionQueryKey`. Signing in or out elsewhere
// invalidates that key. The accounts area builds the pages on top of this hook.

export type Session = { email: string; userId: string; name: string | null; activeWorkspaceId: string | null };

export type SessionState = {
  session: Session | null;
  /** True until the first answer: pages that need a user wait instead of flashing a redirect. */
  isLoading: boolean;
  /** Ends the session on the server; the caller then goes to /auth (spec section 2). */
  signOut: () => Promise<void>;
};

export const sessionQueryKey = ["session"] as const;

const authClient = createApiClient({ baseUrl: "/api/auth" });

type GetSessionAnswer = {
  user: { id: string; email: string; name?: string | null };
  session: { activeOrganizationId?: string | null };
} | null;

export async function fetchSession(): Promise<Session | null> {
  const answer = await authClient.get<GetSessionAnswer>("/get-session");
  if (!answer?.user) return null;
  return {
    email: answer.user.email,
    userId: answer.user.id,
    name: answer.user.name ?? null,
    activeWorkspaceId: answer.session.activeOrganizationId ?? null,
  };
}

const sessionStaleTime = 60_000;

/** Asks for the session before the app's first render (boot.tsx, over a signed-in screen's frame). */
export async function prefetchSession(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: sessionStaleTime });
}

export function useSession(): SessionState {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: sessionStaleTime });
  // A prerendered page was built with no session. React hydrates each Suspense boundary in a
  // later pass than the root, so the session may already be known when a boundary's components
  // hydrate (the home page's hero: the sign-in card or the dashboard preview); they must render
  // what the markup holds, and take the session in the render right after (React error #418).
  const isHydrating = !useClientValue(() => true, false);
  const signOut = useCallback(async () => {
    await authClient.post("/sign-out", {});
    queryClient.setQueryData(sessionQueryKey, null);
    // Nothing the previous user saw may stay in the cache for the next one.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  }, [queryClient]);
  if (isHydrating) return { session: null, isLoading: true, signOut };
  return { session: query.data ?? null, isLoading: query.isPending, signOut };
}
