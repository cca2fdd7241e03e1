import { useTranslation } from "react-i18next";
import { Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay, formatMoney, formatNumber } from "../../lib/format";
import { useLanguage } from "../../lib/use-language";
import { axisTick, chartColors, tooltipStyle } from "./chart-theme";
import { ChartCard } from "./chart-card";
import { ChartFrame, gridLines } from "./chart-frame";

/** Planned value, earned value and actual cost in cents, week by week. */
export type EarnedValueSeries = { series: { date: string; pv: number; ev: number; ac: number }[]; currency: string };

type EarnedValueChartProps = {
  finance: EarnedValueSeries;
  projectName: string;
  testId: string;
  /** Offers PNG and CSV export (the analytics page). */
  isExportable?: boolean;
};

/** PV, EV and AC accumulated week by week, with the same figures as a table (finance tab, analytics). */
export function EarnedValueChart({ finance, projectName, testId, isExportable = false }: EarnedValueChartProps) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const rows = finance.series;
  const last = rows.at(-1);
  const money = (cents: number) => formatMoney(cents, language, finance.currency);
  const summary = last ? t("finance.chart.summary", { date: formatDay(last.date, language, "long"), pv: money(last.pv), ev: money(last.ev), ac: money(last.ac) }) : t("finance.chart.empty");
  return (
    <ChartCard
      isExportable={isExportable}
      testId={testId}
      title={t("finance.chart.title")}
      description={t("finance.chart.description")}
      summary={summary}
      filename={`${projectName}-valor-ganado`}
      data={{
        header: [t("finance.chart.date"), "PV", "EV", "AC"],
        rows: rows.map((r) => [r.date, r.pv / 100, r.ev / 100, r.ac / 100]),
        display: rows.map((r) => [formatDay(r.date, language), money(r.pv), money(r.ev), money(r.ac)]),
      }}
    >
      <ChartFrame className="h-64">
        <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 8 }} accessibilityLayer={false}>
          {gridLines()}
          <XAxis dataKey="date" tick={axisTick} stroke={chartColors.grid} tickFormatter={(d: string) => formatDay(d, language)} minTickGap={24} />
          <YAxis tick={axisTick} stroke={chartColors.grid} tickFormatter={(v: number) => formatNumber(v / 100, language, { notation: "compact" })} width={56} />
          <Tooltip {...tooltipStyle} labelFormatter={(d) => formatDay(String(d), language)} formatter={(v, name) => [money(Number(v)), String(name)]} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line type="monotone" dataKey="pv" name={t("finance.chart.pv")} stroke={chartColors.muted} strokeDasharray="5 4" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="ev" name={t("finance.chart.ev")} stroke={chartColors.primary} strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="ac" name={t("finance.chart.ac")} stroke={chartColors.warning} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ChartFrame>
    </ChartCard>
  );
}
