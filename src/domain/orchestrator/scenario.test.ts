import { describe, expect, it } from "vitest";
import { applyChanges, capacityFactor, roiOf, weeklyHours, type ProjectPlan } from "./scenario";

const plan = (id: string, hours: Record<string, number>, budgetCents = 0): ProjectPlan => ({ id, dueDate: "2026-12-01", state: "active", budgetCents, allocations: new Map(Object.entries(hours)), scopeChange: 0 });

describe("scenario changes", () => {
  it("moves due dates, hours, scope, status and budget, in order, without touching the base", () => {
    const base = [plan("atlas", { maria: 20 }, 100_000), plan("orion", { maria: 20, luis: 10 }, 50_000)];
    const { plans, invalid, touched } = applyChanges(base, [
      { kind: "due_date", projectId: "atlas", dueDate: "2027-01-15" },
      { kind: "allocation", projectId: "atlas", resourceId: "maria", hours: 30 },
      { kind: "allocation", projectId: "orion", resourceId: "maria", hours: 0 },
      { kind: "scope", projectId: "orion", items: -3 },
      { kind: "scope", projectId: "orion", items: 1 },
      { kind: "budget", fromProjectId: "atlas", toProjectId: "orion", amountCents: 25_000 },
      { kind: "status", projectId: "ghost", status: "paused" },
    ]);
    expect(invalid).toEqual([6]);
    expect([...touched].sort()).toEqual(["atlas", "orion"]);
    const [atlas, orion] = plans;
    expect(atlas).toMatchObject({ dueDate: "2027-01-15", budgetCents: 75_000 });
    expect(weeklyHours(atlas!)).toBe(30);
    expect(orion).toMatchObject({ scopeChange: -2, budgetCents: 75_000 });
    expect([...orion!.allocations]).toEqual([["luis", 10]]);
    expect(base[0]!.allocations.get("maria")).toBe(20);
  });

  it("a paused or cancelled project gives no hours; the throughput follows the hours", () => {
    const { plans } = applyChanges([plan("a", { x: 10 })], [{ kind: "status", projectId: "a", status: "paused" }]);
    expect(weeklyHours(plans[0]!)).toBe(0);
    expect(capacityFactor(20, 30)).toBe(1.5);
    expect(capacityFactor(0, 30)).toBe(1);
    expect(capacityFactor(10, 100)).toBe(5);
    expect(roiOf(150, 100)).toBe(0.5);
    expect(roiOf(0, 100)).toBeNull();
  });
});
