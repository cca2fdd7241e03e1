import { useQuery } from "@tanstack/react-query";
import { dashboardSchema, type Dashboard } from "../../domain/dashboard/contract";
import { apiClient } from "../lib/api-client";
import { readerTimeZone } from "../lib/reader-day";
import { dashboardKeys } from "./query-keys";

// GET /api/v1/dashboard: the signed-in home (my open tasks, projects by status, upcoming
// milestones, overdue work, recent activity), "today" being the reader's day.

export type { Dashboard } from "../../domain/dashboard/contract";


export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiClient.get("/dashboard", { query: { timeZone: readerTimeZone() }, signal, parse: (data) => dashboardSchema.parse(data) });
}

export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.home(), queryFn: ({ signal }) => fetchDashboard(signal) });
}

export { dashboardKeys };
