// Real working hours: a person's working days and hours a day, minus the holidays that apply to
// their country and their approved time off (decision 1301). One function serves capacity, the
// load over time, the burnout signals and the smart check's 90 % rule.

import { addDays, eachDate, mondayOf, todayInZone, weekdayOf, type DateOnly, type Weekday } from "./dates";
import { appliesTo, type Holiday } from "./holidays";

export type WorkCalendar = {
  /** Working weekdays, 0 = Sunday … 6 = Saturday. */
  workingDays: Weekday[];
  hoursPerDay: number;
  /** IANA time zone: decides which week is the person's "this week". */
  timeZone: string;
  /** ISO 3166-1 alpha-2: decides which official holidays apply. */
  country: string;
};

export type TimeOffPeriod = {
  startDate: DateOnly;
  endDate: DateOnly;
  /** Hours off on each working day of the period; null for whole days. */
  hoursPerDay: number | null;
  status: "pending" | "approved" | "declined" | "cancelled";
};

export const DEFAULT_WORKING_DAYS: Weekday[] = [1, 2, 3, 4, 5];
export const DEFAULT_TIME_ZONE = "America/Mexico_City";
export const DEFAULT_COUNTRY = "MX";

/** The calendar of someone who never set one: Monday to Friday, their weekly availability spread evenly. */
export function defaultCalendar(weeklyAvailability: number): WorkCalendar {
  return { workingDays: DEFAULT_WORKING_DAYS, hoursPerDay: weeklyAvailability / DEFAULT_WORKING_DAYS.length, timeZone: DEFAULT_TIME_ZONE, country: DEFAULT_COUNTRY };
}

/** Hours of a full, ordinary week of the calendar (no holiday, no time off). */
export function nominalWeeklyHours(calendar: WorkCalendar): number {
  return new Set(calendar.workingDays).size * calendar.hoursPerDay;
}

export type DayHours = { date: DateOnly; nominal: number; hours: number; holiday?: Holiday; timeOffHours?: number };

/** Day by day from `from` to `to` (inclusive): nominal hours, and what is left after holidays and approved time off. */
export function workingDays(calendar: WorkCalendar, from: DateOnly, to: DateOnly, holidays: Holiday[], timeOff: TimeOffPeriod[]): DayHours[] {
  const working = new Set<number>(calendar.workingDays);
  const holidayOn = new Map(holidays.filter((h) => appliesTo(h, calendar.country)).map((h) => [h.date, h]));
  const approved = timeOff.filter((t) => t.status === "approved" && t.startDate <= to && t.endDate >= from);
  // The weekday of the first day from date-fns; the following days step through the week.
  const first = to < from ? 0 : weekdayOf(from);
  return eachDate(from, to).map((date, i) => {
    const nominal = working.has((first + i) % 7) ? calendar.hoursPerDay : 0;
    if (nominal === 0) return { date, nominal, hours: 0 };
    const holiday = holidayOn.get(date);
    if (holiday) return { date, nominal, hours: 0, holiday };
    const off = approved.filter((t) => t.startDate <= date && t.endDate >= date).reduce((sum, t) => sum + (t.hoursPerDay ?? nominal), 0);
    const hours = Math.max(0, nominal - off);
    return off > 0 ? { date, nominal, hours, timeOffHours: nominal - hours } : { date, nominal, hours };
  });
}

/** Working hours between two dates, both included, with holidays and approved time off removed. */
export function workingHoursBetween(calendar: WorkCalendar, from: DateOnly, to: DateOnly, holidays: Holiday[], timeOff: TimeOffPeriod[]): number {
  return workingDays(calendar, from, to, holidays, timeOff).reduce((sum, d) => sum + d.hours, 0);
}

export type WeekHours = { start: DateOnly; nominal: number; available: number; holidayHours: number; timeOffHours: number };

/** The Monday-to-Sunday week starting at `weekStart`: nominal hours, real hours, and what took the difference. */
export function weekHours(calendar: WorkCalendar, weekStart: DateOnly, holidays: Holiday[], timeOff: TimeOffPeriod[]): WeekHours {
  return { start: weekStart, ...sumDayHours(workingDays(calendar, weekStart, addDays(weekStart, 6), holidays, timeOff)) };
}

/** The Monday of the person's current week, read in their own time zone. */
export function currentWeekStart(calendar: Pick<WorkCalendar, "timeZone">, now: Date = new Date()): DateOnly {
  return mondayOf(todayInZone(calendar.timeZone, now));
}

/** Nominal and real hours of some days, and what took the difference (holidays, time off). */
export function sumDayHours(days: readonly DayHours[]): Omit<WeekHours, "start"> {
  let nominal = 0;
  let available = 0;
  let holidayHours = 0;
  let timeOffHours = 0;
  for (const d of days) {
    nominal += d.nominal;
    available += d.hours;
    if (d.holiday) holidayHours += d.nominal;
    timeOffHours += d.timeOffHours ?? 0;
  }
  return { nominal, available, holidayHours, timeOffHours };
}
