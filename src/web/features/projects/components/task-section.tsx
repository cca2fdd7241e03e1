import { Download, GitBranch, ListTodo, ListTree, Pencil, Plus, Tag, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
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
import { useLabels, useWorkItems } from "../../../api/work-items";
import { treeOrder } from "../../../../domain/work-items/rollup";
import { ViewToolbar, fieldValueText } from "../../../components/work-items/view-toolbar";
import { useTaskView } from "../../../components/work-items/use-task-view";
import { useActiveWorkspaceMembers } from "../../../api/account";
import { LabelsDialog } from "../../../components/work-items/labels-dialog";
import { TaskChips, WorkItemsProvider } from "../../../components/work-items/task-chips";
import { useCanManageLabels } from "../../../components/work-items/use-can-manage-labels";
import { WorkItemDialog } from "../../../components/work-items/work-item-dialog";
import { cn } from "../../../lib/cn";
import { LabelChip } from "../../../components/work-items/label-chip";
import { groupKeyOf, intoLanes } from "../../../../domain/work-items/saved-views";
import { projectPriorities, taskStatuses } from "../../../../domain/project-fields";
import { useProjectSprints } from "../../../api/sprints";
import { priorityKeys, taskStatusKeys, keyOf } from "../lib/field-labels";

// A subtask is indented under its parent, one step a level (at most five levels, decision 1202).
const indent = ["", "pl-5 sm:pl-8", "pl-8 sm:pl-14", "pl-11 sm:pl-20", "pl-14 sm:pl-26"];

/** The project's tasks: list, create, edit, delete, export. */
export function TaskSection({ projectId, milestones, canEdit }: { projectId: string; milestones: Milestone[]; canEdit: boolean }) {
  const { t } = useTranslation("projects");
  const { t: tw } = useTranslation("work-items");
  const { t: tc } = useTranslation("custom-fields");
  const workItems = useWorkItems(projectId);
  const labels = useLabels();
  const canManageLabels = useCanManageLabels();
  // ?task=<id> (a comment's mention notice, decision 0917) opens that task's details.
  const [params, setParams] = useSearchParams();
  const [details, setDetails] = useState<string | null>(() => params.get("task"));
  const [managingLabels, setManagingLabels] = useState(false);
  const items = workItems.data ?? new Map();
  const labelList = labels.data ?? [];
  const language = useLanguage();
  const tasks = useProjectTasks(projectId);
  const resources = useResources();
  const remove = useDeleteTask();
  const [editing, setEditing] = useState<Task | "new" | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const view = useTaskView(projectId, items, language);
  const members = useActiveWorkspaceMembers();
  const memberName = (id: string) => members.data?.find((m) => m.userId === id)?.name;
  const shownColumns = view.fields.filter((f) => view.state.columns.includes(`field:${f.id}`));
  const titleOf = new Map((tasks.data ?? []).map((x) => [x.id, x.title]));
  const resourceOf = new Map((resources.data ?? []).map((r) => [r.id, r.name]));
  // The tree (each subtask under its parent), or, filtered or sorted by the view, a flat list.
  const rows =
    view.isFiltered || view.state.sortBy
      ? view.show(tasks.data ?? []).map((task) => ({ task, depth: 1 }))
      : treeOrder(tasks.data ?? [], (id) => items.get(id)?.parentId ?? null);
  const detailTask = details ? tasks.data?.find((x) => x.id === details) : undefined;
  // The list grouped as the view says (decision 1215): groups in the order of their values, the one without last.
  const groupBy = view.state.groupBy;
  const sprints = useProjectSprints(groupBy === "sprint" ? projectId : null);
  const groupField = groupBy.startsWith("field:") ? view.fields.find((f) => `field:${f.id}` === groupBy) : undefined;
  const groupOrder =
    groupBy === "status"
      ? [...taskStatuses]
      : groupBy === "priority"
        ? [...projectPriorities].reverse()
        : groupBy === "assignee"
          ? (resources.data ?? []).map((r) => r.id)
          : groupBy === "label"
            ? labelList.map((l) => l.id)
            : groupBy === "milestone"
              ? milestones.map((m) => m.id)
              : groupBy === "sprint"
                ? (sprints.data ?? []).map((x) => x.id)
                : (groupField?.options.map((o) => o.id) ?? []);
  const groups =
    groupBy === "none"
      ? null
      : intoLanes(
          rows.map((r) => r.task),
          (task) => groupKeyOf(groupBy, { ...task, labelIds: items.get(task.id)?.labelIds ?? [], values: view.valuesOf(task.id) }, view.fields),
          groupOrder,
        );
  // A label's or a choice option's colour, when it has one (option colours: decision 1216).
  const groupColor = (key: string) => (groupBy === "label" ? labelList.find((l) => l.id === key)?.color : groupField?.options.find((o) => o.id === key)?.color);
  const groupName = (key: string): string => {
    if (groupBy === "status") return keyOf(taskStatusKeys, key) ? t(`values.taskStatus.${keyOf(taskStatusKeys, key)!}`) : key;
    if (groupBy === "priority") return keyOf(priorityKeys, key) ? t(`values.priority.${keyOf(priorityKeys, key)!}`) : key;
    if (groupBy === "assignee") return key ? (resourceOf.get(key) ?? key) : tc("group.unassigned");
    if (groupBy === "label") return key ? (labelList.find((l) => l.id === key)?.name ?? key) : tc("group.noLabel");
    if (groupBy === "milestone") return key ? (milestones.find((m) => m.id === key)?.name ?? key) : tc("group.noMilestone");
    if (groupBy === "sprint") return key ? (sprints.data?.find((x) => x.id === key)?.name ?? key) : tc("group.noSprint");
    return key ? (groupField?.options.find((o) => o.id === key)?.label ?? key) : tc("group.noValue");
  };

  const renderRow = (task: Task, depth: number) => (
              <li key={task.id} data-task-id={task.id} data-depth={depth} className={cn("flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between", indent[Math.min(depth, indent.length) - 1])}>
                <div className="min-w-0">
                  <p className="font-medium break-words">{task.title}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <TaskStatusBadge status={task.status} />
                    <PriorityBadge priority={task.priority} />
                    {task.endDate ? <span>{t("tasks.due", { date: formatDay(task.endDate, language) })}</span> : null}
                    {task.estimateHours !== null ? <span>{t("estimate.hours", { count: task.estimateHours, value: formatNumber(task.estimateHours, language) })}</span> : null}
                    {task.storyPoints !== null ? <span>{t("estimate.points", { count: task.storyPoints, value: formatNumber(task.storyPoints, language) })}</span> : null}
                    {(items.get(task.id)?.assigneeResourceIds ?? (task.assigneeResourceId ? [task.assigneeResourceId] : [])).length ? (
                      <span>{(items.get(task.id)?.assigneeResourceIds ?? [task.assigneeResourceId ?? ""]).map((r: string) => resourceOf.get(r) ?? "").filter(Boolean).join(", ")}</span>
                    ) : null}
                    <TaskChips taskId={task.id} />
                    {shownColumns.map((f) => {
                      const text = fieldValueText(f, view.valuesOf(task.id)[f.id], memberName, { number: (n) => formatNumber(n, language), day: (d) => formatDay(d, language) });
                      return text ? (
                        <span key={f.id} data-field-column={f.id}>
                          <span className="font-medium">{f.name}:</span> {text}
                        </span>
                      ) : null;
                    })}
                    {task.dependsOn.length ? (
                      <span className="inline-flex items-center gap-1">
                        <GitBranch aria-hidden="true" className="size-3" />
                        {t("tasks.dependsOnList", { titles: task.dependsOn.map((d) => titleOf.get(d) ?? "").join(", ") })}
                      </span>
                    ) : null}
                  </div>
                </div>
                <div className="flex shrink-0 flex-wrap gap-1">
                  <Button variant="ghost" size="sm" aria-label={tw("detailsNamed", { title: task.title })} onClick={() => setDetails(task.id)}>
                    <ListTree aria-hidden="true" />
                    <span className="sm:sr-only">{tw("details")}</span>
                  </Button>
                {canEdit ? (
                  <>
                    <Button variant="ghost" size="sm" aria-label={t("tasks.editNamed", { title: task.title })} onClick={() => setEditing(task)}>
                      <Pencil aria-hidden="true" />
                      <span className="sm:sr-only">{t("common.edit")}</span>
                    </Button>
                    <Button variant="ghost" size="sm" aria-label={t("tasks.deleteNamed", { title: task.title })} onClick={() => setDeleting(task)}>
                      <Trash2 aria-hidden="true" />
                      <span className="sm:sr-only">{t("common.delete")}</span>
                    </Button>
                  </>
                ) : null}
                </div>
              </li>
  );

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
          {canManageLabels ? (
            <Button variant="outline" size="sm" onClick={() => setManagingLabels(true)}>
              <Tag aria-hidden="true" />
              {tw("labels.manage")}
            </Button>
          ) : null}
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
              <DropdownMenuItem asChild>
                <a href={`/api/v1/projects/${projectId}/tasks/export?format=json`} download>
                  {t("tasks.exportJson")}
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
      <div className="mt-3">
        <ViewToolbar projectId={projectId} kind="list" idPrefix="task" labels={labelList} fields={view.fields} state={view.state} viewId={view.viewId} canShare={canEdit} apply={view.apply} />
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
          <WorkItemsProvider items={items} labels={new Map(labelList.map((l) => [l.id, l]))}>
          {rows.length === 0 ? <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">{tc("filter.filteredEmpty")}</p> : null}
          <ul className={cn("divide-y divide-border rounded-lg border border-border", (rows.length === 0 || groups) && "hidden")} aria-label={t("tasks.title")}>
            {(groups ? [] : rows).map(({ task, depth }) => renderRow(task, depth))}
          </ul>
          {groups?.map((group) => (
            <section key={group.key || "none"} className="mt-3 first:mt-0" aria-label={tc("group.groupNamed", { name: groupName(group.key), count: group.tasks.length })} data-group={group.key || "none"}>
              <h3 className="mb-1.5 flex items-center gap-1.5 text-sm font-semibold">
                {groupColor(group.key) ? <LabelChip label={{ name: groupName(group.key), color: groupColor(group.key)! }} className="text-sm" /> : groupName(group.key)} <span className="font-normal text-muted-foreground">({group.tasks.length})</span>
              </h3>
              <ul className="divide-y divide-border rounded-lg border border-border">{group.tasks.map((task) => renderRow(task, 1))}</ul>
            </section>
          ))}
          </WorkItemsProvider>
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
      {detailTask ? (
        <WorkItemDialog
          projectId={projectId}
          task={detailTask}
          tasks={tasks.data ?? []}
          items={items}
          labels={labelList}
          canEdit={canEdit}
          onOpenChange={(open) => {
            if (!open) {
              setDetails(null);
              if (params.has("task")) setParams((p) => (p.delete("task"), p), { replace: true });
            }
          }}
        />
      ) : null}
      {managingLabels ? <LabelsDialog onOpenChange={setManagingLabels} /> : null}
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
