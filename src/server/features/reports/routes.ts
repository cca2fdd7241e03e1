import { consumeSendLimit } from "../../mail/send-limits";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { binaryFileSchema } from "../../../domain/http/contract";
import { fileBody } from "../openapi/document";
import { reportListSchema, reportSchema, reportSentSchema, type ReportContent } from "../../../domain/reports/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { access } from "../../plugins/access";
import { weeklyReports } from "../../../db/schema/reports";
import { users } from "../../../db/schema/accounts";
import { escapeHtml } from "../../../domain/html";
import { translate } from "../../i18n/messages";
import { findReport, generatePortfolioReport, generateProjectReport, listReports, toApiReport } from "./service";
import { renderReportPdf } from "./pdf";

type Options = { context: AppContext };
const reportParams = z.object({ reportId: z.string().max(64) });

export const reportRoutes: FastifyPluginAsyncZod<Options> = async (app, { context }) => {
  const db = context.database.db;
  const tags = ["reports"];
  /** A report belongs to a workspace: the caller must be a member of it (else 404). */
  const reportWorkspace = async (request: FastifyRequest) => {
    const { reportId } = request.params as { reportId: string };
    if (!/^[0-9a-f-]{36}$/i.test(reportId)) return undefined;
    const [row] = await db.select({ workspaceId: weeklyReports.workspaceId }).from(weeklyReports).where(eq(weeklyReports.id, reportId));
    return row?.workspaceId;
  };
  const readsReport = { access: access.record("project:read", reportWorkspace) };
  const writesReport = { access: access.record("project:write", reportWorkspace) };
  const nameOf = (content: ReportContent, lang: "es" | "en") => (content.kind === "project" ? content.project.name : translate(lang, "report.portfolio"));

  app.get("/api/v1/reports", { config: { access: access.projectOrWorkspace("project:read") }, schema: { tags, summary: "Past weekly reports of a project, or of the portfolio", querystring: z.object({ projectId: z.string().max(64).optional(), workspaceId: z.string().max(100).optional() }), response: { 200: reportListSchema } } }, async (request) => {
    return { items: await listReports(db, request.actor, request.query.projectId) };
  });
  app.post("/api/v1/reports/generate", { config: { access: access.projectOrWorkspace("project:write", "body") }, schema: { tags, summary: "Generate this week's report now", body: z.object({ projectId: z.string().max(64).optional(), workspaceId: z.string().max(100).optional() }).strict().default({}), response: { 201: reportSchema } } }, async (request, reply) => {
    const actor = request.actor;
    const now = new Date();
    const row = request.body.projectId
      ? await generateProjectReport(db, actor.workspaceId, request.body.projectId, now, actor.userId)
      : await generatePortfolioReport(db, actor.workspaceId, now, actor.userId);
    return reply.status(201).send(toApiReport(row));
  });
  app.get("/api/v1/reports/:reportId", { config: readsReport, schema: { tags, summary: "A report with its content", params: reportParams, response: { 200: reportSchema } } }, async (request) => {
    const actor = request.actor;
    return toApiReport(await findReport(db, actor, request.params.reportId));
  });
  app.get("/api/v1/reports/:reportId/pdf", { config: readsReport, schema: { tags, summary: "The report as a PDF", params: reportParams, response: { 200: { description: "The PDF file", content: { "application/pdf": { schema: binaryFileSchema } } } } } }, async (request, reply) => {
    const actor = request.actor;
    const row = await findReport(db, actor, request.params.reportId);
    const content = row.content as unknown as ReportContent;
    const pdf = await renderReportPdf({ week: row.week, content }, request.lang);
    const slug = nameOf(content, request.lang).normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^\w]+/g, "-").replace(/^-|-$/g, "").toLowerCase() || "reporte";
    return reply.header("content-type", "application/pdf").header("content-disposition", `attachment; filename="rumbo-${slug}-${row.week}.pdf"`).send(fileBody(pdf));
  });
  app.post(
    "/api/v1/reports/:reportId/send",
    { config: writesReport, schema: { tags, summary: "E-mail the report (PDF attached) to chosen recipients", params: reportParams, body: z.object({ recipients: z.array(z.email("validation.invalid_email").max(255)).min(1, "validation.required").max(50, "validation.too_big_number") }).strict(), response: { 200: reportSentSchema } } },
    async (request, reply) => {
      const actor = request.actor;
      const row = await findReport(db, actor, request.params.reportId);
      const content = row.content as unknown as ReportContent;
      const [sender] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, actor.userId));
      const lang = request.lang;
      const name = nameOf(content, lang);
      const params = { name, week: row.week, sender: sender?.name || sender?.email || "Rumbo" };
      const link = `${context.config.publicUrl}/reports?report=${row.id}`;
      const subject = translate(lang, "report.mail_subject", params);
      const intro = translate(lang, "report.mail_intro", params);
      const pdf = await renderReportPdf({ week: row.week, content }, lang);
      const recipients = [...new Set(request.body.recipients.map((r) => r.toLowerCase()))];
      await consumeSendLimit(app.accounts.limitStore, reply, { kind: "report", userId: actor.userId, workspaceId: actor.workspaceId, mails: recipients.length });
      for (const to of recipients) {
        await app.accounts.mailer.send({
          kind: "weekly-report",
          to,
          link,
          subject,
          text: `${intro}\n\n${link}`,
          html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(translate(lang, "report.mail_button"))}</a></p>`,
          attachments: [{ filename: `rumbo-${row.week}.pdf`, content: pdf, contentType: "application/pdf" }],
        });
      }
      const sentTo = [...new Set([...(row.sentTo ?? []), ...recipients])];
      await db.update(weeklyReports).set({ sentTo }).where(and(eq(weeklyReports.id, row.id), eq(weeklyReports.workspaceId, actor.workspaceId)));
      return { sent: recipients.length, sentTo };
    },
  );
};
