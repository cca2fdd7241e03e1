import { ChartLine, ListTodo, Pencil } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { canTransitionSprint, type SprintStatus } from "../../../../domain/planning/sprints";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDay } from "../../../lib/format";
import { useUpdateTask, type Task as PlanningTask } from "../../../api/tasks";
import { type Sprint, useUpdateSprint } from "../../../api/sprints";
import { BurndownChart } from "./burndown-chart";
import { useLanguage } from "../../../lib/use-language";
import { inputClass } from "../../../components/ui/form-field";

export const sprintStatusStyles: Record<SprintStatus, string> = {
  planned: "bg-info-strong/10 text-info-strong",
  in_progress: "bg-warning-strong/10 text-warning-strong",
  completed: "bg-success-strong/10 text-success-strong",
  cancelled: "bg-muted text-muted-foreground line-through",
};

const actions: { to: SprintStatus; key: "start" | "complete" | "cancel" | "backToPlanned" }[] = [
  { to: "in_progress", key: "start" },
  { to: "planned", key: "backToPlanned" },
  { to: "completed", key: "complete" },
  { to: "cancelled", key: "cancel" },
];

type SprintCardProps = { projectId: string; sprint: Sprint; tasks: readonly PlanningTask[]; onEdit: (sprint: Sprint) => void };

/** One sprint: dates, state and the state changes the transition table allows, its tasks (move
 * backlog tasks in, take tasks out) and its burndown. */
export function SprintCard({ projectId, sprint, tasks, onEdit }: SprintCardProps) {
  const { t } = useTranslation("planning");
  const language = useLanguage();
  const updateSprint = useUpdateSprint();
  const updateTask = useUpdateTask();
  const [panel, setPanel] = useState<"none" | "tasks" | "burndown">("none");
  const [taskToAdd, setTaskToAdd] = useState("");
  const selectId = useId();
  const sprintTasks = tasks.filter((task) => task.sprintId === sprint.id);
  const backlog = tasks.filter((task) => task.sprintId === null && task.status !== "Completada");
  const isFinal = sprint.status === "completed" || sprint.status === "cancelled";

  const transition = async (to: SprintStatus) => {
    try {
      await updateSprint.mutateAsync({ projectId, sprintId: sprint.id, input: { status: to } });
      toast({ title: t("sprints.toast.statusChanged", { name: sprint.name, status: t(`sprintStatus.${to}`) }), variant: "success" });
    } catch (error) {
      toast({ title: t("sprints.errors.updateFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };

  const moveTask = async (taskId: string, sprintId: string | null) => {
    try {
      await updateTask.mutateAsync({ projectId, taskId, changes: { sprintId } });
      if (sprintId) setTaskToAdd("");
    } catch (error) {
      toast({ title: t("errors.saveFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };

  return (
    <li className="rounded-xl border border-border bg-card p-4" aria-labelledby={`sprint-${sprint.id}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`sprint-${sprint.id}-name`} className="font-semibold">
              {sprint.name}
            </h3>
            <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", sprintStatusStyles[sprint.status])}>{t(`sprintStatus.${sprint.status}`)}</span>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {formatDay(sprint.startDate, language)} – {formatDay(sprint.endDate, language)}
            {" · "}
            {t("sprints.taskCount", { count: sprint.tasks?.total ?? sprintTasks.length, completed: sprint.tasks?.completed ?? 0 })}
          </p>
          {sprint.goal ? <p className="mt-1 text-sm">{sprint.goal}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {!isFinal ? (
            <Button size="sm" variant="ghost" onClick={() => onEdit(sprint)} aria-label={t("sprints.editNamed", { name: sprint.name })}>
              <Pencil aria-hidden="true" />
              {t("actions.edit")}
            </Button>
          ) : null}
          {actions
            .filter((action) => action.to !== sprint.status && canTransitionSprint(sprint.status, action.to))
            .map((action) => (
              <Button
                key={action.to}
                size="sm"
                variant={action.to === "cancelled" ? "ghost" : "outline"}
                isLoading={updateSprint.isPending && updateSprint.variables.input.status === action.to}
                onClick={() => void transition(action.to)}
                aria-label={t(`sprints.actionsNamed.${action.key}`, { name: sprint.name })}
              >
                {t(`sprints.actions.${action.key}`)}
              </Button>
            ))}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" aria-expanded={panel === "tasks"} onClick={() => setPanel(panel === "tasks" ? "none" : "tasks")}>
          <ListTodo aria-hidden="true" />
          {t("sprints.tasksButton", { count: sprintTasks.length })}
        </Button>
        <Button size="sm" variant="secondary" aria-expanded={panel === "burndown"} onClick={() => setPanel(panel === "burndown" ? "none" : "burndown")}>
          <ChartLine aria-hidden="true" />
          {t("burndown.button")}
        </Button>
      </div>
      {panel === "tasks" ? (
        <div className="mt-3 grid gap-3 border-t border-border pt-3">
          {sprintTasks.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("sprints.noTasks")}</p>
          ) : (
            <ul className="grid gap-1">
              {sprintTasks.map((task) => (
                <li key={task.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate">
                    {task.title} <span className="text-muted-foreground">· {task.status}</span>
                  </span>
                  {!isFinal ? (
                    <Button size="sm" variant="ghost" onClick={() => void moveTask(task.id, null)} aria-label={t("sprints.removeTaskNamed", { title: task.title })}>
                      {t("sprints.removeTask")}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {!isFinal && backlog.length > 0 ? (
            <form
              className="flex flex-col gap-2 sm:flex-row sm:items-end"
              onSubmit={(event) => {
                event.preventDefault();
                if (taskToAdd) void moveTask(taskToAdd, sprint.id);
              }}
            >
              <div className="grid flex-1 gap-1.5">
                <Label htmlFor={selectId}>{t("sprints.moveTaskLabel")}</Label>
                <select id={selectId} className={inputClass} value={taskToAdd} onChange={(event) => setTaskToAdd(event.target.value)}>
                  <option value="">{t("sprints.chooseTask")}</option>
                  {backlog.map((task) => (
                    <option key={task.id} value={task.id}>
                      {task.title}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" size="md" disabled={!taskToAdd} isLoading={updateTask.isPending}>
                {t("sprints.moveTask")}
              </Button>
            </form>
          ) : null}
        </div>
      ) : null}
      {panel === "burndown" ? (
        <div className="mt-3 border-t border-border pt-3">
          <BurndownChart projectId={projectId} sprintId={sprint.id} sprintName={sprint.name} />
        </div>
      ) : null}
    </li>
  );
}
