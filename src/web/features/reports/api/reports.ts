import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/reports?projectId=: the past weekly reports of a project, or of the portfolio.

export const reportSummarySchema = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  week: z.string(),
  generatedAt: z.string(),
  generatedBy: z.string().nullable(),
  sentTo: z.array(z.string()).nullable(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportsKey = (projectId: string | null) => ["reports", "list", projectId ?? "portfolio"] as const;

export function useReports(projectId: string | null) {
  return useQuery({
    queryKey: reportsKey(projectId),
    queryFn: ({ signal }) => apiClient.get("/reports", { query: { projectId: projectId ?? undefined }, signal, parse: (data) => z.object({ items: z.array(reportSummarySchema) }).parse(data).items }),
  });
}
