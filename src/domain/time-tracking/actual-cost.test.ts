import { describe, expect, it } from "vitest";
import { actualCost, costOfMinutes } from "./actual-cost";

describe("actual cost from logged time", () => {
  it("keeps the manual entries when no costed hours were logged", () => {
    expect(actualCost({ manual: [{ category: "labour", cents: 50_000 }, { category: "software", cents: 10_000 }], timesheetCents: 0 })).toEqual({ acCents: 60_000, source: "manual", timesheetCents: 0, manualCents: 60_000, replacedManualCents: 0 });
    expect(actualCost({ manual: [], timesheetCents: 0 }).source).toBe("manual");
  });

  it("replaces manual labour with logged hours × rates, and keeps other categories (mixed)", () => {
    // 90 min at $400/h + 30 min at $250/h = 600 + 125 = $725.
    const ts = costOfMinutes(90, 40_000) + costOfMinutes(30, 25_000);
    expect(ts).toBe(72_500);
    expect(actualCost({ manual: [{ category: "labour", cents: 50_000 }], timesheetCents: ts })).toEqual({ acCents: 72_500, source: "timesheets", timesheetCents: 72_500, manualCents: 0, replacedManualCents: 50_000 });
    expect(actualCost({ manual: [{ category: "labour", cents: 50_000 }, { category: "travel", cents: 3_000 }], timesheetCents: ts })).toMatchObject({ acCents: 75_500, source: "mixed", manualCents: 3_000 });
  });

  it("rounds the total, not each entry, and ignores negative rates", () => {
    expect(actualCost({ manual: [], timesheetCents: costOfMinutes(1, 100) * 3 }).acCents).toBe(5);
    expect(costOfMinutes(60, -100)).toBe(0);
  });
});
