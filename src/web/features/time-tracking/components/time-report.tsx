import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { addDays, mondayOf } from "../../../../domain/capacity/dates";
import { buildReport, hoursOf, reportTable, type Granularity, type GroupBy } from "../../../../domain/time-tracking/report";
import { useProjectItems } from "../../../api/projects";
import { useTimeReport } from "../../../api/time-tracking";
import { ChartCard } from "../../../components/charts/chart-card";
import { ChartFrame, gridLines } from "../../../components/charts/chart-frame";
import { axisTick, chartColors, tooltipStyle } from "../../../components/charts/chart-theme";
import { SectionCard } from "../../../components/ui/card";
import { inputClass } from "../../../components/ui/form-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { formatDay, formatNumber } from "../../../lib/format";
import { readerToday } from "../../../lib/reader-day";
import { useLanguage } from "../../../lib/use-language";

// Time reports (decision 1212): hours by project or by person, per week (Monday first) or month,
// billable and not, per task; a chart, the table and the CSV (ChartCard) from the same figures.

export function TimeReport() {
  const { t } = useTranslation("time-tracking");
  const language = useLanguage();
  const id = useId();
  const today = readerToday();
  const [from, setFrom] = useState(() => addDays(mondayOf(today), -7 * 7));
  const [to, setTo] = useState(today);
  const [groupBy, setGroupBy] = useState<GroupBy>("project");
  const [granularity, setGranularity] = useState<Granularity>("week");
  const [projectId, setProjectId] = useState("");
  const projects = useProjectItems();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const data = useTimeReport({ from, to, projectId: projectId || undefined }, valid);
  const report = useMemo(() => buildReport(data.data?.rows ?? [], groupBy, granularity), [data.data, groupBy, granularity]);
  const h = (minutes: number) => formatNumber(minutes / 60, language, { maximumFractionDigits: 1 });
  const periodLabel = (p: string) => (granularity === "week" ? formatDay(p, language, "dayMonth") : new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${p}-01T12:00:00Z`)));
  const chartRows = report.periods.map((p, i) => ({ period: p, billable: hoursOf(report.periodTotals[i]!.billableMinutes), other: hoursOf(report.periodTotals[i]!.minutes - report.periodTotals[i]!.billableMinutes) }));
  const table = reportTable(report, { group: t(`report.groupBy.${groupBy}`), project: t("report.project"), task: t("report.task"), hours: t("report.hours"), billable: t("report.billable"), nonBillable: t("report.nonBillable") });

  return (
    <SectionCard title={t("report.title")}>
      <div className="grid gap-4">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <label className="grid gap-1 text-sm">
            <span>{t("report.from")}</span>
            <input type="date" className={inputClass} value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label className="grid gap-1 text-sm">
            <span>{t("report.to")}</span>
            <input type="date" className={inputClass} value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          </label>
          <label className="grid gap-1 text-sm">
            <span>{t("report.groupByLabel")}</span>
            <select className={inputClass} value={groupBy} onChange={(e) => setGroupBy(e.target.value as GroupBy)}>
              <option value="project">{t("report.groupBy.project")}</option>
              <option value="person">{t("report.groupBy.person")}</option>
            </select>
          </label>
          <label className="grid gap-1 text-sm">
            <span>{t("report.granularityLabel")}</span>
            <select className={inputClass} value={granularity} onChange={(e) => setGranularity(e.target.value as Granularity)}>
              <option value="week">{t("report.granularity.week")}</option>
              <option value="month">{t("report.granularity.month")}</option>
            </select>
          </label>
          <label className="col-span-2 grid gap-1 text-sm sm:col-span-1">
            <span>{t("report.project")}</span>
            <select className={inputClass} value={projectId} onChange={(e) => setProjectId(e.target.value)}>
              <option value="">{t("report.allProjects")}</option>
              {(projects.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        {!valid ? (
          <p role="alert" className="text-sm text-destructive-strong">
            {t("report.badRange")}
          </p>
        ) : data.isPending ? (
          <Skeleton className="h-64" />
        ) : data.isError ? (
          <p role="alert" className="text-sm text-destructive-strong">
            {t("report.loadError")}
          </p>
        ) : report.total === 0 ? (
          <p className="text-sm text-muted-foreground">{t("report.empty")}</p>
        ) : (
          <>
            <p className="text-sm" data-testid="report-total">
              {t("report.total", { hours: h(report.total), billable: h(report.billable), other: h(report.total - report.billable) })}
              {data.data?.everyone ? null : <span className="text-muted-foreground"> · {t("report.ownOnly")}</span>}
            </p>
            <ChartCard
              isExportable
              testId="time-report-chart"
              title={t(`report.chartTitle.${granularity}`)}
              summary={t("report.total", { hours: h(report.total), billable: h(report.billable), other: h(report.total - report.billable) })}
              filename={`horas-${from}-${to}`}
              data={{ header: table.header, rows: table.rows, display: table.rows.map((r) => r.map((c) => (typeof c === "number" ? formatNumber(c, language, { maximumFractionDigits: 2 }) : c))) }}
            >
              <ChartFrame className="h-64">
                <BarChart data={chartRows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
                  {gridLines()}
                  <XAxis dataKey="period" tick={axisTick} stroke={chartColors.grid} tickFormatter={periodLabel} minTickGap={12} />
                  <YAxis tick={axisTick} stroke={chartColors.grid} tickFormatter={(v: number) => formatNumber(v, language)} width={40} />
                  <Tooltip {...tooltipStyle} labelFormatter={(p) => periodLabel(String(p))} formatter={(v, name) => [`${formatNumber(Number(v), language, { maximumFractionDigits: 2 })} h`, String(name)]} />
                  <Legend wrapperStyle={{ fontSize: 12 }} />
                  <Bar dataKey="billable" stackId="h" name={t("report.billable")} fill={chartColors.primary} isAnimationActive={false} />
                  <Bar dataKey="other" stackId="h" name={t("report.nonBillable")} fill={chartColors.muted} isAnimationActive={false} />
                </BarChart>
              </ChartFrame>
            </ChartCard>
            <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="overflow-x-auto rounded-lg border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <table className="w-full min-w-[32rem] text-sm" data-testid="time-report-table">
                <caption id={`${id}-caption`} className="sr-only">
                  {t("report.title")}
                </caption>
                <thead className="bg-muted/50">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      {t(`report.groupBy.${groupBy}`)}
                    </th>
                    {report.periods.map((p) => (
                      <th key={p} scope="col" className="px-2 py-2 text-right font-medium whitespace-nowrap">
                        {periodLabel(p)}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {t("report.hours")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {t("report.billable")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {report.groups.map((g) => (
                    <tr key={g.id}>
                      <th scope="row" className="max-w-56 truncate px-3 py-2 text-left font-medium">
                        {g.name}
                      </th>
                      {g.byPeriod.map((m, i) => (
                        <td key={report.periods[i]} className={cn("px-2 py-2 text-right tabular-nums", m === 0 && "text-muted-foreground")}>
                          {m ? h(m) : "–"}
                        </td>
                      ))}
                      <td className="px-3 py-2 text-right font-semibold tabular-nums">{h(g.minutes)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{h(g.billableMinutes)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </SectionCard>
  );
}
