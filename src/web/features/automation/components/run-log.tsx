import { CheckCircle2, CircleSlash, History, XCircle, Repeat } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Run } from "../../../api/automation";
import { customFieldIdOf } from "../../../../domain/automation/contract";
import { Skeletons } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../../lib/format";
import { cn } from "../../../lib/cn";
import { useLanguage } from "../../../lib/use-language";

const statusStyle: Record<Run["status"], { icon: typeof CheckCircle2; className: string }> = {
  succeeded: { icon: CheckCircle2, className: "text-success-strong" },
  failed: { icon: XCircle, className: "text-destructive-strong" },
  skipped: { icon: CircleSlash, className: "text-muted-foreground" },
  loop_cut: { icon: Repeat, className: "text-warning-strong" },
  dry_run: { icon: CircleSlash, className: "text-muted-foreground" },
};

export function RunStatus({ status }: { status: Run["status"] }) {
  const { t } = useTranslation("automation");
  const { icon: Icon, className } = statusStyle[status];
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm font-medium", className)}>
      <Icon aria-hidden="true" className="size-4" />
      {t(`status.${status}`)}
    </span>
  );
}

export function RunLog({ runs, isLoading }: { runs: Run[] | undefined; isLoading: boolean }) {
  const { t } = useTranslation("automation");
  const language = useLanguage();
  if (isLoading) return <Skeletons count={4} className="h-14" />;
  if (!runs?.length)
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-6 py-10 text-center">
        <History aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{t("emptyLog.title")}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{t("emptyLog.description")}</p>
      </div>
    );
  return (
    <ul className="grid gap-2" aria-label={t("tabs.log")}>
      {runs.map((run) => (
        <li key={run.id} className="rounded-lg border border-border bg-card">
          <details className="group">
            <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg p-3 focus-visible:outline-2 focus-visible:outline-ring" aria-label={t("log.details", { name: run.ruleName })}>
              <RunStatus status={run.status} />
              <span className="min-w-0 flex-1 truncate font-medium">{run.ruleName}</span>
              <span className="text-xs text-muted-foreground">{formatDateTime(run.createdAt, language)}</span>
            </summary>
            <div className="grid gap-3 border-t border-border p-3 text-sm">
              <div>
                <h3 className="font-semibold">{t("log.event")}</h3>
                <p className="break-words text-muted-foreground">
                  {t(`trigger.${run.event.type as "task.created"}`)}
                  {run.event.summary && run.event.summary !== run.event.type ? ` · ${run.event.summary}` : ""} · {t("log.depth", { depth: run.event.depth })} · {t("log.duration", { ms: run.durationMs })}
                </p>
              </div>
              <div>
                <h3 className="font-semibold">{t("log.conditions")}</h3>
                {run.conditions.length === 0 ? (
                  <p className="text-muted-foreground">{t("log.noConditions")}</p>
                ) : (
                  <ul className="list-disc ps-5">
                    {run.conditions.map((c, i) => (
                      <li key={i}>
                        {customFieldIdOf(c.field) !== null ? t("condition.customField") : t(`condition.${c.field as "task.status"}`)} {t(`condition.ops.${c.op as "eq"}`)} «{c.value}»: <strong className={c.passed ? "text-success-strong" : "text-destructive-strong"}>{c.passed ? t("log.passed") : t("log.notPassed")}</strong> ({t("log.actual", { value: c.actual ?? "—" })})
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <h3 className="font-semibold">{t("log.actions")}</h3>
                {run.actions.length === 0 ? (
                  <p className="text-muted-foreground">{run.error ?? t("log.noActions")}</p>
                ) : (
                  <ul className="list-disc ps-5">
                    {run.actions.map((a, i) => (
                      <li key={i} className="break-words">
                        {t(`action.${a.type as "notify"}`)} — <strong className={a.status === "failed" ? "text-destructive-strong" : undefined}>{t(`log.outcome.${a.status}`)}</strong>
                        {a.detail ? `: ${a.detail}` : ""}
                        {a.error ? <span className="text-destructive-strong"> ({a.error})</span> : null}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
