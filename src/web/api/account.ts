import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { memberListSchema, meSchema, type Me, type Member } from "../../domain/accounts/contract";
import type { UpdateMeInput } from "../../domain/accounts/schemas";
import { apiClient } from "../lib/api-client";
import { meKeys, workspaceKeys } from "./query-keys";

// The signed-in account, GET/PATCH /api/v1/me (profile, preferences, whether it administers the
// installation, its workspaces with the caller's role in each), and a workspace's members,
// GET /api/v1/workspaces/:id/members. A membership change invalidates both families (decision 0602).



// ---- /api/v1/me

export type { Me } from "../../domain/accounts/contract";

export async function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiClient.get("/me", { signal, parse: (data) => meSchema.parse(data) });
}

/** The account; `select` reads a part of it (the e-mail digest's kinds in its preferences, the active workspace). */
export function useMe<T = Me>(select?: (me: Me) => T) {
  return useQuery({ queryKey: meKeys.all, queryFn: ({ signal }) => fetchMe(signal), select });
}

export async function updateMe(input: UpdateMeInput): Promise<Me> {
  return apiClient.patch("/me", input, { parse: (data) => meSchema.parse(data) });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      queryClient.setQueryData(meKeys.all, me);
      return queryClient.invalidateQueries({ queryKey: ["session"] });
    },
  });
}

// ---- GET /api/v1/workspaces/:workspaceId/members (any member may read it)

export type { Member } from "../../domain/accounts/contract";

export async function fetchWorkspaceMembers(workspaceId: string, signal?: AbortSignal): Promise<Member[]> {
  return apiClient.get(`/workspaces/${encodeURIComponent(workspaceId)}/members`, { signal, parse: (data) => memberListSchema.parse(data).items });
}

export function useWorkspaceMembers(workspaceId: string | null) {
  return useQuery({
    queryKey: workspaceKeys.members(workspaceId ?? ""),
    queryFn: ({ signal }) => fetchWorkspaceMembers(workspaceId ?? "", signal),
    enabled: Boolean(workspaceId),
  });
}

/** The members of the account's active workspace (its first one when none is active). */
export function useActiveWorkspaceMembers() {
  const workspaceId = useMe((me) => me.activeWorkspaceId ?? me.workspaces[0]?.id ?? null).data ?? null;
  return useWorkspaceMembers(workspaceId);
}

export { meKeys, workspaceKeys };
