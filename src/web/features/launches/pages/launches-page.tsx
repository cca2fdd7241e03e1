import { CalendarDays, FolderKanban, Megaphone, Pencil, Plus, Rocket, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { draftKinds, launchLanguages, type DraftKind, type LaunchLanguage } from "../../../../domain/launches/templates";
import { useDeletePlan, useLaunchPlan, useLaunchPlans, useWriteDraft, type PlanDetail, type SentPiece } from "../../../api/launches";
import { useProjectItems } from "../../../api/projects";
import { useSession } from "../../../app/session";
import { LoadError } from "../../../components/load-error";
import { PageHeading } from "../../../components/page-heading";
import { ProjectPicker } from "../../../components/project-picker";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { FieldShell, FormError, inputClass } from "../../../components/ui/form-field";
import { LoadingBlock, Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDateTime, formatDay } from "../../../lib/format";
import { usePageMeta } from "../../../lib/page-meta";
import { useLanguage } from "../../../lib/use-language";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { DraftCard } from "../components/draft-card";
import { PlanForm } from "../components/plan-form";

const taskStatusKey: Record<string, "todo" | "inProgress" | "done"> = { Pendiente: "todo", "En progreso": "inProgress", Completada: "done" };

/** /marketing-agent: a project's launch plans, the drafts of their communications, approval and sending (decision 1004). */
export function LaunchesPage() {
  const { t } = useTranslation("launches");
  usePageMeta({ title: t("title"), description: t("intro"), noIndex: true });
  const { canEdit } = useMyPermissions();
  const projects = useProjectItems();
  const [params, setParams] = useSearchParams();
  const projectId = params.get("project") ?? projects.data?.[0]?.id ?? null;
  const planParam = params.get("plan");
  const plans = useLaunchPlans(projectId);
  const planId = planParam ?? plans.data?.[0]?.id ?? null;
  const [creating, setCreating] = useState(false);
  const language = useLanguage();
  const update = (patch: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch)) if (v === null) next.delete(k);
        else next.set(k, v);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageHeading title={t("title")} intro={t("intro")} icon={<Megaphone aria-hidden="true" className="size-7 text-primary-strong" />}>
        {projects.data?.length ? (
          <ProjectPicker
            id="launch-project"
            projects={projects.data}
            value={projectId}
            onChange={(id) => {
              setCreating(false);
              update({ project: id, plan: null });
            }}
          />
        ) : null}
      </PageHeading>
      {projects.isError ? <LoadError error={projects.error} onRetry={() => void projects.refetch()} /> : null}
      {projects.isPending ? (
        <LoadingBlock label={t("loading")}>
          <Skeleton className="h-40" />
        </LoadingBlock>
      ) : null}
      {projects.data && !projects.data.length && !projectId ? <p className="text-muted-foreground">{t("noProjects")}</p> : null}
      {projectId ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <nav aria-labelledby="plans-heading" className="grid content-start gap-3">
            <h2 id="plans-heading" className="text-lg font-semibold">
              {t("plans.heading")}
            </h2>
            {plans.isError ? <LoadError error={plans.error} onRetry={() => void plans.refetch()} /> : null}
            {plans.data && !plans.data.length ? <p className="text-sm text-muted-foreground">{t("plans.empty")}</p> : null}
            <ul className="grid gap-2">
              {plans.data?.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    aria-current={!creating && p.id === planId ? "true" : undefined}
                    aria-label={t("plans.open", { name: p.name })}
                    className={cn("grid w-full gap-0.5 rounded-md border px-3 py-2 text-start text-sm hover:bg-subtle", !creating && p.id === planId ? "border-primary bg-primary/5" : "border-border")}
                    onClick={() => {
                      setCreating(false);
                      update({ plan: p.id });
                    }}
                  >
                    <span className="font-medium break-words">{p.name}</span>
                    <span className="text-xs text-muted-foreground">{t("plans.date", { date: formatDay(p.launchDate, language, "long") })}</span>
                  </button>
                </li>
              ))}
            </ul>
            {canEdit ? (
              <div>
                <Button variant={creating ? "secondary" : "primary"} onClick={() => setCreating(true)}>
                  <Plus aria-hidden="true" className="size-4" /> {t("plans.new")}
                </Button>
              </div>
            ) : null}
          </nav>
          <div className="min-w-0">
            {creating ? (
              <div className="rounded-lg border border-border bg-card p-4 shadow-xs sm:p-6">
                <PlanForm
                  projectId={projectId}
                  onCancel={() => setCreating(false)}
                  onSaved={(plan) => {
                    setCreating(false);
                    update({ plan: plan.id });
                  }}
                />
              </div>
            ) : planId ? (
              <PlanView key={planId} planId={planId} canEdit={canEdit} onDeleted={() => update({ plan: null })} />
            ) : null}
          </div>
        </div>
      ) : projects.data?.length ? (
        <p className="text-muted-foreground">{t("pickProject")}</p>
      ) : null}
    </div>
  );
}

function PlanView({ planId, canEdit, onDeleted }: { planId: string; canEdit: boolean; onDeleted: () => void }) {
  const { t } = useTranslation("launches");
  const language = useLanguage();
  const plan = useLaunchPlan(planId);
  const { session } = useSession();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePlan();
  if (plan.isError) return <LoadError error={plan.error} onRetry={() => void plan.refetch()} />;
  if (!plan.data)
    return (
      <LoadingBlock label={t("loading")}>
        <Skeleton className="h-64" />
      </LoadingBlock>
    );
  const p = plan.data;
  const audiences = [...p.segments.map((s) => t(`segments.${s}`)), ...p.customAudiences];
  if (editing)
    return (
      <div className="rounded-lg border border-border bg-card p-4 shadow-xs sm:p-6">
        <PlanForm projectId={p.projectId} plan={p} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
      </div>
    );
  const onDelete = () =>
    remove.mutate(p.id, {
      onSuccess: (result) => {
        setConfirming(false);
        toast({ title: t("detail.deleted"), description: t("detail.deletedTasks", { deleted: result.tasksDeleted, kept: result.tasksKept }), variant: "success" });
        onDeleted();
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: isApiError(error) ? error.message : t("detail.deleteFailed"), variant: "error" });
      },
    });
  return (
    <div className="grid gap-6" data-testid="plan-view">
      <SectionCard title={p.name} description={t("detail.summary")}>
        {canEdit ? (
          <div className="mb-4 grid gap-2">
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" /> {t("detail.edit")}
              </Button>
              <Button size="sm" variant="outline" disabled={p.sent.length > 0} aria-describedby={p.sent.length > 0 ? "plan-delete-kept" : undefined} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" className="size-4" /> {t("detail.delete")}
              </Button>
            </div>
            {p.sent.length > 0 ? (
              <p id="plan-delete-kept" className="text-xs text-muted-foreground">
                {t("detail.deleteKept", { count: p.sent.length })}
              </p>
            ) : null}
            <ConfirmDialog
              isOpen={confirming}
              onOpenChange={setConfirming}
              title={t("detail.deleteTitle", { name: p.name })}
              description={t("detail.deleteDescription", { steps: p.steps.length, drafts: p.drafts.length })}
              confirmLabel={t("detail.confirmDelete")}
              cancelLabel={t("form.cancel")}
              isPending={remove.isPending}
              onConfirm={onDelete}
            />
          </div>
        ) : null}
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">{t("detail.launchDate")}</dt>
            <dd className="font-medium">{formatDay(p.launchDate, language, "long")}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("detail.audiences")}</dt>
            <dd className="font-medium">{audiences.join(", ")}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("detail.channels")}</dt>
            <dd className="font-medium">{p.channels.map((c) => t(`channels.${c}`)).join(", ")}</dd>
          </div>
        </dl>
        <h3 className="mt-5 mb-2 flex items-center gap-2 font-semibold">
          <Rocket aria-hidden="true" className="size-4" /> {t("detail.timeline")}
        </h3>
        {p.steps.length ? (
          <ol className="grid gap-1.5 border-s-2 border-border ps-4" data-testid="plan-steps">
            {p.steps.map((s) => (
              <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span>
                  <span className="font-medium">{formatDay(s.dueDate, language, "dayMonth")}</span> · {s.title}
                </span>
                <span className="text-xs text-muted-foreground">{s.taskStatus ? t("detail.taskStatus", { status: taskStatusKey[s.taskStatus] ? t(`taskStatus.${taskStatusKey[s.taskStatus]!}`) : s.taskStatus }) : t("detail.taskGone")}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">{t("detail.noSteps")}</p>
        )}
        <div className="mt-4 flex flex-wrap gap-4 text-sm">
          <Link to={`/calendar?project=${p.projectId}&tab=calendar`} className="inline-flex items-center gap-1.5 font-medium text-primary-strong underline-offset-4 hover:underline">
            <CalendarDays aria-hidden="true" className="size-4" /> {t("detail.calendar")}
          </Link>
          <Link to={`/project/${p.projectId}`} className="inline-flex items-center gap-1.5 font-medium text-primary-strong underline-offset-4 hover:underline">
            <FolderKanban aria-hidden="true" className="size-4" /> {t("detail.project")}
          </Link>
        </div>
      </SectionCard>
      <section aria-labelledby="drafts-heading" className="grid gap-4">
        <div>
          <h2 id="drafts-heading" className="text-lg font-semibold">
            {t("drafts.heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("drafts.intro")}</p>
          <p className="mt-1 text-sm font-medium" data-testid="draft-engine">
            {p.engine === "llm" ? t("drafts.engineLlm") : t("drafts.engineTemplate")}
          </p>
        </div>
        {canEdit ? <DraftWriter plan={p} /> : null}
        {p.drafts.length ? (
          <div className="grid gap-4">
            {p.drafts.map((d) => (
              <DraftCard key={`${d.id}-${d.updatedAt}`} planId={p.id} draft={d} canEdit={canEdit} userId={session?.userId ?? null} />
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t("drafts.empty")}</p>
        )}
      </section>
      <SentList sent={p.sent} />
    </div>
  );
}

function DraftWriter({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation("launches");
  const language = useLanguage();
  const [kind, setKind] = useState<DraftKind>("stakeholder_email");
  const [lang, setLang] = useState<LaunchLanguage>(language);
  const [error, setError] = useState("");
  const write = useWriteDraft();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError("");
    write.mutate({ planId: plan.id, kind, lang }, { onSuccess: () => toast({ title: t("drafts.written"), variant: "success" }), onError: (e) => setError(isApiError(e) ? e.message : t("drafts.failed")) });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3 rounded-lg border border-dashed border-border p-3" data-testid="draft-writer">
      <FieldShell id="draft-kind" label={t("drafts.kind")} className="min-w-48">
        <select id="draft-kind" className={inputClass} value={kind} onChange={(e) => setKind(e.target.value as DraftKind)}>
          {draftKinds.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id="draft-lang" label={t("drafts.lang")} className="min-w-32">
        <select id="draft-lang" className={inputClass} value={lang} onChange={(e) => setLang(e.target.value as LaunchLanguage)}>
          {launchLanguages.map((l) => (
            <option key={l} value={l}>
              {t(`langs.${l}`)}
            </option>
          ))}
        </select>
      </FieldShell>
      <Button type="submit" disabled={write.isPending}>
        {t("drafts.write")}
      </Button>
      {error ? <FormError>{error}</FormError> : null}
    </form>
  );
}

function SentList({ sent }: { sent: SentPiece[] }) {
  const { t } = useTranslation("launches");
  const language = useLanguage();
  return (
    <section aria-labelledby="sent-heading" className="grid gap-3">
      <h2 id="sent-heading" className="text-lg font-semibold">
        {t("sent.heading")}
      </h2>
      {sent.length ? (
        <ul className="grid gap-2" data-testid="sent-list">
          {sent.map((s) => (
            <li key={s.id} className="rounded-md border border-border bg-card p-3 text-sm">
              <p className="font-medium break-words">{s.subject}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={s.sentAt}>{t("sent.when", { date: formatDateTime(s.sentAt, language), via: s.via === "email" ? t("channels.email") : t("sent.channel") })}</time> · {t(`kinds.${s.kind}`)} ({t(`langs.${s.lang}`)}) · {t("sent.by", { name: s.sentByName })}
              </p>
              {s.recipients.length ? <p className="text-xs break-words text-muted-foreground">{t("sent.to", { list: s.recipients.join(", ") })}</p> : null}
              <details className="mt-1">
                <summary className="cursor-pointer text-xs font-medium text-primary-strong">{t("sent.show")}</summary>
                <pre className="mt-2 font-sans text-sm whitespace-pre-wrap">{s.body}</pre>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("sent.empty")}</p>
      )}
    </section>
  );
}
