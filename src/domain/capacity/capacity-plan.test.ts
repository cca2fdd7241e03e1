import { describe, expect, it } from "vitest";
import { capacityPlan, loadLevel, type CapacityAllocation, type CapacityResource } from "./capacity-plan";

const people: CapacityResource[] = [
  { id: "ana", name: "Ana", role: "PM", availability: 40 },
  { id: "luis", name: "Luis", role: "Dev", availability: 20 },
  { id: "bot", name: "Sin horario", role: "Dev", availability: 0 },
];

const allocation = (resourceId: string, projectId: string, hours: number, startDate: string | null = null, endDate: string | null = null): CapacityAllocation => ({
  resourceId,
  projectId,
  projectName: projectId.toUpperCase(),
  hours,
  startDate,
  endDate,
});

// Wednesday 2026-11-25: the plan's weeks start on Monday 2026-11-23.
const today = "2026-11-25";

describe("capacityPlan", () => {
  it("starts on the Monday of the current week and counts an allocation in every week it overlaps", () => {
    const plan = capacityPlan(people, [allocation("ana", "a", 10, "2026-11-29", "2026-12-07")], today, 4);
    expect(plan.weekStarts).toEqual(["2026-11-23", "2026-11-30", "2026-12-07", "2026-12-14"]);
    // Starts on the first week's Sunday, ends on the third week's Monday.
    expect(plan.resources[0]!.weeks.map((w) => w.hours)).toEqual([10, 10, 10, 0]);
  });

  it("marks people above 100 % as overloaded and above 90 % as at the threshold", () => {
    const plan = capacityPlan(people, [allocation("ana", "a", 30), allocation("ana", "b", 12), allocation("luis", "a", 19)], today, 2);
    const [ana, luis] = plan.resources;
    expect(ana!.weeks[0]).toMatchObject({ hours: 42, utilisation: 105, level: "over" });
    expect(luis!.weeks[0]).toMatchObject({ hours: 19, utilisation: 95, level: "high" });
    expect(ana!.projects.map((p) => p.projectId)).toEqual(["a", "b"]);
    expect(plan.totals).toMatchObject({ availability: 60, allocatedThisWeek: 61, overloaded: 1, atThreshold: 1 });
  });

  it("measures each project's team as the smart notification does, with its exact 90 % boundary", () => {
    const at90 = capacityPlan(people, [allocation("ana", "a", 36)], today);
    expect(at90.projects[0]).toMatchObject({ percentage: 90, isOverThreshold: false });
    const at91 = capacityPlan(people, [allocation("ana", "a", 36.4)], today);
    expect(at91.projects[0]).toMatchObject({ percentage: 91, isOverThreshold: true });
    // Two people on one project: their availabilities add up.
    const team = capacityPlan(people, [allocation("ana", "a", 30), allocation("luis", "a", 15)], today);
    expect(team.projects[0]).toMatchObject({ allocatedHours: 45, availabilityHours: 60, percentage: 75 });
  });

  it("shows hours promised to someone without availability as overload, and nobody idle as idle", () => {
    expect(loadLevel(null, 5)).toBe("over");
    expect(loadLevel(null, 0)).toBe("idle");
    expect(loadLevel(0, 0)).toBe("idle");
    expect(loadLevel(30, 12)).toBe("available");
    expect(loadLevel(50, 20)).toBe("balanced");
  });
});
