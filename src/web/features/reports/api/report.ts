import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { reportSummarySchema } from "./reports";

// GET /api/v1/reports/:id: one weekly report with its content (the shapes of server/features/reports/service.ts).

export type ProjectReportContent = {
  kind: "project";
  project: { id: string; name: string; status: string; phase: string; progress: number; dueDate: string | null; currency: string };
  forecast: { status: string; p50: string | null; p85: string | null; p95: string | null; probabilityOnTime: number | null };
  risk: { score: number | null; level: string | null; previousScore: number | null; change: number | null; topFactors: { key: string; contribution: number }[] };
  milestones: { upcoming: { name: string; dueDate: string }[]; slipped: { name: string; dueDate: string }[]; completedThisWeek: number };
  tasks: { total: number; completed: number; completedThisWeek: number; overdue: { title: string; endDate: string }[] };
  budget: { budgetCents: number; spentCents: number; cpi: number | null; spi: number | null; eacCents: number | null } | null;
};

export type PortfolioReportContent = {
  kind: "portfolio";
  projects: { id: string; name: string; status: string; progress: number; riskScore: number | null; p85: string | null; dueDate: string | null; overdue: number }[];
  totals: { projects: number; atRisk: number; overdueTasks: number };
};

const reportSchema = reportSummarySchema.extend({ content: z.object({ kind: z.enum(["project", "portfolio"]) }).passthrough() });
export type Report = Omit<z.infer<typeof reportSchema>, "content"> & { content: ProjectReportContent | PortfolioReportContent };

export const reportKey = (id: string) => ["reports", "one", id] as const;

export function fetchReport(id: string, signal?: AbortSignal): Promise<Report> {
  return apiClient.get(`/reports/${encodeURIComponent(id)}`, { signal, parse: (data) => reportSchema.parse(data) as unknown as Report });
}

export function useReport(id: string | null) {
  return useQuery({ queryKey: reportKey(id ?? ""), queryFn: ({ signal }) => fetchReport(id ?? "", signal), enabled: id !== null });
}

export function reportPdfUrl(id: string): string {
  return `/api/v1/reports/${encodeURIComponent(id)}/pdf`;
}
