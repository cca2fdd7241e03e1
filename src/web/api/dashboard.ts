import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../lib/api-client";

// GET /api/v1/dashboard: the signed-in home (my open tasks, projects by status, upcoming
// milestones, overdue work, recent activity), "today" being the reader's day.

const taskRef = { id: z.string(), title: z.string(), endDate: z.string().nullable(), projectId: z.string(), projectName: z.string() };

export const dashboardSchema = z.object({
  myOpenTasks: z.array(z.object({ ...taskRef, status: z.string() })),
  projectsByStatus: z.record(z.string(), z.number()),
  upcomingMilestones: z.array(z.object({ id: z.string(), name: z.string(), dueDate: z.string().nullable(), projectId: z.string(), projectName: z.string() })),
  overdueTasks: z.array(z.object(taskRef)),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      taskTitle: z.string(),
      projectId: z.string(),
      projectName: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      actorName: z.string().nullable(),
      occurredAt: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardKeys = {
  all: ["dashboard"] as const,
  home: () => [...dashboardKeys.all, "home"] as const,
};

export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "America/Mexico_City";
}

export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiClient.get("/dashboard", { query: { timeZone: readerTimeZone() }, signal, parse: (data) => dashboardSchema.parse(data) });
}

export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.home(), queryFn: ({ signal }) => fetchDashboard(signal) });
}
