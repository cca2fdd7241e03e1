import { Download, GitBranch, ListTodo, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../../components/ui/dropdown-menu";
import { Skeletons } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { formatDay, formatNumber } from "../../../lib/format";
import type { Milestone } from "../../../api/projects";
import { useDeleteTask, useTasks as useProjectTasks, type Task } from "../../../api/tasks";
import { useResources } from "../../../api/resources";
import { PriorityBadge, TaskStatusBadge } from "./badges";
import { EmptyState, ErrorState } from "./empty-state";
import { TaskFormDialog } from "./task-form-dialog";
import { useLanguage } from "../../../lib/use-language";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

/** The project's tasks: list, create, edit, delete, export. */
export function TaskSection({ projectId, milestones, canEdit }: { projectId: string; milestones: Milestone[]; canEdit: boolean }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  const tasks = useProjectTasks(projectId);
  const resources = useResources();
  const remove = useDeleteTask();
  const [editing, setEditing] = useState<Task | "new" | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const titleOf = new Map((tasks.data ?? []).map((x) => [x.id, x.title]));
  const resourceOf = new Map((resources.data ?? []).map((r) => [r.id, r.name]));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ projectId, taskId: deleting.id });
      toast({ title: t("tasks.deleted"), variant: "success" });
      setDeleting(null);
    } catch {
      toast({ title: t("tasks.deleteFailed"), variant: "error" });
    }
  };

  return (
    <section aria-labelledby="tasks-heading" className="rounded-xl border border-border bg-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tasks-heading" className="text-lg font-semibold">
          {t("tasks.title")}
        </h2>
        <div className="flex flex-wrap gap-2">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm" disabled={!tasks.data?.length}>
                <Download aria-hidden="true" />
                {t("tasks.export")}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem asChild>
                <a href={`/api/v1/projects/${projectId}/tasks/export?format=csv`} download>
                  {t("tasks.exportCsv")}
                </a>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <a href={`/api/v1/projects/${projectId}/tasks/export?format=xlsx`} download>
                  {t("tasks.exportXlsx")}
                </a>
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          {canEdit ? (
            <Button size="sm" onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" />
              {t("tasks.new")}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="mt-4">
        {tasks.isError ? (
          <ErrorState message={t("tasks.loadFailed")} retryLabel={t("common.retry")} onRetry={() => void tasks.refetch()} />
        ) : tasks.isPending ? (
          <div className="grid gap-2">
            <Skeletons count={3} className="h-14" />
          </div>
        ) : tasks.data.length === 0 ? (
          <EmptyState icon={ListTodo} headingLevel="h3" title={t("tasks.emptyTitle")} description={t("tasks.emptyBody")}>
            {canEdit ? (
              <Button onClick={() => setEditing("new")}>
                <Plus aria-hidden="true" />
                {t("tasks.new")}
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t("tasks.title")}>
            {tasks.data.map((task) => (
              <li key={task.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words">{task.title}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <TaskStatusBadge status={task.status} />
                    <PriorityBadge priority={task.priority} />
                    {task.endDate ? <span>{t("tasks.due", { date: formatDay(task.endDate, language) })}</span> : null}
                    {task.estimateHours !== null ? <span>{t("estimate.hours", { count: task.estimateHours, value: formatNumber(task.estimateHours, language) })}</span> : null}
                    {task.storyPoints !== null ? <span>{t("estimate.points", { count: task.storyPoints, value: formatNumber(task.storyPoints, language) })}</span> : null}
                    {task.assigneeResourceId ? <span>{resourceOf.get(task.assigneeResourceId) ?? ""}</span> : null}
                    {task.dependsOn.length ? (
                      <span className="inline-flex items-center gap-1">
                        <GitBranch aria-hidden="true" className="size-3" />
                        {t("tasks.dependsOnList", { titles: task.dependsOn.map((d) => titleOf.get(d) ?? "").join(", ") })}
                      </span>
                    ) : null}
                  </div>
                </div>
                {canEdit ? (
                  <div className="flex shrink-0 gap-1">
                    <Button variant="ghost" size="sm" aria-label={t("tasks.editNamed", { title: task.title })} onClick={() => setEditing(task)}>
                      <Pencil aria-hidden="true" />
                      <span className="sm:sr-only">{t("common.edit")}</span>
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={t("tasks.deleteNamed", { title: task.title })} onClick={() => setDeleting(task)}>
                      <Trash2 aria-hidden="true" />
                      <span className="sm:sr-only">{t("common.delete")}</span>
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing ? (
        <TaskFormDialog
          projectId={projectId}
          task={editing === "new" ? undefined : editing}
          tasks={tasks.data ?? []}
          milestones={milestones}
          isOpen
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("tasks.deleteTitle")}
        description={t("tasks.deleteBody", { title: deleting?.title ?? "" })}
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
