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

export const reportSentSchema = z.object({ sent: z.number(), sentTo: z.array(z.string()) });
