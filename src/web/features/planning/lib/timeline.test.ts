import { describe, expect, it } from "vitest";
import { monthScale, percentSpan, timelineBar } from "./timeline";

describe("timeline", () => {
  it("uses the creation day without a start and a month without a due date", () => {
    expect(timelineBar({ id: "p", startDate: null, dueDate: null, createdAt: "2026-01-10T18:00:00.000Z", riskScore: 0, status: "En progreso" })).toEqual({
      id: "p",
      start: "2026-01-10",
      end: "2026-02-09",
      hasDueDate: false,
    });
  });
  it("spans whole months and places bars as percentages", () => {
    const scale = monthScale([{ id: "p", start: "2026-01-15", end: "2026-02-10", hasDueDate: true }], "2026-01-20");
    expect(scale.months).toEqual(["2026-01-01", "2026-02-01"]);
    expect(scale.totalDays).toBe(59);
    const span = percentSpan("2026-01-01", "2026-01-31", scale);
    expect(span?.left).toBe(0);
    expect(span?.width).toBeCloseTo((31 / 59) * 100);
    expect(percentSpan("2027-01-01", "2027-02-01", scale)).toBeNull();
  });
  it("keeps at most maxMonths around today", () => {
    const scale = monthScale([{ id: "p", start: "2020-01-01", end: "2030-01-01", hasDueDate: true }], "2026-06-15", 12);
    expect(scale.months).toHaveLength(12);
    expect(scale.months[0]).toBe("2026-02-01");
  });
});
