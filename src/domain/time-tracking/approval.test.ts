import { describe, expect, it } from "vitest";
import { isLocked, transition, weeksOf } from "./approval";

const self = { self: true, manager: false };
const manager = { self: false, manager: true };

describe("timesheet approval", () => {
  it("lets a person submit an open, rejected or reopened week, and nothing else", () => {
    expect(transition("open", "submit", self)).toEqual({ ok: true, next: "submitted" });
    expect(transition("rejected", "submit", self)).toEqual({ ok: true, next: "submitted" });
    expect(transition("reopened", "submit", self)).toEqual({ ok: true, next: "submitted" });
    expect(transition("submitted", "submit", self)).toEqual({ ok: false, reason: "not_allowed" });
    expect(transition("approved", "submit", self)).toEqual({ ok: false, reason: "not_allowed" });
    expect(transition("open", "submit", manager)).toEqual({ ok: false, reason: "forbidden" });
  });

  it("lets only managers approve or reject a submitted week and reopen an approved one", () => {
    expect(transition("submitted", "approve", manager)).toEqual({ ok: true, next: "approved" });
    expect(transition("submitted", "reject", manager)).toEqual({ ok: true, next: "rejected" });
    expect(transition("submitted", "approve", self)).toEqual({ ok: false, reason: "forbidden" });
    expect(transition("open", "approve", manager)).toEqual({ ok: false, reason: "not_allowed" });
    expect(transition("approved", "reject", manager)).toEqual({ ok: false, reason: "not_allowed" });
    expect(transition("approved", "reopen", manager)).toEqual({ ok: true, next: "reopened" });
    expect(transition("approved", "reopen", self)).toEqual({ ok: false, reason: "forbidden" });
    expect(transition("submitted", "reopen", manager)).toEqual({ ok: false, reason: "not_allowed" });
    // A manager's own week: they submit it as its owner and approve it as a manager.
    expect(transition("submitted", "approve", { self: true, manager: true })).toEqual({ ok: true, next: "approved" });
  });

  it("locks only approved weeks", () => {
    expect(["open", "submitted", "rejected", "reopened"].map((s) => isLocked(s as "open"))).toEqual([false, false, false, false]);
    expect(isLocked("approved")).toBe(true);
  });

  it("finds the Monday-first weeks of dates (es-MX)", () => {
    // 2026-11-29 is a Sunday: it belongs to the week of Monday 23; Monday 30 starts the next.
    expect(weeksOf(["2026-11-29", "2026-11-23", "2026-11-30", "2026-11-25"])).toEqual(["2026-11-23", "2026-11-30"]);
  });
});
