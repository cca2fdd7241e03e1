import { ArrowLeft, CalendarDays, CheckCircle2, Circle, ClipboardList, Kanban, LineChart, Pencil, Trash2, Users } from "lucide-react";
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Skeleton, Skeletons } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDay, formatMoney, formatNumber, formatRelativeTime } from "../../../lib/format";
import { usePageMeta } from "../../../lib/page-meta";
import { useDeleteProject, useForgetProject, useProjectOverview, type ProjectOverview } from "../../../api/projects";
import { useSaveRegisterItem } from "../../../api/registers";
import { PhaseBadge, PriorityBadge, RiskScore, SampleBadge, StatusBadge, TaskStatusBadge } from "../components/badges";
import { ProjectIdeaLink } from "../components/project-idea-link";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { EditProjectDialog } from "../components/edit-project-dialog";
import { ProjectLoadError } from "../components/project-state";
import { TaskSection } from "../components/task-section";
import { permissionsFor } from "../../../lib/use-my-permissions";
import { keyOf, taskStatusKeys } from "../lib/field-labels";
import { useLanguage } from "../../../lib/use-language";
import { readerToday } from "../../../lib/reader-day";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";

/** /project/:projectId: the project at a glance, its tasks, and the way to everything else. */
export function ProjectPage() {
  const { t } = useTranslation("projects");
  const { projectId = "" } = useParams();
  const overview = useProjectOverview(projectId);
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const forget = useForgetProject();
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const name = overview.data?.project.name;
  // Rendered as a deferred value, as the dashboard is (decision 1810): the answer's arrival is a
  // cheap update, and the page renders in a transition, in slices the browser can answer input
  // between, not in one long task. Another project's answer, still deferred after a navigation, is
  // not shown under this one's address.
  const deferred = useDeferredValue(overview.data);
  const shown = deferred?.project.id.toLowerCase() === projectId.toLowerCase() ? deferred : undefined;
  usePageMeta({ title: name ?? t("detail.title"), description: t("detail.title"), noIndex: true });

  const loadFailed = overview.isError && !(isApiError(overview.error) && [401, 403, 404].includes(overview.error.status));
  useEffect(() => {
    if (loadFailed) toast({ title: t("toast.loadOneFailed"), variant: "error" });
  }, [loadFailed, t]);

  // A deleted project's cached queries are dropped once this page has unmounted: dropped while it
  // still shows (the next screen may still be loading), its queries would be asked again (404).
  const isDeleted = useRef(false);
  useEffect(
    () => () => {
      if (isDeleted.current) forget(projectId);
    },
    [forget, projectId],
  );

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(projectId);
      isDeleted.current = true;
      toast({ title: t("toast.deleted"), variant: "success" });
      await navigate("/projects");
    } catch (error) {
      toast({ title: t("toast.deleteFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/projects" className={buttonVariants({ variant: "link" })}>
        <ArrowLeft aria-hidden="true" />
        {t("planner.back")}
      </Link>
      {overview.isError ? (
        <>
          <h1 className="mt-2 mb-6 text-3xl font-bold tracking-tight">{t("detail.title")}</h1>
          <ProjectLoadError error={overview.error} onRetry={() => void overview.refetch()} />
        </>
      ) : shown === undefined ? (
        <>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">
            <span className="sr-only">{t("common.loading")}</span>
            <Skeleton className="h-9 w-72" />
          </h1>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Skeletons count={4} className="h-28 rounded-xl" />
          </div>
          <Skeleton className="mt-6 h-80 rounded-xl" />
        </>
      ) : (
        <Overview data={shown} onEdit={() => setIsEditing(true)} onDelete={() => setIsDeleting(true)} />
      )}
      {overview.data && isEditing ? <EditProjectDialog project={overview.data.project} isOpen onOpenChange={setIsEditing} /> : null}
      <ConfirmDeleteDialog
        isOpen={isDeleting}
        onClose={() => setIsDeleting(false)}
        title={t("detail.deleteTitle")}
        description={t("detail.deleteBody", { name: name ?? "" })}
        confirmLabel={t("detail.deleteConfirm")}
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

function Overview({ data, onEdit, onDelete }: { data: ProjectOverview; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  const { project } = data;
  const today = readerToday();
  // The role in the project's own workspace comes with the project, so its buttons are there from
  // the first paint: shown once the member list had loaded, they wrapped onto a new row on a phone
  // and pushed the page down (decision 1860).
  const { canEdit, canDelete } = permissionsFor(data.yourRole, "done");
  const saveMilestone = useSaveRegisterItem(project.id, "milestones");
  const toggleMilestone = async (id: string, completed: boolean) => {
    try {
      await saveMilestone.mutateAsync({ itemId: id, input: { completed } });
    } catch {
      toast({ title: t("milestones.saveFailed"), variant: "error" });
    }
  };
  const totalHours = data.allocations.reduce((a, x) => a + x.hours, 0);

  return (
    <>
      <div className="mt-2 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={project.status} />
            <PriorityBadge priority={project.priority} />
            <PhaseBadge phase={project.phase} />
            {project.isSample ? <SampleBadge /> : null}
            {project.formalClosure ? <span className="text-xs font-medium text-success-strong">{t("detail.formallyClosed")}</span> : null}
          </div>
          <h1 className="mt-2 text-3xl font-bold tracking-tight break-words">{project.name}</h1>
          {project.description ? <p className="mt-2 max-w-3xl whitespace-pre-line text-muted-foreground">{project.description}</p> : null}
          <p className="mt-2 text-sm text-muted-foreground">{data.owner ? t("list.ownedBy", { name: data.owner.name || data.owner.email }) : t("list.noOwner")}</p>
          <ProjectIdeaLink projectId={project.id} />
        </div>
        <div className="flex flex-wrap gap-2 lg:justify-end">
          <Link to={`/project/${project.id}/board`} className={buttonVariants({ variant: "outline" })}>
            <Kanban aria-hidden="true" />
            {t("detail.board")}
          </Link>
          <Link to={`/project-management/${project.id}`} className={buttonVariants({ variant: "outline" })}>
            <ClipboardList aria-hidden="true" />
            {t("detail.management")}
          </Link>
          <Link to={`/calendar?project=${project.id}`} className={buttonVariants({ variant: "outline" })}>
            <CalendarDays aria-hidden="true" />
            {t("detail.calendar")}
          </Link>
          {canEdit ? (
            <Button variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {t("detail.edit")}
            </Button>
          ) : null}
          {canDelete ? (
            <Button variant="outline" className="text-destructive-strong" onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              {t("detail.delete")}
            </Button>
          ) : null}
        </div>
      </div>

      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t("fields.progress")}>
          <p className="text-2xl font-bold tabular-nums">{project.progress}%</p>
          <ProgressBar percent={project.progress} label={t("fields.progress")} className="mt-2" />
          <p className="mt-1 text-xs text-muted-foreground">{project.progressMode === "manual" ? t("detail.progressManual") : t("detail.progressAuto")}</p>
        </Stat>
        <Stat label={t("fields.riskScore")}>
          <p className="text-2xl">
            <RiskScore score={project.riskScore} />
          </p>
          <Link to={`/ai-predictive?project=${project.id}`} className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary-strong hover:underline">
            <LineChart aria-hidden="true" className="size-4" />
            {t("detail.forecast")}
          </Link>
        </Stat>
        <Stat label={t("fields.dueDate")}>
          <p className="text-2xl font-bold">{project.dueDate ? formatDay(project.dueDate, language) : t("common.none")}</p>
          {project.startDate ? <p className="mt-1 text-xs text-muted-foreground">{t("detail.startedOn", { date: formatDay(project.startDate, language) })}</p> : null}
        </Stat>
        <Stat label={t("fields.budget")}>
          <p className="text-2xl font-bold tabular-nums">{formatMoney(Math.round(project.budget * 100), language, project.currency)}</p>
          <p className="mt-1 text-xs text-muted-foreground">{t("detail.benefitIs", { amount: formatMoney(Math.round(project.benefit * 100), language, project.currency) })}</p>
        </Stat>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <TaskSummary data={data} />
          <TaskSection projectId={project.id} milestones={data.milestones} canEdit={canEdit} />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <Panel title={t("milestones.title")} action={<Link to={`/project-management/${project.id}?tab=milestones`} className="text-sm font-medium text-primary-strong hover:underline">{t("detail.manage")}</Link>}>
            {data.milestones.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("milestones.empty")}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-2">
                {data.milestones.map((m) => {
                  const isLate = !m.completed && m.dueDate !== null && m.dueDate < today;
                  return (
                    <li key={m.id} className="flex items-start gap-2">
                      <button
                        type="button"
                        disabled={!canEdit}
                        className="mt-0.5 rounded-full text-muted-foreground hover:text-primary-strong focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                        aria-pressed={m.completed}
                        aria-label={m.completed ? t("milestones.reopenNamed", { name: m.name }) : t("milestones.completeNamed", { name: m.name })}
                        onClick={() => void toggleMilestone(m.id, !m.completed)}
                      >
                        {m.completed ? <CheckCircle2 aria-hidden="true" className="size-5 text-success-strong" /> : <Circle aria-hidden="true" className="size-5" />}
                      </button>
                      <div className="min-w-0">
                        <p className={cn("text-sm font-medium break-words", m.completed && "text-muted-foreground line-through")}>{m.name}</p>
                        <p className={cn("text-xs", isLate ? "font-medium text-destructive-strong" : "text-muted-foreground")}>
                          {m.dueDate ? formatDay(m.dueDate, language) : t("common.none")}
                          {isLate ? ` · ${t("milestones.late")}` : ""}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </Panel>
          <Panel title={t("stakeholders.title")} action={<Link to={`/project-management/${project.id}?tab=stakeholders`} className="text-sm font-medium text-primary-strong hover:underline">{t("detail.manage")}</Link>}>
            {data.stakeholders.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("stakeholders.empty")}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-2">
                {data.stakeholders.map((s) => (
                  <li key={s.id} className="flex items-center gap-2 text-sm">
                    <Users aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1 truncate font-medium">{s.name}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{t("stakeholders.influenceInterest", { influence: s.influence, interest: s.interest })}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t("detail.allocations")}>
            {data.allocations.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("detail.noAllocations")}</p>
            ) : (
              <>
                <ul className="grid grid-cols-1 gap-2 text-sm">
                  {data.allocations.map((a) => (
                    <li key={a.id} className="flex justify-between gap-2">
                      <span className="min-w-0 truncate">
                        {a.resource.name}
                        {a.resource.role ? <span className="text-muted-foreground"> · {a.resource.role}</span> : null}
                      </span>
                      <span className="shrink-0 tabular-nums">{t("detail.hoursOf", { hours: formatNumber(a.hours, language), availability: formatNumber(a.resource.availability, language) })}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-3 text-xs text-muted-foreground">{t("detail.totalHours", { hours: formatNumber(totalHours, language) })}</p>
              </>
            )}
          </Panel>
          <Panel title={t("detail.activity")}>
            {data.activity.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("detail.noActivity")}</p>
            ) : (
              <ol className="grid grid-cols-1 gap-2 text-sm">
                {data.activity.slice(0, 10).map((a) => {
                  const to = keyOf(taskStatusKeys, a.toStatus);
                  const from = a.fromStatus ? keyOf(taskStatusKeys, a.fromStatus) : undefined;
                  return (
                    <li key={a.id} className="border-l-2 border-border pl-3">
                      <p className="break-words">
                        {from
                          ? t("detail.activityMoved", { who: a.actorName ?? t("detail.someone"), task: a.taskTitle, from: t(`values.taskStatus.${from}`), to: to ? t(`values.taskStatus.${to}`) : a.toStatus })
                          : t("detail.activityCreated", { who: a.actorName ?? t("detail.someone"), task: a.taskTitle })}
                      </p>
                      <p className="text-xs text-muted-foreground">{formatRelativeTime(a.occurredAt, language)}</p>
                    </li>
                  );
                })}
              </ol>
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}

function TaskSummary({ data }: { data: ProjectOverview }) {
  const { t } = useTranslation("projects");
  const total = data.tasks.total;
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="summary-heading" className="text-lg font-semibold">
        {t("detail.taskSummary")}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(["Pendiente", "En progreso", "Completada"] as const).map((s) => (
          <div key={s} className="rounded-lg border border-border p-3">
            <TaskStatusBadge status={s} />
            <p className="mt-2 text-2xl font-bold tabular-nums">{data.tasks.byStatus[s] ?? 0}</p>
          </div>
        ))}
        <div className={cn("rounded-lg border p-3", data.tasks.overdue > 0 ? "border-destructive-strong/40 bg-destructive-strong/5" : "border-border")}>
          <span className="text-xs font-medium text-destructive-strong">{t("detail.overdue")}</span>
          <p className="mt-2 text-2xl font-bold tabular-nums">{data.tasks.overdue}</p>
        </div>
      </div>
      {total > 0 ? (
        <div className="mt-3 flex h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className="bg-success-strong" style={{ width: `${((data.tasks.byStatus.Completada ?? 0) / total) * 100}%` }} />
          <div className="bg-info-strong" style={{ width: `${((data.tasks.byStatus["En progreso"] ?? 0) / total) * 100}%` }} />
        </div>
      ) : null}
    </section>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <div className="mt-1">{children}</div>
    </div>
  );
}

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-card p-5" aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
