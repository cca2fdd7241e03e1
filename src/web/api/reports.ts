import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { reportListSchema, reportSchema, reportSentSchema, type ReportContent, type ReportSummary } from "../../domain/reports/contract";
import { apiClient } from "../lib/api-client";

// Weekly reports: GET /api/v1/reports?projectId=, GET /api/v1/reports/:id, POST …/generate and
// …/:id/send.

export const reportKeys = {
  all: ["reports"] as const,
  lists: () => [...reportKeys.all, "list"] as const,
  /** A project's reports, or the portfolio's (null). */
  list: (projectId: string | null) => [...reportKeys.lists(), projectId ?? "portfolio"] as const,
  detail: (id: string) => [...reportKeys.all, "detail", id] as const,
};

// GET /api/v1/reports?projectId=: the past weekly reports of a project, or of the portfolio.

export function useReports(projectId: string | null) {
  return useQuery({
    queryKey: reportKeys.list(projectId),
    queryFn: ({ signal }) => apiClient.get("/reports", { query: { projectId: projectId ?? undefined }, signal, parse: (data) => reportListSchema.parse(data).items }),
  });
}

// GET /api/v1/reports/:id: one weekly report with its content.

export type { PortfolioReportContent, ProjectReportContent } from "../../domain/reports/contract";

export type Report = ReportSummary & { content: ReportContent };

export function fetchReport(id: string, signal?: AbortSignal): Promise<Report> {
  return apiClient.get(`/reports/${encodeURIComponent(id)}`, { signal, parse: (data) => reportSchema.parse(data) as unknown as Report });
}

export function useReport(id: string | null) {
  return useQuery({ queryKey: reportKeys.detail(id ?? ""), queryFn: ({ signal }) => fetchReport(id ?? "", signal), enabled: id !== null });
}

export function reportPdfUrl(id: string): string {
  return `/api/v1/reports/${encodeURIComponent(id)}/pdf`;
}

// POST /api/v1/reports/:id/send: e-mails the report (PDF attached) to the chosen addresses.

export const sendReportSchema = z.object({ recipients: z.array(z.email("validation.invalid_email").max(255)).min(1, "validation.required").max(50, "validation.too_big_number") });

export function useSendReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, recipients }: { reportId: string; recipients: string[] }) =>
      apiClient.post(`/reports/${encodeURIComponent(reportId)}/send`, { recipients }, { parse: (data) => reportSentSchema.parse(data) }),
    onSuccess: (_r, { reportId }) => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.detail(reportId) });
      void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
}

// POST /api/v1/reports/generate: this week's report now (replaces this week's if it exists).

export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (projectId: string | null): Promise<Report> => {
      const created = await apiClient.post<{ id: string }>("/reports/generate", projectId ? { projectId } : {});
      return fetchReport(created.id);
    },
    onSuccess: (report, projectId) => {
      queryClient.setQueryData(reportKeys.detail(report.id), report);
      void queryClient.invalidateQueries({ queryKey: reportKeys.list(projectId) });
    },
  });
}
