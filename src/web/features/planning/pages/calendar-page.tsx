import { CalendarDays, Columns3, LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { Skeleton, LoadingBlock } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { isApiError } from "../../../lib/api-client";
import { useMilestones, useProjectItems } from "../../../api/projects";
import { useTasks as useProjectTasks } from "../../../api/tasks";
import { CalendarViewTab } from "../components/calendar-view-tab";
import { EmptyState } from "../components/empty-state";
import { GanttTab } from "../components/gantt-tab";
import { allProjects, ProjectFilter } from "../components/project-filter";
import { SprintsTab } from "../components/sprints-tab";
import { TimelineTab } from "../components/timeline-tab";
import { PageHeading } from "../../../components/page-heading";

const tabs = ["timeline", "gantt", "sprints", "calendar"] as const;
type Tab = (typeof tabs)[number];

function asTab(value: string | null): Tab {
  return (tabs as readonly string[]).includes(value ?? "") ? (value as Tab) : "timeline";
}

/** /calendar: timeline, Gantt, sprints and calendar view, filtered by project (?project=, ?tab=). */
export function CalendarPage() {
  const { t } = useTranslation("planning");
  const [params, setParams] = useSearchParams();
  const tab = asTab(params.get("tab"));
  const projects = useProjectItems();

  const requested = params.get("project") ?? allProjects;
  // Start the selected project's tasks and milestones alongside the project list rather than
  // after it (the tabs read the same cached queries).
  const wanted = requested === allProjects ? null : requested;
  useProjectTasks(tab === "gantt" || tab === "sprints" ? wanted : null);
  useMilestones(tab === "gantt" ? wanted : null);
  const list = projects.data ?? [];
  const selectedId = requested !== allProjects && list.some((p) => p.id === requested) ? requested : null;
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("heading")} intro={t("intro")}>
        {projects.isSuccess ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <ProjectFilter projects={list} value={selectedId ?? allProjects} onChange={(value) => update({ project: value })} />
            {selectedId ? (
              <Link to={`/project/${selectedId}/board`} className={buttonVariants({ variant: "outline" })}>
                <Columns3 aria-hidden="true" />
                {t("openBoard")}
              </Link>
            ) : null}
          </div>
        ) : null}
      </PageHeading>

      <div className="mt-6">
        {projects.isPending ? (
          <LoadingBlock label={t("loading")} className="grid gap-3">
            <Skeleton className="h-10 w-96 max-w-full" />
            <Skeleton className="h-80 w-full" />
          </LoadingBlock>
        ) : projects.isError ? (
          isApiError(projects.error) && projects.error.status === 401 ? (
            <EmptyState icon={LogIn} title={t("signedOut.title")} description={t("signedOut.description")}>
              <Link to="/auth" className={buttonVariants()}>
                {t("signedOut.signIn")}
              </Link>
            </EmptyState>
          ) : (
            <p role="alert" className="text-destructive-strong">
              {t("errors.loadFailed")}
            </p>
          )
        ) : list.length === 0 ? (
          <EmptyState icon={CalendarDays} title={t("noProjects.title")} description={t("noProjects.description")}>
            <Link to="/projects" className={buttonVariants()}>
              {t("noProjects.action")}
            </Link>
          </EmptyState>
        ) : (
          <Tabs value={tab} onValueChange={(value) => update({ tab: value })}>
            <TabsList aria-label={t("tabsLabel")}>
              {tabs.map((value) => (
                <TabsTrigger key={value} value={value}>
                  {t(`tabs.${value}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="timeline">
              <TimelineTab projects={list} selectedId={selectedId} />
            </TabsContent>
            <TabsContent value="gantt">
              <GanttTab projectId={selectedId} />
            </TabsContent>
            <TabsContent value="sprints">
              <SprintsTab projectId={selectedId} />
            </TabsContent>
            <TabsContent value="calendar">
              <CalendarViewTab projects={list} selectedId={selectedId} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </div>
  );
}
