import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDay, formatNumber } from "../../../lib/format";
import { useSprintBurndown } from "../../../api/sprints";
import { useLanguage } from "../../../lib/use-language";
import { readerTimeZone } from "../../../lib/reader-day";
import { LegendEntries, legendClass } from "../../../components/charts/legend";

const width = 560;
const height = 220;
const pad = { left: 40, right: 12, top: 12, bottom: 28 };

/** Remaining work at the end of each day against the ideal straight line, as SVG. */
export function BurndownChart({ projectId, sprintId, sprintName }: { projectId: string; sprintId: string; sprintName: string }) {
  const { t } = useTranslation("planning");
  const language = useLanguage();
  const burndown = useSprintBurndown(projectId, sprintId, readerTimeZone());
  if (burndown.isPending) return <Skeleton className="h-40 w-full" />;
  if (burndown.isError) return <p className="text-sm text-destructive-strong">{t("errors.loadFailed")}</p>;
  const { points, total, unit, capacity } = burndown.data;
  if (points.length === 0) return null;
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const max = Math.max(1, total);
  const x = (k: number) => pad.left + (points.length === 1 ? innerW / 2 : (k / (points.length - 1)) * innerW);
  const y = (value: number) => pad.top + innerH - (value / max) * innerH;
  const ideal = points.map((p, k) => `${k === 0 ? "M" : "L"}${x(k).toFixed(1)},${y(p.ideal).toFixed(1)}`).join(" ");
  const actual = points
    .map((p, k) => ({ p, k }))
    .filter(({ p }) => p.remaining !== null)
    .map(({ p, k }, n) => `${n === 0 ? "M" : "L"}${x(k).toFixed(1)},${y(p.remaining ?? 0).toFixed(1)}`)
    .join(" ");
  const lastActual = [...points].reverse().find((p) => p.remaining !== null);
  const unitLabel = t(`burndown.unit.${unit}`);
  const summary = t("burndown.summary", {
    name: sprintName,
    total: formatNumber(total, language),
    remaining: formatNumber(lastActual?.remaining ?? total, language),
    unit: unitLabel,
  });
  const first = points[0];
  const last = points.at(-1);

  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={summary}>
        <line x1={pad.left} y1={pad.top} x2={pad.left} y2={pad.top + innerH} className="stroke-border" />
        <line x1={pad.left} y1={pad.top + innerH} x2={pad.left + innerW} y2={pad.top + innerH} className="stroke-border" />
        {[0, 0.5, 1].map((f) => (
          <text key={f} x={pad.left - 6} y={y(max * f) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
            {formatNumber(Math.round(max * f * 10) / 10, language)}
          </text>
        ))}
        {first ? (
          <text x={pad.left} y={height - 8} className="fill-muted-foreground text-[11px]">
            {formatDay(first.date, language)}
          </text>
        ) : null}
        {last ? (
          <text x={pad.left + innerW} y={height - 8} textAnchor="end" className="fill-muted-foreground text-[11px]">
            {formatDay(last.date, language)}
          </text>
        ) : null}
        <path d={ideal} fill="none" strokeDasharray="6 4" strokeWidth={2} className="stroke-muted-foreground" />
        {actual ? <path d={actual} fill="none" strokeWidth={2.5} className="stroke-primary-strong" /> : null}
      </svg>
      <figcaption className={legendClass}>
        <LegendEntries
          entries={[
            { swatch: "h-0.5 w-5 bg-primary-strong", label: t("burndown.remaining") },
            { swatch: "h-0 w-5 border-t-2 border-dashed border-muted-foreground", label: t("burndown.ideal") },
          ]}
        />
        <span>{summary}</span>
        <span>
          {t("burndown.capacity", { count: capacity.workingDays, hours: formatNumber(capacity.hours, language), people: formatNumber(capacity.people, language) })}
        </span>
      </figcaption>
    </figure>
  );
}
