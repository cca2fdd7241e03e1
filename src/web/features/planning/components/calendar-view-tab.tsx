import { ChevronLeft, ChevronRight, Diamond, Flag, Repeat } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { addDays, addMonths, addWeeks, monthGrid, startOfWeek, type DateOnly } from "../../../../domain/planning/calendar";
import { Button } from "../../../components/ui/button";
import { focusRing } from "../../../components/ui/focus-ring";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { formatDay } from "../../../lib/format";
import { useMilestonesOf, type ProjectListItem as PlanningProject } from "../../../api/projects";
import { useSprintsOf } from "../../../api/sprints";
import { useTasksOf } from "../../../api/tasks";
import { calendarItemsByDay, type CalendarItem } from "../lib/calendar-items";
import { WeekdayHead } from "./weekday-head";
import { capitalizeFirst } from "../lib/capitalize";
import { IcalFeedSection } from "./ical-feed-section";
import { useLanguage } from "../../../lib/use-language";
import { readerToday } from "../../../lib/reader-day";
import { LegendEntries, legendClass } from "../../../components/charts/legend";

// Projects whose items the 'all projects' calendar loads at most (one request each per kind).
const maxProjects = 30;

const itemStyles: Record<CalendarItem["kind"], string> = {
  sprint: "bg-primary-soft text-primary-strong",
  milestone: "bg-warning-strong/15 text-warning-strong",
  task: "bg-info-strong/10 text-info-strong",
};

function ItemChip({ item, isCompact }: { item: CalendarItem; isCompact: boolean }) {
  const { t } = useTranslation("planning");
  const Icon = item.kind === "sprint" ? Repeat : item.kind === "milestone" ? Diamond : Flag;
  const kind = t(`calendarView.kind.${item.kind}`);
  return (
    <li className={cn("flex min-w-0 items-center gap-1 rounded px-1.5 py-0.5 text-xs", itemStyles[item.kind], item.kind !== "sprint" && item.isDone && "line-through opacity-80")} title={`${kind}: ${item.title}`}>
      <Icon aria-hidden="true" className="size-3 shrink-0" />
      <span className="sr-only">{kind}: </span>
      <span className={cn(isCompact && "truncate")}>{item.title}</span>
    </li>
  );
}

/** Month and week calendars (weeks start on Monday) with task due dates, milestones and sprints,
 * and the personal iCal feed. */
export function CalendarViewTab({ projects, selectedId }: { projects: readonly PlanningProject[]; selectedId: string | null }) {
  const { t } = useTranslation("planning");
  const language = useLanguage();
  const today = readerToday();
  const [mode, setMode] = useState<"month" | "week">("month");
  const [anchor, setAnchor] = useState<DateOnly>(today);
  const ids = useMemo(() => (selectedId ? [selectedId] : projects.slice(0, maxProjects).map((p) => p.id)), [projects, selectedId]);
  const tasks = useTasksOf(ids);
  const milestones = useMilestonesOf(ids);
  const sprints = useSprintsOf(ids);

  const grid = useMemo(() => monthGrid(Number(anchor.slice(0, 4)), Number(anchor.slice(5, 7)), { today }), [anchor, today]);
  const weekStart = startOfWeek(anchor, 1);
  const from = mode === "month" ? (grid.weeks[0]?.days[0]?.date ?? anchor) : weekStart;
  const to = mode === "month" ? (grid.weeks.at(-1)?.days.at(-1)?.date ?? anchor) : addDays(weekStart, 6);
  const items = useMemo(
    () => calendarItemsByDay({ tasks: tasks.data, milestones: milestones.data, sprints: sprints.data }, from, to),
    [tasks.data, milestones.data, sprints.data, from, to],
  );
  const isLoading = tasks.isPending || milestones.isPending || sprints.isPending;
  const move = (direction: 1 | -1) => setAnchor(mode === "month" ? addMonths(anchor, direction) : addWeeks(anchor, direction));
  const title = mode === "month" ? capitalizeFirst(formatDay(`${anchor.slice(0, 7)}-01`, language, "monthYear")) : `${formatDay(weekStart, language)} – ${formatDay(addDays(weekStart, 6), language)}`;

  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="calendar-view-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Button size="icon" variant="outline" className="size-9" aria-label={mode === "month" ? t("calendarView.previousMonth") : t("calendarView.previousWeek")} onClick={() => move(-1)}>
              <ChevronLeft />
            </Button>
            <Button size="icon" variant="outline" className="size-9" aria-label={mode === "month" ? t("calendarView.nextMonth") : t("calendarView.nextWeek")} onClick={() => move(1)}>
              <ChevronRight />
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAnchor(today)}>
              {t("calendarView.today")}
            </Button>
            <h2 id="calendar-view-title" className="text-lg font-semibold" aria-live="polite">
              {title}
            </h2>
          </div>
          <div role="radiogroup" aria-label={t("calendarView.modeLabel")} className="inline-flex rounded-lg bg-muted p-1">
            {(["month", "week"] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={mode === value}
                onClick={() => setMode(value)}
                className={cn("h-8 cursor-pointer rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-foreground", focusRing, mode === value && "bg-background text-foreground shadow-sm")}
              >
                {t(`calendarView.mode.${value}`)}
              </button>
            ))}
          </div>
        </div>
        {isLoading ? (
          <Skeleton className="h-96 w-full" />
        ) : (
          <div className="relative overflow-x-auto rounded-xl border border-border">
            <table className="w-full min-w-[44rem] table-fixed border-collapse text-sm">
              <caption className="sr-only">{t("calendarView.caption", { title })}</caption>
              <WeekdayHead language={language} cellClassName="border-b border-border bg-muted px-2 py-1.5 text-left text-xs font-medium text-muted-foreground capitalize" />
              <tbody>
                {(mode === "month" ? grid.weeks.map((w) => w.days.map((d) => d.date)) : [Array.from({ length: 7 }, (_, k) => addDays(weekStart, k))]).map((week) => (
                  <tr key={week[0]}>
                    {week.map((date) => {
                      const dayItems = items.get(date) ?? [];
                      const isOutside = mode === "month" && date.slice(0, 7) !== anchor.slice(0, 7);
                      const limit = mode === "month" ? 3 : 50;
                      return (
                        <td key={date} className={cn("border border-border p-1 align-top", mode === "month" ? "h-24" : "h-64", isOutside && "bg-muted/40")}>
                          <div className={cn("mb-1 text-xs tabular-nums", date === today ? "inline-flex size-6 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground" : isOutside ? "text-muted-foreground" : "font-medium")}>
                            <span className="sr-only">{formatDay(date, language, "full")}</span>
                            <span aria-hidden="true">{Number(date.slice(8))}</span>
                          </div>
                          {dayItems.length > 0 ? (
                            <ul className="grid gap-0.5">
                              {dayItems.slice(0, limit).map((item) => (
                                <ItemChip key={`${item.kind}-${item.id}`} item={item} isCompact={mode === "month"} />
                              ))}
                              {dayItems.length > limit ? <li className="px-1 text-xs text-muted-foreground">{t("calendarView.more", { count: dayItems.length - limit })}</li> : null}
                            </ul>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ul className={legendClass} aria-label={t("calendarView.legendLabel")}>
          <LegendEntries as="li" entries={(["task", "milestone", "sprint"] as const).map((kind) => ({ swatch: cn("size-3 rounded-sm ring-1 ring-current", itemStyles[kind]), label: t(`calendarView.legend.${kind}`) }))} />
        </ul>
      </section>
      <IcalFeedSection />
    </div>
  );
}
