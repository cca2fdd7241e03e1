// Working days of a team (decision 1306): which calendar days are worked, on date-fns through
// `dates.ts`. The capacity center counts hours per person (`working-time.ts`); the planner, the
// Gantt's critical path, sprints' burndown and capacity and the delivery forecast count days, and
// they all ask this one module, so a holiday Monday is a day off on every screen.

import { addDays, type DateOnly, type Weekday, weekdayOf } from "./dates";
import { appliesTo, holidaysBetween, type Holiday } from "./holidays";
import { DEFAULT_WORKING_DAYS } from "./working-time";

export type WorkingDayCalendar = {
  /** Working weekdays, 0 = Sunday … 6 = Saturday. */
  workingDays: readonly Weekday[];
  /** Days off on top of the weekly rest: holidays (and, for one person, whole days of time off). */
  daysOff: ReadonlySet<DateOnly>;
};

/** The team's calendar: its working weekdays (Monday–Friday by default) minus the holidays that apply to `country`. */
export function teamWorkingDays(holidays: readonly Pick<Holiday, "date" | "country">[], options: { workingDays?: readonly Weekday[]; country?: string } = {}): WorkingDayCalendar {
  const country = options.country ?? "MX";
  return { workingDays: options.workingDays ?? DEFAULT_WORKING_DAYS, daysOff: new Set(holidays.filter((h) => appliesTo(h, country)).map((h) => h.date)) };
}

/** Mexico's official holidays (and the workspace's own) between two dates, as a Monday–Friday team calendar. */
export function mexicanWorkingDays(from: DateOnly, to: DateOnly, custom: Holiday[] = []): WorkingDayCalendar {
  return teamWorkingDays(holidaysBetween(from, to, ["MX"], custom));
}

// A calendar without a single working weekday would never reach a working day: treat every day as worked.
const weekdaysOf = (calendar: WorkingDayCalendar) => (calendar.workingDays.length ? calendar.workingDays : ([0, 1, 2, 3, 4, 5, 6] as const));

export function isWorkingDay(calendar: WorkingDayCalendar, date: DateOnly): boolean {
  return weekdaysOf(calendar).includes(weekdayOf(date)) && !calendar.daysOff.has(date);
}

// More days off in a row than any real calendar holds: past it, the calendar is taken as broken.
const maxDaysOffInARow = 3_660;

/** `date` itself when it is worked, else the first working day after it. */
export function nextWorkingDay(calendar: WorkingDayCalendar, date: DateOnly): DateOnly {
  let day = date;
  for (let i = 0; i < maxDaysOffInARow && !isWorkingDay(calendar, day); i++) day = addDays(day, 1);
  return day;
}

/** The working day `n` working days after `date` (before it when `n` is negative); `date` moves to a working day first. */
export function addWorkingDays(calendar: WorkingDayCalendar, date: DateOnly, n: number): DateOnly {
  let day = nextWorkingDay(calendar, date);
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0; ) {
    day = addDays(day, step);
    if (isWorkingDay(calendar, day)) left--;
  }
  return day;
}

/** Working days from `from` to `to`, both included (0 when `to` is before `from`). */
export function workingDaysBetween(calendar: WorkingDayCalendar, from: DateOnly, to: DateOnly): number {
  let count = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWorkingDay(calendar, day)) count++;
  return count;
}

/** The last day of work of something that takes `days` working days from `start` (a start on a day off moves to the next working day). */
export function workingDayEnd(calendar: WorkingDayCalendar, start: DateOnly, days: number): DateOnly {
  return addWorkingDays(calendar, start, Math.max(0, Math.ceil(days) - 1));
}
