import { FolderPlus, LayoutDashboard, Sparkles, Upload } from "lucide-react";
import { useDeferredValue, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { LoadFailure } from "../../../components/load-failure";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton, LoadingBlock, Skeletons } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { useSession } from "../../../app/session";
import { isApiError } from "../../../lib/api-client";
import { formatNumber } from "../../../lib/format";
import { useDashboard } from "../../../api/dashboard";
import { usePortfolioInsights } from "../../../api/intelligence";
import { useLoadSampleData } from "../../../api/projects";
import { AtRiskProjects } from "../components/at-risk-projects";
import { DashboardSection } from "../components/dashboard-section";
import { ProjectForecasts } from "../components/project-forecasts";
import { StatusChart } from "../components/status-chart";
import { MyOpenTasks, OverdueTasks, RecentActivity, UpcomingMilestones } from "../components/work-lists";
import { atRiskProjects, hasPendingInsights, myForecasts, totalProjects } from "../lib/dashboard-model";
import { useLanguage } from "../../../lib/use-language";
import { PageHeading } from "../../../components/page-heading";

function Stat({ label, value, tone }: { label: string; value: number; tone?: "danger" }) {
  const language = useLanguage();
  return (
    <Card className="px-4 py-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={tone === "danger" && value > 0 ? "text-2xl font-bold text-destructive-strong tabular-nums" : "text-2xl font-bold tabular-nums"}>{formatNumber(value, language)}</dd>
    </Card>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation("dashboard");
  return (
    <LoadingBlock label={t("loading")} className="mt-8 grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Skeletons count={4} className="h-20" />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
      <Skeleton className="h-48" />
    </LoadingBlock>
  );
}

function EmptyWorkspace() {
  const { t } = useTranslation("dashboard");
  const navigate = useNavigate();
  const sample = useLoadSampleData();
  const load = () =>
    sample.mutate(undefined, {
      onSuccess: (result) => toast({ title: t("empty.sampleLoaded"), description: t("empty.sampleLoadedDescription", result), variant: "success" }),
      onError: (error) => toast({ title: t("errors.sampleFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" }),
    });
  const options: { key: "create" | "import" | "sample"; icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>; label: string; onClick: () => void }[] = [
    { key: "create", icon: FolderPlus, label: t("actions.newProject"), onClick: () => void navigate("/project-planner") },
    { key: "import", icon: Upload, label: t("actions.import"), onClick: () => void navigate("/bulk-import") },
    { key: "sample", icon: Sparkles, label: t("actions.sampleData"), onClick: load },
  ];
  return (
    <section aria-labelledby="empty-title" className="mt-8 rounded-2xl border border-border bg-card p-6 sm:p-10">
      <div className="grid max-w-2xl gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
          <LayoutDashboard aria-hidden="true" className="size-6" />
        </span>
        <h2 id="empty-title" className="text-2xl font-semibold tracking-tight">
          {t("empty.title")}
        </h2>
        <p className="text-muted-foreground">{t("empty.description")}</p>
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {options.map(({ key, icon: Icon, label, onClick }) => (
          <li key={key} className="flex flex-col gap-3 rounded-xl border border-border bg-background p-5">
            <Icon aria-hidden={true} className="size-6 text-primary-strong" />
            <p className="flex-1 text-sm text-muted-foreground">{t(`empty.${key}`)}</p>
            <Button variant={key === "create" ? "primary" : "outline"} onClick={onClick} isLoading={key === "sample" && sample.isPending} className="self-start">
              {label}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /dashboard: the signed-in home. */
export function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const { session } = useSession();
  const dashboard = useDashboard();
  // The answers are rendered as deferred values: the update that brings them stays cheap (the
  // skeleton again), and React renders the full dashboard in slices that let the browser answer
  // input between them, instead of one long task (issue 17: blocking time).
  const dashboardData = useDeferredValue(dashboard.data);
  const total = dashboardData ? totalProjects(dashboardData.projectsByStatus) : 0;
  // The server computes a new project's risk and forecast shortly after it changes: look again.
  const insights = usePortfolioInsights({ enabled: total > 0, pollWhile: hasPendingInsights });
  const insightsData = useDeferredValue(insights.data);
  const items = insightsData ?? [];
  const isComputing = hasPendingInsights(items);

  const header = (
    // The greeting has its own line so that the heading and intro read as the page's frame showed
    // them before the app ran (app-frame.tsx); the frame keeps the line's place.
    <PageHeading eyebrow={session?.name ? t("greeting", { name: session.name }) : "\u00a0"} title={t("heading")} intro={t("intro")}>
      {total > 0 ? (
        <div className="flex flex-wrap gap-2">
          <Link to="/project-planner" className={buttonVariants()}>
            <FolderPlus aria-hidden="true" />
            {t("actions.newProject")}
          </Link>
          <Link to="/bulk-import" className={buttonVariants({ variant: "outline" })}>
            <Upload aria-hidden="true" />
            {t("actions.import")}
          </Link>
        </div>
      ) : null}
    </PageHeading>
  );

  let body;
  if (dashboard.isError) {
    body = (
      <LoadFailure
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        className="mt-8"
        namespace="dashboard"
      />
    );
  } else if (dashboardData === undefined) body = <DashboardSkeleton />;
  else if (total === 0) body = <EmptyWorkspace />;
  else {
    const data = dashboardData;
    const insightsBody = (render: () => ReactNode) =>
      insightsData === undefined && !insights.isError ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : insights.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-destructive-strong">{t("errors.insightsFailed")}</span>
          <Button size="sm" variant="outline" onClick={() => void insights.refetch()}>
            {t("actions.retry")}
          </Button>
        </div>
      ) : (
        render()
      );
    body = (
      <div className="mt-8 grid grid-cols-1 gap-6">
        <dl aria-label={t("summary.label")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label={t("summary.projects")} value={total} />
          <Stat label={t("summary.openTasks")} value={data.myOpenTasks.length} />
          <Stat label={t("summary.overdue")} value={data.overdueTasks.length} tone="danger" />
          <Stat label={t("summary.milestones")} value={data.upcomingMilestones.length} />
        </dl>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
          <DashboardSection id="status" title={t("status.title")} description={t("status.description")} className="lg:col-span-2">
            <StatusChart byStatus={data.projectsByStatus} />
          </DashboardSection>
          <DashboardSection id="risk" title={t("risk.title")} description={t("risk.description")} className="lg:col-span-3">
            {insightsBody(() => <AtRiskProjects items={atRiskProjects(items)} isPending={isComputing} />)}
          </DashboardSection>
        </div>
        <DashboardSection id="forecast" title={t("forecast.title")} description={t("forecast.description")}>
          {insightsBody(() => <ProjectForecasts items={myForecasts(items, session?.userId ?? null)} />)}
        </DashboardSection>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <DashboardSection id="my-tasks" title={t("myTasks.title")} description={t("myTasks.description")}>
            <MyOpenTasks tasks={data.myOpenTasks} />
          </DashboardSection>
          <DashboardSection id="overdue" title={t("overdue.title")} description={t("overdue.description")}>
            <OverdueTasks tasks={data.overdueTasks} />
          </DashboardSection>
          <DashboardSection id="milestones" title={t("milestones.title")} description={t("milestones.description")}>
            <UpcomingMilestones milestones={data.upcomingMilestones} />
          </DashboardSection>
          <DashboardSection id="activity" title={t("activity.title")} description={t("activity.description")}>
            <RecentActivity activity={data.recentActivity} />
          </DashboardSection>
        </div>
        <div className="flex justify-end">
          <Link to="/projects" className={buttonVariants({ variant: "link" })}>
            {t("actions.viewProjects")}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {header}
      {body}
    </div>
  );
}
