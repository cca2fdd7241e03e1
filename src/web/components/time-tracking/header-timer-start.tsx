import { Play } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useProjectItems } from "../../api/projects";
import { useTasks } from "../../api/tasks";
import { useStartTimer } from "../../api/time-tracking";
import { Button } from "../ui/button";
import { inputClass } from "../ui/form-field";
import { toast } from "../ui/toast-store";
import { cn } from "../../lib/cn";
import { clock } from "./format";

// The header timer's start panel (choose a project and a task), its own chunk: the project and task
// lists, with their contracts, load when someone opens it, not with every signed-in screen.

export function StartPanel({ id, onClose }: { id: string; onClose: (returnFocus: boolean) => void }) {
  const { t } = useTranslation();
  const projects = useProjectItems();
  const [projectId, setProjectId] = useState("");
  const [taskId, setTaskId] = useState("");
  const tasks = useTasks(projectId || null);
  const start = useStartTimer();
  const ref = useRef<HTMLDivElement>(null);
  const fieldId = useId();

  useEffect(() => {
    ref.current?.querySelector("select")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose(true);
    };
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.parentElement?.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [onClose]);

  const submit = async () => {
    const result = await start.mutateAsync({ projectId, taskId });
    toast({ title: t("headerTimer.started", { task: result.timer.taskTitle }), description: result.stopped ? t("headerTimer.logged", { duration: clock(result.stopped.minutes), task: result.stopped.taskTitle }) : undefined, variant: "success" });
    onClose(false);
  };

  return (
    <div ref={ref} id={id} role="group" aria-label={t("headerTimer.panel")} className={cn("fixed inset-x-2 top-[calc(var(--header-height)+0.25rem)] z-50 grid gap-3 rounded-lg border border-border bg-background p-3 shadow-lg", "sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-80")}>
      <p className="text-sm font-medium">{t("headerTimer.panel")}</p>
      <div className="grid gap-1 text-sm">
        <label htmlFor={`${fieldId}-project`}>{t("headerTimer.project")}</label>
        <select
          id={`${fieldId}-project`}
          className={inputClass}
          value={projectId}
          disabled={projects.isPending}
          onChange={(e) => {
            setProjectId(e.target.value);
            setTaskId("");
          }}
        >
          <option value="">{t("headerTimer.chooseProject")}</option>
          {(projects.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1 text-sm">
        <label htmlFor={`${fieldId}-task`}>{t("headerTimer.task")}</label>
        <select id={`${fieldId}-task`} className={inputClass} value={taskId} disabled={!projectId || !tasks.data?.length} onChange={(e) => setTaskId(e.target.value)}>
          <option value="">{t("headerTimer.chooseTask")}</option>
          {(tasks.data ?? []).map((task) => (
            <option key={task.id} value={task.id}>
              {task.title}
            </option>
          ))}
        </select>
      </div>
      {start.isError ? (
        <p role="alert" className="text-sm text-destructive-strong">
          {t("headerTimer.startFailed")}
        </p>
      ) : null}
      <Button type="button" size="sm" disabled={!taskId || start.isPending} onClick={() => void submit()}>
        <Play aria-hidden="true" />
        {t("headerTimer.start")}
      </Button>
    </div>
  );
}
