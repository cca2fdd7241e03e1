import { CheckCircle2, Lock, RotateCcw, Send, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TimesheetWeek } from "../../../api/time-tracking";
import { useApprovalQueue, useTimesheetWeek, useWeekAction } from "../../../api/time-tracking";
import { clock } from "../../../components/time-tracking/format";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { FieldShell, inputClass } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDateTime, formatDay } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";

// A week's approval on the timesheet (decision 1211): its status, the person's "submit", and for
// owners and admins "approve", "reject" (with a reason) and "reopen"; plus the queue of weeks
// waiting for them.

const tones: Record<TimesheetWeek["status"], string> = {
  open: "border-border bg-muted/40",
  submitted: "border-warning/50 bg-warning/10",
  approved: "border-success/50 bg-success/10",
  rejected: "border-destructive/50 bg-destructive/10",
  reopened: "border-border bg-muted/40",
};

export function WeekApproval({ weekStart, userId, isOwn, mayLog, isManager }: { weekStart: string; userId: string | null; isOwn: boolean; mayLog: boolean; isManager: boolean }) {
  const { t } = useTranslation("time-tracking");
  const language = useLanguage();
  const week = useTimesheetWeek(weekStart, isOwn ? null : userId);
  const act = useWeekAction();
  const [isRejecting, setIsRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const id = useId();
  if (!week.data) return null;
  const w = week.data;

  const run = async (input: Parameters<typeof act.mutateAsync>[0], done: string) => {
    try {
      await act.mutateAsync(input);
      toast({ title: done, variant: "success" });
      setIsRejecting(false);
      setReason("");
      setReasonError(undefined);
    } catch (error) {
      if (isApiError(error) && error.fields?.reason) setReasonError(error.fields.reason);
      else toast({ title: isApiError(error) ? error.message : t("week.failed"), variant: "error" });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={cn("grid gap-3 rounded-lg border p-3 text-sm", tones[w.status])} data-testid="week-approval" data-status={w.status}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={`${id}-title`} className="font-semibold">
          {t("week.title")}
        </h2>
        <span className="inline-flex items-center gap-1 font-medium" data-testid="week-status">
          {w.locked ? <Lock aria-hidden="true" className="size-4" /> : null}
          {t(`week.status.${w.status}`)}
        </span>
        {w.decidedByName && w.decidedAt && w.status !== "submitted" ? <span className="text-muted-foreground">{t("week.decidedBy", { who: w.decidedByName, date: formatDateTime(w.decidedAt, language) })}</span> : null}
        <div className="ml-auto flex flex-wrap gap-2">
          {isOwn && mayLog && (w.status === "open" || w.status === "rejected" || w.status === "reopened") ? (
            <Button type="button" size="sm" disabled={act.isPending} onClick={() => void run({ action: "submit", weekStart }, t("week.submitted"))}>
              <Send aria-hidden="true" />
              {t("week.submit")}
            </Button>
          ) : null}
          {isManager && w.id && w.status === "submitted" ? (
            <>
              <Button type="button" size="sm" disabled={act.isPending} onClick={() => void run({ action: "approve", weekId: w.id! }, t("week.approved"))}>
                <CheckCircle2 aria-hidden="true" />
                {t("week.approve")}
              </Button>
              <Button type="button" size="sm" variant="outline" aria-expanded={isRejecting} aria-controls={`${id}-reject`} onClick={() => setIsRejecting((v) => !v)}>
                <XCircle aria-hidden="true" />
                {t("week.reject")}
              </Button>
            </>
          ) : null}
          {isManager && w.id && w.status === "approved" ? (
            <Button type="button" size="sm" variant="outline" disabled={act.isPending} onClick={() => void run({ action: "reopen", weekId: w.id! }, t("week.reopened"))}>
              <RotateCcw aria-hidden="true" />
              {t("week.reopen")}
            </Button>
          ) : null}
        </div>
      </div>
      {w.status === "submitted" ? <p className="text-muted-foreground">{t("week.submittedHours", { hours: clock(w.submittedMinutes) })}</p> : null}
      {w.status === "rejected" && w.reason ? <p data-testid="week-reason">{t("week.rejectedBecause", { reason: w.reason })}</p> : null}
      {w.locked ? <p>{t("week.locked")}</p> : null}
      {isRejecting ? (
        <form
          id={`${id}-reject`}
          className="grid gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setReasonError(t("week.reasonRequired"));
            void run({ action: "reject", weekId: w.id!, reason }, t("week.rejected"));
          }}
        >
          <FieldShell id={`${id}-reason`} label={t("week.reason")} error={reasonError} hint={t("week.reasonHint")}>
            <textarea id={`${id}-reason`} className={cn(inputClass, "min-h-20")} value={reason} maxLength={1000} aria-invalid={reasonError ? true : undefined} onChange={(e) => setReason(e.target.value)} />
          </FieldShell>
          <div className="flex gap-2">
            <Button type="submit" size="sm" variant="destructive" disabled={act.isPending}>
              {t("week.confirmReject")}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setIsRejecting(false)}>
              {t("week.cancel")}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

/** Owners and admins: the weeks people submitted, to open and decide. */
export function ApprovalQueue({ onOpen }: { onOpen: (userId: string, weekStart: string) => void }) {
  const { t } = useTranslation("time-tracking");
  const language = useLanguage();
  const queue = useApprovalQueue(true);
  if (!queue.data) return null;
  return (
    <SectionCard title={t("week.queue")}>
      {queue.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("week.queueEmpty")}</p>
      ) : (
        <ul className="grid gap-2 text-sm" data-testid="approval-queue">
          {queue.data.map((w) => (
            <li key={w.id} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1">{t("week.queueItem", { name: w.userName, week: formatDay(w.weekStart, language, "long"), hours: clock(w.submittedMinutes) })}</span>
              <Button type="button" size="sm" variant="outline" onClick={() => onOpen(w.userId, w.weekStart)}>
                {t("week.review", { name: w.userName })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
