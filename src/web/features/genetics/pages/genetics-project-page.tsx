import { ArrowLeft, Dna, Pencil, Play, Square } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Bar, BarChart, Line, LineChart, Legend, Tooltip, XAxis } from "recharts";
import type { GeneticsRun, ProjectGenome } from "../../../../domain/genetics/contract";
import { objectives, type Objective } from "../../../../domain/genetics/evolve";
import { familyOf, geneKeys, type GeneKey } from "../../../../domain/genetics/traits";
import { useAdoptGenome, useGeneticsRun, useGeneticsRuns, useProjectGenome, useStartEvolution, useStopEvolution } from "../../../api/genetics";
import { ChartCard } from "../../../components/charts/chart-card";
import { ChartFrame, gridLines, valueAxis } from "../../../components/charts/chart-frame";
import { axisTick, chartColors, tooltipStyle } from "../../../components/charts/chart-theme";
import { LoadError } from "../../../components/load-error";
import { PageHeading } from "../../../components/page-heading";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { RadioGroup, RadioGroupCard } from "../../../components/ui/radio-group";
import { Skeleton, Skeletons } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { formatDateTime, formatDay, formatNumber, formatPercent } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { SourceBadge } from "../components/source-badge";
import { TraitDialog } from "../components/trait-dialog";
import { traitSourceText, traitValueText } from "../components/trait-text";

// Tables scroll sideways on a phone: focusable, so that keyboard users can scroll them too.
const scrollRegion = "relative overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring";

type Trait = ProjectGenome["traits"][number];

export function GeneticsProjectPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation("genetics");
  const genome = useProjectGenome(projectId);
  return (
    <div className="mx-auto w-full min-w-0 max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/genetics" className="inline-flex items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("project.back")}
      </Link>
      {genome.isPending ? (
        <div className="mt-6 grid gap-4" aria-busy="true">
          <Skeleton className="h-10 w-72" />
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeletons count={2} className="h-72" />
          </div>
        </div>
      ) : genome.isError ? (
        <div className="mt-6 grid gap-4">
          {/* A project that cannot be read (another workspace's, or gone) still has a page heading. */}
          <h1 className="text-3xl font-bold tracking-tight">{t("screens.genetics", { ns: "common" })}</h1>
          <LoadError error={genome.error} onRetry={() => void genome.refetch()} />
        </div>
      ) : (
        <ProjectGenetics genome={genome.data} />
      )}
    </div>
  );
}

function ProjectGenetics({ genome }: { genome: ProjectGenome }) {
  const { t } = useTranslation("genetics");
  return (
    <div className="mt-4 grid min-w-0 gap-6">
      <PageHeading
        title={genome.name}
        icon={<Dna aria-hidden="true" className="size-7 text-primary-strong" />}
        intro={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary-strong">{t(`family.${genome.family}`)}</span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <GenomeCard genome={genome} />
        <FaredCard genome={genome} />
      </div>
      <EvolutionCard genome={genome} />
    </div>
  );
}

function GenomeCard({ genome }: { genome: ProjectGenome }) {
  const { t } = useTranslation("genetics");
  const language = useLanguage();
  const { canEdit } = useMyPermissions();
  const [editing, setEditing] = useState<Trait | null>(null);
  const rows = (list: Trait[], heading: string) => (
    <>
      <tr>
        <th colSpan={canEdit ? 4 : 3} scope="colgroup" className="bg-muted/60 px-3 py-1.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {heading}
        </th>
      </tr>
      {list.map((trait) => (
        <tr key={trait.key} className="border-t border-border">
          <th scope="row" className="px-3 py-2 text-left font-medium">
            {t(`traits.${trait.key}`)}
          </th>
          <td className="px-3 py-2">{traitValueText(t, language, trait.key, trait.value)}</td>
          <td className="px-3 py-2">
            <span className="flex flex-col items-start gap-1">
              <SourceBadge source={trait.source} />
              <span className="text-xs text-muted-foreground">{traitSourceText(t, language, trait)}</span>
            </span>
          </td>
          {canEdit ? (
            <td className="px-3 py-2 text-right">
              <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(trait)} aria-label={t("project.editTrait", { trait: t(`traits.${trait.key}`) })}>
                <Pencil aria-hidden="true" />
                <span className="hidden sm:inline">{t("project.edit")}</span>
              </Button>
            </td>
          ) : null}
        </tr>
      ))}
    </>
  );
  const genes = genome.traits.filter((x) => (geneKeys as readonly string[]).includes(x.key));
  const environment = genome.traits.filter((x) => !(geneKeys as readonly string[]).includes(x.key));
  return (
    <Card className="min-w-0">
      <CardHeader className="gap-1">
        <CardTitle as="h2">{t("project.genomeTitle")}</CardTitle>
        <CardDescription>{t("project.genomeDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="region" aria-label={t("project.genomeTitle")} tabIndex={0} className={scrollRegion}>
          <table className="w-full text-sm" data-testid="genome-table">
            <caption className="sr-only">{t("project.genomeTitle")}</caption>
            <tbody>
              {rows(genes, t("project.gene"))}
              {rows(environment, t("project.environment"))}
            </tbody>
          </table>
        </div>
        {editing ? <TraitDialog key={editing.key} projectId={genome.projectId} trait={editing} open onOpenChange={(open) => !open && setEditing(null)} /> : null}
      </CardContent>
    </Card>
  );
}

function FaredCard({ genome }: { genome: ProjectGenome }) {
  const { t } = useTranslation("genetics");
  const language = useLanguage();
  const f = genome.fared;
  const days = (v: number | null) => (v === null ? t("fared.none") : t("fared.daysValue", { value: formatNumber(v, language, { maximumFractionDigits: 1 }) }));
  const total = f.weekly.reduce((a, w) => a + w.count, 0);
  const best = f.weekly.reduce((a, w) => Math.max(a, w.count), 0);
  return (
    <div className="grid min-w-0 gap-4">
      <dl className="grid grid-cols-2 gap-3">
        {[
          [t("fared.throughput"), f.meanWeeklyThroughput === null ? t("fared.none") : formatNumber(f.meanWeeklyThroughput, language, { maximumFractionDigits: 1 })],
          [t("fared.cycleP85"), days(f.cycleTimeP85Days)],
          [t("fared.variation"), f.throughputVariation === null ? t("fared.none") : formatNumber(f.throughputVariation, language, { maximumFractionDigits: 2 })],
          [t("fared.onTime"), f.onTimeProbability === null ? t("fared.none") : formatPercent(f.onTimeProbability, language)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ChartCard
        title={t("fared.weeklyTitle")}
        description={t("fared.weeklyDescription")}
        summary={t("fared.weeklySummary", { total, best })}
        filename={`${genome.name}-rendimiento`}
        headingLevel="h2"
        data={{ header: [t("fared.week"), t("fared.count")], rows: f.weekly.map((w) => [w.weekStart, w.count]), display: f.weekly.map((w) => [formatDay(w.weekStart, language), w.count]) }}
      >
        <ChartFrame className="h-52">
          <BarChart data={f.weekly} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            {gridLines()}
            <XAxis dataKey="weekStart" tick={axisTick} stroke={chartColors.grid} tickLine={false} tickFormatter={(v: string) => formatDay(v, language, "dayMonth")} minTickGap={16} />
            {valueAxis({ allowDecimals: false })}
            <Tooltip {...tooltipStyle} cursor={{ fill: "var(--color-muted)" }} labelFormatter={(v) => formatDay(String(v), language, "long")} formatter={(v) => [String(v), t("fared.count")]} />
            <Bar dataKey="count" fill={chartColors.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ChartFrame>
      </ChartCard>
    </div>
  );
}

function EvolutionCard({ genome }: { genome: ProjectGenome }) {
  const { t } = useTranslation("genetics");
  const language = useLanguage();
  const { canEdit } = useMyPermissions();
  const runs = useGeneticsRuns(genome.projectId);
  const [objective, setObjective] = useState<Objective>(genome.dueDate ? "due_date" : "cycle_time");
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartEvolution(genome.projectId);
  const stop = useStopEvolution(genome.projectId);
  // The latest run is shown when the page opens.
  useEffect(() => {
    if (runId === null && runs.data?.items[0]) setRunId(runs.data.items[0].id);
  }, [runs.data, runId]);
  const run = useGeneticsRun(genome.projectId, runId);
  const isRunning = run.data?.status === "running" || start.isPending;
  const onRun = () =>
    start.mutate(
      { objective },
      {
        onSuccess: (r) => setRunId(r.id),
        onError: (e) => toast({ title: t("evolution.startFailed"), description: isApiError(e) ? e.message : undefined, variant: "error" }),
      },
    );
  return (
    <Card className="min-w-0">
      <CardHeader className="gap-1">
        <CardTitle as="h2">{t("evolution.title")}</CardTitle>
        <CardDescription>{t("evolution.description", { population: 50, generations: 50, runs: 200 })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {canEdit ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("evolution.objective")}</legend>
            <RadioGroup value={objective} onValueChange={(v) => setObjective(v as Objective)} className="grid gap-3 md:grid-cols-3" aria-label={t("evolution.objective")}>
              {objectives.map((o) => (
                <RadioGroupCard key={o} value={o} disabled={o === "due_date" && !genome.dueDate}>
                  <span className="grid gap-0.5">
                    <span className="font-medium">{t(`evolution.objectives.${o}`)}</span>
                    <span className="text-xs text-muted-foreground">{t(`evolution.objectiveHints.${o}`)}</span>
                  </span>
                </RadioGroupCard>
              ))}
            </RadioGroup>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <Button type="button" onClick={onRun} disabled={!genome.canRun || isRunning} isLoading={start.isPending}>
                <Play aria-hidden="true" />
                {t("evolution.run")}
              </Button>
              {run.data?.status === "running" ? (
                <Button type="button" variant="outline" onClick={() => runId && stop.mutate(runId)} isLoading={stop.isPending}>
                  <Square aria-hidden="true" />
                  {t("evolution.stop")}
                </Button>
              ) : null}
            </div>
            {!genome.canRun ? <p className="text-sm text-muted-foreground">{t("evolution.cannotRun")}</p> : null}
          </fieldset>
        ) : null}
        {run.data ? <RunView run={run.data} genome={genome} canEdit={canEdit} /> : null}
        {runs.data && runs.data.items.length > 1 ? (
          <div>
            <h3 className="text-sm font-medium">{t("evolution.history")}</h3>
            <ul className="mt-2 grid gap-1 text-sm">
              {runs.data.items.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-2">
                  <span className="text-muted-foreground">{formatDateTime(r.createdAt, language)}</span>
                  <span>{t(`evolution.objectives.${r.objective}`)}</span>
                  {r.adoptedAt ? <SourceBadge source="set" /> : null}
                  <Button type="button" size="sm" variant="ghost" onClick={() => setRunId(r.id)} disabled={r.id === runId}>
                    {t("evolution.open")}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function RunView({ run, genome, canEdit }: { run: GeneticsRun; genome: ProjectGenome; canEdit: boolean }) {
  const { t } = useTranslation("genetics");
  const language = useLanguage();
  const fitness = (v: number) => formatNumber(v, language, { maximumFractionDigits: 3 });
  const history = run.history;
  return (
    <div className="grid gap-6" data-testid="evolution-run">
      {run.status === "running" ? (
        <div className="grid gap-2" aria-live="polite">
          <p className="text-sm font-medium">{t("evolution.running", { generation: run.generation, generations: run.generations })}</p>
          <ProgressBar label={t("evolution.progressLabel")} percent={(100 * run.generation) / run.generations} />
        </div>
      ) : null}
      {run.status === "failed" ? <p role="alert" className="text-sm text-destructive-strong">{t("evolution.failed", { error: run.error ?? "" })}</p> : null}
      {run.status === "stopped" ? <p className="text-sm text-muted-foreground">{t("evolution.stopped", { generation: run.generation })}</p> : null}
      {history.length > 0 ? (
        <ChartCard
          title={t("evolution.fitnessTitle")}
          description={t("evolution.fitnessDescription")}
          summary={t("evolution.fitnessSummary", { from: fitness(history[0]!.best), to: fitness(history.at(-1)!.best), generations: history.length })}
          filename={`${genome.name}-aptitud`}
          headingLevel="h3"
          data={{ header: [t("evolution.generation"), t("evolution.best"), t("evolution.mean")], rows: history.map((h) => [h.generation, h.best, h.mean]) }}
        >
          <ChartFrame className="h-56">
            <LineChart data={history} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
              {gridLines()}
              <XAxis dataKey="generation" tick={axisTick} stroke={chartColors.grid} tickLine={false} />
              {valueAxis({ tickFormatter: (v: number) => fitness(v), width: 64, domain: ["auto", "auto"] })}
              <Tooltip {...tooltipStyle} formatter={(v, name) => [fitness(Number(v)), String(name)]} labelFormatter={(g) => `${t("evolution.generation")} ${String(g)}`} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Line dataKey="best" name={t("evolution.best")} stroke={chartColors.primary} dot={false} strokeWidth={2} isAnimationActive={false} />
              <Line dataKey="mean" name={t("evolution.mean")} stroke={chartColors.muted} dot={false} strokeDasharray="4 3" isAnimationActive={false} />
            </LineChart>
          </ChartFrame>
        </ChartCard>
      ) : null}
      {run.result ? <ResultView run={run} genome={genome} canEdit={canEdit} /> : null}
    </div>
  );
}

function ResultView({ run, genome, canEdit }: { run: GeneticsRun; genome: ProjectGenome; canEdit: boolean }) {
  const { t } = useTranslation("genetics");
  const language = useLanguage();
  const result = run.result!;
  const adopt = useAdoptGenome(genome.projectId);
  const [chosen, setChosen] = useState<GeneKey[]>(result.changes.map((c) => c.gene));
  const [error, setError] = useState<string | null>(null);
  const num = (v: number, digits = 1) => formatNumber(v, language, { maximumFractionDigits: digits });
  const metricText = (metric: string, v: number, signed = false) => {
    const text = metric === "onTimeProbability" ? formatPercent(v, language) : num(v, metric === "throughputVariation" ? 2 : 1);
    return signed && v > 0 ? `+${text}` : text;
  };
  const onAdopt = () => {
    if (!chosen.length) return setError(t("evolution.chooseOne"));
    setError(null);
    adopt.mutate(
      { runId: run.id, genes: chosen },
      {
        onSuccess: () => toast({ title: t("evolution.adoptedToast"), variant: "success" }),
        onError: (e) => setError(isApiError(e) ? e.message : t("evolution.adoptFailed")),
      },
    );
  };
  const c = result.calibration;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="changes-title" className="grid gap-3">
        <h3 id="changes-title" className="text-lg font-semibold">
          {t("evolution.resultTitle")}: {t(`family.${familyOf(result.best.genome)}`)}
        </h3>
        {result.changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("evolution.noChange")}</p>
        ) : (
          <div role="region" aria-label={t("evolution.changesTitle")} tabIndex={0} className={scrollRegion}>
            <table className="w-full text-left text-sm" data-testid="genome-changes">
              <caption className="sr-only">{t("evolution.changesTitle")}</caption>
              <thead>
                <tr className="border-b border-border text-muted-foreground">
                  {canEdit && !run.adoptedAt ? <th scope="col" className="w-8 px-2 py-2"><span className="sr-only">{t("evolution.adopt")}</span></th> : null}
                  <th scope="col" className="px-3 py-2 font-medium">{t("portfolio.trait")}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t("evolution.current")}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t("evolution.suggested")}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t("evolution.why")}</th>
                </tr>
              </thead>
              <tbody>
                {result.changes.map((change) => {
                  const id = `adopt-${change.gene}`;
                  return (
                    <tr key={change.gene} className="border-b border-border last:border-0">
                      {canEdit && !run.adoptedAt ? (
                        <td className="px-2 py-2">
                          <input
                            id={id}
                            type="checkbox"
                            className="size-4 accent-[var(--color-primary-strong)]"
                            checked={chosen.includes(change.gene)}
                            onChange={(e) => setChosen((list) => (e.target.checked ? [...list, change.gene] : list.filter((g) => g !== change.gene)))}
                            aria-label={`${t("evolution.adopt")}: ${t(`traits.${change.gene}`)}`}
                          />
                        </td>
                      ) : null}
                      <th scope="row" className="px-3 py-2 font-medium">{t(`traits.${change.gene}`)}</th>
                      <td className="px-3 py-2">{traitValueText(t, language, change.gene, change.from)}</td>
                      <td className="px-3 py-2 font-semibold text-primary-strong">{traitValueText(t, language, change.gene, change.to)}</td>
                      <td className="px-3 py-2 text-muted-foreground">{t(`evolution.whys.${change.gene}`)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {result.neutral.length ? (
          <p className="text-sm text-muted-foreground" data-testid="neutral-genes">
            {t("evolution.neutral", { list: result.neutral.map((n) => `${t(`traits.${n.gene}`)} (${traitValueText(t, language, n.gene, n.value)})`).join(", ") })}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="effect-title" className="grid gap-2">
        <h3 id="effect-title" className="text-lg font-semibold">{t("evolution.effectTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("evolution.effectDescription", { runs: run.runsPerGenome })}</p>
        <div role="region" aria-label={t("evolution.effectTitle")} tabIndex={0} className={scrollRegion}>
          <table className="w-full text-left text-sm" data-testid="genome-effects">
            <caption className="sr-only">{t("evolution.effectTitle")}</caption>
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="px-3 py-2 font-medium">{t("evolution.metric")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("evolution.current")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("evolution.suggested")}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t("evolution.difference")}</th>
              </tr>
            </thead>
            <tbody>
              {result.effects.map((e) => (
                <tr key={e.metric} className="border-b border-border last:border-0">
                  <th scope="row" className="px-3 py-2 font-medium">{t(`evolution.metrics.${e.metric}`)}</th>
                  <td className="px-3 py-2 tabular-nums">{metricText(e.metric, e.current)}</td>
                  <td className="px-3 py-2 tabular-nums">{metricText(e.metric, e.proposed)}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {t("evolution.range", { p50: metricText(e.metric, e.difference.p50, true), p10: metricText(e.metric, e.difference.p10, true), p90: metricText(e.metric, e.difference.p90, true) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="tree-title" className="grid gap-2">
        <h3 id="tree-title" className="text-lg font-semibold">{t("evolution.treeTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("evolution.treeDescription")}</p>
        <ol className="grid gap-2 sm:grid-cols-2">
          {result.familyTree.slice(0, 7).map((ind) => (
            <li key={ind.id} className="rounded-lg border border-border p-3 text-sm">
              <p className="font-medium">{t("evolution.individual", { id: ind.id, generation: ind.generation })}</p>
              <p className="text-xs text-muted-foreground">{ind.parents ? t("evolution.parents", { a: ind.parents[0], b: ind.parents[1] }) : t("evolution.firstGeneration")}</p>
              <ul className="mt-2 grid gap-0.5">
                {geneKeys.map((k) => (
                  <li key={k} className="flex flex-wrap justify-between gap-2">
                    <span className="text-muted-foreground">{t(`traits.${k}`)}</span>
                    <span>
                      {traitValueText(t, language, k, ind.genome[k])} <span className="text-xs text-muted-foreground">({t(`evolution.geneFrom.${ind.genes[k]}`)})</span>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="caveats-title" className="grid gap-2">
        <h3 id="caveats-title" className="text-lg font-semibold">{t("evolution.caveatsTitle")}</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          <li>
            {t("evolution.caveats.calibration", {
              completed: c.completed,
              weeks: c.weeks,
              simTp: num(c.simulated.meanWeeklyThroughput),
              obsTp: num(c.observed.meanWeeklyThroughput),
              simMed: num(c.simulated.medianLeadDays),
              obsMed: num(c.observed.medianLeadDays),
            })}
          </li>
          <li>{t("evolution.caveats.assumptions")}</li>
          <li>{t("evolution.caveats.estimation")}</li>
          <li>{t("evolution.caveats.people")}</li>
          <li>{t("evolution.caveats.backtest")}</li>
        </ul>
        <p className="text-xs text-muted-foreground">
          {t("evolution.stats", { genomes: result.genomesEvaluated, runs: formatNumber(result.simulationRuns, language), seconds: num(result.elapsedMs / 1000), seed: run.seed })}
        </p>
      </section>

      {result.changes.length > 0 ? (
        <section aria-labelledby="adopt-title" className="grid gap-2 rounded-lg border border-border bg-subtle p-4">
          <h3 id="adopt-title" className="text-lg font-semibold">{t("evolution.adoptTitle")}</h3>
          <p className="text-sm text-muted-foreground">{t("evolution.adoptDescription")}</p>
          {run.adoptedAt ? (
            <p className="text-sm font-medium" data-testid="adopted">
              {t("evolution.adopted", { date: formatDateTime(run.adoptedAt, language), traits: (run.adoptedGenes ?? []).map((g) => t(`traits.${g}`)).join(", ") })}
            </p>
          ) : null}
          {run.adoptedAt && run.outcome ? (
            <div className="grid gap-2" data-testid="adopted-outcome">
              <h4 className="font-semibold">{t("evolution.outcomeTitle")}</h4>
              <p className="text-sm text-muted-foreground">{t("evolution.outcomeDescription", { days: run.outcome.days, completed: run.outcome.completed, open: run.outcome.open })}</p>
              <div role="region" aria-label={t("evolution.outcomeTitle")} tabIndex={0} className={scrollRegion}>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t("evolution.outcomeTitle")}</caption>
                  <thead>
                    <tr className="border-b border-border text-muted-foreground">
                      <th scope="col" className="px-3 py-2 font-medium">{t("evolution.metric")}</th>
                      <th scope="col" className="px-3 py-2 font-medium">{t("evolution.outcomeBefore")}</th>
                      <th scope="col" className="px-3 py-2 font-medium">{t("evolution.outcomePredicted")}</th>
                      <th scope="col" className="px-3 py-2 font-medium">{t("evolution.outcomeObserved")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(["p85CycleDays", "medianCycleDays", "meanWeeklyThroughput"] as const).map((metric) => (
                      <tr key={metric} className="border-b border-border last:border-0">
                        <th scope="row" className="px-3 py-2 font-medium">{t(`evolution.metrics.${metric}`)}</th>
                        <td className="px-3 py-2">{num(result.current.metrics[metric])}</td>
                        <td className="px-3 py-2">{num(result.best.metrics[metric])}</td>
                        <td className="px-3 py-2 font-semibold">{run.outcome!.observed[metric] === null ? t("evolution.outcomeTooEarly") : num(run.outcome!.observed[metric]!)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          ) : null}
          {!run.adoptedAt && canEdit ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" onClick={onAdopt} isLoading={adopt.isPending}>
                {t("evolution.adopt")}
              </Button>
              {error ? <p role="alert" className="text-sm text-destructive-strong">{error}</p> : null}
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
