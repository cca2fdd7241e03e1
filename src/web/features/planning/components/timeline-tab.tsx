import { FolderKanban } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { formatDay } from "../../../lib/format";
import type { ProjectListItem as PlanningProject } from "../../../api/projects";
import { monthScale, percentSpan, timelineBar } from "../lib/timeline";
import { riskLevel, riskLevels, type RiskLevel } from "../../../../domain/intelligence/risk";
import { levelFill } from "../../../lib/risk-scale";
import { EmptyState } from "./empty-state";
import { useLanguage } from "../../../lib/use-language";
import { readerToday } from "../../../lib/reader-day";
import { LegendEntries, legendClass } from "../../../components/charts/legend";

const statusKeys = ["En progreso", "En pausa", "Completado", "Cancelado"] as const;
type StatusKey = (typeof statusKeys)[number];
const statusStyles: Record<StatusKey, string> = {
  "En progreso": "bg-info-strong",
  "En pausa": "bg-warning-strong",
  Completado: "bg-success-strong",
  Cancelado: "bg-muted-foreground",
};
const statusLabelKeys: Record<StatusKey, "inProgress" | "paused" | "completed" | "cancelled"> = {
  "En progreso": "inProgress",
  "En pausa": "paused",
  Completado: "completed",
  Cancelado: "cancelled",
};
// The same colours as the risk scale elsewhere (src/web/lib/risk-scale.ts).
const riskStyles: Record<RiskLevel, string> = levelFill;

function asStatus(status: string): StatusKey {
  return (statusKeys as readonly string[]).includes(status) ? (status as StatusKey) : "En progreso";
}

/** The portfolio's projects across months, coloured by status or by risk. */
export function TimelineTab({ projects, selectedId }: { projects: readonly PlanningProject[]; selectedId: string | null }) {
  const { t } = useTranslation("planning");
  const language = useLanguage();
  const [colourBy, setColourBy] = useState<"status" | "risk">("status");
  const today = readerToday();
  const shown = selectedId ? projects.filter((p) => p.id === selectedId) : projects;
  const bars = useMemo(() => shown.map(timelineBar), [shown]);
  const scale = useMemo(() => monthScale(bars, today), [bars, today]);
  const monthFormat = new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en", { month: "short", year: "2-digit", timeZone: "UTC" });
  const todaySpan = percentSpan(today, today, scale);

  if (shown.length === 0) return <EmptyState icon={FolderKanban} title={t("timeline.empty.title")} description={t("timeline.empty.description")} />;

  const statusLabel = (status: string) => t(`timeline.status.${statusLabelKeys[asStatus(status)]}`);
  const riskLabel = (score: number) => t(`timeline.risk.${riskLevel(score)}`);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="radiogroup" aria-label={t("timeline.colourBy")} className="inline-flex rounded-lg bg-muted p-1">
          {(["status", "risk"] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={colourBy === value}
              onClick={() => setColourBy(value)}
              className={cn("h-8 cursor-pointer rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-foreground", focusRing, colourBy === value && "bg-background text-foreground shadow-sm")}
            >
              {t(`timeline.by.${value}`)}
            </button>
          ))}
        </div>
        <ul className={legendClass} aria-label={t("timeline.legendLabel")}>
          <LegendEntries
            as="li"
            entries={
              colourBy === "status"
                ? statusKeys.map((status) => ({ swatch: cn("h-2.5 w-5 rounded-sm", statusStyles[status]), label: statusLabel(status) }))
                : riskLevels.map((level) => ({ swatch: cn("h-2.5 w-5 rounded-sm", riskStyles[level]), label: t(`timeline.risk.${level}`) }))
            }
          />
        </ul>
      </div>
      <div className="relative overflow-x-auto rounded-xl border border-border bg-card" tabIndex={0} role="region" aria-label={t("timeline.regionLabel")}>
        <div className="grid min-w-[40rem]" style={{ gridTemplateColumns: "minmax(8rem, 14rem) 1fr", minWidth: `calc(14rem + ${scale.months.length * 4.5}rem)` }}>
          <div className="border-b border-border px-3 py-2 text-xs font-semibold text-muted-foreground">{t("timeline.project")}</div>
          <div className="relative flex border-b border-border" aria-hidden="true">
            {scale.months.map((month) => (
              <div key={month} className="flex-1 border-l border-border px-1 py-2 text-xs text-muted-foreground capitalize">
                {monthFormat.format(new Date(`${month}T00:00:00Z`))}
              </div>
            ))}
          </div>
          {shown.map((project, k) => {
            const bar = bars[k];
            const span = bar ? percentSpan(bar.start, bar.end, scale) : null;
            const colour = colourBy === "status" ? statusStyles[asStatus(project.status)] : riskStyles[riskLevel(project.riskScore)];
            const label = [
              project.name,
              bar ? `${formatDay(bar.start, language)} – ${bar.hasDueDate ? formatDay(bar.end, language) : t("timeline.noDueDate")}` : "",
              statusLabel(project.status),
              `${riskLabel(project.riskScore)} (${project.riskScore})`,
              t("timeline.progress", { progress: project.progress }),
            ].join(", ");
            return (
              <div key={project.id} className="contents">
                <div className="truncate border-b border-border px-3 py-2 text-sm">
                  <Link to={`/project/${project.id}`} className={cn("font-medium hover:underline", focusRing)}>
                    {project.name}
                  </Link>
                </div>
                <div className="relative border-b border-border" role="img" aria-label={label}>
                  {todaySpan ? <div aria-hidden="true" className="absolute inset-y-0 w-0.5 bg-primary-strong/60" style={{ left: `${todaySpan.left}%` }} /> : null}
                  {span ? (
                    <div
                      className={cn("absolute top-1/2 h-4 -translate-y-1/2 rounded-sm", colour, !bar?.hasDueDate && "opacity-60 [mask-image:linear-gradient(to_right,black_70%,transparent)]")}
                      style={{ left: `${span.left}%`, width: `${span.width}%` }}
                    >
                      <div className="h-full rounded-sm bg-black/20" style={{ width: `${project.progress}%` }} />
                    </div>
                  ) : null}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
