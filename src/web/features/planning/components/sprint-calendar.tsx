import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { addMonths, monthGrid, type DateOnly } from "../../../../domain/planning/calendar";
import { sprintDaysBetween, sprintsActiveOn } from "../../../../domain/planning/sprints";
import { Button } from "../../../components/ui/button";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { formatDay } from "../../../lib/format";
import type { Sprint } from "../../../api/sprints";
import { WeekdayHead } from "./weekday-head";
import { capitalizeFirst } from "../lib/capitalize";
import { useLanguage } from "../../../lib/use-language";
import { readerToday } from "../../../lib/reader-day";

type SprintCalendarProps = { sprints: readonly Sprint[] };

/** A month where days with an active sprint are highlighted; choosing a day lists its sprints. */
export function SprintCalendar({ sprints }: SprintCalendarProps) {
  const { t } = useTranslation("planning");
  const language = useLanguage();
  const today = readerToday();
  const [month, setMonth] = useState<DateOnly>(`${today.slice(0, 7)}-01`);
  const [selected, setSelected] = useState<DateOnly>(today);
  const grid = useMemo(() => monthGrid(Number(month.slice(0, 4)), Number(month.slice(5, 7)), { today, fixedWeeks: true }), [month, today]);
  const first = grid.weeks[0]?.days[0]?.date ?? month;
  const last = grid.weeks.at(-1)?.days.at(-1)?.date ?? month;
  const highlighted = useMemo(() => new Set(sprintDaysBetween(first, last, sprints)), [first, last, sprints]);
  const active = sprintsActiveOn(selected, sprints);

  return (
    <section aria-labelledby="sprint-calendar-heading" className="rounded-xl border border-border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="sprint-calendar-heading" className="font-semibold">
          {capitalizeFirst(formatDay(month, language, "monthYear"))}
        </h3>
        <div className="flex gap-1">
          <Button size="icon" variant="ghost" className="size-8" aria-label={t("calendarView.previousMonth")} onClick={() => setMonth(addMonths(month, -1))}>
            <ChevronLeft />
          </Button>
          <Button size="icon" variant="ghost" className="size-8" aria-label={t("calendarView.nextMonth")} onClick={() => setMonth(addMonths(month, 1))}>
            <ChevronRight />
          </Button>
        </div>
      </div>
      <table className="mt-3 w-full table-fixed border-collapse text-center text-sm">
        <caption className="sr-only">{t("sprints.calendar.caption")}</caption>
        <WeekdayHead language={language} cellClassName="pb-1 text-xs font-medium text-muted-foreground" />
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week.days[0]?.date}>
              {week.days.map((day) => {
                const isHighlighted = highlighted.has(day.date);
                const isSelected = day.date === selected;
                return (
                  <td key={day.date} className="p-0.5">
                    <button
                      type="button"
                      onClick={() => setSelected(day.date)}
                      aria-pressed={isSelected}
                      aria-label={`${formatDay(day.date, language, "full")}${isHighlighted ? `, ${t("sprints.calendar.hasSprints")}` : ""}`}
                      className={cn(
                        "flex h-9 w-full cursor-pointer items-center justify-center rounded-md tabular-nums",
                        focusRing,
                        !day.isInMonth && "text-muted-foreground",
                        isHighlighted && "bg-primary-soft font-semibold text-primary-strong",
                        day.isToday && "ring-1 ring-primary-strong",
                        isSelected && "bg-primary font-semibold text-primary-foreground",
                        !isHighlighted && !isSelected && "hover:bg-subtle",
                      )}
                    >
                      {day.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 border-t border-border pt-3" aria-live="polite">
        <p className="text-sm font-medium">{t("sprints.calendar.activeOn", { date: formatDay(selected, language, "long") })}</p>
        {active.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">{t("sprints.calendar.none")}</p>
        ) : (
          <ul className="mt-1 grid gap-1 text-sm">
            {active.map((sprint) => (
              <li key={sprint.id} className="flex justify-between gap-2">
                <span className="font-medium">{sprint.name}</span>
                <span className="text-muted-foreground">{t(`sprintStatus.${sprint.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
