import { ChevronLeft, ChevronRight, Square } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { can } from "../../../../domain/authorization";
import { addDays, mondayOf } from "../../../../domain/capacity/dates";
import { weekTotals } from "../../../../domain/time-tracking/week";
import { useActiveWorkspaceMembers } from "../../../api/account";
import { useProjectItems } from "../../../api/projects";
import { useTasks } from "../../../api/tasks";
import { useLogTime, useStopTimer, useTimer, useTimesheet, useTimesheetWeek } from "../../../api/time-tracking";
import { useSearchParams } from "react-router";
import { ApprovalQueue, WeekApproval } from "../components/week-approval";
import { TimeReport } from "../components/time-report";
import { useSession } from "../../../app/session";
import { PageHeading } from "../../../components/page-heading";
import { EntryForm } from "../../../components/time-tracking/entry-form";
import { EntryList } from "../../../components/time-tracking/entry-list";
import { clock, elapsedSince } from "../../../components/time-tracking/format";
import { useNow } from "../../../components/time-tracking/use-now";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { FieldShell, inputClass } from "../../../components/ui/form-field";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { languageTags } from "../../../i18n/language";
import { cn } from "../../../lib/cn";
import { formatDay } from "../../../lib/format";
import { readerToday } from "../../../lib/reader-day";
import { useLanguage } from "../../../lib/use-language";

// The personal timesheet (/timesheet, decision 1204): a week Monday to Sunday, a row per task with
// its hours each day, totals per day, per project and for the week; time added inline; the
// running timer with its stop. Owners and admins may open anyone's week.

function RunningTimer() {
  const { t } = useTranslation("time-tracking");
  const timer = useTimer();
  const stop = useStopTimer();
  const running = timer.data ?? null;
  const now = useNow(running !== null);
  if (!running) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
      <span className="min-w-0 flex-1 font-medium tabular-nums" role="timer">
        {t("timer.widget", { task: `${running.taskTitle} (${running.projectName})`, elapsed: elapsedSince(running.startedAt, now) })}
      </span>
      <Button
        type="button"
        size="sm"
        variant="destructive"
        disabled={stop.isPending}
        onClick={() =>
          void stop.mutateAsync().then((result) => {
            if (!result.entry) toast({ title: t(result.locked ? "timer.locked" : "timer.tooShort"), variant: "warning" });
            else toast({ title: t("timer.stopped", { duration: clock(result.entry.minutes), task: result.entry.taskTitle }), description: result.capped ? t("timer.capped") : undefined, variant: "success" });
          })
        }
      >
        <Square aria-hidden="true" />
        {t("timer.stop")}
      </Button>
    </div>
  );
}

function AddEntry({ defaultDate }: { defaultDate: string }) {
  const { t } = useTranslation("time-tracking");
  const id = useId();
  const projects = useProjectItems();
  const [projectId, setProjectId] = useState("");
  const [taskId, setTaskId] = useState("");
  const tasks = useTasks(projectId || null);
  const log = useLogTime();
  if (projects.isPending) return <Skeleton className="h-24" />;
  if (!projects.data?.length) return <p className="text-sm text-muted-foreground">{t("sheet.noProjects")}</p>;
  const pick = (
    <div className="grid gap-3 sm:grid-cols-2">
      <FieldShell id={`${id}-project`} label={t("form.project")}>
        <select
          id={`${id}-project`}
          className={inputClass}
          value={projectId}
          onChange={(e) => {
            setProjectId(e.target.value);
            setTaskId("");
          }}
        >
          <option value="">{t("form.chooseProject")}</option>
          {projects.data.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id={`${id}-task`} label={t("form.task")} hint={projectId && tasks.data?.length === 0 ? t("form.noTasks") : undefined}>
        <select id={`${id}-task`} className={inputClass} value={taskId} disabled={!projectId || !tasks.data?.length} onChange={(e) => setTaskId(e.target.value)}>
          <option value="">{t("form.chooseTask")}</option>
          {(tasks.data ?? []).map((task) => (
            <option key={task.id} value={task.id}>
              {task.title}
            </option>
          ))}
        </select>
      </FieldShell>
    </div>
  );
  return (
    <EntryForm
      key={defaultDate}
      initial={{ date: defaultDate }}
      before={pick}
      submitLabel={t("form.add")}
      isPending={log.isPending}
      isBlocked={!projectId || !taskId}
      onSubmit={async (values) => {
        await log.mutateAsync({ projectId, taskId, input: values });
        toast({ title: t("form.added"), variant: "success" });
      }}
    />
  );
}

export function TimesheetPage() {
  const { t } = useTranslation("time-tracking");
  const language = useLanguage();
  const { session } = useSession();
  const members = useActiveWorkspaceMembers();
  const me = session?.userId ?? null;
  const role = members.data?.find((m) => m.userId === me)?.role;
  const [params] = useSearchParams();
  const [week, setWeek] = useState(() => {
    const asked = params.get("week");
    return asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? mondayOf(asked) : mondayOf(readerToday());
  });
  const [person, setPerson] = useState<string | null>(null);
  const from = week;
  const to = addDays(week, 6);
  const sheet = useTimesheet(from, to, person);
  const totals = useMemo(() => weekTotals(sheet.data?.entries ?? [], week), [sheet.data, week]);
  const weekday = new Intl.DateTimeFormat(languageTags[language], { weekday: "short", timeZone: "UTC" });
  const today = readerToday();
  const isOwn = person === null || person === me;
  const isManager = can(role, "workspace:manage");
  const weekState = useTimesheetWeek(week, isOwn ? null : person);
  const isLocked = weekState.data?.locked ?? false;
  const mayLog = can(role, "project:write") && isOwn;
  const personId = useId();

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("sheet.title")} intro={t("sheet.description")} introClassName="mt-1 max-w-3xl" />
      <RunningTimer />

      <div className="flex flex-wrap items-end gap-3">
        <div className="flex items-center gap-1">
          <Button type="button" size="icon" variant="outline" aria-label={t("sheet.previousWeek")} onClick={() => setWeek(addDays(week, -7))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button type="button" variant="outline" onClick={() => setWeek(mondayOf(readerToday()))} disabled={week === mondayOf(today)}>
            {t("sheet.thisWeek")}
          </Button>
          <Button type="button" size="icon" variant="outline" aria-label={t("sheet.nextWeek")} onClick={() => setWeek(addDays(week, 7))}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {t("sheet.weekOf", { from: formatDay(from, language, "dayMonth"), to: formatDay(to, language) })}
        </h2>
        {sheet.data?.people.length ? (
          <div className="ml-auto grid gap-1">
            <label htmlFor={personId} className="text-sm font-medium">
              {t("sheet.person")}
            </label>
            <select id={personId} className={cn(inputClass, "w-56 max-w-full")} value={person ?? me ?? ""} onChange={(e) => setPerson(e.target.value === me ? null : e.target.value)}>
              {sheet.data.people.map((p) => (
                <option key={p.userId} value={p.userId}>
                  {p.userId === me ? `${p.name} (${t("sheet.me")})` : p.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      <WeekApproval weekStart={week} userId={person} isOwn={isOwn} mayLog={mayLog} isManager={isManager} />

      {sheet.isPending ? (
        <Skeleton className="h-48" />
      ) : sheet.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t("sheet.loadError")}</p>
          <Button variant="outline" onClick={() => void sheet.refetch()}>
            {t("sheet.retry")}
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <p className="font-semibold" data-testid="week-total">
              {t("sheet.weekTotal", { hours: clock(totals.total) })}
            </p>
            <p className="text-muted-foreground">{t("sheet.billableTotal", { hours: clock(totals.billable) })}</p>
          </div>
          <div role="region" aria-label={t("sheet.weekOf", { from: formatDay(from, language, "long"), to: formatDay(to, language, "long") })} tabIndex={0} className="overflow-x-auto rounded-lg border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <table className="w-full min-w-[44rem] text-sm">
              <caption className="sr-only">{t("sheet.title")}</caption>
              <thead className="bg-muted/50">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {t("sheet.taskColumn")}
                  </th>
                  {totals.days.map((d) => (
                    <th key={d} scope="col" className={cn("px-2 py-2 text-right font-medium whitespace-nowrap", d === today && "text-primary-strong")}>
                      <span className="block text-xs text-muted-foreground capitalize">{weekday.format(new Date(`${d}T12:00:00Z`))}</span>
                      {formatDay(d, language, "dayMonth")}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t("sheet.total")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {totals.rows.length === 0 ? (
                  <tr>
                    <td colSpan={9} className="px-3 py-6 text-center text-muted-foreground">
                      {t("sheet.empty")}
                    </td>
                  </tr>
                ) : (
                  totals.rows.map((row) => (
                    <tr key={row.taskId}>
                      <th scope="row" className="max-w-64 px-3 py-2 text-left font-normal">
                        <span className="block truncate text-xs text-muted-foreground">{row.projectName}</span>
                        <span className="block truncate font-medium">{row.taskTitle}</span>
                      </th>
                      {row.days.map((m, i) => (
                        <td key={totals.days[i]} className={cn("px-2 py-2 text-right whitespace-nowrap tabular-nums", m === 0 && "text-muted-foreground")}>
                          {m ? clock(m) : "–"}
                        </td>
                      ))}
                      <td className="px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums">{clock(row.total)}</td>
                    </tr>
                  ))
                )}
              </tbody>
              <tfoot className="border-t-2 border-border bg-muted/30">
                <tr>
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    {t("sheet.dayTotal")}
                  </th>
                  {totals.dayTotals.map((m, i) => (
                    <td key={totals.days[i]} className={cn("px-2 py-2 text-right font-semibold whitespace-nowrap tabular-nums", m === 0 && "font-normal text-muted-foreground")}>
                      {m ? clock(m) : "–"}
                    </td>
                  ))}
                  <td className="px-3 py-2 text-right font-bold whitespace-nowrap tabular-nums" data-testid="sheet-grand-total">
                    {clock(totals.total)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>

          {totals.projects.length ? (
            <section aria-labelledby={`${personId}-projects`} className="grid gap-2">
              <h2 id={`${personId}-projects`} className="text-base font-semibold">
                {t("sheet.byProject")}
              </h2>
              <ul className="flex flex-wrap gap-2 text-sm">
                {totals.projects.map((p) => (
                  <li key={p.projectId} className="rounded-md border border-border px-3 py-1.5">
                    <span className="font-medium">{p.projectName}</span> <span className="tabular-nums">{clock(p.minutes)}</span>
                    {p.billableMinutes ? <span className="text-muted-foreground"> · {t("sheet.billableTotal", { hours: clock(p.billableMinutes) })}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
            <SectionCard title={t("form.title")}>{isLocked ? <p className="text-sm text-muted-foreground">{t("week.locked")}</p> : mayLog ? <AddEntry defaultDate={week <= today && today <= to ? today : week} /> : <p className="text-sm text-muted-foreground">{t("sheet.viewer")}</p>}</SectionCard>
            <SectionCard title={t("sheet.entries")}>
              {sheet.data.entries.length ? <EntryList entries={[...sheet.data.entries].reverse()} showTask /> : <p className="text-sm text-muted-foreground">{t("sheet.empty")}</p>}
            </SectionCard>
          </div>
        </>
      )}
      <TimeReport />
      {isManager ? (
        <ApprovalQueue
          onOpen={(userId, weekStart) => {
            setPerson(userId === me ? null : userId);
            setWeek(weekStart);
          }}
        />
      ) : null}
    </div>
  );
}
