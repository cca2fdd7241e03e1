import { AlertTriangle, CheckCircle2, Flag } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { formatDay, formatRelativeTime } from "../../../lib/format";
import type { Dashboard } from "../../../api/dashboard";
import { EmptyLine } from "./dashboard-section";
import { useLanguage } from "../../../lib/use-language";

const taskStatuses = ["Pendiente", "En progreso", "Completada"] as const;

function useTaskStatusLabel() {
  const { t } = useTranslation("dashboard");
  return (status: string) => ((taskStatuses as readonly string[]).includes(status) ? t(`taskStatus.${status as (typeof taskStatuses)[number]}`) : status);
}

function ProjectLink({ id, name }: { id: string; name: string }) {
  return (
    <Link to={`/project/${id}`} className={cn("text-xs text-muted-foreground hover:text-foreground hover:underline", focusRing)}>
      {name}
    </Link>
  );
}

export function MyOpenTasks({ tasks }: { tasks: Dashboard["myOpenTasks"] }) {
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  const statusLabel = useTaskStatusLabel();
  if (tasks.length === 0)
    return (
      <div className="grid gap-1 rounded-md border border-dashed border-border px-3 py-6 text-center text-sm">
        <p className="text-muted-foreground">{t("myTasks.empty")}</p>
        <p className="text-xs text-muted-foreground">
          {t("myTasks.hint")}{" "}
          <Link to="/resources" className={cn("text-primary-strong underline underline-offset-4", focusRing)}>
            {t("myTasks.hintLink")}
          </Link>
        </p>
      </div>
    );
  return (
    <ul className="divide-y divide-border">
      {tasks.map((task) => (
        <li key={task.id} className="flex items-start justify-between gap-3 py-2.5">
          <div className="grid min-w-0 gap-0.5">
            <span className="truncate text-sm font-medium">{task.title}</span>
            <ProjectLink id={task.projectId} name={task.projectName} />
          </div>
          <div className="grid shrink-0 justify-items-end gap-0.5 text-xs">
            <span className="rounded-full bg-muted px-2 py-0.5">{statusLabel(task.status)}</span>
            <span className="text-muted-foreground">{task.endDate ? t("myTasks.due", { date: formatDay(task.endDate, language) }) : t("myTasks.noDate")}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One line of a work list: an icon, the item and its project, and what is due (children). */
function WorkItem({ icon, title, projectId, projectName, children }: { icon: ReactNode; title: string; projectId: string; projectName: string; children: ReactNode }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2.5">
      <div className="flex min-w-0 gap-2">
        {icon}
        <div className="grid min-w-0 gap-0.5">
          <span className="truncate text-sm font-medium">{title}</span>
          <ProjectLink id={projectId} name={projectName} />
        </div>
      </div>
      {children}
    </li>
  );
}

export function OverdueTasks({ tasks }: { tasks: Dashboard["overdueTasks"] }) {
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  if (tasks.length === 0)
    return (
      <p className="flex items-center justify-center gap-2 rounded-md border border-dashed border-border px-3 py-6 text-sm text-muted-foreground">
        <CheckCircle2 aria-hidden="true" className="size-4 text-success-strong" />
        {t("overdue.empty")}
      </p>
    );
  return (
    <ul className="divide-y divide-border">
      {tasks.map((task) => (
        <WorkItem key={task.id} icon={<AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive-strong" />} title={task.title} projectId={task.projectId} projectName={task.projectName}>
          {task.endDate ? <span className="shrink-0 text-xs font-medium text-destructive-strong">{t("overdue.late", { date: formatDay(task.endDate, language) })}</span> : null}
        </WorkItem>
      ))}
    </ul>
  );
}

export function UpcomingMilestones({ milestones }: { milestones: Dashboard["upcomingMilestones"] }) {
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  if (milestones.length === 0) return <EmptyLine>{t("milestones.empty")}</EmptyLine>;
  return (
    <ul className="divide-y divide-border">
      {milestones.map((m) => (
        <WorkItem key={m.id} icon={<Flag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-strong" />} title={m.name} projectId={m.projectId} projectName={m.projectName}>
          {m.dueDate ? <span className="shrink-0 text-xs text-muted-foreground">{formatDay(m.dueDate, language)}</span> : null}
        </WorkItem>
      ))}
    </ul>
  );
}

export function RecentActivity({ activity }: { activity: Dashboard["recentActivity"] }) {
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  const statusLabel = useTaskStatusLabel();
  if (activity.length === 0) return <EmptyLine>{t("activity.empty")}</EmptyLine>;
  return (
    <ol className="grid gap-3">
      {activity.slice(0, 8).map((a) => {
        const actor = a.actorName || t("activity.someone");
        return (
          <li key={a.id} className="grid gap-0.5 border-l-2 border-border pl-3">
            <span className="text-sm">
              {a.fromStatus
                ? t("activity.moved", { actor, task: a.taskTitle, from: statusLabel(a.fromStatus), to: statusLabel(a.toStatus) })
                : t("activity.created", { actor, task: a.taskTitle, status: statusLabel(a.toStatus) })}
            </span>
            <span className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
              <ProjectLink id={a.projectId} name={a.projectName} />
              <time dateTime={a.occurredAt}>{formatRelativeTime(a.occurredAt, language)}</time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
