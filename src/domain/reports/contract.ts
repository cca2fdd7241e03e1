import { z } from "zod";

// What /api/v1/reports answers: weekly reports of a project or of the portfolio.

export const reportSummarySchema = z.looseObject({
  id: z.string(),
  projectId: z.string().nullable(),
  week: z.string(),
  generatedAt: z.string(),
  generatedBy: z.string().nullable(),
  sentTo: z.array(z.string()).nullable(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportListSchema = z.object({ items: z.array(reportSummarySchema) });

/** A report with its content: a project's week or the portfolio's (kind tells which). */
export const reportSchema = reportSummarySchema.extend({ content: z.looseObject({ kind: z.enum(["project", "portfolio"]) }) });

// The content a weekly report keeps, as the server builds it and the web shows it. Stored as JSON and
// written by the server alone, so the contract above only checks its kind.
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

export type ReportContent = ProjectReportContent | PortfolioReportContent;

export const reportSentSchema = z.object({ sent: z.number(), sentTo: z.array(z.string()) });
