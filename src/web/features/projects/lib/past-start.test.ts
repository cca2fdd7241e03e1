import { describe, expect, it } from "vitest";
import { pastStart } from "./past-start";

describe("a plan that starts in the past", () => {
  it("moves start and due date together to start today", () => {
    expect(pastStart("2026-11-16", "2026-12-31", "2026-11-26")).toEqual({ daysAgo: 10, rebased: { startDate: "2026-11-26", dueDate: "2027-01-10" } });
    expect(pastStart("2026-11-25", null, "2026-11-26")).toEqual({ daysAgo: 1, rebased: { startDate: "2026-11-26", dueDate: null } });
  });

  it("says nothing when it starts today, later, or has no start", () => {
    expect(pastStart("2026-11-26", "2026-12-31", "2026-11-26")).toBeNull();
    expect(pastStart("2026-12-01", null, "2026-11-26")).toBeNull();
    expect(pastStart(null, "2026-12-31", "2026-11-26")).toBeNull();
  });
});
