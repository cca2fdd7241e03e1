import { BarChart3 } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Area, AreaChart, Bar, BarChart, Legend, Line, LineChart, ReferenceLine, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatDay, formatNumber } from "../../../lib/format";
import type { ProjectFinance } from "../../../api/intelligence";
import type { Analytics } from "../api/analytics";
import { useLanguage } from "../../../lib/use-language";
import { axisTick, chartColors, seriesPalette, tooltipStyle } from "../../../components/charts/chart-theme";
import { ChartCard } from "../../../components/charts/chart-card";
import { EarnedValueChart } from "../../../components/charts/earned-value-chart";
import { ChartFrame, chartMargin, gridLines, timeAxis, valueAxis } from "../../../components/charts/chart-frame";

const dayTime = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** A chart with nothing to draw yet: what data it needs. */
export function ChartEmpty({ title, description, need, testId }: { title: string; description: string; need: string; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <BarChart3 aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="max-w-sm text-sm text-muted-foreground">{need}</p>
        </div>
      </CardContent>
    </Card>
  );
}

type AnalyticsChart = "burndown" | "burnup" | "velocity" | "throughput" | "cycleTime" | "cfd" | "heatmap";

// "cycleTime" → "chart-cycle-time": the test id of a chart's card, empty or drawn.
const testIdOf = (chart: AnalyticsChart) => `chart-${chart.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** An exportable analytics chart: its title, description and test id follow from its key. */
export function AnalyticsCard({ chart, ...props }: { chart: AnalyticsChart } & Omit<ComponentProps<typeof ChartCard>, "title" | "description" | "testId" | "isExportable">) {
  const { t } = useTranslation("intelligence");
  return <ChartCard isExportable testId={testIdOf(chart)} title={t(`analytics.${chart}.title`)} description={t(`analytics.${chart}.description`)} {...props} />;
}

/** An analytics chart with too little data to draw, and what it needs (the burn-up, what the burn-down needs). */
export function AnalyticsEmpty({ chart }: { chart: AnalyticsChart }) {
  const { t } = useTranslation("intelligence");
  const need = chart === "burnup" ? "burndown" : chart;
  return <ChartEmpty testId={testIdOf(chart)} title={t(`analytics.${chart}.title`)} description={t(`analytics.${chart}.description`)} need={t(`analytics.${need}.need`)} />;
}

function useDayAxis() {
  const language = useLanguage();
  return (time: number) => formatDay(new Date(time).toISOString().slice(0, 10), language);
}

export function BurnCharts({ data }: { data: Analytics }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const fmt = useDayAxis();
  const unit = t(data.burn.unit === "points" ? "analytics.unit.points" : "analytics.unit.tasks");
  const rows = data.burn.series.map((p) => ({ ...p, time: dayTime(p.date) }));
  const last = rows.at(-1);
  if (!rows.length || !last || last.scope === 0) {
    return (
      <>
        <AnalyticsEmpty chart="burndown" />
        <AnalyticsEmpty chart="burnup" />
      </>
    );
  }
  const header = [t("analytics.date"), t("analytics.burnup.scope"), t("analytics.burnup.done"), t("analytics.burndown.remaining")];
  const csvRows = rows.map((r) => [r.date, r.scope, r.done, r.remaining]);
  const display = rows.map((r) => [formatDay(r.date, language), formatNumber(r.scope, language), formatNumber(r.done, language), formatNumber(r.remaining, language)]);
  const common = { margin: { top: 8, right: 12, bottom: 0, left: -8 }, accessibilityLayer: false } as const;
  const xAxis = timeAxis(fmt);
  return (
    <>
      <AnalyticsCard
        chart="burndown"
        summary={t("analytics.burndown.summary", { remaining: formatNumber(last.remaining, language), unit, date: formatDay(last.date, language, "long") })}
        filename="burndown"
        data={{ header, rows: csvRows, display }}
      >
        <ChartFrame className="h-60">
          <AreaChart data={rows} {...common}>
            {gridLines()}
            {xAxis}
            {valueAxis()}
            <Tooltip {...tooltipStyle} labelFormatter={(v) => fmt(Number(v))} />
            <Area type="monotone" dataKey="remaining" name={t("analytics.burndown.remaining")} stroke={chartColors.primary} fill={chartColors.primary} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
          </AreaChart>
        </ChartFrame>
      </AnalyticsCard>
      <AnalyticsCard
        chart="burnup"
        summary={t("analytics.burnup.summary", { done: formatNumber(last.done, language), scope: formatNumber(last.scope, language), unit })}
        filename="burnup"
        data={{ header, rows: csvRows, display }}
      >
        <ChartFrame className="h-60">
          <LineChart data={rows} {...common}>
            {gridLines()}
            {xAxis}
            {valueAxis()}
            <Tooltip {...tooltipStyle} labelFormatter={(v) => fmt(Number(v))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line type="stepAfter" dataKey="scope" name={t("analytics.burnup.scope")} stroke={chartColors.muted} strokeDasharray="5 4" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="done" name={t("analytics.burnup.done")} stroke={chartColors.primary} strokeWidth={2} dot={false} isAnimationActive={false} />
          </LineChart>
        </ChartFrame>
      </AnalyticsCard>
    </>
  );
}

export function VelocityChart({ data }: { data: Analytics }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const rows = data.velocity;
  if (!rows.length) return <AnalyticsEmpty chart="velocity" />;
  const mean = rows.reduce((a, r) => a + r.completed, 0) / rows.length;
  return (
    <AnalyticsCard
      chart="velocity"
      summary={t("analytics.velocity.summary", { count: rows.length, mean: formatNumber(mean, language, { maximumFractionDigits: 1 }) })}
      filename="velocidad"
      data={{
        header: [t("analytics.velocity.sprint"), t("analytics.velocity.end"), t("analytics.velocity.committed"), t("analytics.velocity.completed")],
        rows: rows.map((r) => [r.name, r.endDate, r.committed, r.completed]),
        display: rows.map((r) => [r.name, formatDay(r.endDate, language), formatNumber(r.committed, language), formatNumber(r.completed, language)]),
      }}
    >
      <ChartFrame className="h-60">
        <BarChart data={rows} margin={chartMargin} accessibilityLayer={false}>
          {gridLines()}
          <XAxis dataKey="name" tick={axisTick} stroke={chartColors.grid} />
          {valueAxis()}
          <Tooltip {...tooltipStyle} cursor={{ fill: "var(--color-muted)" }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="committed" name={t("analytics.velocity.committed")} fill={chartColors.muted} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="completed" name={t("analytics.velocity.completed")} fill={chartColors.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartFrame>
    </AnalyticsCard>
  );
}

export function ThroughputChart({ data }: { data: Analytics }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const rows = data.throughput;
  const total = rows.reduce((a, r) => a + r.count, 0);
  if (!total) return <AnalyticsEmpty chart="throughput" />;
  return (
    <AnalyticsCard
      chart="throughput"
      summary={t("analytics.throughput.summary", { total: formatNumber(total, language), weeks: rows.length, mean: formatNumber(total / rows.length, language, { maximumFractionDigits: 1 }) })}
      filename="throughput"
      data={{
        header: [t("analytics.throughput.week"), t("analytics.throughput.count")],
        rows: rows.map((r) => [r.weekStart, r.count]),
        display: rows.map((r) => [formatDay(r.weekStart, language), formatNumber(r.count, language)]),
      }}
    >
      <ChartFrame className="h-60">
        <BarChart data={rows} margin={chartMargin} accessibilityLayer={false}>
          {gridLines()}
          <XAxis dataKey="weekStart" tick={axisTick} stroke={chartColors.grid} tickFormatter={(d: string) => formatDay(d, language)} minTickGap={20} />
          {valueAxis({ allowDecimals: false })}
          <Tooltip {...tooltipStyle} cursor={{ fill: "var(--color-muted)" }} labelFormatter={(d) => t("analytics.throughput.weekOf", { date: formatDay(String(d), language) })} formatter={(v) => [formatNumber(Number(v), language), t("analytics.throughput.count")]} />
          <Bar dataKey="count" fill={chartColors.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartFrame>
    </AnalyticsCard>
  );
}

/** Percentile lines at the same value share one line and one label ("P85 = P95: 13"), so labels never overlap. */
export function mergeEqual<T extends { label: string; value: number | null; color: string }>(lines: readonly T[]): { label: string; value: number; color: string }[] {
  const out: { label: string; value: number; color: string }[] = [];
  for (const l of lines) {
    if (l.value === null) continue;
    const same = out.find((o) => o.value === l.value);
    if (same) {
      same.label = `${same.label} = ${l.label}`;
      same.color = l.color;
    } else out.push({ label: l.label, value: l.value, color: l.color });
  }
  return out;
}

export function CycleTimeChart({ data }: { data: Analytics }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const fmt = useDayAxis();
  const { points, p50, p85, p95 } = data.cycleTime;
  if (!points.length) return <AnalyticsEmpty chart="cycleTime" />;
  const rows = points.map((p) => ({ ...p, time: dayTime(p.completedOn) }));
  const lines = [
    { label: "P50", value: p50, color: chartColors.success },
    { label: "P85", value: p85, color: chartColors.warning },
    { label: "P95", value: p95, color: chartColors.danger },
  ];
  return (
    <AnalyticsCard
      chart="cycleTime"
      summary={t("analytics.cycleTime.summary", { count: points.length, p50: formatNumber(p50 ?? 0, language), p85: formatNumber(p85 ?? 0, language), p95: formatNumber(p95 ?? 0, language) })}
      filename="tiempo-de-ciclo"
      data={{
        header: [t("analytics.cycleTime.task"), t("analytics.cycleTime.completedOn"), t("analytics.cycleTime.days")],
        rows: points.map((p) => [p.title, p.completedOn, p.days]),
        display: points.map((p) => [p.title, formatDay(p.completedOn, language), formatNumber(p.days, language)]),
      }}
    >
      <ChartFrame className="h-64">
        <ScatterChart margin={{ top: 16, right: 36, bottom: 0, left: -8 }} accessibilityLayer={false}>
          {gridLines({})}
          {timeAxis(fmt, { name: t("analytics.cycleTime.completedOn") })}
          <YAxis dataKey="days" type="number" tick={axisTick} stroke={chartColors.grid} width={48} name={t("analytics.cycleTime.days")} />
          <ZAxis range={[36, 36]} />
          <Tooltip {...tooltipStyle} cursor={{ strokeDasharray: "3 3" }} formatter={(v, name) => [name === t("analytics.cycleTime.completedOn") ? fmt(Number(v)) : formatNumber(Number(v), language), String(name)]} />
          <Scatter data={rows} fill={chartColors.info} fillOpacity={0.75} isAnimationActive={false} />
          {mergeEqual(lines).map((l) => (
            <ReferenceLine key={l.label} y={l.value} stroke={l.color} strokeDasharray="5 4" label={{ value: `${l.label}: ${formatNumber(l.value, language)}`, position: "insideTopRight", fill: "var(--color-foreground)", fontSize: 11 }} />
          ))}
        </ScatterChart>
      </ChartFrame>
    </AnalyticsCard>
  );
}

export function CumulativeFlowChart({ data }: { data: Analytics }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const fmt = useDayAxis();
  const statuses = [...new Set(data.cumulativeFlow.flatMap((d) => Object.keys(d.counts)))];
  const rows = data.cumulativeFlow.map((d) => ({ time: dayTime(d.date), date: d.date, ...d.counts }));
  const last = data.cumulativeFlow.at(-1);
  const hasAny = data.cumulativeFlow.some((d) => Object.values(d.counts).some((n) => n > 0));
  if (!hasAny || !last) return <AnalyticsEmpty chart="cfd" />;
  // Done at the bottom, then in progress, then to do: the usual reading of a flow diagram.
  const order = [...statuses].reverse();
  return (
    <AnalyticsCard
      chart="cfd"
      summary={t("analytics.cfd.summary", { date: formatDay(last.date, language, "long"), counts: statuses.map((s) => `${s}: ${formatNumber(last.counts[s] ?? 0, language)}`).join(", ") })}
      filename="flujo-acumulado"
      data={{
        header: [t("analytics.date"), ...statuses],
        rows: data.cumulativeFlow.map((d) => [d.date, ...statuses.map((s) => d.counts[s] ?? 0)]),
        display: data.cumulativeFlow.map((d) => [formatDay(d.date, language), ...statuses.map((s) => formatNumber(d.counts[s] ?? 0, language))]),
      }}
    >
      <ChartFrame className="h-64">
        <AreaChart data={rows} margin={chartMargin} accessibilityLayer={false}>
          {gridLines()}
          {timeAxis(fmt)}
          {valueAxis()}
          <Tooltip {...tooltipStyle} labelFormatter={(v) => fmt(Number(v))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {order.map((s, i) => (
            <Area key={s} type="monotone" dataKey={s} stackId="flow" stroke={seriesPalette[i % seriesPalette.length]} fill={seriesPalette[i % seriesPalette.length]} fillOpacity={0.35} isAnimationActive={false} />
          ))}
        </AreaChart>
      </ChartFrame>
    </AnalyticsCard>
  );
}

export function EarnedValueTrend({ finance, projectName }: { finance: ProjectFinance; projectName: string }) {
  const { t } = useTranslation("intelligence");
  if (finance.series.length === 0) return <ChartEmpty testId="chart-ev" title={t("finance.chart.title")} description={t("finance.chart.description")} need={t("analytics.ev.need")} />;
  return <EarnedValueChart isExportable testId="chart-ev" finance={finance} projectName={projectName} />;
}
