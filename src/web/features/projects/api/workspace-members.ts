import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/workspaces/:id/members: the people who can own projects (the owner filter).

const membersSchema = z.object({ items: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), role: z.string() })) });
export type WorkspaceMember = z.infer<typeof membersSchema>["items"][number];

export function useWorkspaceMembers(workspaceId: string | null) {
  return useQuery({
    queryKey: ["projects", "members", workspaceId],
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/workspaces/${encodeURIComponent(workspaceId ?? "")}/members`, { signal, parse: (data) => membersSchema.parse(data) })).items,
    enabled: workspaceId !== null,
  });
}
