import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  addWeeks,
  CalendarError,
  dateInTimeZone,
  diffDays,
  eachDay,
  fromDayNumber,
  isDateOnly,
  isoWeek,
  monthGrid,
  parseDateOnly,
  startOfWeek,
  todayIn,
  weekday,
  workdayAt,
  workdaysBefore,
} from "./calendar";

describe("date-only arithmetic", () => {
  it("agrees with UTC Date arithmetic on every day from 1900 to 2100", () => {
    const first = Date.UTC(1900, 0, 1) / 86_400_000;
    const last = Date.UTC(2100, 11, 31) / 86_400_000;
    for (let day = first; day <= last; day++) {
      const expected = new Date(day * 86_400_000).toISOString().slice(0, 10);
      const actual = fromDayNumber(day);
      if (actual !== expected || parseDateOnly(expected) !== day) {
        expect({ day, actual }).toEqual({ day, actual: expected });
      }
    }
  });

  it("accepts only real YYYY-MM-DD dates", () => {
    expect(isDateOnly("2028-02-29")).toBe(true);
    for (const value of ["2027-02-29", "1900-02-29", "2025-04-31", "2025-00-10", "2025-1-01", "2025-01-01T00:00", " 2025-01-01", "0000-01-01", 20250101]) {
      expect(isDateOnly(value), String(value)).toBe(false);
    }
    expect(() => addDays("2025-02-30", 1)).toThrow(CalendarError);
  });

  it("adds days, weeks and months across month ends, leap days and DST dates", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(addDays("2025-03-08", 1)).toBe("2025-03-09"); // New York springs forward on 03-09
    expect(addDays("2022-04-02", 2)).toBe("2022-04-04"); // Mexico City's last spring-forward, 04-03
    expect(addWeeks("2025-10-27", 1)).toBe("2025-11-03");
    expect(addWeeks("2025-01-06", -2)).toBe("2024-12-23");
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2025-03-31", -1)).toBe("2025-02-28");
    expect(addMonths("2024-11-30", 3)).toBe("2025-02-28");
    expect(addMonths("2025-01-15", -13)).toBe("2023-12-15");
    expect(diffDays("2028-02-01", "2028-03-01")).toBe(29);
    expect(diffDays("2025-03-01", "2025-02-01")).toBe(-28);
    expect(eachDay("2028-02-27", "2028-03-01")).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(eachDay("2025-01-02", "2025-01-01")).toEqual([]);
  });

  it("knows the weekday and the start of the week", () => {
    expect(weekday("2025-03-01")).toBe(6);
    expect(weekday("2025-03-02")).toBe(0);
    expect(weekday("2025-03-03")).toBe(1);
    expect(startOfWeek("2025-03-02")).toBe("2025-02-24");
    expect(startOfWeek("2025-03-03")).toBe("2025-03-03");
    expect(startOfWeek("2025-03-02", 0)).toBe("2025-03-02");
    expect(startOfWeek("2025-03-08", 0)).toBe("2025-03-02");
  });

  it("gives ISO week numbers, week-year included", () => {
    expect(isoWeek("2021-01-03")).toEqual({ year: 2020, week: 53 });
    expect(isoWeek("2021-01-04")).toEqual({ year: 2021, week: 1 });
    expect(isoWeek("2024-12-30")).toEqual({ year: 2025, week: 1 });
    expect(isoWeek("2025-03-03")).toEqual({ year: 2025, week: 10 });
    expect(isoWeek("2026-12-31")).toEqual({ year: 2026, week: 53 });
    expect(isoWeek("2027-01-03")).toEqual({ year: 2026, week: 53 });
    expect(isoWeek("2028-02-29")).toEqual({ year: 2028, week: 9 });
  });

  it("counts working days Monday to Friday", () => {
    const friday = parseDateOnly("2025-03-07") as number;
    const saturday = friday + 1;
    const monday = friday + 3;
    expect(workdaysBefore(saturday)).toBe(workdaysBefore(monday));
    expect(workdaysBefore(monday) - workdaysBefore(friday)).toBe(1);
    expect(fromDayNumber(workdayAt(workdaysBefore(friday) + 1))).toBe("2025-03-10");
    // Round trip on working days, including before 1970.
    for (let day = (parseDateOnly("1969-12-01") as number); day < (parseDateOnly("1970-02-01") as number); day++) {
      const wd = (((day + 4) % 7) + 7) % 7;
      if (wd !== 0 && wd !== 6) expect(workdayAt(workdaysBefore(day))).toBe(day);
    }
  });
});

describe("monthGrid", () => {
  it("starts weeks on Monday by default, padding with the months around", () => {
    // March 2025 begins on a Saturday and ends on a Monday.
    const grid = monthGrid(2025, 3, { today: "2025-03-12" });
    expect(grid.weekStartsOn).toBe(1);
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks[0]?.days.map((d) => d.date)).toEqual(["2025-02-24", "2025-02-25", "2025-02-26", "2025-02-27", "2025-02-28", "2025-03-01", "2025-03-02"]);
    expect(grid.weeks[0]?.days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(grid.weeks[0]?.days.map((d) => d.isInMonth)).toEqual([false, false, false, false, false, true, true]);
    expect(grid.weeks[5]?.days.map((d) => d.date)).toEqual(["2025-03-31", "2025-04-01", "2025-04-02", "2025-04-03", "2025-04-04", "2025-04-05", "2025-04-06"]);
    expect(grid.weeks.map((w) => w.isoWeek)).toEqual([9, 10, 11, 12, 13, 14]);
    expect(grid.weeks.flatMap((w) => w.days).filter((d) => d.isToday).map((d) => d.date)).toEqual(["2025-03-12"]);
    expect(grid.weeks.flatMap((w) => w.days).filter((d) => d.isInMonth)).toHaveLength(31);
  });

  it("can start weeks on Sunday", () => {
    const grid = monthGrid(2025, 3, { weekStartsOn: 0 });
    expect(grid.weeks[0]?.days[0]).toMatchObject({ date: "2025-02-23", weekday: 0 });
    expect(grid.weeks.at(-1)?.days.at(-1)?.date).toBe("2025-04-05");
  });

  it("uses only the rows a month needs unless fixed weeks are asked for", () => {
    // February 2021 starts on a Monday and has 28 days: exactly four rows.
    expect(monthGrid(2021, 2).weeks).toHaveLength(4);
    expect(monthGrid(2021, 2, { fixedWeeks: true }).weeks).toHaveLength(6);
    const leap = monthGrid(2028, 2);
    expect(leap.weeks.flatMap((w) => w.days).filter((d) => d.isInMonth).at(-1)?.date).toBe("2028-02-29");
  });

  it("refuses a month that does not exist", () => {
    expect(() => monthGrid(2025, 13)).toThrow(CalendarError);
    expect(() => monthGrid(2025, 0)).toThrow(CalendarError);
  });
});

describe("todayIn", () => {
  it("gives the date of the given zone, not the server's", () => {
    // Mexico City is UTC−6 all year since October 2022.
    expect(todayIn("America/Mexico_City", new Date("2025-03-01T05:59:00Z"))).toBe("2025-02-28");
    expect(todayIn("America/Mexico_City", new Date("2025-03-01T06:00:00Z"))).toBe("2025-03-01");
    // It was UTC−5 in the summer of 2022 (daylight time), UTC−6 in the summer of 2023.
    expect(todayIn("America/Mexico_City", new Date("2022-06-01T04:30:00Z"))).toBe("2022-05-31");
    expect(todayIn("America/Mexico_City", new Date("2022-06-01T05:30:00Z"))).toBe("2022-06-01");
    expect(todayIn("America/Mexico_City", new Date("2023-06-01T05:30:00Z"))).toBe("2023-05-31");
    // New York around its spring-forward night.
    expect(todayIn("America/New_York", new Date("2025-03-09T04:59:00Z"))).toBe("2025-03-08");
    expect(todayIn("America/New_York", new Date("2025-03-10T03:59:00Z"))).toBe("2025-03-09");
    expect(todayIn("America/New_York", new Date("2025-03-10T04:00:00Z"))).toBe("2025-03-10");
    expect(todayIn("Pacific/Kiritimati", new Date("2025-03-01T10:00:00Z"))).toBe("2025-03-02");
    expect(todayIn("UTC", new Date("2028-02-29T23:59:59Z"))).toBe("2028-02-29");
  });

  it("passes date-only strings through and refuses unknown zones", () => {
    expect(dateInTimeZone("2025-03-01", "Pacific/Kiritimati")).toBe("2025-03-01");
    expect(dateInTimeZone("2025-03-01T02:00:00-06:00", "America/Mexico_City")).toBe("2025-03-01");
    try {
      todayIn("Mars/Olympus_Mons");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CalendarError);
      expect((error as CalendarError).issue).toEqual({ code: "invalid_time_zone", value: "Mars/Olympus_Mons" });
    }
  });
});
