import { describe, expect, it } from "vitest";
import { nextOccurrence, occurrences, recurrenceRuleSchema, shiftedDates, type RecurrenceRule } from "./recurrence";

const rule = (r: Partial<RecurrenceRule> & Pick<RecurrenceRule, "frequency">): RecurrenceRule => recurrenceRuleSchema.parse({ interval: 1, start: "2026-11-26", end: { kind: "never" }, ...r });

describe("recurrence rules", () => {
  it("daily, every n days, until a date", () => {
    expect(occurrences(rule({ frequency: "daily", interval: 2, end: { kind: "until", until: "2026-12-04" } }))).toEqual(["2026-11-26", "2026-11-28", "2026-11-30", "2026-12-02", "2026-12-04"]);
  });

  it("weekly on Monday and Thursday, 10 times, from a Thursday (weeks start on Monday)", () => {
    const dates = occurrences(rule({ frequency: "weekly", weekdays: [4, 1], end: { kind: "count", count: 10 } }));
    expect(dates).toHaveLength(10);
    expect(dates.slice(0, 4)).toEqual(["2026-11-26", "2026-11-30", "2026-12-03", "2026-12-07"]);
    expect(dates[9]).toBe("2026-12-28");
  });

  it("every two weeks on Sunday counts from the start's week", () => {
    expect(occurrences(rule({ frequency: "weekly", interval: 2, weekdays: [0] }), { limit: 3 })).toEqual(["2026-11-29", "2026-12-13", "2026-12-27"]);
  });

  it("monthly on the 31st falls on the month's last day (28 Feb, 29 in a leap year, 30 Apr)", () => {
    expect(occurrences(rule({ frequency: "monthly", monthlyOn: { kind: "day", day: 31 }, start: "2027-01-31" }), { limit: 4 })).toEqual(["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30"]);
    expect(occurrences(rule({ frequency: "monthly", monthlyOn: { kind: "day", day: 31 }, start: "2028-01-31" }), { limit: 2 })).toEqual(["2028-01-31", "2028-02-29"]);
    // A start after the month's day: the first occurrence is next month's.
    expect(occurrences(rule({ frequency: "monthly", monthlyOn: { kind: "day", day: 15 }, start: "2026-11-26" }), { limit: 2 })).toEqual(["2026-12-15", "2027-01-15"]);
  });

  it("monthly on the second Tuesday and on the last Friday (Mexican calendar dates)", () => {
    // El segundo martes: 10 Nov 2026, 8 Dec 2026, 12 Jan 2027.
    expect(occurrences(rule({ frequency: "monthly", monthlyOn: { kind: "weekday", nth: 2, weekday: 2 }, start: "2026-11-01" }), { limit: 3 })).toEqual(["2026-11-10", "2026-12-08", "2027-01-12"]);
    // El último viernes: 27 Nov, 25 Dec 2026, 29 Jan 2027; every 3 months from November: Feb 2027's is 26.
    expect(occurrences(rule({ frequency: "monthly", monthlyOn: { kind: "weekday", nth: -1, weekday: 5 }, start: "2026-11-01" }), { limit: 3 })).toEqual(["2026-11-27", "2026-12-25", "2027-01-29"]);
    expect(occurrences(rule({ frequency: "monthly", interval: 3, monthlyOn: { kind: "weekday", nth: -1, weekday: 5 }, start: "2026-11-01" }), { limit: 2 })).toEqual(["2026-11-27", "2027-02-26"]);
  });

  it("dates do not move across the old DST changes (first Sunday of April, last of October in Mexico before 2022)", () => {
    expect(occurrences(rule({ frequency: "daily", start: "2021-04-03" }), { limit: 3 })).toEqual(["2021-04-03", "2021-04-04", "2021-04-05"]);
    expect(occurrences(rule({ frequency: "weekly", weekdays: [0], start: "2021-10-30" }), { limit: 2 })).toEqual(["2021-10-31", "2021-11-07"]);
  });

  it("the next occurrence after a date, with its position, and none once the series ended", () => {
    const weekly = rule({ frequency: "weekly", weekdays: [1, 4], end: { kind: "count", count: 3 } });
    expect(nextOccurrence(weekly, "2026-11-26")).toEqual({ date: "2026-11-30", index: 2 });
    expect(nextOccurrence(weekly, "2026-12-03")).toBeNull();
    expect(nextOccurrence(rule({ frequency: "daily", start: "2000-01-01" }), "2026-11-26")).toEqual({ date: "2026-11-27", index: 9828 });
    expect(nextOccurrence(rule({ frequency: "daily", start: "2000-01-01", end: { kind: "until", until: "2026-11-26" } }), "2026-11-26")).toBeNull();
  });

  it("an occurrence keeps the first task's length", () => {
    expect(shiftedDates({ startDate: "2026-11-24", endDate: "2026-11-26" }, "2026-11-26", "2026-12-03")).toEqual({ startDate: "2026-12-01", endDate: "2026-12-03" });
    expect(shiftedDates({ startDate: null, endDate: null }, "2026-11-26", "2026-12-03")).toEqual({ startDate: null, endDate: "2026-12-03" });
  });

  it("refuses a weekly rule without days, a monthly one without its day, an end before the start", () => {
    const issues = (r: unknown) => recurrenceRuleSchema.safeParse(r).error?.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(issues({ frequency: "weekly", interval: 1, weekdays: [], start: "2026-11-26", end: { kind: "never" } })).toEqual(["weekdays:validation.pick_weekday"]);
    expect(issues({ frequency: "monthly", interval: 1, start: "2026-11-26", end: { kind: "never" } })).toEqual(["monthlyOn:validation.required"]);
    expect(issues({ frequency: "daily", interval: 1, start: "2026-11-26", end: { kind: "until", until: "2026-11-01" } })).toEqual(["end.until:validation.end_before_start"]);
    expect(issues({ frequency: "daily", interval: 0, start: "2026-02-30", end: { kind: "count", count: 0 } })?.length).toBe(3);
  });
});
