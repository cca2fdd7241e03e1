import { useTranslation } from "react-i18next";
import { formatDay, formatNumber } from "../../../lib/format";
import type { HeatRow } from "../api/portfolio-heatmap";
import { AnalyticsCard, AnalyticsEmpty } from "./analytics-charts";
import { useLanguage } from "../../../lib/use-language";
import { levelOf } from "../../../lib/risk-scale";

const riskColor = { low: "var(--color-success-strong)", medium: "var(--color-warning-strong)", high: "var(--color-destructive)", critical: "var(--color-destructive-strong)" } as const;

const width = 640;
const rowH = 34;
const nameW = 250;
const cellW = (width - nameW) / 3;
const headH = 30;

function clip(text: string, max = 30) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Projects × (risk, progress, due date) as coloured cells: risk on the risk scale, progress in the accent. */
export function PortfolioHeatMap({ rows }: { rows: readonly HeatRow[] }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  if (!rows.length) return <AnalyticsEmpty chart="heatmap" />;
  const sorted = [...rows].sort((a, b) => b.riskScore - a.riskScore || a.name.localeCompare(b.name));
  const height = headH + sorted.length * rowH + 4;
  const highest = sorted[0];
  return (
    <AnalyticsCard
      chart="heatmap"
      summary={t("analytics.heatmap.summary", { count: sorted.length, name: highest?.name ?? "", score: highest?.riskScore ?? 0 })}
      filename="mapa-de-calor-portafolio"
      data={{
        header: [t("analytics.heatmap.project"), t("analytics.heatmap.status"), t("analytics.heatmap.risk"), t("analytics.heatmap.progress"), t("analytics.heatmap.due")],
        rows: sorted.map((r) => [r.name, r.status, r.riskScore, r.progress, r.dueDate ?? ""]),
        display: sorted.map((r) => [r.name, r.status, formatNumber(r.riskScore, language), `${formatNumber(r.progress, language)} %`, r.dueDate ? formatDay(r.dueDate, language) : "—"]),
      }}
    >
      <div className="w-full">
        <svg data-chart="heatmap" viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" aria-hidden="true">
          {[t("analytics.heatmap.risk"), t("analytics.heatmap.progress"), t("analytics.heatmap.due")].map((label, i) => (
            <text key={label} x={nameW + cellW * i + cellW / 2} y={20} textAnchor="middle" className="fill-muted-foreground text-[12px] font-medium">
              {label}
            </text>
          ))}
          {sorted.map((r, k) => {
            const y = headH + k * rowH;
            const level = levelOf(r.riskScore);
            const daysLeft = r.dueDate ? Math.round((Date.parse(`${r.dueDate}T00:00:00Z`) - Date.now()) / 86_400_000) : null;
            return (
              <g key={r.id}>
                <text x={4} y={y + rowH / 2 + 4} className="fill-foreground text-[13px]">
                  {clip(r.name)}
                </text>
                <rect x={nameW + 2} y={y + 2} width={cellW - 4} height={rowH - 4} rx={4} fill={riskColor[level]} fillOpacity={0.15 + (r.riskScore / 100) * 0.75} />
                <text x={nameW + cellW / 2} y={y + rowH / 2 + 4} textAnchor="middle" className="fill-foreground text-[13px] font-semibold">
                  {formatNumber(r.riskScore, language)}
                </text>
                <rect x={nameW + cellW + 2} y={y + 2} width={cellW - 4} height={rowH - 4} rx={4} fill="var(--color-primary-strong)" fillOpacity={0.1 + (r.progress / 100) * 0.6} />
                <text x={nameW + cellW * 1.5} y={y + rowH / 2 + 4} textAnchor="middle" className="fill-foreground text-[13px] font-semibold">
                  {formatNumber(r.progress, language)} %
                </text>
                <rect x={nameW + cellW * 2 + 2} y={y + 2} width={cellW - 4} height={rowH - 4} rx={4} fill={daysLeft !== null && daysLeft < 0 && r.progress < 100 ? "var(--color-destructive)" : "var(--color-muted-foreground)"} fillOpacity={daysLeft === null ? 0.08 : daysLeft < 0 && r.progress < 100 ? 0.45 : 0.15} />
                <text x={nameW + cellW * 2.5} y={y + rowH / 2 + 4} textAnchor="middle" className="fill-foreground text-[12px]">
                  {r.dueDate ? formatDay(r.dueDate, language) : "—"}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </AnalyticsCard>
  );
}
