import { useQueries } from "@tanstack/react-query";
import { FolderPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { formatDay, formatPercent } from "../../../lib/format";
import { fetchProjectInsights, intelligenceKeys, type PortfolioItem, type ProjectInsights } from "../../../api/intelligence";
import { useLanguage } from "../../../lib/use-language";
import { levelBadge, levelFill, levelOf } from "../../../lib/risk-scale";

export type RankedProject = PortfolioItem & { insights: ProjectInsights | undefined; score: number | null };

/**
 * The portfolio's projects with their insights (read per project: the read computes what was never
 * computed), riskiest first; projects without a score last.
 */
export function useRankedPortfolio(items: readonly PortfolioItem[]): RankedProject[] {
  const results = useQueries({
    queries: items.slice(0, 60).map((item) => ({
      queryKey: intelligenceKeys.detail(item.projectId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchProjectInsights(item.projectId, signal),
      staleTime: 60_000,
    })),
  });
  const ranked = items.map((item, i) => {
    const insights = results[i]?.data;
    const score = insights ? (insights.risk.status === "ok" ? insights.risk.score : null) : item.riskScore;
    return { ...item, insights, score };
  });
  return ranked.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.name.localeCompare(b.name));
}

function topFactors(insights: ProjectInsights | undefined) {
  if (!insights || insights.risk.status !== "ok") return [];
  return insights.risk.factors.filter((f) => f.contribution > 0).sort((a, b) => b.contribution - a.contribution).slice(0, 3);
}

export function PortfolioRisk({ ranked, selectedId, isPending }: { ranked: readonly RankedProject[]; selectedId: string | null; isPending: boolean }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  return (
    <SectionCard title={t("portfolio.heading")} description={t("portfolio.description")}>
      {isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : ranked.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <FolderPlus aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{t("portfolio.empty")}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t("portfolio.emptyHint")}</p>
          <Link to="/projects" className={buttonVariants()}>
            {t("portfolio.createProject")}
          </Link>
        </div>
      ) : (
        <ol className="grid gap-2" data-testid="portfolio-risk">
          {ranked.map((p) => {
            const level = p.score === null ? null : levelOf(p.score);
            const factors = topFactors(p.insights);
            return (
              <li key={p.projectId}>
                <Link
                  to={`?project=${encodeURIComponent(p.projectId)}`}
                  aria-current={p.projectId === selectedId ? "true" : undefined}
                  className={cn(
                    "grid gap-2 rounded-lg border border-border p-3 transition-colors hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:grid-cols-[4rem_minmax(0,1fr)_auto] sm:items-center",
                    p.projectId === selectedId && "border-primary-strong bg-primary-soft/40",
                  )}
                >
                  <span className={cn("inline-flex w-fit items-center justify-center rounded-md border px-2 py-1 text-lg font-bold tabular-nums", level ? levelBadge[level] : "border-border text-muted-foreground")}>
                    {p.score ?? "—"}
                    <span className="sr-only"> {level ? t(`risk.level.${level}`) : t("portfolio.noScore")}</span>
                  </span>
                  <span className="grid min-w-0 gap-1">
                    <span className="truncate font-medium">{p.name}</span>
                    {p.score !== null ? (
                      <span className="h-1.5 w-full max-w-64 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                        <span className={cn("block h-full", level ? levelFill[level] : "")} style={{ width: `${p.score}%` }} />
                      </span>
                    ) : null}
                    <span className="text-xs text-muted-foreground">
                      {factors.length ? factors.map((f) => `${t(`risk.factor.${f.key}`)} (${f.contribution})`).join(" · ") : p.score === null ? t("portfolio.noScore") : t("portfolio.noFactors")}
                    </span>
                  </span>
                  <span className="text-xs text-muted-foreground sm:text-right">
                    {p.p85 ? t("portfolio.p85", { date: formatDay(p.p85, language) }) : p.insights?.forecast.status === "ok" ? t("portfolio.p85", { date: formatDay(p.insights.forecast.p85.date, language) }) : t("portfolio.noForecast")}
                    {p.probabilityOnTime !== null ? <span className="block">{t("portfolio.onTime", { probability: formatPercent(p.probabilityOnTime, language) })}</span> : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}
