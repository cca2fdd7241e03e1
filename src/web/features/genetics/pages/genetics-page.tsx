import { Dna } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Bar, BarChart, Legend, Tooltip, XAxis } from "recharts";
import type { ProjectGenome } from "../../../../domain/genetics/contract";
import { traitKeys } from "../../../../domain/genetics/traits";
import { usePortfolioGenomes } from "../../../api/genetics";
import { ChartCard } from "../../../components/charts/chart-card";
import { ChartFrame, gridLines, valueAxis } from "../../../components/charts/chart-frame";
import { axisTick, chartColors, tooltipStyle } from "../../../components/charts/chart-theme";
import { LoadError } from "../../../components/load-error";
import { PageHeading } from "../../../components/page-heading";
import { buttonVariants } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton, Skeletons } from "../../../components/ui/skeleton";
import { formatNumber, formatPercent } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { SourceBadge } from "../components/source-badge";
import { traitSourceText, traitValueText } from "../components/trait-text";
import { GeneticsProjectPage } from "./genetics-project-page";

/** /genetics and /genetics/:projectId: the portfolio's genomes, or one project's. */
export function GeneticsPage() {
  const { projectId } = useParams();
  return projectId ? <GeneticsProjectPage key={projectId} projectId={projectId} /> : <GeneticsPortfolio />;
}

function GeneticsPortfolio() {
  const { t } = useTranslation("genetics");
  const genomes = usePortfolioGenomes();
  return (
    <div className="mx-auto w-full min-w-0 max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("heading")} intro={t("intro")} introClassName="mt-1 max-w-3xl" />
      {genomes.isPending ? (
        <div className="mt-8 grid gap-4" aria-busy="true">
          <div className="grid gap-4 md:grid-cols-2">
            <Skeletons count={2} className="h-64" />
          </div>
          <Skeleton className="h-72" />
        </div>
      ) : genomes.isError ? (
        <div className="mt-8">
          <LoadError error={genomes.error} onRetry={() => void genomes.refetch()} />
        </div>
      ) : genomes.data.items.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <Dna aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="max-w-md text-muted-foreground">{t("portfolio.empty")}</p>
          <Link to="/projects" className={buttonVariants({ variant: "outline" })}>
            {t("portfolio.toProjects")}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid min-w-0 gap-6">
          <div className="grid min-w-0 gap-6 lg:grid-cols-2">
            <ThroughputChart items={genomes.data.items} />
            <CycleChart items={genomes.data.items} />
          </div>
          <ul className="grid min-w-0 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {genomes.data.items.map((g) => (
              <li key={g.projectId} className="min-w-0">
                <GenomeCard genome={g} />
              </li>
            ))}
          </ul>
          <CompareTable items={genomes.data.items} />
        </div>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function GenomeCard({ genome }: { genome: ProjectGenome }) {
  const { t } = useTranslation("genetics");
  const language = useLanguage();
  const f = genome.fared;
  const days = (v: number | null) => (v === null ? t("fared.none") : t("fared.daysValue", { value: formatNumber(v, language, { maximumFractionDigits: 1 }) }));
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-1 pb-3">
        <CardTitle as="h2" className="text-lg">
          {genome.name}
        </CardTitle>
        <CardDescription>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary-strong">
            <Dna aria-hidden="true" className="size-3" />
            {t(`family.${genome.family}`)}
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div>
          <h3 className="text-sm font-medium">{t("portfolio.fared")}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-3">
            <Figure label={t("fared.throughput")} value={f.meanWeeklyThroughput === null ? t("fared.none") : formatNumber(f.meanWeeklyThroughput, language, { maximumFractionDigits: 1 })} />
            <Figure label={t("fared.cycleP85")} value={days(f.cycleTimeP85Days)} />
            <Figure label={t("fared.variation")} value={f.throughputVariation === null ? t("fared.none") : formatNumber(f.throughputVariation, language, { maximumFractionDigits: 2 })} />
            <Figure label={t("fared.onTime")} value={f.onTimeProbability === null ? t("fared.none") : formatPercent(f.onTimeProbability, language)} />
          </dl>
        </div>
        <div>
          <h3 className="text-sm font-medium">{t("portfolio.genome")}</h3>
          <ul className="mt-2 grid gap-1.5 text-sm">
            {genome.traits.slice(0, 4).map((trait) => (
              <li key={trait.key} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-muted-foreground">{t(`traits.${trait.key}`)}</span>
                <span className="flex items-center gap-2">
                  <span className="font-medium">{traitValueText(t, language, trait.key, trait.value)}</span>
                  <SourceBadge source={trait.source} />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-auto">
          <Link to={`/genetics/${genome.projectId}`} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={`${t("portfolio.evolve")}: ${genome.name}`}>
            {t("portfolio.evolve")}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

function ThroughputChart({ items }: { items: ProjectGenome[] }) {
  const { t } = useTranslation("genetics");
  const language = useLanguage();
  const rows = items.map((g) => ({ name: g.name, value: g.fared.meanWeeklyThroughput ?? 0 }));
  const top = rows.reduce((a, r) => (r.value > a.value ? r : a), rows[0] ?? { name: "", value: 0 });
  return (
    <ChartCard
      title={t("portfolio.throughputChart")}
      description={t("portfolio.throughputChartDescription")}
      summary={t("portfolio.throughputSummary", { name: top.name, value: formatNumber(top.value, language, { maximumFractionDigits: 1 }) })}
      filename="genetica-rendimiento"
      headingLevel="h2"
      data={{ header: [t("portfolio.trait"), t("fared.throughput")], rows: rows.map((r) => [r.name, r.value]) }}
    >
      <ChartFrame className="h-60">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          {gridLines()}
          <XAxis dataKey="name" tick={axisTick} stroke={chartColors.grid} tickLine={false} interval={0} tickFormatter={(v: string) => (v.length > 12 ? `${v.slice(0, 11)}…` : v)} />
          {valueAxis()}
          <Tooltip {...tooltipStyle} cursor={{ fill: "var(--color-muted)" }} formatter={(v) => [formatNumber(Number(v), language, { maximumFractionDigits: 1 }), t("fared.throughput")]} />
          <Bar dataKey="value" fill={chartColors.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartFrame>
    </ChartCard>
  );
}

function CycleChart({ items }: { items: ProjectGenome[] }) {
  const { t } = useTranslation("genetics");
  const language = useLanguage();
  const rows = items.map((g) => ({ name: g.name, p50: g.fared.cycleTimeP50Days ?? 0, p85: g.fared.cycleTimeP85Days ?? 0, has: g.fared.cycleTimeP85Days !== null }));
  const withData = rows.filter((r) => r.has);
  const best = withData.reduce((a, r) => (r.p85 < a.p85 ? r : a), withData[0] ?? { name: "", p85: 0, p50: 0, has: false });
  return (
    <ChartCard
      title={t("portfolio.cycleChart")}
      description={t("portfolio.cycleChartDescription")}
      summary={withData.length ? t("portfolio.cycleSummary", { name: best.name, value: formatNumber(best.p85, language, { maximumFractionDigits: 1 }) }) : t("portfolio.noData")}
      filename="genetica-ciclo"
      headingLevel="h2"
      data={{ header: [t("portfolio.trait"), t("fared.cycleP50"), t("fared.cycleP85")], rows: rows.map((r) => [r.name, r.p50, r.p85]) }}
    >
      <ChartFrame className="h-60">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          {gridLines()}
          <XAxis dataKey="name" tick={axisTick} stroke={chartColors.grid} tickLine={false} interval={0} tickFormatter={(v: string) => (v.length > 12 ? `${v.slice(0, 11)}…` : v)} />
          {valueAxis()}
          <Tooltip {...tooltipStyle} cursor={{ fill: "var(--color-muted)" }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="p50" name={t("fared.cycleP50")} fill={chartColors.info} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="p85" name={t("fared.cycleP85")} fill={chartColors.warning} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartFrame>
    </ChartCard>
  );
}

function CompareTable({ items }: { items: ProjectGenome[] }) {
  const { t } = useTranslation("genetics");
  const language = useLanguage();
  return (
    <Card className="min-w-0">
      <CardHeader className="gap-1">
        <CardTitle as="h2">{t("portfolio.compareTitle")}</CardTitle>
        <CardDescription>{t("portfolio.compareDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="region" aria-label={t("portfolio.compareTitle")} tabIndex={0} className="relative overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <table className="w-full min-w-max text-left text-sm">
            <caption className="sr-only">{t("portfolio.compareTitle")}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="sticky left-0 bg-card px-3 py-2 font-medium text-muted-foreground">
                  {t("portfolio.trait")}
                </th>
                {items.map((g) => (
                  <th key={g.projectId} scope="col" className="px-3 py-2 font-medium">
                    {g.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {traitKeys.map((key) => (
                <tr key={key} className="border-b border-border last:border-0">
                  <th scope="row" className="sticky left-0 bg-card px-3 py-2 font-normal text-muted-foreground">
                    {t(`traits.${key}`)}
                  </th>
                  {items.map((g) => {
                    const trait = g.traits.find((x) => x.key === key);
                    return (
                      <td key={g.projectId} className="px-3 py-2 align-top">
                        {trait ? (
                          <span className="flex flex-col items-start gap-1" title={traitSourceText(t, language, trait)}>
                            <span>{traitValueText(t, language, trait.key, trait.value)}</span>
                            <SourceBadge source={trait.source} />
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
