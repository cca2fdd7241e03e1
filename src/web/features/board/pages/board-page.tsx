import { ArrowLeft, CalendarDays, Gauge, LogIn } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button, buttonVariants } from "../../../components/ui/button";
import { LoadingBlock, Skeletons } from "../../../components/ui/skeleton";
import { isApiError } from "../../../lib/api-client";
import { useProject } from "../../../api/projects";
import { useTasks } from "../../../api/tasks";
import { KanbanBoard } from "../components/kanban-board";
import { WipLimitsDialog } from "../components/wip-limits-dialog";
import { PageHeading } from "../../../components/page-heading";
import { useLabels, useWorkItems } from "../../../api/work-items";
import { ViewToolbar } from "../../../components/work-items/view-toolbar";
import { useTaskView } from "../../../components/work-items/use-task-view";
import { useResources } from "../../../api/resources";
import { useLanguage } from "../../../lib/use-language";
import { projectPriorities } from "../../../../domain/project-fields";
import { intoLanes } from "../../../../domain/work-items/saved-views";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { WorkItemsProvider } from "../../../components/work-items/task-chips";

/** /project/:projectId/board: the project's Kanban board. */
export function BoardPage() {
  const { t } = useTranslation("board");
  const { t: tp } = useTranslation("projects");
  const { projectId = "" } = useParams();
  const project = useProject(projectId);
  const tasks = useTasks(projectId);
  const [isEditingLimits, setIsEditingLimits] = useState(false);
  const workItems = useWorkItems(projectId);
  const labels = useLabels();
  const items = workItems.data ?? new Map();
  const language = useLanguage();
  const { t: tc } = useTranslation("custom-fields");
  const resources = useResources();
  const view = useTaskView(projectId, items, language);
  const { canEdit } = useMyPermissions();
  const shown = view.show(tasks.data ?? []);
  const labelList = labels.data ?? [];
  // Swimlanes (decision 1205): each task in one lane — its primary assignee, its priority, or its first label by name.
  const lanes =
    view.state.swimlane === "assignee"
      ? intoLanes(shown, (task) => task.assigneeResourceId ?? "", (resources.data ?? []).map((r) => r.id))
      : view.state.swimlane === "priority"
        ? intoLanes(shown, (task) => task.priority, [...projectPriorities].reverse())
        : view.state.swimlane === "label"
          ? intoLanes(shown, (task) => items.get(task.id)?.labelIds[0] ?? "", labelList.map((l) => l.id))
          : null;
  const laneName = (key: string) => {
    if (view.state.swimlane === "assignee") return key ? (resources.data?.find((r) => r.id === key)?.name ?? key) : tc("swimlane.unassigned");
    if (view.state.swimlane === "label") return key ? (labelList.find((l) => l.id === key)?.name ?? key) : tc("swimlane.noLabel");
    return key ? tp(`values.priority.${({ Alta: "high", Media: "medium", Baja: "low" } as Record<string, "high" | "medium" | "low">)[key] ?? "medium"}`) : "—";
  };

  const error = project.error ?? tasks.error;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap gap-2 text-sm">
        <Link to={`/project/${projectId}`} className={buttonVariants({ variant: "link" })}>
          <ArrowLeft aria-hidden="true" />
          {t("backToProject")}
        </Link>
      </div>
      <PageHeading className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between" textClassName="min-w-0" titleClassName="break-words" title={project.data ? t("heading", { name: project.data.name }) : t("headingFallback")} intro={t("intro")}>
        {project.data ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Link to={`/calendar?tab=sprints&project=${projectId}`} className={buttonVariants({ variant: "outline" })}>
              <CalendarDays aria-hidden="true" />
              {t("openCalendar")}
            </Link>
            <Button variant="outline" onClick={() => setIsEditingLimits(true)}>
              <Gauge aria-hidden="true" />
              {t("editLimits")}
            </Button>
          </div>
        ) : null}
      </PageHeading>
      {project.data ? (
        <div className="mt-4">
          <ViewToolbar projectId={projectId} kind="board" idPrefix="board" labels={labelList} fields={view.fields} state={view.state} viewId={view.viewId} canShare={canEdit} apply={view.apply} />
        </div>
      ) : null}
      <div className="mt-6">
        {error ? (
          isApiError(error) && error.status === 401 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
              <LogIn aria-hidden="true" className="size-10 text-muted-foreground" />
              <p className="font-semibold">{t("signedOut")}</p>
              <Link to="/auth" className={buttonVariants()}>
                {t("signIn")}
              </Link>
            </div>
          ) : (
            <p role="alert" className="text-destructive-strong">
              {isApiError(error) && error.status === 404 ? t("errors.notFound") : t("errors.loadFailed")}
            </p>
          )
        ) : project.isPending || tasks.isPending ? (
          <LoadingBlock label={t("loading")} className="flex gap-4 overflow-hidden">
            <Skeletons count={3} className="h-96 w-80 shrink-0" />
          </LoadingBlock>
        ) : (
          <WorkItemsProvider items={items} labels={new Map((labels.data ?? []).map((l) => [l.id, l]))}>
            {lanes ? (
              <div className="grid gap-6">
                {lanes.map((lane) => (
                  <section key={lane.key} aria-label={tc("swimlane.lane", { name: laneName(lane.key) })} data-lane={lane.key || "none"}>
                    <h2 className="mb-2 text-base font-semibold">{laneName(lane.key)}</h2>
                    <KanbanBoard projectId={projectId} tasks={lane.tasks} wipLimits={project.data?.boardWipLimits ?? {}} />
                  </section>
                ))}
              </div>
            ) : (
              <KanbanBoard projectId={projectId} tasks={shown} wipLimits={project.data?.boardWipLimits ?? {}} />
            )}
          </WorkItemsProvider>
        )}
      </div>
      {isEditingLimits && project.data ? <WipLimitsDialog projectId={projectId} limits={project.data.boardWipLimits} onOpenChange={setIsEditingLimits} /> : null}
    </div>
  );
}
