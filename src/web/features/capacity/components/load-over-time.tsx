import { TaskSkillField } from "../../../components/capacity/task-skill-field";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { AlertTriangle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Bar, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard } from "../../../components/charts/chart-card";
import { ChartFrame, gridLines } from "../../../components/charts/chart-frame";
import { axisTick, chartColors, tooltipStyle } from "../../../components/charts/chart-theme";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { formatDay, formatNumber, formatPercent } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { useWeekDetail, type LoadOverTime, type PersonWeek } from "../api/capacity-center";
import { levelClasses } from "./load-cell";

// Load over time: a team chart (planned bars against the available line) and a heat map of every
// person's weeks, the last 12 and the next 12; each cell opens what is behind it.

type Cell = { resourceId: string; name: string; week: string; actual?: number };

export function TeamChart({ load }: { load: LoadOverTime }) {
  const { t } = useTranslation("capacity");
  const language = useLanguage();
  const h = (v: number) => formatNumber(v, language, { maximumFractionDigits: 1 });
  const current = load.team.find((w) => w.start === load.currentWeek);
  return (
    <ChartCard
      title={t("load.chartTitle")}
      summary={current ? t("load.chartSummary", { planned: h(current.planned), available: h(current.available) }) : t("load.nothing")}
      filename="capacidad-equipo"
      headingLevel="h2"
      data={{
        header: [t("load.week"), t("load.planned"), t("load.available")],
        rows: load.team.map((w) => [w.start, w.planned, w.available]),
        display: load.team.map((w) => [formatDay(w.start, language), `${h(w.planned)} h`, `${h(w.available)} h`]),
      }}
    >
      <ChartFrame className="h-56">
        <ComposedChart data={load.team} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          {gridLines()}
          <XAxis dataKey="start" tick={axisTick} stroke={chartColors.grid} tickFormatter={(d: string) => formatDay(d, language, "dayMonth")} minTickGap={16} />
          <YAxis tick={axisTick} stroke={chartColors.grid} width={40} />
          <Tooltip {...tooltipStyle} labelFormatter={(d) => t("load.detailTitle", { name: t("load.team"), date: formatDay(String(d), language, "long") })} formatter={(v, name) => [`${h(Number(v))} h`, String(name)]} />
          <Bar dataKey="planned" name={t("load.planned")} fill={chartColors.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Line type="stepAfter" dataKey="available" name={t("load.available")} stroke={chartColors.warning} strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ChartFrame>
    </ChartCard>
  );
}

function cellText(week: { utilisation: number | null; planned: number }) {
  return week.utilisation === null ? (week.planned > 0 ? `${Math.round(week.planned)} h` : "–") : `${week.utilisation}%`;
}

export function LoadHeatmap({ load }: { load: LoadOverTime }) {
  const { t } = useTranslation("capacity");
  const { t: tt } = useTranslation("time-tracking");
  const language = useLanguage();
  const [cell, setCell] = useState<Cell | null>(null);
  const h = (v: number) => formatNumber(v, language, { maximumFractionDigits: 1 });
  const label = (name: string, w: { start: string; planned: number; available: number; utilisation: number | null }) =>
    w.utilisation === null
      ? t("load.cellNoHours", { name, date: formatDay(w.start, language, "long"), planned: h(w.planned) })
      : t("load.cell", { name, date: formatDay(w.start, language, "long"), planned: h(w.planned), available: h(w.available), percent: formatPercent(w.utilisation / 100, language) });
  const isCurrent = (start: string) => start === load.currentWeek;
  const region = useRef<HTMLDivElement>(null);
  // Open on the present: the current week first in view, the past a scroll to the left.
  useEffect(() => {
    const box = region.current;
    const column = box?.querySelector<HTMLElement>("th[data-current]");
    const sticky = box?.querySelector<HTMLElement>("th");
    if (box && column && sticky) box.scrollLeft = Math.max(0, column.offsetLeft - sticky.offsetWidth - 2 * column.offsetWidth);
  }, [load.currentWeek]);
  return (
    <>
      <div ref={region} role="region" aria-label={t("load.title")} tabIndex={0} className="relative overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <table className="w-full border-separate border-spacing-1 text-sm">
          <caption className="sr-only">{t("load.title")}</caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 min-w-28 bg-card px-2 py-1 text-left font-medium text-muted-foreground sm:min-w-40">
                {t("heatmap.person")}
              </th>
              {load.weekStarts.map((start) => (
                <th key={start} scope="col" data-current={isCurrent(start) ? "" : undefined} className={cn("px-0.5 py-1 text-center text-xs font-medium whitespace-nowrap text-muted-foreground", isCurrent(start) && "text-foreground")}>
                  <span aria-hidden="true">{isCurrent(start) ? t("load.thisWeek") : formatDay(start, language, "dayMonth")}</span>
                  <span className="sr-only">{t("heatmap.weekOf", { date: formatDay(start, language, "long") })}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="sticky left-0 z-10 bg-card px-2 py-1 text-left align-middle font-semibold">
                {t("load.team")}
              </th>
              {load.team.map((w) => (
                <td key={w.start} className="p-0">
                  <div title={label(t("load.team"), w)} className={cn("flex h-9 min-w-12 items-center justify-center rounded-md px-1 text-xs font-bold tabular-nums", levelClasses[w.level], isCurrent(w.start) && "outline-2 outline-offset-1 outline-primary")}>
                    <span aria-hidden="true">{cellText(w)}</span>
                    <span className="sr-only">{label(t("load.team"), w)}</span>
                  </div>
                </td>
              ))}
            </tr>
            {load.people.map((person) => (
              <tr key={person.id}>
                <th scope="row" className="sticky left-0 z-10 bg-card px-2 py-1 text-left align-middle font-normal">
                  <span className="block max-w-28 truncate font-medium sm:max-w-44">{person.name}</span>
                  {person.role ? <span className="block max-w-28 truncate text-xs text-muted-foreground sm:max-w-44">{person.role}</span> : null}
                </th>
                {person.weeks.map((w) => (
                  <td key={w.start} className="p-0">
                    <button
                      type="button"
                      aria-current={isCurrent(w.start) ? "date" : undefined}
                      onClick={() => setCell({ resourceId: person.id, name: person.name, week: w.start, actual: load.hasActual ? (w.actual ?? 0) : undefined })}
                      className={cn(
                        "flex h-9 w-full min-w-12 items-center justify-center gap-0.5 rounded-md px-1 text-xs font-semibold tabular-nums outline-none hover:brightness-95 focus-visible:ring-2 focus-visible:ring-ring",
                        load.hasActual && "h-11 flex-wrap content-center gap-y-0",
                        levelClasses[w.level],
                        isCurrent(w.start) && "outline-2 outline-offset-1 outline-primary",
                        w.holidayHours + w.timeOffHours > 0 && "underline decoration-dotted underline-offset-2",
                      )}
                    >
                      {w.level === "over" ? <AlertTriangle aria-hidden="true" className="size-3 text-destructive-strong" /> : null}
                      <span aria-hidden="true">{cellText(w)}</span>
                      {/* Actual hours once the workspace logs time (decision 1204). */}
                      {load.hasActual && (w.actual ?? 0) > 0 ? (
                        <span aria-hidden="true" className="basis-full text-[0.65rem] font-normal whitespace-nowrap" data-actual="">
                          {tt("capacity.actual", { hours: h(w.actual ?? 0) })}
                        </span>
                      ) : null}
                      <span className="sr-only">
                        {label(person.name, w)}
                        {load.hasActual ? `; ${tt("capacity.actualLabel", { hours: h(w.actual ?? 0) })}` : null}
                      </span>
                    </button>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <WeekDetailDialog cell={cell} onClose={() => setCell(null)} />
    </>
  );
}

function WeekDetailDialog({ cell, onClose }: { cell: Cell | null; onClose: () => void }) {
  const { t } = useTranslation("capacity");
  const { t: tt } = useTranslation("time-tracking");
  const language = useLanguage();
  const detail = useWeekDetail(cell?.resourceId ?? null, cell?.week ?? null);
  const h = (v: number) => formatNumber(v, language, { maximumFractionDigits: 1 });
  const range = (a: string | null, b: string | null) => [a, b].filter((d): d is string => Boolean(d)).map((d) => formatDay(d, language)).join(" – ");
  const week: PersonWeek | undefined = detail.data?.week;
  const { canEdit } = useMyPermissions();
  return (
    <Dialog open={cell !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t("load.close")} className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{cell ? t("load.detailTitle", { name: cell.name, date: formatDay(cell.week, language, "long") }) : ""}</DialogTitle>
          <DialogDescription>{week ? t("load.detailSummary", { planned: h(week.planned), available: h(week.available), nominal: h(week.nominal) }) : "…"}</DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <Skeleton className="h-32" />
        ) : detail.isError || !detail.data ? (
          <p role="alert">{t("load.loadError")}</p>
        ) : (
          <div className="grid gap-4 text-sm">
            {week && cell?.actual !== undefined ? <p className="font-medium">{tt("capacity.actualDetail", { actual: h(cell.actual), planned: h(week.planned) })}</p> : null}
            {week && (week.holidayHours > 0 || week.timeOffHours > 0) ? (
              <p className="flex flex-wrap gap-x-4 text-muted-foreground">
                {week.holidayHours > 0 ? <span>{t("load.detailHoliday", { hours: h(week.holidayHours) })}</span> : null}
                {week.timeOffHours > 0 ? <span>{t("load.detailTimeOff", { hours: h(week.timeOffHours) })}</span> : null}
              </p>
            ) : null}
            {detail.data.allocations.length === 0 && detail.data.tasks.length === 0 ? <p className="text-muted-foreground">{t("load.nothing")}</p> : null}
            {detail.data.allocations.length ? (
              <section>
                <h3 className="mb-1 font-semibold">{t("load.allocations")}</h3>
                <ul className="divide-y divide-border">
                  {detail.data.allocations.map((a) => (
                    <li key={a.id} className="flex justify-between gap-3 py-1.5">
                      <span className="min-w-0 truncate">{a.projectName}</span>
                      <span className="shrink-0 tabular-nums">{t("load.hoursPerWeek", { hours: h(a.hours) })}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {detail.data.tasks.length ? (
              <section>
                <h3 className="mb-1 font-semibold">{t("load.tasks")}</h3>
                <ul className="divide-y divide-border">
                  {detail.data.tasks.map((task) => (
                    <li key={task.id} className="flex justify-between gap-3 py-1.5">
                      <span className="min-w-0">
                        <span className="block truncate">{task.title}</span>
                        <span className="block text-xs text-muted-foreground">
                          {task.projectName} · {range(task.startDate, task.endDate)}
                        </span>
                        <TaskSkillField taskId={task.id} taskTitle={task.title} canEdit={canEdit} />
                      </span>
                      <span className="shrink-0 text-right tabular-nums">{t("load.hoursThisWeek", { hours: h(task.hoursThisWeek), total: h(task.estimateHours) })}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {detail.data.holidays.length ? (
              <section>
                <h3 className="mb-1 font-semibold">{t("load.holidays")}</h3>
                <ul>
                  {detail.data.holidays.map((hol) => (
                    <li key={`${hol.date}-${hol.name}`}>
                      {formatDay(hol.date, language, "long")}: {hol.name}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {detail.data.timeOff.length ? (
              <section>
                <h3 className="mb-1 font-semibold">{t("load.timeOff")}</h3>
                <ul>
                  {detail.data.timeOff.map((off) => (
                    <li key={off.id}>
                      {range(off.startDate, off.endDate)} · {t(`timeOff.statuses.${off.status}`)}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
