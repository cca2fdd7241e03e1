import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { workspaceKeys } from "../../../api/account";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/workspaces/:workspaceId/members (any member may read it).

export const memberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.string(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const workspaceMembersKey = workspaceKeys.members;

export async function fetchWorkspaceMembers(workspaceId: string): Promise<Member[]> {
  return apiClient.get(`/workspaces/${encodeURIComponent(workspaceId)}/members`, { parse: (data) => z.object({ items: z.array(memberSchema) }).parse(data).items });
}

export function useWorkspaceMembers(workspaceId: string | null) {
  return useQuery({
    queryKey: workspaceMembersKey(workspaceId ?? ""),
    queryFn: () => fetchWorkspaceMembers(workspaceId ?? ""),
    enabled: Boolean(workspaceId),
  });
}
