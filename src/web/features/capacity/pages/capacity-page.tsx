import { AlertTriangle, Gauge, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useLoadOverTime, useSignals } from "../api/capacity-center";
import { CalendarsPanel, HolidaysPanel } from "../components/calendars-panel";
import { LoadHeatmap, TeamChart } from "../components/load-over-time";
import { SignalsPanel } from "../components/signals-panel";
import { TimeOffPanel } from "../components/time-off-panel";
import { RebalancePanel } from "../rebalance/rebalance-panel";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card, CardContent, SectionCard } from "../../../components/ui/card";
import { Skeleton, Skeletons } from "../../../components/ui/skeleton";
import { formatNumber, formatPercent } from "../../../lib/format";
import { cn } from "../../../lib/cn";
import { useCapacityPlan, type CapacityPlan, type LoadLevel } from "../api/capacity-plan";
import { LoadSwatch } from "../components/load-cell";
import { useLanguage } from "../../../lib/use-language";
import { PageHeading } from "../../../components/page-heading";

const tabs = ["load", "rebalance", "signals", "timeOff", "calendars"] as const;
type Tab = (typeof tabs)[number];
const levels: LoadLevel[] = ["idle", "available", "balanced", "high", "over"];


function SummaryCard({ label, value, tone }: { label: string; value: string; tone?: "danger" | "warning" }) {
  return (
    <Card>
      <CardContent className="p-4 sm:p-5">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className={cn("mt-1 text-2xl font-bold tabular-nums", tone === "danger" && "text-destructive-strong", tone === "warning" && "text-warning-strong")}>{value}</p>
      </CardContent>
    </Card>
  );
}

function Legend() {
  const { t } = useTranslation("capacity");
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
      <span className="font-medium text-foreground">{t("legend.title")}</span>
      {levels.map((level) => (
        <span key={level} className="inline-flex items-center gap-1.5">
          <LoadSwatch level={level} />
          {t(`legend.${level}`)}
        </span>
      ))}
    </div>
  );
}

function ProjectLoads({ plan }: { plan: CapacityPlan }) {
  const { t } = useTranslation("capacity");
  const language = useLanguage();
  if (!plan.projects.length) return <p className="text-sm text-muted-foreground">{t("projects.empty")}</p>;
  return (
    <ul className="divide-y divide-border">
      {plan.projects.map((p) => (
        <li key={p.projectId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 sm:w-64">
            <Link to={`/project/${p.projectId}`} className="font-medium underline-offset-4 hover:underline">
              {p.projectName}
            </Link>
            <p className="text-xs text-muted-foreground">
              {t("projects.allocated")}: {formatNumber(p.allocatedHours, language, { maximumFractionDigits: 1 })} h · {t("projects.availability")}:{" "}
              {formatNumber(p.availabilityHours, language, { maximumFractionDigits: 1 })} h
            </p>
          </div>
          <div className="flex flex-1 items-center gap-3">
            <div
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.min(p.percentage, 100)}
              aria-valuetext={formatPercent(p.percentage / 100, language)}
              aria-label={`${t("projects.load")}: ${p.projectName}`}
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn("h-full rounded-full", p.isOverThreshold ? "bg-destructive-strong" : p.percentage >= 50 ? "bg-success-strong" : "bg-info-strong")}
                ref={(el) => {
                  // Width from JS: the strict CSP forbids style attributes in markup.
                  if (el) el.style.width = `${Math.min(p.percentage, 100)}%`;
                }}
              />
            </div>
            <span className="w-14 text-right text-sm font-semibold tabular-nums">{formatPercent(p.percentage / 100, language)}</span>
            {p.isOverThreshold ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-destructive/15 px-2 py-0.5 text-xs font-medium text-destructive-strong">
                <AlertTriangle aria-hidden="true" className="size-3" />
                {t("projects.overThreshold")}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /capacity: the capacity center, target of the 'Sobrecapacidad del Equipo' and burnout-signal notifications. */
export function CapacityPage() {
  const { t } = useTranslation("capacity");
  const { t: tr } = useTranslation("rebalance");
  const language = useLanguage();
  const location = useLocation();
  const plan = useCapacityPlan(12);
  const load = useLoadOverTime(12, 12);
  const signals = useSignals();
  const isManager = signals.data?.manager ?? false;
  const [tab, setTab] = useState(() => (tabs.includes(location.hash.slice(1) as Tab) ? location.hash.slice(1) : "load"));
  const hours = (value: number) => t("summary.hours", { hours: formatNumber(value, language, { maximumFractionDigits: 1 }) });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("heading")} intro={t("intro")} introClassName="mt-1 max-w-3xl">
        <Link to="/resources" className={buttonVariants({ variant: "outline" })}>
          <Users aria-hidden="true" />
          {t("manageResources")}
        </Link>
      </PageHeading>

      {plan.isPending ? (
        <div className="mt-8 grid gap-4" aria-busy="true">
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Skeletons count={4} className="h-24" />
          </div>
          <Skeleton className="h-72" />
        </div>
      ) : plan.isError ? (
        <div role="alert" className="mt-8 flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-6">
          <p className="font-medium">{t("loadError")}</p>
          <Button variant="outline" onClick={() => void plan.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : plan.data.resources.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <Gauge aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t("empty.title")}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t("empty.description")}</p>
          <Link to="/resources" className={buttonVariants({ className: "mt-2" })}>
            {t("empty.action")}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6">
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
            <SummaryCard label={t("summary.people")} value={formatNumber(plan.data.resources.length, language)} />
            <SummaryCard label={t("summary.availability")} value={hours(plan.data.totals.availability)} />
            <SummaryCard
              label={t("summary.allocated")}
              value={`${hours(plan.data.totals.allocatedThisWeek)}${plan.data.totals.utilisation === null ? "" : ` · ${formatPercent(plan.data.totals.utilisation / 100, language)}`}`}
            />
            <SummaryCard label={t("summary.atThreshold")} value={formatNumber(plan.data.totals.atThreshold, language)} tone={plan.data.totals.atThreshold ? "warning" : undefined} />
            <SummaryCard label={t("summary.overloaded")} value={formatNumber(plan.data.totals.overloaded, language)} tone={plan.data.totals.overloaded ? "danger" : undefined} />
          </div>
          <Tabs value={tab} onValueChange={setTab} className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <TabsList className="flex w-full flex-wrap justify-start sm:w-auto">
              {tabs.map((key) => (
                <TabsTrigger key={key} value={key}>
                  {key === "rebalance" ? tr("tab") : t(`tabs.${key}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="load" className="grid grid-cols-[minmax(0,1fr)] gap-6">
              {load.isPending ? (
                <Skeleton className="h-72" />
              ) : load.isError ? (
                <div role="alert" className="flex flex-col items-start gap-3">
                  <p>{t("load.loadError")}</p>
                  <Button variant="outline" onClick={() => void load.refetch()}>
                    {t("retry")}
                  </Button>
                </div>
              ) : (
                <>
                  <SectionCard title={t("load.title")} description={t("load.description")} contentClassName="grid grid-cols-[minmax(0,1fr)] gap-4">
                    <LoadHeatmap load={load.data} />
                    <Legend />
                  </SectionCard>
                  <TeamChart load={load.data} />
                </>
              )}
              <SectionCard title={t("projects.title")} description={t("projects.description")}>
                <ProjectLoads plan={plan.data} />
              </SectionCard>
            </TabsContent>
            <TabsContent value="rebalance">
              <SectionCard id="rebalance" title={tr("title")} description={tr("description")}>
                <RebalancePanel isManager={isManager} />
              </SectionCard>
            </TabsContent>
            <TabsContent value="signals">
              <SectionCard id="signals" title={t("signals.title")} description={t("signals.description")}>
                <SignalsPanel />
              </SectionCard>
            </TabsContent>
            <TabsContent value="timeOff">
              <SectionCard title={t("timeOff.title")} description={t("timeOff.description")}>
                <TimeOffPanel isManager={isManager} />
              </SectionCard>
            </TabsContent>
            <TabsContent value="calendars" className="grid grid-cols-[minmax(0,1fr)] gap-6">
              <SectionCard title={t("calendars.title")} description={t("calendars.description")}>
                <CalendarsPanel isManager={isManager} />
              </SectionCard>
              <SectionCard title={t("holidays.heading")} description={t("holidays.description")}>
                <HolidaysPanel isManager={isManager} />
              </SectionCard>
            </TabsContent>
          </Tabs>
        </div>
      )}
    </div>
  );
}
