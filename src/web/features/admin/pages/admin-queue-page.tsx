import { CircleAlert, CircleCheck, Clock, ListTodo, LoaderCircle, RotateCcw, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DONE_JOB_RETENTION_DAYS, queueStatuses } from "../../../../domain/work-queue/contract";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { DataTable } from "../../../components/ui/table";
import { toast } from "../../../components/ui/toast-store";
import { formatDateTime, formatNumber } from "../../../lib/format";
import { useReportError } from "../../../lib/report-error";
import { useLanguage } from "../../../lib/use-language";
import { cn } from "../../../lib/cn";
import { useRetryQueuedJob, useWorkQueue, type QueueJob, type QueueStatus } from "../api/work-queue";
import { AdminGate, ForbiddenPage, isForbidden } from "../components/admin-gate";
import { AdminPage } from "../components/admin-page";
import { PagedListCard } from "../components/paged-list-card";

// /admin/queue: the durable work queue (decision 0410) for administrators: how many jobs are
// queued, running, done or failed (a count filters the list), the latest jobs with their mail and
// last error, and a retry (after a confirmation) for a failed one. It refreshes every 15 s.

const pageSize = 20;

const statusLook: Record<QueueStatus, { icon: LucideIcon; className: string }> = {
  queued: { icon: Clock, className: "text-muted-foreground" },
  running: { icon: LoaderCircle, className: "text-primary-strong" },
  done: { icon: CircleCheck, className: "text-success-strong" },
  failed: { icon: CircleAlert, className: "text-destructive-strong" },
};

function QueueScreen() {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const [status, setStatus] = useState<QueueStatus | "">("");
  const [page, setPage] = useState(1);
  const [retrying, setRetrying] = useState<QueueJob | null>(null);
  const queue = useWorkQueue({ status, page, pageSize });
  const retry = useRetryQueuedJob();
  const report = useReportError();

  if (queue.isError && isForbidden(queue.error)) return <ForbiddenPage />;

  const kindLabel = (kind: string) => t(`queue.kinds.${kind}` as "queue.kinds.mail", { defaultValue: kind });
  const jobLabel = (job: QueueJob) => (job.mail ? `${kindLabel(job.kind)} · ${job.mail.subject}` : kindLabel(job.kind));
  const onFilter = (next: QueueStatus) => {
    setStatus((current) => (current === next ? "" : next));
    setPage(1);
  };
  const onConfirm = () => {
    if (!retrying) return;
    retry.mutate(retrying.id, {
      onSuccess: () => {
        toast({ title: t("queue.retried"), variant: "success" });
        setRetrying(null);
      },
      onError: (error) => {
        report(error);
        setRetrying(null);
      },
    });
  };
  const counts = queue.data?.counts;
  const items = queue.data?.items ?? [];

  return (
    <AdminPage icon={ListTodo} title={t("queue.heading")} intro={t("queue.intro", { days: DONE_JOB_RETENTION_DAYS })} other={{ to: "/admin/logs", label: t("queue.toLogs") }}>
      <section aria-label={t("queue.countsLabel")} className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {queueStatuses.map((s) => {
          const look = statusLook[s];
          const Icon = look.icon;
          const isActive = status === s;
          return (
            <button
              key={s}
              type="button"
              data-count={s}
              aria-pressed={isActive}
              title={t("queue.filterBy", { status: t(`queue.status.${s}`) })}
              onClick={() => onFilter(s)}
              className={cn(
                "flex flex-col items-start gap-1 rounded-xl border bg-card p-4 text-left shadow-xs transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                isActive && "border-primary ring-1 ring-primary",
              )}
            >
              <span className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                <Icon aria-hidden="true" className={cn("size-4", look.className)} />
                {t(`queue.status.${s}`)}
              </span>
              {counts ? (
                <span className={cn("text-2xl font-semibold tabular-nums", s === "failed" && counts.failed > 0 && "text-destructive-strong")}>{formatNumber(counts[s], language)}</span>
              ) : (
                <Skeleton className="h-8 w-12" />
              )}
            </button>
          );
        })}
      </section>
      <PagedListCard
        list={queue}
        placeholder={{ count: 5, className: "h-12 w-full" }}
        loadFailed={t("queue.loadFailed")}
        empty={status ? t("queue.emptyStatus", { status: t(`queue.status.${status}`) }) : t("queue.empty")}
        onPage={setPage}
      >
        {/* A focusable region: the table scrolls sideways on a phone even when no row has a button. */}
        <div className="relative overflow-x-auto rounded-lg border border-border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" tabIndex={0} role="region" aria-label={t("queue.heading")}>
          <DataTable
            headClassName="bg-muted text-xs text-muted-foreground uppercase"
            className="min-w-[56rem]"
            caption={t("queue.heading")}
            columns={[
              { label: t("queue.columns.job") },
              { label: t("queue.columns.state") },
              { label: t("queue.columns.attempts") },
              { label: t("queue.columns.when") },
              { label: t("queue.columns.error") },
              { label: t("queue.columns.actions") },
            ]}
          >
            {items.map((job) => {
              const look = statusLook[job.status];
              const Icon = look.icon;
              return (
                <tr key={job.id} data-job={job.id} data-kind={job.kind} data-status={job.status}>
                  <td className="px-3 py-2">
                    <p className="font-medium">{kindLabel(job.kind)}</p>
                    {job.mail ? (
                      <>
                        <p className="max-w-72 truncate text-xs" title={job.mail.subject}>
                          {job.mail.subject}
                        </p>
                        <p className="text-xs text-muted-foreground">{t("queue.mailTo", { to: job.mail.to })}</p>
                        {job.mail.sentAt ? <p className="text-xs text-muted-foreground">{t("queue.mailSent", { date: formatDateTime(job.mail.sentAt, language) })}</p> : null}
                      </>
                    ) : (
                      <p className="font-mono text-xs text-muted-foreground">{job.kind}</p>
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <span className={cn("inline-flex items-center gap-1 font-medium", look.className)}>
                      <Icon aria-hidden="true" className="size-4" />
                      {t(`queue.state.${job.status}`)}
                    </span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{t("queue.attempts", { attempts: formatNumber(job.attempts, language), max: formatNumber(job.maxAttempts, language) })}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                    {job.finishedAt ? t("queue.finished", { date: formatDateTime(job.finishedAt, language) }) : t("queue.nextRun", { date: formatDateTime(job.runAt, language) })}
                  </td>
                  <td className="max-w-64 min-w-44 px-3 py-2">
                    {job.lastError ? (
                      <p className="line-clamp-2 font-mono text-xs break-words text-destructive-strong" title={job.lastError}>
                        {job.lastError}
                      </p>
                    ) : (
                      <span className="text-muted-foreground">{t("queue.noError")}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {job.status === "failed" ? (
                      <Button variant="outline" size="sm" onClick={() => setRetrying(job)} aria-label={t("queue.retryOf", { job: jobLabel(job) })}>
                        <RotateCcw aria-hidden="true" />
                        {t("queue.retry")}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </div>
      </PagedListCard>
      <ConfirmDialog
        isOpen={retrying !== null}
        onOpenChange={(open) => {
          if (!open) setRetrying(null);
        }}
        title={t("queue.confirmTitle")}
        description={t("queue.confirmBody", { job: retrying ? jobLabel(retrying) : "" })}
        confirmLabel={t("queue.confirm")}
        cancelLabel={t("actions.cancel")}
        isPending={retry.isPending}
        onConfirm={onConfirm}
      />
    </AdminPage>
  );
}

export function AdminQueuePage() {
  return (
    <AdminGate>
      <QueueScreen />
    </AdminGate>
  );
}
