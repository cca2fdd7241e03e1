import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/projects: the target of a task import, and after a project import the newest
// projects (the ones just imported: the list is newest first).

const projectSchema = z.object({ id: z.string(), name: z.string(), status: z.string(), createdAt: z.string() });
export type ImportProject = z.infer<typeof projectSchema>;
const listSchema = z.object({ items: z.array(projectSchema), total: z.number() });

export const importProjectsKey = (sort: "name" | "created_at", pageSize: number) => ["bulk-import", "projects", sort, pageSize] as const;

export function useImportProjects(sort: "name" | "created_at", pageSize = 200, enabled = true) {
  return useQuery({
    queryKey: importProjectsKey(sort, pageSize),
    queryFn: async ({ signal }) => (await apiClient.get("/projects", { query: { pageSize, sort }, signal, parse: (data) => listSchema.parse(data) })).items,
    enabled,
  });
}
