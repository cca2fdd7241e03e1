import { useTranslation } from "react-i18next";
import { Bar, BarChart, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis } from "recharts";
import type { Comparison } from "../../../api/orchestrator";
import { ChartCard } from "../../../components/charts/chart-card";
import { ChartFrame, gridLines, valueAxis } from "../../../components/charts/chart-frame";
import { axisTick, chartColors, seriesPalette, tooltipStyle } from "../../../components/charts/chart-theme";
import { formatDay } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";

// The comparison's charts, in their own chunk (Recharts loads only when a comparison is shown):
// P50/P85 of the current plan against the scenario, and each person's load per week.

const WEEK = 7 * 86_400_000;
const weeksFrom = (today: number, date: string | null) => (date ? Math.max(0, Math.round(((Date.parse(date) - today) / WEEK) * 10) / 10) : null);

export default function ComparisonCharts({ comparison, name }: { comparison: Comparison; name: string }) {
  const { t } = useTranslation("orchestrator");
  const language = useLanguage();
  const today = Date.parse(comparison.scenario.weekStarts[0] ?? new Date().toISOString().slice(0, 10));
  const base = new Map(comparison.baseline.projects.map((p) => [p.projectId, p]));
  const forecast = comparison.scenario.projects.map((o) => ({
    name: o.name,
    currentP50: weeksFrom(today, base.get(o.projectId)?.p50 ?? null),
    currentP85: weeksFrom(today, base.get(o.projectId)?.p85 ?? null),
    scenarioP50: weeksFrom(today, o.p50),
    scenarioP85: weeksFrom(today, o.p85),
  }));
  const people = comparison.scenario.people.slice(0, 8);
  const load = comparison.scenario.weekStarts.map((start, k) => ({
    week: formatDay(start, language),
    ...Object.fromEntries(people.map((p) => [p.name, p.weeks[k]?.utilisation ?? 0])),
  }));
  const hasForecast = forecast.some((f) => f.currentP50 !== null || f.scenarioP50 !== null);
  const series = ["currentP50", "currentP85", "scenarioP50", "scenarioP85"] as const;
  const colours = [chartColors.muted, chartColors.grid, chartColors.primary, chartColors.info];
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      {hasForecast ? null : <p className="self-center text-sm text-muted-foreground">{t("charts.noForecast")}</p>}
      {hasForecast ? <ChartCard
        title={`${t("charts.forecastTitle")} · ${name}`}
        summary={t("charts.forecastSummary")}
        filename="escenario-p50-p85"
        data={{ header: [t("compare.project"), ...series.map((s) => t(`charts.${s}`))], rows: forecast.map((f) => [f.name, f.currentP50 ?? "", f.currentP85 ?? "", f.scenarioP50 ?? "", f.scenarioP85 ?? ""]) }}
      >
        <ChartFrame className="h-64">
          <BarChart data={forecast} margin={{ top: 8, right: 12, bottom: 0, left: -8 }} accessibilityLayer={false}>
            {gridLines()}
            <XAxis dataKey="name" tick={axisTick} stroke={chartColors.grid} interval={0} />
            {valueAxis()}
            <Tooltip {...tooltipStyle} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((s, i) => (
              <Bar key={s} dataKey={s} name={t(`charts.${s}`)} fill={colours[i]} stroke={i === 1 ? chartColors.muted : undefined} />
            ))}
          </BarChart>
        </ChartFrame>
      </ChartCard> : null}
      <ChartCard
        title={`${t("charts.loadTitle")} · ${name}`}
        summary={t("charts.loadSummary")}
        filename="escenario-carga"
        data={{ header: [t("charts.week"), ...people.map((p) => p.name)], rows: load.map((row) => [row.week, ...people.map((p) => (row as Record<string, number | string>)[p.name] ?? 0)]) }}
      >
        <ChartFrame className="h-64">
          <LineChart data={load} margin={{ top: 8, right: 12, bottom: 0, left: -8 }} accessibilityLayer={false}>
            {gridLines()}
            <XAxis dataKey="week" tick={axisTick} stroke={chartColors.grid} minTickGap={20} />
            {valueAxis({ unit: "%" })}
            <Tooltip {...tooltipStyle} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <ReferenceLine y={100} stroke={chartColors.danger} strokeDasharray="4 4" />
            {people.map((p, i) => (
              <Line key={p.resourceId} dataKey={p.name} stroke={seriesPalette[i % seriesPalette.length]} dot={false} strokeWidth={2} isAnimationActive={false} />
            ))}
          </LineChart>
        </ChartFrame>
      </ChartCard>
    </div>
  );
}
