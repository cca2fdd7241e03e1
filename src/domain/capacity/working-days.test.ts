import { describe, expect, it } from "vitest";
import { computeCriticalPath } from "../planning/critical-path";
import { holidaysBetween } from "./holidays";
import { addWorkingDays, isWorkingDay, mexicanWorkingDays, nextWorkingDay, teamWorkingDays, workingDayEnd, workingDaysBetween } from "./working-days";

// Working days of a team (decision 1306). In 2027 the third Monday of March (Benito Juárez) is the
// 15th, so the Friday before it is the 12th.
const team = mexicanWorkingDays("2027-01-01", "2027-12-31");

describe("a team's working days", () => {
  it("skips weekends and Mexico's official holidays, movable Mondays included", () => {
    expect(isWorkingDay(team, "2027-03-12")).toBe(true);
    expect(isWorkingDay(team, "2027-03-13")).toBe(false);
    expect(isWorkingDay(team, "2027-03-15")).toBe(false);
    expect(nextWorkingDay(team, "2027-03-13")).toBe("2027-03-16");
    expect(nextWorkingDay(team, "2027-03-16")).toBe("2027-03-16");
    // A task of 3 working days starting the Friday before the holiday Monday ends on Wednesday.
    expect(workingDayEnd(team, "2027-03-12", 3)).toBe("2027-03-17");
    expect(addWorkingDays(team, "2027-03-17", -2)).toBe("2027-03-12");
    expect(workingDaysBetween(team, "2027-03-08", "2027-03-21")).toBe(9);
    // Independence Day falls on a Thursday in 2027: that week holds 4 working days.
    expect(workingDaysBetween(team, "2027-09-13", "2027-09-19")).toBe(4);
  });

  it("counts a team's own weekdays and a workspace holiday, and only the holidays of its country", () => {
    const custom = [{ date: "2027-03-11", name: { es: "Aniversario", en: "Anniversary" }, country: null, source: "custom" as const }];
    const sixDays = teamWorkingDays(holidaysBetween("2027-03-01", "2027-03-31", ["MX"], custom), { workingDays: [1, 2, 3, 4, 5, 6] });
    expect(workingDayEnd(sixDays, "2027-03-10", 3)).toBe("2027-03-13");
    const us = teamWorkingDays(holidaysBetween("2027-03-01", "2027-03-31", ["MX"]), { country: "US" });
    expect(workingDayEnd(us, "2027-03-12", 3)).toBe("2027-03-16");
    // A calendar with no working weekday counts every day rather than never ending.
    expect(workingDayEnd(teamWorkingDays([], { workingDays: [] }), "2027-03-12", 3)).toBe("2027-03-14");
  });

  it("is the critical path's time scale: durations, lags and slack in working days", () => {
    const tasks = [
      { id: "a", durationDays: 3, start: "2027-03-12" },
      { id: "b", durationDays: 2 },
      { id: "c", durationDays: 1, start: "2027-03-12" },
    ];
    const result = computeCriticalPath(tasks, [{ taskId: "b", dependsOnTaskId: "a" }], { projectStart: "2027-03-12", workdays: team });
    const byId = Object.fromEntries(result.tasks.map((t) => [t.id, t]));
    expect(byId.a).toMatchObject({ earlyStartDate: "2027-03-12", earlyFinishDate: "2027-03-17", isCritical: true });
    expect(byId.b).toMatchObject({ earlyStartDate: "2027-03-18", earlyFinishDate: "2027-03-19" });
    // c can slip four working days (to Thursday the 18th), not six calendar days.
    expect(byId.c).toMatchObject({ totalSlack: 4, lateFinishDate: "2027-03-19" });
    expect(result.projectFinishDate).toBe("2027-03-19");
    // A start on the holiday itself moves to the next working day.
    const holiday = computeCriticalPath([{ id: "x", durationDays: 1 }], [], { projectStart: "2027-03-15", workdays: team });
    expect(holiday.projectStart).toBe("2027-03-16");
    // Calendar days, as before, when no calendar is given.
    expect(computeCriticalPath(tasks, [], { projectStart: "2027-03-12" }).tasks[0]).toMatchObject({ earlyFinishDate: "2027-03-14" });
  });
});
