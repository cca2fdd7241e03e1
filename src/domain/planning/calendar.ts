// Date-only arithmetic for planning (sprints, Gantt, calendar views).
//
// A planning date is a calendar day, not an instant: "2028-02-29" means that day wherever the
// reader is. Going through `Date` (local or UTC) invites off-by-one errors at DST changes and
// around midnight, so every date here is turned into a day number (days since 1970-01-01 in the
// proleptic Gregorian calendar) with integer arithmetic, and back. Only `todayIn` and
// `dateInTimeZone` touch instants, and they use `Intl` with an explicit IANA time zone.

/** A date-only ISO string, YYYY-MM-DD. */
export type DateOnly = string;

/** 0 = Sunday … 6 = Saturday, as `Date.prototype.getDay` and date-fns' `weekStartsOn`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type CalendarIssue =
  | { code: "invalid_date"; value: string }
  | { code: "invalid_time_zone"; value: string }
  | { code: "invalid_month"; year: number; month: number };

export class CalendarError extends Error {
  readonly issue: CalendarIssue;
  constructor(issue: CalendarIssue) {
    super(calendarIssueMessage(issue));
    this.name = "CalendarError";
    this.issue = issue;
  }
}

function calendarIssueMessage(issue: CalendarIssue): string {
  switch (issue.code) {
    case "invalid_date":
      return `Not a valid date (YYYY-MM-DD): ${JSON.stringify(issue.value)}`;
    case "invalid_time_zone":
      return `Unknown IANA time zone: ${JSON.stringify(issue.value)}`;
    case "invalid_month":
      return `Not a valid month: ${issue.year}-${issue.month}`;
  }
}

// Howard Hinnant's days_from_civil / civil_from_days: exact for every Gregorian date, no Date.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(dayNumber: number): [number, number, number] {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [month <= 2 ? yoe + era * 400 + 1 : yoe + era * 400, month, day];
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const dateOnlyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of a YYYY-MM-DD string (years 0001–9999), or null when it is not a real date. */
export function parseDateOnly(value: string): number | null {
  const match = dateOnlyPattern.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

export function isDateOnly(value: unknown): value is DateOnly {
  return typeof value === "string" && parseDateOnly(value) !== null;
}

/** Day number of a date, or a CalendarError naming the bad value. */
export function toDayNumber(value: DateOnly): number {
  const dayNumber = parseDateOnly(value);
  if (dayNumber === null) throw new CalendarError({ code: "invalid_date", value });
  return dayNumber;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

export function fromDayNumber(dayNumber: number): DateOnly {
  const [year, month, day] = civilFromDays(dayNumber);
  const y = year >= 1000 ? String(year) : String(year).padStart(4, "0");
  return `${y}-${pad2(month)}-${pad2(day)}`;
}

export function addDays(date: DateOnly, days: number): DateOnly {
  return fromDayNumber(toDayNumber(date) + days);
}

export function addWeeks(date: DateOnly, weeks: number): DateOnly {
  return fromDayNumber(toDayNumber(date) + weeks * 7);
}

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: DateOnly, months: number): DateOnly {
  const [year, month, day] = civilFromDays(toDayNumber(date));
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return fromDayNumber(daysFromCivil(y, m, Math.min(day, daysInMonth(y, m))));
}

/** b − a in days (positive when b is later). */
export function diffDays(a: DateOnly, b: DateOnly): number {
  return toDayNumber(b) - toDayNumber(a);
}

export function weekdayOfDayNumber(dayNumber: number): Weekday {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber + 4) % 7) + 7) % 7 as Weekday;
}

export function weekday(date: DateOnly): Weekday {
  return weekdayOfDayNumber(toDayNumber(date));
}

/** First day of the week holding `date`, for a week that starts on `weekStartsOn` (default Monday). */
export function startOfWeek(date: DateOnly, weekStartsOn: Weekday = 1): DateOnly {
  const dayNumber = toDayNumber(date);
  const back = (weekdayOfDayNumber(dayNumber) - weekStartsOn + 7) % 7;
  return fromDayNumber(dayNumber - back);
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDay(from: DateOnly, to: DateOnly): DateOnly[] {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  const days: DateOnly[] = [];
  for (let d = start; d <= end; d++) days.push(fromDayNumber(d));
  return days;
}

export type IsoWeek = { year: number; week: number };

/** ISO 8601 week: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(date: DateOnly): IsoWeek {
  const dayNumber = toDayNumber(date);
  const isoDay = weekdayOfDayNumber(dayNumber) || 7;
  const thursday = dayNumber - isoDay + 4;
  const [year] = civilFromDays(thursday);
  return { year, week: Math.floor((thursday - daysFromCivil(year, 1, 1)) / 7) + 1 };
}

// Working-day arithmetic (Monday to Friday). Day number 4 (1970-01-05) is a Monday; counting
// weekdays from there turns "n working days later" into closed-form integer arithmetic.
const epochMonday = 4;

/** How many Monday–Friday days lie before `dayNumber` since 1970-01-05 (negative before it). A
 * Saturday or Sunday gets the same count as the following Monday. */
export function workdaysBefore(dayNumber: number): number {
  const sinceMonday = dayNumber - epochMonday;
  const weeks = Math.floor(sinceMonday / 7);
  return weeks * 5 + Math.min(sinceMonday - weeks * 7, 5);
}

/** Inverse of `workdaysBefore` for working days: the day number of working day `index`. */
export function workdayAt(index: number): number {
  const weeks = Math.floor(index / 5);
  return epochMonday + weeks * 7 + (index - weeks * 5);
}

export type MonthGridDay = {
  date: DateOnly;
  day: number;
  weekday: Weekday;
  isInMonth: boolean;
  isWeekend: boolean;
  isToday: boolean;
};

export type MonthGridWeek = {
  /** ISO week of the row's Thursday: the ISO week the row shares most of its days with. */
  isoWeek: number;
  days: MonthGridDay[];
};

export type MonthGrid = { year: number; month: number; weekStartsOn: Weekday; weeks: MonthGridWeek[] };

export type MonthGridOptions = {
  /** 1 = Monday (default: Spanish and en-GB use), 0 = Sunday (en-US use). */
  weekStartsOn?: Weekday;
  /** Always six rows, so the grid does not change height between months. */
  fixedWeeks?: boolean;
  /** Marks this date with `isToday` (see `todayIn`). */
  today?: DateOnly;
};

/** The weeks of a month as rows of seven days, padded with days of the months around it. */
export function monthGrid(year: number, month: number, options: MonthGridOptions = {}): MonthGrid {
  if (!Number.isInteger(year) || year < 1 || year > 9999 || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new CalendarError({ code: "invalid_month", year, month });
  }
  const weekStartsOn = options.weekStartsOn ?? 1;
  const first = daysFromCivil(year, month, 1);
  const last = first + daysInMonth(year, month) - 1;
  const gridStart = first - ((weekdayOfDayNumber(first) - weekStartsOn + 7) % 7);
  const rows = options.fixedWeeks ? 6 : Math.ceil((last - gridStart + 1) / 7);
  const todayNumber = options.today === undefined ? null : toDayNumber(options.today);
  const weeks: MonthGridWeek[] = [];
  for (let row = 0; row < rows; row++) {
    const days: MonthGridDay[] = [];
    let thursday = gridStart + row * 7;
    for (let col = 0; col < 7; col++) {
      const dayNumber = gridStart + row * 7 + col;
      const wd = weekdayOfDayNumber(dayNumber);
      if (wd === 4) thursday = dayNumber;
      days.push({
        date: fromDayNumber(dayNumber),
        day: civilFromDays(dayNumber)[2],
        weekday: wd,
        isInMonth: dayNumber >= first && dayNumber <= last,
        isWeekend: wd === 0 || wd === 6,
        isToday: dayNumber === todayNumber,
      });
    }
    weeks.push({ isoWeek: isoWeek(fromDayNumber(thursday)).week, days });
  }
  return { year, month, weekStartsOn, weeks };
}

// Building a DateTimeFormat costs far more than using one; a page asks for the same zone often.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        calendar: "gregory",
        numberingSystem: "latn",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      });
    } catch {
      throw new CalendarError({ code: "invalid_time_zone", value: timeZone });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date of an instant as seen in an IANA time zone. A date-only string passes
 * through unchanged: it already is a calendar date. */
export function dateInTimeZone(instant: Date | number | string, timeZone: string): DateOnly {
  if (typeof instant === "string" && dateOnlyPattern.test(instant)) {
    toDayNumber(instant);
    return instant;
  }
  const moment = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(moment.getTime())) throw new CalendarError({ code: "invalid_date", value: String(instant) });
  let year = "";
  let month = "";
  let day = "";
  for (const part of formatterFor(timeZone).formatToParts(moment)) {
    if (part.type === "year") year = part.value;
    else if (part.type === "month") month = part.value;
    else if (part.type === "day") day = part.value;
  }
  return `${year.padStart(4, "0")}-${month}-${day}`;
}

/** Today's date in an IANA time zone (the user's or the workspace's), not the server's. */
export function todayIn(timeZone: string, now: Date = new Date()): DateOnly {
  return dateInTimeZone(now, timeZone);
}
