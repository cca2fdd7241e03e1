import { describe, expect, it } from "vitest";
import { formatMinutes, minutesBetween, parseDuration } from "./durations";
import { timeEntryInputSchema, MAX_ENTRY_MINUTES } from "./contract";

describe("parseDuration", () => {
  it.each([
    ["1:30", 90],
    ["0:05", 5],
    ["1.5", 90],
    ["1,5", 90],
    ["2", 120],
    ["1h 30m", 90],
    ["1h30m", 90],
    ["90m", 90],
    ["45 min", 45],
    ["2 horas", 120],
    ["0.25h", 15],
  ])("reads %s as %i minutes", (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each(["", "abc", "1:75", "1h abc", "-1", "h", "1:3"])("refuses %j", (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe("formatMinutes and minutesBetween", () => {
  it("writes hours and minutes", () => {
    expect(formatMinutes(0)).toBe("0:00");
    expect(formatMinutes(95)).toBe("1:35");
    expect(formatMinutes(2000)).toBe("33:20");
  });
  it("counts whole minutes and never goes negative", () => {
    const a = new Date("2026-11-26T10:00:00Z");
    expect(minutesBetween(a, new Date("2026-11-26T10:01:59Z"))).toBe(1);
    expect(minutesBetween(a, new Date("2026-11-26T09:00:00Z"))).toBe(0);
  });
});

describe("an entry's duration", () => {
  const base = { date: "2026-11-26", note: "" };
  it("refuses zero, negative, fractional and over-24h durations", () => {
    for (const minutes of [0, -30, 1.5, MAX_ENTRY_MINUTES + 1]) expect(timeEntryInputSchema.safeParse({ ...base, minutes }).success).toBe(false);
  });
  it("accepts one minute to a whole day, billable by default", () => {
    expect(timeEntryInputSchema.parse({ ...base, minutes: 1 }).billable).toBe(true);
    expect(timeEntryInputSchema.safeParse({ ...base, minutes: MAX_ENTRY_MINUTES }).success).toBe(true);
  });
  it("refuses an impossible date", () => {
    expect(timeEntryInputSchema.safeParse({ ...base, date: "2026-02-30", minutes: 30 }).success).toBe(false);
  });
});
