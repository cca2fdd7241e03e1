import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { formatNumber, formatPercent } from "../../../lib/format";
import type { Resource } from "../../../api/resources";
import { utilisationBars, type LoadLevel } from "../lib/utilisation";
import { useLanguage } from "../../../lib/use-language";
import { LegendEntries, legendClass } from "../../../components/charts/legend";

const fill: Record<LoadLevel, string> = {
  overloaded: "bg-destructive",
  high: "bg-warning-strong",
  ok: "bg-primary",
  noAvailability: "bg-muted-foreground",
};
const text: Record<LoadLevel, string> = {
  overloaded: "text-destructive-strong",
  high: "text-warning-strong",
  ok: "text-success-strong",
  noAvailability: "text-muted-foreground",
};

/**
 * One row per person: the available hours as a track, the allocated hours over it, the part
 * beyond the availability hatched in red. Each row is described in words for screen readers.
 */
export function UtilisationChart({ resources }: { resources: Resource[] }) {
  const { t } = useTranslation("resources");
  const language = useLanguage();
  const bars = utilisationBars(resources);
  const levelLabel = (level: LoadLevel) => t(`utilisation.${level}`);
  return (
    <figure className="grid gap-4" aria-label={t("utilisation.chartLabel")}>
      <ul className="grid gap-3" data-testid="utilisation">
        {bars.map((bar) => {
          const within = Math.min(bar.allocatedWidth, bar.availableWidth);
          const over = Math.max(0, bar.allocatedWidth - bar.availableWidth);
          return (
            <li key={bar.id} className="grid gap-1.5 sm:grid-cols-[12rem_1fr_9rem] sm:items-center sm:gap-4">
              <span className="truncate text-sm font-medium">{bar.name}</span>
              <div className="relative h-4 w-full rounded-full bg-muted" aria-hidden="true">
                <div className="absolute inset-y-0 left-0 rounded-full border border-border bg-background" style={{ width: `${bar.availableWidth * 100}%` }} />
                <div className={cn("absolute inset-y-0 left-0 rounded-full", fill[bar.level])} style={{ width: `${within * 100}%` }} />
                {over > 0 ? (
                  <div
                    className="absolute inset-y-0 rounded-r-full bg-destructive bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgb(0_0_0/0.25)_4px_8px)]"
                    style={{ left: `${bar.availableWidth * 100}%`, width: `${over * 100}%` }}
                  />
                ) : null}
              </div>
              <span className="flex items-baseline justify-between gap-2 text-xs sm:justify-end">
                <span className="text-muted-foreground">{t("utilisation.hours", { allocated: formatNumber(bar.allocated, language), available: formatNumber(bar.available, language) })}</span>
                <span className={cn("font-semibold tabular-nums", text[bar.level])}>{bar.ratio === null ? "—" : formatPercent(bar.ratio, language)}</span>
              </span>
              <span className="sr-only">
                {t("utilisation.summary", { name: bar.name, allocated: formatNumber(bar.allocated, language), available: formatNumber(bar.available, language) })}. {levelLabel(bar.level)}.
              </span>
            </li>
          );
        })}
      </ul>
      <figcaption className={legendClass}>
        <LegendEntries
          entries={[
            { swatch: "h-3 w-5 rounded-sm bg-primary", label: t("utilisation.legendAllocated") },
            { swatch: "h-3 w-5 rounded-sm border border-border bg-background", label: t("utilisation.legendAvailable") },
            { swatch: "h-3 w-5 rounded-sm bg-warning-strong", label: t("utilisation.high") },
            { swatch: "h-3 w-5 rounded-sm bg-destructive bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgb(0_0_0/0.25)_4px_8px)]", label: t("utilisation.legendOverload") },
          ]}
        />
      </figcaption>
    </figure>
  );
}
