import { ArrowDownRight, ArrowUpRight, Download, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { formatDateTime, formatDay, formatMoney, formatNumber, formatPercent } from "../../../lib/format";
import { type PortfolioReportContent, type ProjectReportContent, type Report, reportPdfUrl } from "../../../api/reports";
import { SendReportDialog } from "./send-report-dialog";
import { useLanguage } from "../../../lib/use-language";
import { levelBadge, levelOf } from "../../../lib/risk-scale";

function Stat({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

function ProjectReportBody({ content }: { content: ProjectReportContent }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const day = (d: string | null) => (d ? formatDay(d, language, "long") : "—");
  const change = content.risk.change;
  const ChangeIcon = change === null || change === 0 ? Minus : change > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <div className="grid gap-5">
      <section aria-labelledby="r-progress" className="grid gap-2">
        <h3 id="r-progress" className="font-semibold">{t("reports.view.progress")}</h3>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Stat label={t("reports.view.progressLabel")} value={`${formatNumber(content.project.progress, language)} %`} hint={`${content.project.status} · ${content.project.phase}`} />
          <Stat label={t("reports.view.tasksDone")} value={`${formatNumber(content.tasks.completed, language)} / ${formatNumber(content.tasks.total, language)}`} hint={t("reports.view.thisWeek", { count: content.tasks.completedThisWeek })} />
          <Stat label={t("reports.view.dueDate")} value={day(content.project.dueDate)} />
        </dl>
      </section>
      <section aria-labelledby="r-forecast" className="grid gap-2">
        <h3 id="r-forecast" className="font-semibold">{t("reports.view.forecast")}</h3>
        {content.forecast.status === "ok" ? (
          <dl className="grid gap-3 sm:grid-cols-4">
            <Stat label="P50" value={day(content.forecast.p50)} testId="report-p50" />
            <Stat label="P85" value={day(content.forecast.p85)} />
            <Stat label="P95" value={day(content.forecast.p95)} />
            <Stat label={t("forecast.onTime")} value={content.forecast.probabilityOnTime === null ? "—" : formatPercent(content.forecast.probabilityOnTime, language)} />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t("reports.view.noForecast")}</p>
        )}
      </section>
      <section aria-labelledby="r-risk" className="grid gap-2">
        <h3 id="r-risk" className="font-semibold">{t("reports.view.risk")}</h3>
        {content.risk.score === null ? (
          <p className="text-sm text-muted-foreground">{t("risk.insufficient")}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <span className={cn("rounded-md border px-3 py-1 text-lg font-bold tabular-nums", levelBadge[levelOf(content.risk.score)])}>{content.risk.score}/100</span>
            <span className="inline-flex items-center gap-1 text-sm">
              <ChangeIcon aria-hidden="true" className={cn("size-4", change !== null && change > 0 ? "text-destructive-strong" : change !== null && change < 0 ? "text-success-strong" : "text-muted-foreground")} />
              {change === null ? t("reports.view.riskFirst") : t("reports.view.riskChange", { change: change > 0 ? `+${change}` : String(change), previous: content.risk.previousScore ?? 0 })}
            </span>
            {content.risk.topFactors.length ? (
              <span className="text-sm text-muted-foreground">{content.risk.topFactors.map((f) => `${t(`risk.factor.${f.key}` as "risk.factor.schedule")} (${f.contribution})`).join(" · ")}</span>
            ) : null}
          </div>
        )}
      </section>
      <div className="grid gap-5 md:grid-cols-2">
        <section aria-labelledby="r-milestones" className="grid content-start gap-2">
          <h3 id="r-milestones" className="font-semibold">{t("reports.view.milestones")}</h3>
          <p className="text-sm text-muted-foreground">{t("reports.view.milestonesDone", { count: content.milestones.completedThisWeek })}</p>
          {content.milestones.slipped.length ? (
            <ul className="grid gap-1 text-sm">
              {content.milestones.slipped.map((m) => (
                <li key={m.name} className="text-destructive-strong">{t("reports.view.slipped", { name: m.name, date: formatDay(m.dueDate, language) })}</li>
              ))}
            </ul>
          ) : null}
          {content.milestones.upcoming.length ? (
            <ul className="grid gap-1 text-sm">
              {content.milestones.upcoming.map((m) => (
                <li key={m.name}>{t("reports.view.upcoming", { name: m.name, date: formatDay(m.dueDate, language) })}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("reports.view.noUpcoming")}</p>
          )}
        </section>
        <section aria-labelledby="r-overdue" className="grid content-start gap-2">
          <h3 id="r-overdue" className="font-semibold">{t("reports.view.overdue", { count: content.tasks.overdue.length })}</h3>
          {content.tasks.overdue.length ? (
            <ul className="grid gap-1 text-sm">
              {content.tasks.overdue.map((task, i) => (
                <li key={`${task.title}-${i}`}>
                  {task.title} <span className="text-muted-foreground">· {formatDay(task.endDate, language)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("reports.view.noOverdue")}</p>
          )}
        </section>
      </div>
      <section aria-labelledby="r-budget" className="grid gap-2">
        <h3 id="r-budget" className="font-semibold">{t("reports.view.budget")}</h3>
        {content.budget ? (
          <dl className="grid gap-3 sm:grid-cols-4">
            <Stat label={t("reports.view.budgetTotal")} value={formatMoney(content.budget.budgetCents, language, content.project.currency)} />
            <Stat label={t("reports.view.spent")} value={formatMoney(content.budget.spentCents, language, content.project.currency)} />
            <Stat label="CPI / SPI" value={`${content.budget.cpi === null ? "—" : formatNumber(content.budget.cpi, language, { maximumFractionDigits: 2 })} / ${content.budget.spi === null ? "—" : formatNumber(content.budget.spi, language, { maximumFractionDigits: 2 })}`} />
            <Stat label="EAC" value={content.budget.eacCents === null ? "—" : formatMoney(content.budget.eacCents, language, content.project.currency)} />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t("reports.view.noBudget")}</p>
        )}
      </section>
    </div>
  );
}

function PortfolioReportBody({ content }: { content: PortfolioReportContent }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label={t("reports.view.projects")} value={formatNumber(content.totals.projects, language)} />
        <Stat label={t("reports.view.atRisk")} value={formatNumber(content.totals.atRisk, language)} />
        <Stat label={t("reports.view.overdueTasks")} value={formatNumber(content.totals.overdueTasks, language)} />
      </dl>
      <div className="relative overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("reports.view.projects")}</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-2 pe-2 font-medium">{t("analytics.heatmap.project")}</th>
              <th scope="col" className="py-2 pe-2 font-medium">{t("analytics.heatmap.risk")}</th>
              <th scope="col" className="py-2 pe-2 font-medium">{t("analytics.heatmap.progress")}</th>
              <th scope="col" className="py-2 pe-2 font-medium">P85</th>
              <th scope="col" className="py-2 pe-2 font-medium">{t("analytics.heatmap.due")}</th>
              <th scope="col" className="py-2 font-medium">{t("reports.view.overdueShort")}</th>
            </tr>
          </thead>
          <tbody>
            {content.projects.map((p) => (
              <tr key={p.id} className="border-b border-border">
                <td className="py-2 pe-2">{p.name}</td>
                <td className="py-2 pe-2 tabular-nums">{p.riskScore ?? "—"}</td>
                <td className="py-2 pe-2 tabular-nums">{formatNumber(p.progress, language)} %</td>
                <td className="py-2 pe-2">{p.p85 ? formatDay(p.p85, language) : "—"}</td>
                <td className="py-2 pe-2">{p.dueDate ? formatDay(p.dueDate, language) : "—"}</td>
                <td className="py-2 tabular-nums">{p.overdue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ReportView({ report }: { report: Report }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const title = report.content.kind === "project" ? report.content.project.name : t("reports.portfolio");
  return (
    <Card data-testid="report-view">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle as="h2">{t("reports.view.title", { name: title, week: report.week })}</CardTitle>
          <CardDescription>
            {t("reports.view.generated", { date: formatDateTime(report.generatedAt, language) })}
            {report.sentTo?.length ? ` · ${t("reports.view.sentTo", { list: report.sentTo.join(", ") })}` : ""}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={reportPdfUrl(report.id)} download className={buttonVariants({ variant: "primary" })} data-testid="report-pdf">
            <Download aria-hidden="true" />
            {t("reports.downloadPdf")}
          </a>
          <SendReportDialog reportId={report.id} projectId={report.projectId} />
        </div>
      </CardHeader>
      <CardContent>{report.content.kind === "project" ? <ProjectReportBody content={report.content} /> : <PortfolioReportBody content={report.content} />}</CardContent>
    </Card>
  );
}
