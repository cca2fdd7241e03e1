import { Network, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOrchestratorLiveRefresh, usePortfolio, useScenarios, useScenarioSimulation, type Portfolio, type Scenario } from "../../../api/orchestrator";
import { LoadError } from "../../../components/load-error";
import { PageHeading } from "../../../components/page-heading";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadingBlock, Skeleton, Skeletons } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { cn } from "../../../lib/cn";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { ComparisonView } from "../components/comparison-view";
import { DecisionsList } from "../components/decisions-list";
import { OptimiserPanel } from "../components/optimiser-panel";
import { ScenarioCard } from "../components/scenario-card";
import { ScenarioEditor, type Draft } from "../components/scenario-editor";

// The decision center (/orchestrator, decision 0804): choose projects, build scenarios and compare
// them with the current plan side by side, optimise the hours, vote, comment, apply and undo.

export function OrchestratorPage() {
  const { t } = useTranslation("orchestrator");
  const { canEdit, canDelete: canManage } = useMyPermissions();
  const portfolio = usePortfolio();
  const scenarios = useScenarios();
  const [picked, setPicked] = useState<string[]>([]);
  const [tab, setTab] = useState("scenarios");
  const [editing, setEditing] = useState<(Draft & { key: number; projectIds: string[] }) | null>(null);
  const [comparing, setComparing] = useState<string[]>([]);
  useOrchestratorLiveRefresh();

  if (portfolio.isPending) {
    return (
      <Shell>
        <LoadingBlock label={t("loading")}>
          <Skeleton className="h-24 w-full" />
          <Skeletons count={2} className="h-40" />
        </LoadingBlock>
      </Shell>
    );
  }
  if (portfolio.isError) {
    return (
      <Shell>
        <LoadError error={portfolio.error} onRetry={() => void portfolio.refetch()} />
      </Shell>
    );
  }
  const data = portfolio.data;
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  const startNew = () => setEditing({ id: null, name: "", description: "", changes: [], key: Date.now(), projectIds: picked });
  const edit = (s: Scenario) => {
    setPicked(s.projectIds);
    setEditing({ id: s.id, name: s.name, description: s.description, changes: s.changes, key: Date.now(), projectIds: s.projectIds });
  };

  return (
    <Shell
      action={
        canEdit ? (
          <Button onClick={startNew} disabled={picked.length === 0}>
            <Plus aria-hidden="true" className="size-4" /> {t("editor.new")}
          </Button>
        ) : null
      }
    >
      {!canEdit ? <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t("viewerNote")}</p> : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("projects.title")}</CardTitle>
          <p className="text-sm text-muted-foreground">{picked.length ? t("projects.selected", { count: picked.length }) : t("projects.hint")}</p>
        </CardHeader>
        <CardContent>
          {data.projects.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("projects.empty")}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={t("projects.title")}>
              {data.projects.map((p) => {
                const isOn = picked.includes(p.id);
                return (
                  <li key={p.id}>
                    <button
                      type="button"
                      aria-pressed={isOn}
                      onClick={() => toggle(p.id)}
                      className={cn(
                        "rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                        isOn ? "border-primary bg-primary text-primary-foreground" : "border-border bg-background hover:bg-subtle",
                      )}
                    >
                      {p.name}
                      {p.status !== "En progreso" ? <span className="ml-1 text-xs opacity-80">({p.status})</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>

      {editing ? <ScenarioEditor key={editing.key} portfolio={data} projectIds={editing.id ? editing.projectIds : picked} initial={editing} onDone={() => setEditing(null)} /> : null}

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="scenarios">{t("tabs.scenarios")}</TabsTrigger>
          <TabsTrigger value="optimise">{t("tabs.optimise")}</TabsTrigger>
          <TabsTrigger value="decisions">{t("tabs.decisions")}</TabsTrigger>
        </TabsList>
        <TabsContent value="scenarios" className="grid min-w-0 gap-4 pt-4">
          {scenarios.isPending ? <Skeletons count={2} className="h-32" /> : null}
          {scenarios.isError ? <LoadError error={scenarios.error} onRetry={() => void scenarios.refetch()} /> : null}
          {scenarios.data?.length === 0 ? <p className="text-sm text-muted-foreground">{t("list.empty")}</p> : null}
          {scenarios.data?.length ? (
            <div className="grid min-w-0 gap-3 md:grid-cols-2">
              {scenarios.data.map((s) => (
                <ScenarioCard
                  key={s.id}
                  scenario={s}
                  portfolio={data}
                  canEdit={canEdit}
                  canManage={canManage}
                  isComparing={comparing.includes(s.id)}
                  onCompare={() => setComparing((c) => (c.includes(s.id) ? c.filter((x) => x !== s.id) : [...c, s.id]))}
                  onEdit={() => edit(s)}
                />
              ))}
            </div>
          ) : null}
          {scenarios.data?.length ? (
            <section aria-labelledby="compare-title" className="grid min-w-0 gap-3">
              <h2 id="compare-title" className="text-lg font-semibold">
                {t("compare.title")}
              </h2>
              {comparing.length === 0 ? <p className="text-sm text-muted-foreground">{t("compare.hint")}</p> : null}
              <div className={cn("grid min-w-0 gap-4", comparing.length > 1 && "2xl:grid-cols-2")}>
                {comparing
                  .map((id) => scenarios.data.find((s) => s.id === id))
                  .filter((s): s is Scenario => Boolean(s))
                  .map((s) => (
                    <ScenarioComparison key={s.id} scenario={s} portfolio={data} />
                  ))}
              </div>
            </section>
          ) : null}
        </TabsContent>
        <TabsContent value="optimise" className="pt-4">
          <OptimiserPanel projectIds={picked} canEdit={canEdit} onSaved={() => setTab("scenarios")} />
        </TabsContent>
        <TabsContent value="decisions" className="pt-4">
          <DecisionsList portfolio={data} canManage={canManage} />
        </TabsContent>
      </Tabs>
    </Shell>
  );
}

function Shell({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  const { t } = useTranslation("orchestrator");
  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageHeading title={t("title")} intro={t("intro")} icon={<Network aria-hidden="true" className="size-7 text-primary-strong" />}>
        {action}
      </PageHeading>
      {children}
    </div>
  );
}

function ScenarioComparison({ scenario, portfolio }: { scenario: Scenario; portfolio: Portfolio }) {
  const { t } = useTranslation("orchestrator");
  const simulation = useScenarioSimulation(scenario.id);
  const currency = portfolio.projects.find((p) => scenario.projectIds.includes(p.id))?.currency ?? "MXN";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{scenario.name}</CardTitle>
      </CardHeader>
      <CardContent className="min-w-0">
        {simulation.isPending ? (
          <LoadingBlock label={t("compare.loading")}>
            <Skeleton className="h-40 w-full" />
          </LoadingBlock>
        ) : simulation.isError ? (
          <LoadError error={simulation.error} onRetry={() => void simulation.refetch()} />
        ) : (
          <ComparisonView comparison={simulation.data} name={scenario.name} currency={currency} />
        )}
      </CardContent>
    </Card>
  );
}
