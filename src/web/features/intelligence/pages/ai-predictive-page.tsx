import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { usePortfolioInsights, useProjectInsights } from "../../../api/intelligence";
import { FinancePanel } from "../components/finance-panel";
import { ForecastPanel } from "../components/forecast-panel";
import { PortfolioRisk, useRankedPortfolio } from "../components/portfolio-risk";
import { RiskBreakdown } from "../components/risk-breakdown";
import { TrackRecordPanel } from "../components/track-record-panel";
import { LoadError } from "../../../components/load-error";
import { ProjectPicker } from "../../../components/project-picker";
import { PageHeading } from "../../../components/page-heading";

type Tab = "forecast" | "finance";

function SelectedProject({ projectId, projectName, tab, onTab }: { projectId: string; projectName: string; tab: Tab; onTab: (tab: Tab) => void }) {
  const { t } = useTranslation("intelligence");
  const insights = useProjectInsights(projectId);
  return (
    <Tabs value={tab} onValueChange={(v) => onTab(v as Tab)} className="grid gap-4">
      <TabsList aria-label={t("tabs.label")} className="w-fit">
        <TabsTrigger value="forecast">{t("tabs.forecast")}</TabsTrigger>
        <TabsTrigger value="finance">{t("tabs.finance")}</TabsTrigger>
      </TabsList>
      <TabsContent value="forecast" className="grid gap-6">
        {insights.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only" role="status">{t("loading")}</span>
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : insights.isError ? (
          <LoadError error={insights.error} onRetry={() => void insights.refetch()} />
        ) : (
          <>
            <ForecastPanel projectId={projectId} projectName={projectName} forecast={insights.data.forecast} />
            <RiskBreakdown risk={insights.data.risk} computedAt={insights.data.computedAt} />
          </>
        )}
      </TabsContent>
      <TabsContent value="finance">
        <FinancePanel projectId={projectId} projectName={projectName} />
      </TabsContent>
    </Tabs>
  );
}

/** /ai-predictive: the portfolio by risk; for the chosen project its delivery forecast, what-if, risk factors and finance. */
export function AiPredictivePage() {
  const { t } = useTranslation("intelligence");
  const [params, setParams] = useSearchParams();
  const portfolio = usePortfolioInsights();
  const ranked = useRankedPortfolio(portfolio.data ?? []);
  const requested = params.get("project");
  const selected = ranked.find((p) => p.projectId === requested) ?? null;
  const tab: Tab = params.get("tab") === "finance" ? "finance" : "forecast";
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) next.set(k, v);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("predictive.title")} intro={t("predictive.intro")} introClassName="mt-1 max-w-2xl">
        {portfolio.isSuccess && ranked.length ? (
          <ProjectPicker projects={ranked.map((p) => ({ id: p.projectId, name: p.name }))} value={selected?.projectId ?? null} onChange={(id) => update({ project: id })} />
        ) : null}
      </PageHeading>
      <div className="mt-6 grid gap-6">
        {portfolio.isError ? (
          <LoadError error={portfolio.error} onRetry={() => void portfolio.refetch()} />
        ) : (
          <>
            {requested && portfolio.isSuccess && !selected ? (
              <p role="alert" className="rounded-md border border-warning-strong/40 bg-warning-strong/10 p-3 text-sm">
                {t("predictive.projectNotFound")}
              </p>
            ) : null}
            {selected ? (
              <div className="grid gap-2">
                <h2 className="text-2xl font-semibold" data-testid="selected-project">
                  {selected.name}
                </h2>
                <SelectedProject key={selected.projectId} projectId={selected.projectId} projectName={selected.name} tab={tab} onTab={(next) => update({ tab: next })} />
              </div>
            ) : portfolio.isSuccess && ranked.length ? (
              <p className="rounded-md bg-muted p-3 text-sm">{t("predictive.pickHint")}</p>
            ) : null}
            <PortfolioRisk ranked={ranked} selectedId={selected?.projectId ?? null} isPending={portfolio.isPending} />
            <TrackRecordPanel />
          </>
        )}
      </div>
    </div>
  );
}
