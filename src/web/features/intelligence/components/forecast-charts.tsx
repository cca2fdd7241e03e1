import { useTranslation } from "react-i18next";
import { Area, AreaChart, Bar, BarChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import type { ForecastResult } from "../../../../domain/intelligence/forecast";
import { addDays } from "../../../../domain/planning/calendar";
import { formatDay, formatPercent } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { axisTick, chartColors, tooltipStyle } from "../../../components/charts/chart-theme";
import { ChartCard } from "../../../components/charts/chart-card";
import { ChartFrame, gridLines } from "../../../components/charts/chart-frame";

type OkForecast = Extract<ForecastResult, { status: "ok" }>;

/** Probability of finishing in each week after today, with the P50/P85/P95 weeks marked. */
export function ForecastHistogram({ forecast, projectName }: { forecast: OkForecast; projectName: string }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const rows = forecast.histogram.map((bar) => ({ week: bar.week, end: addDays(forecast.asOf, bar.week * 7), probability: bar.probability, trials: bar.trials }));
  const top = rows.reduce((a, r) => (r.probability > a.probability ? r : a), rows[0] ?? { week: 0, end: forecast.asOf, probability: 0, trials: 0 });
  const summary = t("forecast.histogram.summary", { trials: forecast.trials.toLocaleString(language === "es" ? "es-MX" : "en-US"), week: top.week, date: formatDay(top.end, language, "long"), probability: formatPercent(top.probability, language, 1) });
  return (
    <ChartCard
      title={t("forecast.histogram.title")}
      description={t("forecast.histogram.description")}
      summary={summary}
      filename={`${projectName}-histograma`}
      testId="forecast-histogram"
      data={{
        header: [t("forecast.histogram.week"), t("forecast.histogram.weekEnd"), t("forecast.histogram.probability"), t("forecast.histogram.trials")],
        rows: rows.map((r) => [r.week, r.end, Math.round(r.probability * 10000) / 10000, r.trials]),
        display: rows.map((r) => [r.week, formatDay(r.end, language), formatPercent(r.probability, language, 1), r.trials]),
      }}
    >
      <ChartFrame className="h-56">
        <BarChart data={rows} margin={{ top: 22, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          {gridLines()}
          <XAxis dataKey="week" tick={axisTick} stroke={chartColors.grid} tickLine={false} />
          <YAxis tick={axisTick} stroke={chartColors.grid} tickFormatter={(v: number) => formatPercent(v, language)} width={56} />
          <Tooltip
            {...tooltipStyle}
            cursor={{ fill: "var(--color-muted)" }}
            labelFormatter={(week) => t("forecast.histogram.tooltip", { week: String(week), date: formatDay(addDays(forecast.asOf, Number(week) * 7), language) })}
            formatter={(value) => [formatPercent(Number(value), language, 1), t("forecast.histogram.probability")]}
          />
          <Bar dataKey="probability" fill={chartColors.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          {[forecast.p50, forecast.p85, forecast.p95].map((p, i) => (
            <ReferenceLine key={i} x={p.weeks} stroke={[chartColors.success, chartColors.warning, chartColors.danger][i]} strokeDasharray="4 3" label={{ value: `P${Math.round(p.probability * 100)}`, position: "top", fill: "var(--color-foreground)", fontSize: 11 }} />
          ))}
        </BarChart>
      </ChartFrame>
    </ChartCard>
  );
}

/** Cumulative probability of being done by each week's end (the S-curve), with the due date. */
export function ForecastSCurve({ forecast, projectName }: { forecast: OkForecast; projectName: string }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const rows = forecast.sCurve.map((p) => ({ ...p, time: Date.parse(`${p.date}T00:00:00Z`) }));
  const summary =
    forecast.dueDate && forecast.probabilityOnTime !== null
      ? t("forecast.scurve.summaryDue", { due: formatDay(forecast.dueDate, language, "long"), probability: formatPercent(forecast.probabilityOnTime, language) })
      : t("forecast.scurve.summary", { p85: formatDay(forecast.p85.date, language, "long") });
  const due = forecast.dueDate ? Date.parse(`${forecast.dueDate}T00:00:00Z`) : null;
  const fmt = (time: number) => formatDay(new Date(time).toISOString().slice(0, 10), language);
  return (
    <ChartCard
      title={t("forecast.scurve.title")}
      description={t("forecast.scurve.description")}
      summary={summary}
      filename={`${projectName}-curva-s`}
      testId="forecast-scurve"
      data={{
        header: [t("forecast.scurve.date"), t("forecast.scurve.probability")],
        rows: rows.map((r) => [r.date, Math.round(r.probability * 10000) / 10000]),
        display: rows.map((r) => [formatDay(r.date, language), formatPercent(r.probability, language, 1)]),
      }}
    >
      <ChartFrame className="h-56">
        <AreaChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -16 }} accessibilityLayer={false}>
          {gridLines()}
          <XAxis dataKey="time" type="number" scale="time" domain={["dataMin", "dataMax"]} tick={axisTick} stroke={chartColors.grid} tickFormatter={fmt} minTickGap={24} />
          <YAxis tick={axisTick} stroke={chartColors.grid} domain={[0, 1]} tickFormatter={(v: number) => formatPercent(v, language)} width={56} />
          <Tooltip {...tooltipStyle} labelFormatter={(v) => fmt(Number(v))} formatter={(value) => [formatPercent(Number(value), language, 1), t("forecast.scurve.probability")]} />
          <Area type="monotone" dataKey="probability" stroke={chartColors.primary} fill={chartColors.primary} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
          {due !== null && rows.length && due >= (rows[0]?.time ?? 0) && due <= (rows.at(-1)?.time ?? 0) ? (
            <ReferenceLine x={due} stroke={chartColors.danger} strokeDasharray="4 3" label={{ value: t("forecast.dueDate"), position: "insideTopLeft", fill: "var(--color-foreground)", fontSize: 11 }} />
          ) : null}
        </AreaChart>
      </ChartFrame>
    </ChartCard>
  );
}
