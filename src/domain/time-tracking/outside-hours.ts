import { mondayOf, type DateOnly } from "../capacity/dates";
import type { DayHours } from "../capacity/working-time";

// The burnout signal 'hours logged outside working hours' (issue 24, decisions 1204 and 1301).
// A person's calendar gives working days and hours a day, not a clock window, so what lies
// outside is: everything logged on a day they do not work (a non-working weekday, a holiday of
// their country or workspace, approved time off) and, on a working day, what goes beyond that
// day's working hours. The signal compares a week with the person's own usual: the median of
// their previous weeks.

export type OutsideReason = "non_working_day" | "holiday" | "time_off" | "beyond_day";
export type OutsideDay = { date: DateOnly; logged: number; working: number; outside: number; reason: OutsideReason };
export type OutsideWeek = { start: DateOnly; logged: number; outside: number; days: OutsideDay[] };

/** A week counts when at least this many hours fall outside … */
export const AFTER_HOURS_MINIMUM = 4;
/** … and at least this many more than the person's usual. */
export const AFTER_HOURS_MARGIN = 4;
/** History weeks the baseline looks at. */
export const AFTER_HOURS_BASELINE_WEEKS = 12;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Week by week, the hours logged outside working hours. `days` are the person's working days
 * (workingDays of their calendar) over the span; `loggedMinutes` their minutes per date.
 */
export function outsideHoursByWeek(days: readonly DayHours[], loggedMinutes: ReadonlyMap<DateOnly, number>, weekStarts: readonly DateOnly[]): OutsideWeek[] {
  const weeks = new Map<DateOnly, OutsideWeek>(weekStarts.map((s) => [s, { start: s, logged: 0, outside: 0, days: [] }]));
  for (const day of days) {
    const week = weeks.get(mondayOf(day.date));
    const minutes = loggedMinutes.get(day.date) ?? 0;
    if (!week || minutes <= 0) continue;
    const logged = minutes / 60;
    week.logged += logged;
    const outside = Math.max(0, logged - day.hours);
    if (outside <= 0) continue;
    const reason: OutsideReason = day.hours > 0 ? "beyond_day" : day.nominal <= 0 ? "non_working_day" : day.holiday ? "holiday" : "time_off";
    week.outside += outside;
    week.days.push({ date: day.date, logged: round1(logged), working: round1(day.hours), outside: round1(outside), reason });
  }
  return weekStarts.map((s) => {
    const w = weeks.get(s)!;
    return { ...w, logged: round1(w.logged), outside: round1(w.outside) };
  });
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type AfterHoursSignal = { severity: "warning" | "high"; baseline: number; weeks: OutsideWeek[] };

/**
 * Raised when the current week or the one before it has at least AFTER_HOURS_MINIMUM hours outside
 * working hours and AFTER_HOURS_MARGIN more than the person's median of the weeks before those
 * two; 'high' when both weeks do. Null otherwise (and with nothing logged).
 */
export function afterHoursSignal(weeks: readonly OutsideWeek[], currentWeek: DateOnly): AfterHoursSignal | null {
  const index = weeks.findIndex((w) => w.start === currentWeek);
  if (index < 0) return null;
  const recent = weeks.slice(Math.max(0, index - 1), index + 1);
  const history = weeks.slice(Math.max(0, index - 1 - AFTER_HOURS_BASELINE_WEEKS), Math.max(0, index - 1));
  const baseline = round1(median(history.map((w) => w.outside)));
  const flagged = recent.filter((w) => w.outside >= AFTER_HOURS_MINIMUM && w.outside >= baseline + AFTER_HOURS_MARGIN);
  if (!flagged.length) return null;
  return { severity: flagged.length >= 2 ? "high" : "warning", baseline, weeks: flagged };
}
