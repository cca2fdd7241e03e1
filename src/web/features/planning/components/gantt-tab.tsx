import { GanttChartSquare, Scale, Undo2 } from "lucide-react";
import { useMemo, useState } from "react";
import type { LevellingPreview } from "../../../../domain/levelling/contract";
import { useApplyLevelling, useLevellingStatus, usePreviewLevelling, useUndoLevelling } from "../../../api/levelling";
import { Button } from "../../../components/ui/button";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { LevellingPanel } from "./levelling-panel";
import { useTranslation } from "react-i18next";
import { validateScheduleChange, type DependencyViolation } from "../../../../domain/planning/critical-path";
import { Skeleton, LoadingBlock } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { focusRing } from "../../../components/ui/focus-ring";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDay } from "../../../lib/format";
import { useMilestones } from "../../../api/projects";
import { useTasks as useProjectTasks, useUpdateTask } from "../../../api/tasks";
import { ganttZooms, type DateSpan, type GanttZoom } from "../lib/gantt-geometry";
import { buildGanttModel } from "../lib/gantt-model";
import { useTeamWorkingDays } from "../lib/use-team-working-days";
import { EmptyState } from "./empty-state";
import { GanttChart } from "./gantt-chart";
import { useLanguage } from "../../../lib/use-language";
import { readerToday } from "../../../lib/reader-day";
import { LegendEntries, legendClass } from "../../../components/charts/legend";

/** The Gantt chart of one project: zoom, legend, drag and keyboard changes checked against the
 * dependencies before they are saved, and what happened announced to screen readers. */
export function GanttTab({ projectId }: { projectId: string | null }) {
  const { t } = useTranslation("planning");
  const language = useLanguage();
  const tasks = useProjectTasks(projectId);
  const milestones = useMilestones(projectId);
  const updateTask = useUpdateTask();
  const [zoom, setZoom] = useState<GanttZoom>("day");
  const [announcement, setAnnouncement] = useState("");
  const today = readerToday();
  const { t: tl } = useTranslation("levelling");
  const { canEdit } = useMyPermissions();
  const levellingStatus = useLevellingStatus(projectId);
  const previewLevelling = usePreviewLevelling();
  const applyLevelling = useApplyLevelling();
  const undoLevelling = useUndoLevelling();
  // The preview belongs to the project it was computed for: another project shows its own plan.
  const [levelled, setLevelled] = useState<{ projectId: string; preview: LevellingPreview } | null>(null);
  const preview = levelled && levelled.projectId === projectId ? levelled.preview : null;
  const { shown, ghosts } = useMemo(() => {
    if (!preview) return { shown: tasks.data ?? [], ghosts: undefined };
    const after = new Map(preview.tasks.filter((task) => task.moved).map((task) => [task.taskId, task]));
    return {
      shown: (tasks.data ?? []).map((task) => {
        const change = after.get(task.id);
        return change ? { ...task, startDate: change.after.startDate, endDate: change.after.endDate } : task;
      }),
      ghosts: new Map([...after.values()].map((task) => [task.taskId, { start: task.before.startDate, end: task.before.endDate }])),
    };
  }, [preview, tasks.data]);
  const workdays = useTeamWorkingDays(shown);
  const model = useMemo(() => buildGanttModel(shown, milestones.data ?? [], workdays), [shown, milestones.data, workdays]);
  const titleOf = (id: string) => tasks.data?.find((task) => task.id === id)?.title ?? "";

  const explain = (violation: DependencyViolation) =>
    violation.movedTaskRole === "successor"
      ? t("gantt.refused.successor", { task: titleOf(violation.taskId), predecessor: titleOf(violation.dependsOnTaskId), date: formatDay(violation.earliestStart, language) })
      : t("gantt.refused.predecessor", { task: titleOf(violation.dependsOnTaskId), successor: titleOf(violation.taskId), date: formatDay(violation.actualStart, language) });

  const failed = (title: string) => (error: unknown) => {
    const message = isApiError(error) ? error.message : title;
    setAnnouncement(message);
    toast({ title, description: message === title ? undefined : message, variant: "error" });
  };
  const startPreview = () => {
    if (!projectId) return;
    previewLevelling.mutate(projectId, {
      onSuccess: (result) => {
        setLevelled({ projectId, preview: result });
        const moved = result.tasks.filter((task) => task.moved).length;
        setAnnouncement(moved > 0 ? tl("preview.moved", { count: moved }) : tl("preview.nothing"));
      },
      onError: failed(tl("errors.previewFailed")),
    });
  };
  const apply = () => {
    if (!projectId) return;
    applyLevelling.mutate(projectId, {
      onSuccess: (result) => {
        setLevelled(null);
        const message = tl("applied", { count: result.lastRun?.moved ?? 0 });
        setAnnouncement(message);
        toast({ title: message, variant: "success" });
      },
      onError: failed(tl("errors.applyFailed")),
    });
  };
  const undo = () => {
    if (!projectId) return;
    undoLevelling.mutate(projectId, {
      onSuccess: (result) => {
        const message = result.kept > 0 ? tl("undoneKept", { count: result.restored, kept: result.kept }) : tl("undone", { count: result.restored });
        setAnnouncement(message);
        toast({ title: message, variant: "success" });
      },
      onError: failed(tl("errors.undoFailed")),
    });
  };

  const onChange = (taskId: string, span: DateSpan) => {
    if (!projectId) return;
    if (preview) {
      const message = tl("preview.locked");
      setAnnouncement(message);
      toast({ title: message, variant: "warning" });
      return;
    }
    const check = validateScheduleChange({ tasks: model.bars, dependencies: model.dependencies, change: { taskId, start: span.start, end: span.end } });
    const first = check.violations[0];
    if (first) {
      const message = explain(first);
      setAnnouncement(message);
      toast({ title: t("gantt.refused.title"), description: message, variant: "warning" });
      return;
    }
    const saved = t("gantt.saved", { task: titleOf(taskId), start: formatDay(span.start, language), end: formatDay(span.end, language) });
    setAnnouncement(saved);
    updateTask.mutate(
      { projectId, taskId, changes: { startDate: span.start, endDate: span.end } },
      {
        onError: (error) => {
          const message = isApiError(error) ? error.message : t("errors.saveFailed");
          setAnnouncement(message);
          toast({ title: t("errors.saveFailed"), description: message, variant: "error" });
        },
      },
    );
  };

  if (projectId === null) return <EmptyState icon={GanttChartSquare} title={t("gantt.selectProject")} description={t("gantt.selectProjectHint")} />;
  if (tasks.isPending || milestones.isPending) {
    return (
      <LoadingBlock label={t("loading")} className="grid gap-3">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-96 w-full" />
      </LoadingBlock>
    );
  }
  if (tasks.isError) return <p role="alert" className="text-destructive-strong">{t("errors.loadFailed")}</p>;
  if (model.rows.length === 0) return <EmptyState icon={GanttChartSquare} title={t("gantt.empty.title")} description={t("gantt.empty.description")} />;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="radiogroup" aria-label={t("gantt.zoomLabel")} className="inline-flex rounded-lg bg-muted p-1">
          {ganttZooms.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={zoom === value}
              onClick={() => setZoom(value)}
              className={cn(
                "h-8 cursor-pointer rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-foreground",
                focusRing,
                zoom === value && "bg-background text-foreground shadow-sm",
              )}
            >
              {t(`gantt.zoom.${value}`)}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" size="sm" onClick={startPreview} isLoading={previewLevelling.isPending} disabled={applyLevelling.isPending} title={tl("actionHint")}>
            <Scale aria-hidden="true" className="size-4" />
            {tl("action")}
          </Button>
          {canEdit && !preview && levellingStatus.data?.lastRun?.undoable ? (
            <Button type="button" variant="ghost" size="sm" onClick={undo} isLoading={undoLevelling.isPending}>
              <Undo2 aria-hidden="true" className="size-4" />
              {tl("undo")}
            </Button>
          ) : null}
        </div>
        <ul className={legendClass} aria-label={t("gantt.legendLabel")}>
          <LegendEntries
            as="li"
            entries={[
              { swatch: "h-2.5 w-5 rounded-sm bg-info-strong", label: t("gantt.legend.task") },
              { swatch: "h-2.5 w-5 rounded-sm bg-destructive", label: t("gantt.legend.critical", { count: model.criticalCount }) },
              { swatch: "h-2.5 w-5 rounded-sm bg-success-strong", label: t("gantt.legend.done") },
              { swatch: "size-2.5 rotate-45 bg-warning-strong", label: t("gantt.legend.milestone") },
              { swatch: "h-3 w-0 border-l-2 border-dashed border-primary-strong", label: t("gantt.legend.today") },
            ]}
          />
        </ul>
      </div>
      <p id="gantt-help" className="text-xs text-muted-foreground">
        {t("gantt.help")}
      </p>
      {preview ? <LevellingPanel preview={preview} canApply={canEdit} isApplying={applyLevelling.isPending} onApply={apply} onClose={() => setLevelled(null)} /> : null}
      <GanttChart model={model} zoom={zoom} today={today} onChange={onChange} helpId="gantt-help" ghosts={ghosts} />
      <div aria-live="polite" role="status" className="sr-only" data-testid="gantt-announcer">
        {announcement}
      </div>
    </div>
  );
}
