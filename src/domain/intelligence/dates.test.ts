import { describe, expect, it } from "vitest";
import { toDay } from "./dates";
import { dateInTimeZone, parseDateOnly } from "../planning/calendar";

describe("toDay of an instant (remembered per zone, issue 17)", () => {
  it("answers as Intl does, again and again, in each zone, across a day change", () => {
    const instants = [new Date("2026-11-24T05:59:59Z"), new Date("2026-11-24T06:00:00Z"), new Date("2026-03-08T08:30:00Z"), new Date("2026-11-01T07:00:00Z")];
    for (let round = 0; round < 3; round++) {
      for (const zone of ["America/Mexico_City", "America/New_York", "Asia/Tokyo", "UTC"]) {
        for (const instant of instants) expect(toDay(instant, zone)).toBe(parseDateOnly(dateInTimeZone(instant, zone)));
      }
    }
    expect(toDay(new Date("2026-11-24T05:59:59Z"), "America/Mexico_City")).toBe(toDay("2026-11-23"));
    expect(toDay(new Date("2026-11-24T06:00:00Z"), "America/Mexico_City")).toBe(toDay("2026-11-24"));
  });

  it("still refuses a zone Intl does not know, every time", () => {
    expect(() => toDay(new Date("2026-11-24T06:00:00Z"), "Mars/Olympus")).toThrow();
    expect(() => toDay(new Date("2026-11-24T06:00:00Z"), "Mars/Olympus")).toThrow();
  });

  it("is null for an invalid date", () => {
    expect(toDay(new Date(Number.NaN), "UTC")).toBeNull();
  });
});
