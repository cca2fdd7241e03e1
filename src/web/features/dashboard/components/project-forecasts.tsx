import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { formatDay, formatPercent } from "../../../lib/format";
import type { PortfolioItem } from "../../../api/intelligence";
import { EmptyLine } from "./dashboard-section";
import { useLanguage } from "../../../lib/use-language";

const reasonKeys = ["invalid_as_of", "no_remaining_work", "no_completed_history", "history_too_short", "no_throughput", "beyond_horizon"] as const;

function ForecastBody({ item }: { item: PortfolioItem }) {
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  if (item.p50 && item.p85) {
    const probability = item.probabilityOnTime;
    return (
      <div className="grid gap-3">
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-md bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground" title={t("forecast.p50Hint")}>
              {t("forecast.p50")} <span className="sr-only">({t("forecast.p50Hint")})</span>
            </dt>
            <dd className="font-semibold">{formatDay(item.p50, language)}</dd>
          </div>
          <div className="rounded-md bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground" title={t("forecast.p85Hint")}>
              {t("forecast.p85")} <span className="sr-only">({t("forecast.p85Hint")})</span>
            </dt>
            <dd className="font-semibold">{formatDay(item.p85, language)}</dd>
          </div>
        </dl>
        {probability !== null ? (
          <div className="grid gap-1">
            <div className="flex items-center justify-between text-xs">
              <span className="text-muted-foreground">{t("forecast.onTime")}</span>
              <span className={cn("font-semibold tabular-nums", probability >= 0.7 ? "text-success-strong" : probability >= 0.4 ? "text-warning-strong" : "text-destructive-strong")}>
                {formatPercent(probability, language)}
              </span>
            </div>
            <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span className={cn("block h-full rounded-full", probability >= 0.7 ? "bg-success-strong" : probability >= 0.4 ? "bg-warning-strong" : "bg-destructive")} style={{ width: `${probability * 100}%` }} />
            </div>
          </div>
        ) : null}
      </div>
    );
  }
  if (item.computedAt === null) return <p className="text-sm text-muted-foreground">{t("forecast.notComputed")}</p>;
  const reasons = item.forecastReasons.map((r) => ((reasonKeys as readonly string[]).includes(r) ? t(`forecast.reason.${r as (typeof reasonKeys)[number]}`) : r));
  return (
    <p className="text-sm text-muted-foreground">
      {t("forecast.insufficient")} {reasons.join("; ")}
    </p>
  );
}

/** P50 / P85 and the chance of meeting the due date of each of the user's open projects. */
export function ProjectForecasts({ items }: { items: PortfolioItem[] }) {
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  if (items.length === 0) return <EmptyLine>{t("forecast.empty")}</EmptyLine>;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="forecast-list">
      {items.map((item) => (
        <li key={item.projectId} className="grid content-start gap-3 rounded-lg border border-border p-3">
          <div className="grid gap-0.5">
            <Link to={`/project/${item.projectId}`} className={cn("truncate font-medium hover:underline", focusRing)}>
              {item.name}
            </Link>
            <span className="text-xs text-muted-foreground">{item.dueDate ? t("forecast.due", { date: formatDay(item.dueDate, language) }) : t("forecast.noDueDate")}</span>
          </div>
          <ForecastBody item={item} />
        </li>
      ))}
    </ul>
  );
}
