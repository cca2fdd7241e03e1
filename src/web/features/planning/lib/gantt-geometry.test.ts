import { describe, expect, it } from "vitest";
import { toDayNumber } from "../../../../domain/planning/calendar";
import { applyDrag, barRect, chartRange, dependencyPath, dragDays, keyboardChange, monthSpans, timeTicks, visibleRows, xOfDay } from "./gantt-geometry";

describe("chartRange", () => {
  it("covers every item with a margin and starts on a Monday", () => {
    const range = chartRange([{ start: "2026-03-11", end: "2026-04-20" }], "2026-03-15", "day");
    expect(range.startDay).toBe(toDayNumber("2026-03-02")); // Wednesday 11 − 7 = Wednesday 4 → Monday 2
    expect(range.endDay).toBeGreaterThanOrEqual(toDayNumber("2026-05-04"));
  });
  it("starts on the 1st of the month in month zoom and keeps a minimum length", () => {
    const range = chartRange([], "2026-02-20", "month", 60);
    expect(range.startDay).toBe(toDayNumber("2026-02-01"));
    expect(range.endDay - toDayNumber("2026-02-13")).toBe(59);
  });
});

describe("bars", () => {
  const range = { startDay: toDayNumber("2026-01-05"), endDay: toDayNumber("2026-03-01") };
  it("spans first to last day inclusive", () => {
    expect(barRect("2026-01-06", "2026-01-08", range, "day")).toEqual({ x: 32, width: 96 });
    expect(barRect("2026-01-05", "2026-01-05", range, "month")).toEqual({ x: 0, width: 4 });
  });
  it("places days by zoom", () => {
    expect(xOfDay(toDayNumber("2026-01-12"), range, "week")).toBe(98);
  });
});

describe("visibleRows", () => {
  it("returns only the rows in view plus overscan", () => {
    expect(visibleRows(0, 320, 2000, 2)).toEqual({ first: 0, last: 12 });
    expect(visibleRows(32_000, 320, 2000, 2)).toEqual({ first: 998, last: 1012 });
    expect(visibleRows(63_900, 320, 2000, 2)).toEqual({ first: 1994, last: 1999 });
    expect(visibleRows(0, 320, 0)).toEqual({ first: 0, last: -1 });
  });
});

describe("drags", () => {
  const span = { start: "2026-02-27", end: "2026-03-02" };
  it("snaps pixels to whole days", () => {
    expect(dragDays(47, "day")).toBe(1);
    expect(dragDays(-50, "day")).toBe(-2);
    expect(dragDays(13, "month")).toBe(3);
  });
  it("moves across month ends and leap days", () => {
    expect(applyDrag({ start: "2028-02-28", end: "2028-03-01" }, "move", 1)).toEqual({ start: "2028-02-29", end: "2028-03-02" });
  });
  it("resizes one edge, never past the other", () => {
    expect(applyDrag(span, "resize-end", 2)).toEqual({ start: "2026-02-27", end: "2026-03-04" });
    expect(applyDrag(span, "resize-end", -10)).toEqual({ start: "2026-02-27", end: "2026-02-27" });
    expect(applyDrag(span, "resize-start", 10)).toEqual({ start: "2026-03-02", end: "2026-03-02" });
  });
});

describe("keyboardChange", () => {
  const span = { start: "2026-01-31", end: "2026-02-02" };
  it("moves by the zoom's unit", () => {
    expect(keyboardChange(span, "ArrowRight", false, "day")).toEqual({ start: "2026-02-01", end: "2026-02-03" });
    expect(keyboardChange(span, "ArrowLeft", false, "week")).toEqual({ start: "2026-01-24", end: "2026-01-26" });
    expect(keyboardChange(span, "ArrowRight", false, "month")).toEqual({ start: "2026-02-28", end: "2026-03-02" });
  });
  it("resizes with Shift and ignores other keys", () => {
    expect(keyboardChange(span, "ArrowRight", true, "day")).toEqual({ start: "2026-01-31", end: "2026-02-03" });
    expect(keyboardChange(span, "ArrowLeft", true, "week")).toEqual({ start: "2026-01-31", end: "2026-01-31" });
    expect(keyboardChange(span, "ArrowUp", false, "day")).toBeNull();
  });
});

describe("header", () => {
  const range = { startDay: toDayNumber("2026-01-26"), endDay: toDayNumber("2026-03-03") };
  it("ticks Mondays in week zoom and month starts in month zoom", () => {
    expect(timeTicks(range, "week").map((t) => t.date)).toEqual(["2026-01-26", "2026-02-02", "2026-02-09", "2026-02-16", "2026-02-23", "2026-03-02"]);
    expect(timeTicks(range, "month").map((t) => t.date)).toEqual(["2026-02-01", "2026-03-01"]);
    expect(timeTicks(range, "day")).toHaveLength(37);
  });
  it("splits the range into months", () => {
    expect(monthSpans(range)).toEqual([
      { date: "2026-01-26", startDay: toDayNumber("2026-01-26"), days: 6 },
      { date: "2026-02-01", startDay: toDayNumber("2026-02-01"), days: 28 },
      { date: "2026-03-01", startDay: toDayNumber("2026-03-01"), days: 3 },
    ]);
  });
});

describe("dependencyPath", () => {
  it("draws an elbow forward, or around when the successor starts earlier", () => {
    expect(dependencyPath(100, 16, 140, 48)).toBe("M100,16 H132 V48 H140");
    expect(dependencyPath(100, 16, 90, 48)).toBe("M100,16 H108 V32 H82 V48 H90");
  });
});
