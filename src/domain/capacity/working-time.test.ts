import { describe, expect, it } from "vitest";
import { mexicanHolidays } from "./holidays";
import { currentWeekStart, defaultCalendar, nominalWeeklyHours, weekHours, workingHoursBetween, type WorkCalendar } from "./working-time";

const mx: WorkCalendar = { workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8, timeZone: "America/Mexico_City", country: "MX" };
const holidays = [...mexicanHolidays(2026), ...mexicanHolidays(2027)];

describe("working hours", () => {
  it("removes a holiday and approved time off from a week, and ignores pending or declined requests", () => {
    // Week of Monday 2026-11-16: the Revolution Monday, then Thursday off and Friday a half day.
    const timeOff = [
      { startDate: "2026-11-19", endDate: "2026-11-19", hoursPerDay: null, status: "approved" as const },
      { startDate: "2026-11-20", endDate: "2026-11-22", hoursPerDay: 4, status: "approved" as const },
      { startDate: "2026-11-17", endDate: "2026-11-18", hoursPerDay: null, status: "pending" as const },
      { startDate: "2026-11-17", endDate: "2026-11-17", hoursPerDay: null, status: "declined" as const },
    ];
    expect(weekHours(mx, "2026-11-16", holidays, timeOff)).toEqual({ start: "2026-11-16", nominal: 40, available: 20, holidayHours: 8, timeOffHours: 12 });
    expect(weekHours(mx, "2026-11-23", holidays, timeOff).available).toBe(40);
  });

  it("counts hours between two dates across holidays, time off and a year change", () => {
    // 2026-12-21 … 2027-01-08: 15 working days, minus Christmas and New Year, minus 28–30 Dec off.
    const off = [{ startDate: "2026-12-28", endDate: "2026-12-30", hoursPerDay: null, status: "approved" as const }];
    expect(workingHoursBetween(mx, "2026-12-21", "2027-01-08", holidays, off)).toBe((15 - 2 - 3) * 8);
  });

  it("applies only the holidays of the person's country, and their own working days", () => {
    const us: WorkCalendar = { ...mx, country: "US", timeZone: "America/New_York" };
    expect(weekHours(us, "2026-11-16", holidays, []).available).toBe(40);
    const sixDays: WorkCalendar = { ...mx, workingDays: [1, 2, 3, 4, 5, 6], hoursPerDay: 6 };
    expect(nominalWeeklyHours(sixDays)).toBe(36);
    expect(weekHours(sixDays, "2026-11-16", holidays, []).available).toBe(30);
    expect(nominalWeeklyHours(defaultCalendar(30))).toBe(30);
  });

  it("reads 'this week' in the person's own time zone", () => {
    // Sunday 29 Nov 2026, 23:00 in Mexico City is already Monday 30 Nov in UTC and in Madrid.
    const instant = new Date("2026-11-30T05:00:00Z");
    expect(currentWeekStart(mx, instant)).toBe("2026-11-23");
    expect(currentWeekStart({ timeZone: "Europe/Madrid" }, instant)).toBe("2026-11-30");
    // A Tokyo colleague's week has moved on too, and a holiday week there is still the local date's.
    const tokyo: WorkCalendar = { ...mx, timeZone: "Asia/Tokyo" };
    expect(weekHours(tokyo, currentWeekStart(tokyo, new Date("2026-11-15T16:00:00Z")), holidays, []).available).toBe(32);
  });
});
