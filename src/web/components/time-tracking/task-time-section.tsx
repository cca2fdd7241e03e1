import { Play, Square } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLogTime, useStartTimer, useStopTimer, useTaskTime, useTimer } from "../../api/time-tracking";
import { isApiError } from "../../lib/api-client";
import { formatPercent } from "../../lib/format";
import { useLanguage } from "../../lib/use-language";
import { Button } from "../ui/button";
import { ProgressBar } from "../ui/progress-bar";
import { Skeleton } from "../ui/skeleton";
import { toast } from "../ui/toast-store";
import { EntryForm } from "./entry-form";
import { EntryList } from "./entry-list";
import { clock, elapsedSince, hours } from "./format";
import { useNow } from "./use-now";

// The task details dialog's "Tiempo" section (decision 1204): everyone's logged total against the
// estimate, the caller's timer on this task, a form to log time and the entries the caller may
// see (their own; owners and admins everyone's).

type Props = { projectId: string; taskId: string; taskTitle: string; canEdit: boolean };

export function TaskTimeSection({ projectId, taskId, taskTitle, canEdit }: Props) {
  const { t } = useTranslation("time-tracking");
  const language = useLanguage();
  const time = useTaskTime(projectId, taskId);
  const timer = useTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const log = useLogTime();
  const running = timer.data ?? null;
  const isHere = running?.taskId === taskId;
  const now = useNow(isHere);

  if (time.isPending) return <Skeleton className="h-24" />;
  if (time.isError) return <p role="alert" className="text-sm text-destructive-strong">{t("section.loadError")}</p>;
  const { totalMinutes, billableMinutes, estimateHours, entries, seesAll } = time.data;
  const estimateMinutes = estimateHours !== null ? Math.round(estimateHours * 60) : null;
  const percent = estimateMinutes ? Math.round((totalMinutes / estimateMinutes) * 100) : null;

  const onStart = async () => {
    try {
      const result = await start.mutateAsync({ projectId, taskId });
      toast({ title: t("timer.started"), description: result.stopped ? t("timer.previousStopped", { task: result.stopped.taskTitle, duration: clock(result.stopped.minutes) }) : undefined, variant: "success" });
    } catch (error) {
      toast({ title: isApiError(error) ? error.message : t("form.failed"), variant: "error" });
    }
  };
  const onStop = async () => {
    const result = await stop.mutateAsync();
    if (!result.entry) toast({ title: t(result.locked ? "timer.locked" : "timer.tooShort"), variant: "warning" });
    else toast({ title: t("timer.stopped", { duration: clock(result.entry.minutes), task: result.entry.taskTitle }), description: result.capped ? t("timer.capped") : undefined, variant: result.capped ? "warning" : "success" });
  };

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <p className="text-sm" data-testid="task-time-total">
          {estimateMinutes !== null ? t("section.summary", { logged: hours(totalMinutes, language), estimate: hours(estimateMinutes, language) }) : t("section.summaryNoEstimate", { logged: hours(totalMinutes, language) })}
          {billableMinutes > 0 ? <span className="text-muted-foreground"> · {t("section.billable", { hours: hours(billableMinutes, language) })}</span> : null}
        </p>
        {percent !== null ? (
          <>
            <ProgressBar label={`${t("section.progressLabel")}: ${formatPercent(Math.min(percent, 999) / 100, language)}`} percent={Math.min(percent, 100)} />
            {estimateMinutes !== null && totalMinutes > estimateMinutes ? <p className="text-xs text-destructive-strong">{t("section.over", { hours: hours(totalMinutes - estimateMinutes, language) })}</p> : null}
          </>
        ) : null}
      </div>

      {canEdit ? (
        <div className="flex flex-wrap items-center gap-2">
          {isHere ? (
            <>
              <Button type="button" size="sm" variant="destructive" disabled={stop.isPending} onClick={() => void onStop()}>
                <Square aria-hidden="true" />
                {t("timer.stop")}
              </Button>
              <span className="text-sm font-medium tabular-nums" role="timer" aria-live="off">
                {t("timer.running", { elapsed: elapsedSince(running.startedAt, now) })}
              </span>
            </>
          ) : (
            <Button type="button" size="sm" variant="outline" disabled={start.isPending || timer.isPending} onClick={() => void onStart()}>
              <Play aria-hidden="true" />
              {t("timer.start")}
            </Button>
          )}
          {running && !isHere ? <p className="basis-full text-xs text-muted-foreground">{t("timer.runningElsewhere", { task: running.taskTitle, project: running.projectName })}</p> : null}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{t("section.readOnly")}</p>
      )}

      {canEdit ? (
        <details className="rounded-md border border-border p-2">
          <summary className="cursor-pointer text-sm font-medium">{t("form.title")}</summary>
          <div className="pt-2">
            <EntryForm
              submitLabel={t("form.add")}
              isPending={log.isPending}
              onSubmit={async (values) => {
                await log.mutateAsync({ projectId, taskId, input: values });
                toast({ title: t("form.added"), description: taskTitle, variant: "success" });
              }}
            />
          </div>
        </details>
      ) : null}

      {entries.length ? <EntryList entries={entries} showPerson={seesAll} /> : <p className="text-sm text-muted-foreground">{t("section.empty")}</p>}
      {!seesAll && canEdit ? <p className="text-xs text-muted-foreground">{t("section.mineOnly")}</p> : null}
    </div>
  );
}
