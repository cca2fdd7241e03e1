import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/projects/:id: the project at a glance (record, milestones, stakeholders, task
// summary, allocations, recent activity).

export const projectSchema = z.object({
  id: z.string(),
  ownerId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  priority: z.string(),
  phase: z.string(),
  methodology: z.string().nullable(),
  progress: z.number(),
  progressMode: z.string(),
  riskScore: z.number(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  budget: z.number(),
  benefit: z.number(),
  currency: z.string(),
  objectives: z.string(),
  scope: z.string(),
  resources: z.string(),
  schedule: z.string(),
  risks: z.string(),
  stakeholders: z.string(),
  communicationPlan: z.string(),
  changeManagement: z.string(),
  evaluation: z.string(),
  lessonsLearned: z.string(),
  formalClosure: z.boolean(),
  closedAt: z.string().nullable(),
  isSample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const milestoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  dueDate: z.string().nullable(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const stakeholderSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  influence: z.number(),
  interest: z.number(),
  notes: z.string(),
});
export type Stakeholder = z.infer<typeof stakeholderSchema>;

const overviewSchema = z.object({
  project: projectSchema,
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  milestones: z.array(milestoneSchema),
  stakeholders: z.array(stakeholderSchema),
  tasks: z.object({ total: z.number(), byStatus: z.record(z.string(), z.number()), overdue: z.number() }),
  allocations: z.array(
    z.object({
      id: z.string(),
      hours: z.number(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      resource: z.object({ id: z.string(), name: z.string(), role: z.string(), availability: z.number() }),
    }),
  ),
  activity: z.array(
    z.object({
      id: z.string(),
      taskId: z.string(),
      taskTitle: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      actorName: z.string().nullable(),
      occurredAt: z.string(),
    }),
  ),
});
export type ProjectOverview = z.infer<typeof overviewSchema>;

export const projectKey = (projectId: string) => ["projects", "project", projectId] as const;
export const overviewKey = (projectId: string) => [...projectKey(projectId), "overview"] as const;

export async function fetchProjectOverview(projectId: string, signal?: AbortSignal): Promise<ProjectOverview> {
  return apiClient.get(`/projects/${encodeURIComponent(projectId)}`, { signal, parse: (data) => overviewSchema.parse(data) });
}

export function useProjectOverview(projectId: string) {
  return useQuery({
    queryKey: overviewKey(projectId),
    queryFn: ({ signal }) => fetchProjectOverview(projectId, signal),
    // 404 and 403 are answers, not hiccups: show them at once.
    retry: (count, error) => count < 2 && !(error instanceof Error && "status" in error && [401, 403, 404].includes((error as { status: number }).status)),
  });
}
