import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/me (the active workspace) then GET /api/v1/workspaces/:id/members: the members a
// resource can be linked to. GET /api/v1/projects for the allocation's project.

const meSchema = z.object({ activeWorkspaceId: z.string().nullable(), workspaces: z.array(z.object({ id: z.string() })) });
const membersSchema = z.object({ items: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string().nullable() })) });
export type Member = z.infer<typeof membersSchema>["items"][number];

export function useWorkspaceMembers() {
  return useQuery({
    queryKey: ["resources", "members"],
    queryFn: async ({ signal }) => {
      const me = await apiClient.get("/me", { signal, parse: (data) => meSchema.parse(data) });
      const workspaceId = me.activeWorkspaceId ?? me.workspaces[0]?.id;
      if (!workspaceId) return [];
      return (await apiClient.get(`/workspaces/${encodeURIComponent(workspaceId)}/members`, { signal, parse: (data) => membersSchema.parse(data) })).items;
    },
    staleTime: 60_000,
  });
}

const projectsSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });

export function useResourceProjects() {
  return useQuery({
    queryKey: ["resources", "projects"],
    queryFn: async ({ signal }) => (await apiClient.get("/projects", { query: { pageSize: 200, sort: "name" }, signal, parse: (data) => projectsSchema.parse(data) })).items,
  });
}
