import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/projects: the portfolio for the project filter and the timeline.

export const planningProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  priority: z.string(),
  progress: z.number(),
  riskScore: z.number(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  boardWipLimits: z.record(z.string(), z.number()).optional(),
});
export type PlanningProject = z.infer<typeof planningProjectSchema>;

const projectListSchema = z.object({ items: z.array(planningProjectSchema), total: z.number() });

export const projectListKey = ["planning", "projects"] as const;

export async function fetchProjectList(signal?: AbortSignal): Promise<PlanningProject[]> {
  const list = await apiClient.get("/projects", { query: { pageSize: 200, sort: "name" }, signal, parse: (data) => projectListSchema.parse(data) });
  return list.items;
}

export function useProjectList() {
  return useQuery({ queryKey: projectListKey, queryFn: ({ signal }) => fetchProjectList(signal) });
}
