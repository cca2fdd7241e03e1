// Date-only arithmetic for the capacity center, on date-fns (decision 1301).
//
// A capacity date is a calendar day ("2026-11-30" is that day wherever the reader is). Every
// computation runs on a TZDate pinned to UTC, so the machine's own zone and its DST changes never
// shift a day; only `todayInZone` reads an instant, in the person's IANA time zone.

import { TZDate } from "@date-fns/tz";
import { addDays as fnsAddDays, addWeeks as fnsAddWeeks, differenceInCalendarDays, eachDayOfInterval, format, getDay, parseISO, startOfWeek } from "date-fns";

export type DateOnly = string;
/** 0 = Sunday … 6 = Saturday, as date-fns' getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const utc = (date: DateOnly): TZDate => {
  const day = parseISO(date);
  if (Number.isNaN(day.getTime())) throw new RangeError(`Not a date: ${date}`);
  return new TZDate(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()), "UTC");
};
const show = (date: Date): DateOnly => format(date, "yyyy-MM-dd");


// Calendar answers never change, and capacity asks the same few hundred days over and over
// (200 people × 52 weeks × 7 days): remember them, within a bound.
function memo<A extends unknown[], R>(fn: (...args: A) => R, limit = 20_000): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A) => {
    const key = args.join("|");
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    if (cache.size >= limit) cache.clear();
    const value = fn(...args);
    cache.set(key, value);
    return value;
  };
}

export const addDays: (date: DateOnly, days: number) => DateOnly = memo((date: DateOnly, days: number) => show(fnsAddDays(utc(date), days)));

export function addWeeks(date: DateOnly, weeks: number): DateOnly {
  return show(fnsAddWeeks(utc(date), weeks));
}

/** The Monday of the week holding `date` (weeks start on Monday in es-MX). */
export const mondayOf: (date: DateOnly) => DateOnly = memo((date: DateOnly) => show(startOfWeek(utc(date), { weekStartsOn: 1 })));

export const weekdayOf: (date: DateOnly) => Weekday = memo((date: DateOnly) => getDay(utc(date)) as Weekday);

/** b − a in calendar days. */
export function daysBetween(a: DateOnly, b: DateOnly): number {
  return differenceInCalendarDays(utc(b), utc(a));
}

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export const eachDate: (from: DateOnly, to: DateOnly) => readonly DateOnly[] = memo((from: DateOnly, to: DateOnly): readonly DateOnly[] => (to < from ? [] : Object.freeze(eachDayOfInterval({ start: utc(from), end: utc(to) }).map(show))), 2_000);

/** Today's date in an IANA time zone at the instant `now`. */
export function todayInZone(timeZone: string, now: Date = new Date()): DateOnly {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

/** Whether two inclusive date ranges (open ends allowed) share a day. */
export function rangesOverlap(aStart: DateOnly | null, aEnd: DateOnly | null, bStart: DateOnly, bEnd: DateOnly): boolean {
  if (aStart && aStart > bEnd) return false;
  if (aEnd && aEnd < bStart) return false;
  return true;
}

export function isValidZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}
