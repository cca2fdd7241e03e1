import { Activity, Clock, Flame, Layers, ListTodo, MoonStar, Palmtree } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { formatDay, formatNumber, formatPercent } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { useSignals, type BurnoutSignal } from "../api/capacity-center";

// Burnout signals with their evidence, each against the person's own baseline. The server shows a
// manager everyone's and anybody else only their own.

const icons = { overload_streak: Flame, context_switching: Layers, overdue_pileup: ListTodo, no_time_off: Palmtree, after_hours: MoonStar } as const;

function Evidence({ signal }: { signal: BurnoutSignal }) {
  const { t } = useTranslation("capacity");
  const { t: tt } = useTranslation("time-tracking");
  const language = useLanguage();
  const e = signal.evidence;
  switch (e.kind) {
    case "overload_streak":
      return <>{t("signals.evidence.overload_streak", { baseline: e.baseline, weeks: e.weeks.map((w) => `${formatDay(w.start, language, "dayMonth")} (${w.utilisation} %)`).join(", ") })}</>;
    case "context_switching":
      return <>{t("signals.evidence.context_switching", { count: e.projects.length, week: formatDay(e.week, language, "long"), baseline: formatNumber(e.baseline, language), projects: e.projects.join(", ") })}</>;
    case "overdue_pileup":
      return <>{t("signals.evidence.overdue_pileup", { count: e.tasks.length, median: formatNumber(e.teamMedian, language), tasks: e.tasks.map((x) => `${x.title} (${x.projectName}, ${formatDay(x.endDate, language)})`).join("; ") })}</>;
    case "no_time_off":
      return <>{t("signals.evidence.no_time_off", { days: e.days, since: formatDay(e.since, language, "long") })}</>;
    case "after_hours": {
      // Hours logged outside the person's working hours (time tracking, decision 1204).
      const h = (v: number) => formatNumber(v, language, { maximumFractionDigits: 1 });
      const weeks = e.weeks.map((w) =>
        tt("signal.week", { date: formatDay(w.start, language, "dayMonth"), hours: h(w.outside), days: w.days.map((d) => tt(`signal.reason.${d.reason}`, { date: formatDay(d.date, language, "dayMonth"), hours: h(d.outside) })).join("; ") }),
      );
      return <>{tt("signal.evidence", { weeks: weeks.join(" · "), baseline: h(e.baseline) })}</>;
    }
  }
}

export function SignalsPanel() {
  const { t } = useTranslation("capacity");
  const { t: tt } = useTranslation("time-tracking");
  const language = useLanguage();
  const signals = useSignals();
  if (signals.isPending) return <Skeleton className="h-40" />;
  if (signals.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t("signals.loadError")}</p>
        <Button variant="outline" onClick={() => void signals.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  const { manager, people, pending } = signals.data;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{manager ? t("signals.managerNote") : t("signals.memberNote")}</p>
      {people.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{manager ? t("signals.empty") : t("signals.emptyMember")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {people.map((person) => (
            <li key={person.resourceId} className="rounded-lg border border-border p-4">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="font-semibold">{person.name}</h3>
                <span className="text-xs text-muted-foreground">{t("signals.baseline", { percent: formatPercent(person.baseline / 100, language) })}</span>
              </div>
              {person.signals.length === 0 ? (
                <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
                  <Activity aria-hidden="true" className="size-4" />
                  {t("signals.none")}
                </p>
              ) : (
                <ul className="mt-2 grid gap-2">
                  {person.signals.map((s) => {
                    const Icon = icons[s.kind];
                    return (
                      <li key={s.kind} className={cn("rounded-md border-l-4 bg-muted/40 p-3 text-sm", s.severity === "high" ? "border-destructive-strong" : "border-warning-strong")}>
                        <p className="flex items-center gap-2 font-medium">
                          <Icon aria-hidden="true" className="size-4 shrink-0" />
                          {s.kind === "after_hours" ? tt("signal.kind") : t(`signals.kind.${s.kind}`)}
                          <span className={cn("ml-auto rounded-full px-2 py-0.5 text-xs", s.severity === "high" ? "bg-destructive/15 text-destructive-strong" : "bg-warning-strong/15 text-warning-strong")}>
                            {t(`signals.${s.severity}`)}
                          </span>
                        </p>
                        <p className="mt-1 text-muted-foreground">
                          <Evidence signal={s} />
                        </p>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {pending.includes("after_hours") ? (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          {t("signals.pending")}
        </p>
      ) : null}
    </div>
  );
}
