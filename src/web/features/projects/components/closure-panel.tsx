import { CheckCircle2, Lock, Unlock } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { closureChecklistKeys, type ClosureChecklistKey } from "../../../../domain/projects/schemas";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { useClosure, useCloseProject, useReopenProject, useUpdateChecklist } from "../api/closure";
import type { Project } from "../../../api/projects";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { ErrorState } from "./empty-state";
import { inputClass } from "./field";
import { NarrativeForm } from "./narrative-form";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { useLanguage } from "../../../lib/use-language";

type Item = { key: ClosureChecklistKey; done: boolean; note: string };

/** Formal closure: the checklist, then closing (records the date, sets Completado). */
export function ClosurePanel({ project }: { project: Project }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  const closure = useClosure(project.id);
  const updateChecklist = useUpdateChecklist(project.id);
  const close = useCloseProject(project.id);
  const reopen = useReopenProject(project.id);
  const { canEdit, canDelete } = useMyPermissions();
  const [items, setItems] = useState<Item[]>([]);
  const [closeError, setCloseError] = useState<string | null>(null);

  useEffect(() => {
    if (closure.data) setItems(closure.data.checklist.filter((i): i is Item => (closureChecklistKeys as readonly string[]).includes(i.key)).map((i) => ({ key: i.key, done: i.done, note: i.note })));
  }, [closure.data]);

  if (closure.isError) return <ErrorState message={t("management.loadFailed")} retryLabel={t("common.retry")} onRetry={() => void closure.refetch()} />;
  if (closure.isPending) return <Skeleton className="h-96 rounded-xl" />;

  const done = items.filter((i) => i.done).length;
  const isClosed = closure.data.formalClosure;

  const saveChecklist = async () => {
    try {
      await updateChecklist.mutateAsync(items);
      toast({ title: t("closure.checklistSaved"), variant: "success" });
    } catch (error) {
      toast({ title: t("management.saveFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };
  const closeProject = async () => {
    setCloseError(null);
    try {
      await updateChecklist.mutateAsync(items);
      await close.mutateAsync({});
      toast({ title: t("closure.closed"), variant: "success" });
    } catch (error) {
      const message = isApiError(error) ? error.message : t("closure.closeFailed");
      setCloseError(message);
      toast({ title: t("closure.closeFailed"), description: message, variant: "error" });
    }
  };
  const reopenProject = async () => {
    try {
      await reopen.mutateAsync();
      toast({ title: t("closure.reopened"), variant: "success" });
    } catch (error) {
      toast({ title: t("closure.reopenFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };

  return (
    <section aria-labelledby="closure-heading" className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="closure-heading" className="text-xl font-semibold">
            {t("closure.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("closure.intro")}</p>
        </div>
        {isClosed ? (
          <div role="status" className="flex items-center gap-2 rounded-lg border border-success-strong/40 bg-success-strong/10 px-3 py-2 text-sm">
            <CheckCircle2 aria-hidden="true" className="size-4 text-success-strong" />
            {t("closure.closedOn", { date: closure.data.closedAt ? formatDateTime(closure.data.closedAt, language) : "" })}
          </div>
        ) : null}
      </div>
      <div className="rounded-xl border border-border bg-card p-5">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-medium">{t("closure.progress", { done, total: items.length })}</span>
        </div>
        <ProgressBar percent={items.length ? (done / items.length) * 100 : 0} label={t("closure.progress", { done, total: items.length })} className="mt-2" />
        <ul className="mt-4 grid gap-3">
          {items.map((item, index) => (
            <li key={item.key} className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[1fr_minmax(12rem,20rem)] sm:items-center">
              <label className="flex cursor-pointer items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-[var(--color-primary)]"
                  checked={item.done}
                  disabled={isClosed || !canEdit}
                  onChange={(e) => setItems((all) => all.map((x, i) => (i === index ? { ...x, done: e.target.checked } : x)))}
                />
                <span>
                  <span className="font-medium">{t(`closure.items.${item.key}`)}</span>
                  <span className="block text-xs text-muted-foreground">{t(`closure.hints.${item.key}`)}</span>
                </span>
              </label>
              <div>
                <label htmlFor={`closure-note-${item.key}`} className="sr-only">
                  {t("closure.noteFor", { item: t(`closure.items.${item.key}`) })}
                </label>
                <input
                  id={`closure-note-${item.key}`}
                  className={inputClass}
                  placeholder={t("closure.notePlaceholder")}
                  value={item.note}
                  maxLength={1000}
                  disabled={isClosed || !canEdit}
                  onChange={(e) => setItems((all) => all.map((x, i) => (i === index ? { ...x, note: e.target.value } : x)))}
                />
              </div>
            </li>
          ))}
        </ul>
        {closeError ? (
          <p role="alert" className="mt-4 text-sm font-medium text-destructive-strong">
            {closeError}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {!canEdit ? null : isClosed ? (
            <Button variant="outline" disabled={!canDelete} isLoading={reopen.isPending} onClick={() => void reopenProject()}>
              <Unlock aria-hidden="true" />
              {t("closure.reopen")}
            </Button>
          ) : (
            <>
              <Button variant="outline" isLoading={updateChecklist.isPending && !close.isPending} onClick={() => void saveChecklist()}>
                {t("closure.saveChecklist")}
              </Button>
              <Button isLoading={close.isPending} onClick={() => void closeProject()}>
                <Lock aria-hidden="true" />
                {t("closure.close")}
              </Button>
            </>
          )}
        </div>
      </div>
      <div className="rounded-xl border border-border bg-card p-5">
        <NarrativeForm project={project} fields={["evaluation", "lessonsLearned"]} idPrefix="closure" />
      </div>
    </section>
  );
}
