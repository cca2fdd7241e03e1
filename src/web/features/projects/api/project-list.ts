import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import type { ListParams } from "../lib/list-params";

// GET /api/v1/projects: one page of the workspace's projects (newest first by default) with task counts.

export const projectListItemSchema = z.object({
  id: z.string(),
  ownerId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  priority: z.string(),
  phase: z.string(),
  methodology: z.string().nullable(),
  progress: z.number(),
  riskScore: z.number(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  budget: z.number(),
  benefit: z.number(),
  currency: z.string(),
  formalClosure: z.boolean(),
  isSample: z.boolean(),
  createdAt: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  tasks: z.object({ total: z.number(), completed: z.number(), overdue: z.number() }),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

const projectPageSchema = z.object({ items: z.array(projectListItemSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type ProjectPage = z.infer<typeof projectPageSchema>;

export const projectsKey = ["projects", "list"] as const;

export async function fetchProjects(params: ListParams, signal?: AbortSignal): Promise<ProjectPage> {
  return apiClient.get("/projects", {
    signal,
    query: {
      q: params.q || undefined,
      status: params.status.length ? params.status.join(",") : undefined,
      priority: params.priority.length ? params.priority.join(",") : undefined,
      phase: params.phase.length ? params.phase.join(",") : undefined,
      ownerId: params.ownerId || undefined,
      sort: params.sort,
      order: params.order,
      page: params.page,
      pageSize: params.pageSize,
    },
    parse: (data) => projectPageSchema.parse(data),
  });
}

export function useProjects(params: ListParams) {
  return useQuery({ queryKey: [...projectsKey, params], queryFn: ({ signal }) => fetchProjects(params, signal), placeholderData: keepPreviousData });
}
