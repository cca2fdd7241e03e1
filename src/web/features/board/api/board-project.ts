import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/projects/:id: the project's name and its board's WIP limits.

const overviewSchema = z.object({
  project: z.object({ id: z.string(), name: z.string(), boardWipLimits: z.record(z.string(), z.number()).default({}) }),
});
export type BoardProject = z.infer<typeof overviewSchema>["project"];

export const boardProjectKey = (projectId: string) => ["board", projectId, "project"] as const;

export function useBoardProject(projectId: string) {
  return useQuery({
    queryKey: boardProjectKey(projectId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/projects/${encodeURIComponent(projectId)}`, { signal, parse: (data) => overviewSchema.parse(data) })).project,
  });
}
