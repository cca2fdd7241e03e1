// Instants and dates for the intelligence engines, as day numbers (days since 1970-01-01).
// Forecasts count whole days and 7-day weeks from an as-of date, so every input is first turned
// into a calendar day: a date-only string stays that day, an instant becomes its day in the given
// IANA zone (UTC unless the caller says otherwise). No local-time `Date` arithmetic anywhere.

import { dateInTimeZone, fromDayNumber, parseDateOnly, type DateOnly } from "../planning/calendar";

export type DateInput = DateOnly | string | Date;

/** Day number of a date or an instant, or null when it cannot be read. */
export function toDay(value: DateInput | null | undefined, timeZone = "UTC"): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") {
    const text = value.trim();
    if (!text) return null;
    const dateOnly = parseDateOnly(text);
    if (dateOnly !== null) return dateOnly;
    // Only ISO-like date-times; Date.parse would also accept "March 5" and guess the year.
    const match = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(text);
    if (!match) return null;
    // A wall-clock time without an offset is read as written: its day is its date part.
    if (!match[4]) return parseDateOnly(match[1] as string);
    const instant = new Date(text.replace(" ", "T"));
    if (Number.isNaN(instant.getTime())) return null;
    return parseDateOnly(dateInTimeZone(instant, timeZone));
  }
  const ms = value.getTime();
  if (Number.isNaN(ms)) return null;
  return dayOfInstant(ms, timeZone);
}

// An instant's day in a zone goes through Intl's formatToParts (microseconds); the daily job reads
// the same tasks' instants many times over (issue 17), so the answers are remembered, a zone at a
// time and a bounded number of them (cleared whole when full: a pure function, nothing to go stale).
const daysByZone = new Map<string, Map<number, number | null>>();
const maxRemembered = 200_000;

function dayOfInstant(ms: number, timeZone: string): number | null {
  const known = daysByZone.get(timeZone)?.get(ms);
  if (known !== undefined) return known;
  // Computed first: a zone Intl does not know throws here and is never remembered.
  const day = parseDateOnly(dateInTimeZone(new Date(ms), timeZone));
  let days = daysByZone.get(timeZone);
  if (!days) daysByZone.set(timeZone, (days = new Map()));
  else if (days.size >= maxRemembered) days.clear();
  days.set(ms, day);
  return day;
}

export function dayToDate(day: number): DateOnly {
  return fromDayNumber(day);
}

// Loops rather than Math.min(...xs): spreading a large history overflows the argument limit.
export function minOf(values: number[]): number {
  let min = Number.POSITIVE_INFINITY;
  for (const v of values) if (v < min) min = v;
  return min;
}

export function maxOf(values: number[]): number {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) if (v > max) max = v;
  return max;
}
