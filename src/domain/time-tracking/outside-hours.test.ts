import { describe, expect, it } from "vitest";
import { addWeeks, eachDate } from "../capacity/dates";
import { officialHolidays } from "../capacity/holidays";
import { workingDays, type WorkCalendar } from "../capacity/working-time";
import { afterHoursSignal, outsideHoursByWeek } from "./outside-hours";

// Constructed histories: a Monday–Friday, 8-hours-a-day person in Mexico.
const calendar: WorkCalendar = { workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8, timeZone: "America/Mexico_City", country: "MX" };
const current = "2026-11-23";
const weekStarts = Array.from({ length: 14 }, (_, i) => addWeeks(current, i - 13));
const days = (timeOff = [] as Parameters<typeof workingDays>[4]) => workingDays(calendar, weekStarts[0]!, "2026-11-29", officialHolidays("MX", 2026), timeOff);

/** Eight hours each working day of every week, plus what `extra` adds (date → minutes). */
function history(extra: Record<string, number> = {}): Map<string, number> {
  const logged = new Map<string, number>();
  for (const d of days()) if (d.hours > 0) logged.set(d.date, 8 * 60);
  for (const [date, minutes] of Object.entries(extra)) logged.set(date, (logged.get(date) ?? 0) + minutes);
  return logged;
}

describe("hours logged outside working hours", () => {
  it("counts weekend days, holidays and what goes beyond the working day", () => {
    // 16 Nov 2026 is the third Monday of November: a holiday (the revolution's day).
    const weeks = outsideHoursByWeek(days(), history({ "2026-11-16": 120, "2026-11-18": 90, "2026-11-21": 180 }), weekStarts);
    const week = weeks.find((w) => w.start === "2026-11-16")!;
    expect(week.outside).toBe(2 + 1.5 + 3);
    expect(week.days.map((d) => [d.date, d.reason, d.outside])).toEqual([
      ["2026-11-16", "holiday", 2],
      ["2026-11-18", "beyond_day", 1.5],
      ["2026-11-21", "non_working_day", 3],
    ]);
    // An ordinary week of 40 hours has nothing outside.
    expect(weeks.find((w) => w.start === "2026-11-02")!.outside).toBe(0);
  });

  it("counts approved time off as outside", () => {
    const off = [{ startDate: "2026-11-24", endDate: "2026-11-24", hoursPerDay: null, status: "approved" as const }];
    const weeks = outsideHoursByWeek(days(off), history(), weekStarts);
    expect(weeks.at(-1)!.days).toEqual([{ date: "2026-11-24", logged: 8, working: 0, outside: 8, reason: "time_off" }]);
  });

  it("flags a week well above the person's usual, and not a usual week", () => {
    const weekend = (start: string) => ({ [eachDate(start, addWeeks(start, 1))[5]!]: 6 * 60 });
    expect(afterHoursSignal(outsideHoursByWeek(days(), history(weekend(current)), weekStarts), current)).toMatchObject({ severity: "warning", baseline: 0, weeks: [{ start: current, outside: 6 }] });
    // Someone who always works six hours on Saturdays: the same week is their normal.
    const always = Object.assign({}, ...weekStarts.map(weekend)) as Record<string, number>;
    expect(afterHoursSignal(outsideHoursByWeek(days(), history(always), weekStarts), current)).toBeNull();
    // Nothing logged, nothing raised.
    expect(afterHoursSignal(outsideHoursByWeek(days(), new Map(), weekStarts), current)).toBeNull();
  });

  it("is high when the last two weeks are both above", () => {
    const previous = addWeeks(current, -1);
    const logged = history({ [eachDate(previous, addWeeks(previous, 1))[6]!]: 300, [eachDate(current, addWeeks(current, 1))[6]!]: 300 });
    const signal = afterHoursSignal(outsideHoursByWeek(days(), logged, weekStarts), current);
    expect(signal?.severity).toBe("high");
    expect(signal?.weeks.map((w) => w.start)).toEqual([previous, current]);
  });

  it("stays quiet under the minimum even with a zero baseline", () => {
    const logged = history({ "2026-11-28": 180 });
    expect(afterHoursSignal(outsideHoursByWeek(days(), logged, weekStarts), current)).toBeNull();
  });
});
