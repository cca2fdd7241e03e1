import { LineChart as LineChartIcon, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { Skeleton, Skeletons } from "../../../components/ui/skeleton";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useProjectItems } from "../../../api/projects";
import { useProjectFinance } from "../../../api/intelligence";
import { useAnalytics } from "../api/analytics";
import { usePortfolioHeatMap } from "../api/portfolio-heatmap";
import { useResources } from "../../../api/resources";
import { BurnCharts, ChartEmpty, CumulativeFlowChart, CycleTimeChart, EarnedValueTrend, ThroughputChart, VelocityChart } from "../components/analytics-charts";
import { PortfolioHeatMap } from "../components/portfolio-heat-map";
import { readerTimeZone } from "../../../lib/reader-day";
import { inputClass } from "../../../components/ui/form-field";
import { LoadError } from "../../../components/load-error";
import { ProjectPicker } from "../../../components/project-picker";

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

function EvSection({ projectId, projectName }: { projectId: string; projectName: string }) {
  const { t } = useTranslation("intelligence");
  const finance = useProjectFinance(projectId);
  if (finance.isPending) return <Skeleton className="h-72 w-full" />;
  if (finance.isError) return <ChartEmpty title={t("finance.chart.title")} description={t("finance.chart.description")} need={t("errors.load")} />;
  return <EarnedValueTrend finance={finance.data} projectName={projectName} />;
}

/** /analytics ('Análisis Avanzado'): flow and delivery charts with filters kept in the URL, each exportable. */
export function AnalyticsPage() {
  const { t } = useTranslation("intelligence");
  const [params, setParams] = useSearchParams();
  const projects = useProjectItems();
  const members = useResources();
  const heat = usePortfolioHeatMap();
  const projectId = params.get("project") ?? undefined;
  const memberId = params.get("member") ?? undefined;
  const from = isDay(params.get("from")) ? (params.get("from") as string) : undefined;
  const to = isDay(params.get("to")) ? (params.get("to") as string) : undefined;
  const analytics = useAnalytics({ projectId, assigneeResourceId: memberId, from, to, timeZone: readerTimeZone() });
  const project = projects.data?.find((p) => p.id === projectId);
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const hasFilters = !!(projectId || memberId || from || to);
  const fieldErrors = isApiError(analytics.error) ? analytics.error.fields : undefined;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t("analytics.title")}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{t("analytics.intro")}</p>
      </div>

      <section aria-label={t("analytics.filters.label")} className="mt-6 flex flex-col gap-3 rounded-xl border border-border bg-card p-4 md:flex-row md:flex-wrap md:items-end">
        <ProjectPicker id="analytics-project" projects={projects.data ?? []} value={projectId ?? null} onChange={(v) => set("project", v === "all" ? undefined : v)} allLabel={t("analytics.filters.allProjects")} />
        <div className="grid w-full gap-1.5 sm:w-60">
          <Label id="analytics-member-label">{t("analytics.filters.member")}</Label>
          <Select value={memberId ?? "all"} onValueChange={(v) => set("member", v === "all" ? undefined : v)}>
            <SelectTrigger aria-labelledby="analytics-member-label" data-testid="analytics-member">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t("analytics.filters.allMembers")}</SelectItem>
              {(members.data ?? []).map((m) => (
                <SelectItem key={m.id} value={m.id}>
                  {m.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="analytics-from">{t("analytics.filters.from")}</Label>
          <input id="analytics-from" type="date" className={cn(inputClass, "w-full sm:w-44")} value={from ?? analytics.data?.range.from ?? ""} max={to} onChange={(e) => set("from", e.target.value || undefined)} aria-invalid={fieldErrors?.from ? true : undefined} aria-describedby={fieldErrors?.from ? "analytics-range-error" : undefined} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="analytics-to">{t("analytics.filters.to")}</Label>
          <input id="analytics-to" type="date" className={cn(inputClass, "w-full sm:w-44")} value={to ?? analytics.data?.range.to ?? ""} min={from} onChange={(e) => set("to", e.target.value || undefined)} aria-invalid={fieldErrors?.to ? true : undefined} aria-describedby={fieldErrors?.to ? "analytics-range-error" : undefined} />
        </div>
        {hasFilters ? (
          <Button type="button" variant="ghost" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            <X aria-hidden="true" />
            {t("analytics.filters.clear")}
          </Button>
        ) : null}
        {fieldErrors ? (
          <p id="analytics-range-error" role="alert" className="w-full text-sm text-destructive-strong">
            {analytics.error instanceof Error ? analytics.error.message : null} {t("analytics.filters.rangeHint")}
          </p>
        ) : null}
      </section>

      <div className="mt-6 grid gap-6">
        {analytics.isPending ? (
          <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
            <span className="sr-only" role="status">{t("loading")}</span>
            <Skeletons count={4} className="h-72 w-full" />
          </div>
        ) : analytics.isError && !fieldErrors ? (
          <LoadError error={analytics.error} onRetry={() => void analytics.refetch()} />
        ) : analytics.data ? (
          <>
            {analytics.data.taskCount === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-10 text-center" data-testid="analytics-empty">
                <LineChartIcon aria-hidden="true" className="size-10 text-muted-foreground" />
                <h2 className="text-lg font-semibold">{t("analytics.empty.title")}</h2>
                <p className="max-w-lg text-sm text-muted-foreground">{t(hasFilters ? "analytics.empty.filtered" : "analytics.empty.description")}</p>
              </div>
            ) : null}
            <section aria-labelledby="analytics-delivery" className="grid gap-4">
              <h2 id="analytics-delivery" className="text-xl font-semibold">{t("analytics.sections.delivery")}</h2>
              <div className="grid gap-4 lg:grid-cols-2">
                <BurnCharts data={analytics.data} />
                <VelocityChart data={analytics.data} />
                <ThroughputChart data={analytics.data} />
              </div>
            </section>
            <section aria-labelledby="analytics-flow" className="grid gap-4">
              <h2 id="analytics-flow" className="text-xl font-semibold">{t("analytics.sections.flow")}</h2>
              <div className="grid gap-4 lg:grid-cols-2">
                <CycleTimeChart data={analytics.data} />
                <CumulativeFlowChart data={analytics.data} />
              </div>
            </section>
          </>
        ) : null}
        <section aria-labelledby="analytics-portfolio" className="grid gap-4">
          <h2 id="analytics-portfolio" className="text-xl font-semibold">{t("analytics.sections.portfolio")}</h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {project ? <EvSection projectId={project.id} projectName={project.name} /> : <ChartEmpty testId="chart-ev" title={t("finance.chart.title")} description={t("finance.chart.description")} need={t("analytics.ev.pickProject")} />}
            {heat.isPending ? <Skeleton className="h-72 w-full" /> : heat.isError ? <LoadError error={heat.error} onRetry={() => void heat.refetch()} /> : <PortfolioHeatMap rows={heat.data} />}
          </div>
        </section>
      </div>
    </div>
  );
}
