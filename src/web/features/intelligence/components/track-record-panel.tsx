import { Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, Legend, Tooltip, XAxis, YAxis } from "recharts";
import type { EstimateRecord, ForecastRecord } from "../../../../domain/intelligence/contract";
import { useTrackRecord } from "../../../api/intelligence";
import { ChartCard } from "../../../components/charts/chart-card";
import { ChartFrame, gridLines } from "../../../components/charts/chart-frame";
import { axisTick, chartColors, tooltipStyle } from "../../../components/charts/chart-theme";
import { LoadError } from "../../../components/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime, formatNumber, formatPercent } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { PanelHeading } from "./panel-heading";

// The workspace's own track record (issue 22): how often its work was really finished by the
// P50/P85/P95 dates the forecast would have given, replayed on its history, and how far the
// estimator's suggestions were from the sizes the team chose, beside always answering the median.

type OkForecast = Extract<ForecastRecord, { status: "ok" }>;

function CalibrationChart({ record }: { record: OkForecast }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const rows = [
    { level: "P50", promised: 0.5, measured: record.hitP50 },
    { level: "P85", promised: 0.85, measured: record.hitP85 },
    { level: "P95", promised: 0.95, measured: record.hitP95 },
  ];
  const summary = t("trackRecord.chart.summary", {
    p50: formatPercent(record.hitP50, language),
    p85: formatPercent(record.hitP85, language),
    p95: formatPercent(record.hitP95, language),
    checkpoints: formatNumber(record.checkpoints, language),
  });
  return (
    <ChartCard
      title={t("trackRecord.chart.title")}
      description={t("trackRecord.chart.description")}
      summary={summary}
      filename="historial-de-aciertos"
      testId="track-record-chart"
      data={{
        header: [t("trackRecord.chart.level"), t("trackRecord.chart.promised"), t("trackRecord.chart.measured")],
        rows: rows.map((r) => [r.level, r.promised, Math.round(r.measured * 1000) / 1000]),
        display: rows.map((r) => [r.level, formatPercent(r.promised, language), formatPercent(r.measured, language)]),
      }}
    >
      <ChartFrame className="h-56">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          {gridLines()}
          <XAxis dataKey="level" tick={axisTick} stroke={chartColors.grid} tickLine={false} />
          <YAxis domain={[0, 1]} tick={axisTick} stroke={chartColors.grid} tickFormatter={(v: number) => formatPercent(v, language)} width={56} />
          <Tooltip {...tooltipStyle} cursor={{ fill: "var(--color-muted)" }} formatter={(value, name) => [formatPercent(Number(value), language), String(name)]} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="promised" name={t("trackRecord.chart.promised")} fill={chartColors.muted} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="measured" name={t("trackRecord.chart.measured")} fill={chartColors.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartFrame>
    </ChartCard>
  );
}

function ForecastPart({ record }: { record: ForecastRecord }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  if (record.status === "insufficient") {
    return <p className="rounded-md bg-muted p-3 text-sm">{t("trackRecord.forecast.insufficient", { checkpoints: record.checkpoints, needed: record.needed })}</p>;
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm" data-testid="track-record-forecast">
        {t("trackRecord.forecast.summary", {
          p85: formatPercent(record.hitP85, language),
          checkpoints: formatNumber(record.checkpoints, language),
          projects: formatNumber(record.projects, language),
          days: formatNumber(record.medianErrorDays, language, { maximumFractionDigits: 0 }),
        })}
      </p>
      <p className="text-sm font-medium">{t(`trackRecord.forecast.verdict.${record.verdict}`)}</p>
      {record.verdict === "calibrated" ? null : <p className="rounded-md border border-warning-strong/40 bg-warning-strong/10 p-3 text-sm">{t(`trackRecord.forecast.advice.${record.verdict}`)}</p>}
      <CalibrationChart record={record} />
    </div>
  );
}

function EstimatePart({ record }: { record: EstimateRecord }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  if (record.status === "insufficient") {
    return <p className="rounded-md bg-muted p-3 text-sm">{t("trackRecord.estimate.insufficient", { evaluated: record.evaluated, needed: record.needed })}</p>;
  }
  const number = (value: number) => formatNumber(value, language, { maximumFractionDigits: 2 });
  const unit = t(`trackRecord.estimate.unit.${record.unit}`);
  return (
    <div className="grid gap-2" data-testid="track-record-estimate">
      <p className="text-sm">
        {t("trackRecord.estimate.summary", { evaluated: formatNumber(record.evaluated, language), estimator: number(record.estimatorMae), baseline: number(record.baselineMae), unit })}
      </p>
      {record.rangeLevel !== null ? (
        <p className="text-sm">{t("trackRecord.estimate.range", { coverage: formatPercent(record.rangeCoverage, language), level: formatPercent(record.rangeLevel, language) })}</p>
      ) : null}
      <p className={record.beatsBaseline ? "text-sm font-medium" : "rounded-md border border-warning-strong/40 bg-warning-strong/10 p-3 text-sm"}>
        {t(record.beatsBaseline ? "trackRecord.estimate.beats" : "trackRecord.estimate.median")}
      </p>
    </div>
  );
}

/** The track record card of /ai-predictive. */
export function TrackRecordPanel() {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const record = useTrackRecord();
  return (
    <section aria-labelledby="track-record-heading" className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
      <PanelHeading id="track-record-heading" icon={Target}>
        {t("trackRecord.title")}
      </PanelHeading>
      <p className="max-w-3xl text-sm text-muted-foreground">{t("trackRecord.intro")}</p>
      {record.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only" role="status">{t("trackRecord.loading")}</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : record.isError ? (
        <LoadError error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="grid content-start gap-2">
            <h3 className="text-lg font-semibold">{t("trackRecord.forecast.title")}</h3>
            <ForecastPart record={record.data.forecast} />
          </div>
          <div className="grid content-start gap-2">
            <h3 className="text-lg font-semibold">{t("trackRecord.estimate.title")}</h3>
            <EstimatePart record={record.data.estimate} />
            <p className="mt-2 text-xs text-muted-foreground">{t("trackRecord.computedAt", { when: formatDateTime(record.data.computedAt, language) })}</p>
          </div>
        </div>
      )}
    </section>
  );
}
