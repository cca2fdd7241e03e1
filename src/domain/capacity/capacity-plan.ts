// The capacity center (spec section 2, '/capacity', the target of 'Sobrecapacidad del Equipo'):
// how much of each person's weekly availability is promised to projects, week by week, and how
// loaded each project's team is, by the same measure as the smart notification.
//
// An allocation is hours a week on a project between its optional start and end dates; it counts
// in every Monday-to-Sunday week it overlaps. People above 100 % are overloaded (the burnout risk
// the product promises to catch); above 90 % they are at the notification's threshold.

import { capacityPercentage, CAPACITY_THRESHOLD } from "../notifications/smart-rules";
import { addWeeks, mondayOf, rangesOverlap, addDays, type DateOnly } from "./dates";
import { loadLevel, type LoadLevel } from "./load";

export { loadLevel, type LoadLevel };

export type CapacityResource = { id: string; name: string; role: string; availability: number };

export type CapacityAllocation = {
  resourceId: string;
  projectId: string;
  projectName: string;
  hours: number;
  startDate: DateOnly | null;
  endDate: DateOnly | null;
};

/** `available` is the week's real working hours (holidays and approved time off removed). */
export type CapacityWeek = { start: DateOnly; hours: number; available: number; utilisation: number | null; level: LoadLevel };

export type ResourcePlan = CapacityResource & {
  weeks: CapacityWeek[];
  /** The projects this person is allocated to in the first week, largest first. */
  projects: { projectId: string; projectName: string; hours: number }[];
  peakUtilisation: number | null;
};

export type ProjectCapacity = {
  projectId: string;
  projectName: string;
  allocatedHours: number;
  availabilityHours: number;
  /** The smart notification's figure (capacityPercentage): allocated ÷ its people's availability. */
  percentage: number;
  isOverThreshold: boolean;
};

export type CapacityPlan = {
  weekStarts: DateOnly[];
  resources: ResourcePlan[];
  projects: ProjectCapacity[];
  totals: { availability: number; allocatedThisWeek: number; utilisation: number | null; overloaded: number; atThreshold: number };
};

function overlapsWeek(allocation: CapacityAllocation, weekStart: DateOnly): boolean {
  return rangesOverlap(allocation.startDate, allocation.endDate, weekStart, addDays(weekStart, 6));
}

/** Real hours of a person in a week; by default their nominal weekly availability. */
export type AvailableHours = (resource: CapacityResource, weekStart: DateOnly) => number;
const nominal: AvailableHours = (resource) => resource.availability;

const percent = (hours: number, availability: number): number | null => (availability > 0 ? Math.round((hours / availability) * 100) : null);

export function capacityPlan(resources: CapacityResource[], allocations: CapacityAllocation[], today: DateOnly, weekCount = 12, availableHours: AvailableHours = nominal): CapacityPlan {
  const firstWeek = mondayOf(today);
  const weekStarts = Array.from({ length: weekCount }, (_, i) => addWeeks(firstWeek, i));
  const byResource = new Map<string, CapacityAllocation[]>();
  for (const a of allocations) byResource.set(a.resourceId, [...(byResource.get(a.resourceId) ?? []), a]);

  const plans: ResourcePlan[] = resources.map((r) => {
    const own = byResource.get(r.id) ?? [];
    const weeks = weekStarts.map((start) => {
      const hours = own.filter((a) => overlapsWeek(a, start)).reduce((sum, a) => sum + a.hours, 0);
      const available = availableHours(r, start);
      const utilisation = percent(hours, available);
      return { start, hours, available, utilisation, level: loadLevel(utilisation, hours) };
    });
    const current = new Map<string, { projectId: string; projectName: string; hours: number }>();
    for (const a of own) {
      if (!overlapsWeek(a, firstWeek)) continue;
      const entry = current.get(a.projectId) ?? { projectId: a.projectId, projectName: a.projectName, hours: 0 };
      entry.hours += a.hours;
      current.set(a.projectId, entry);
    }
    const peak = weeks.reduce<number | null>((max, w) => (w.utilisation === null ? max : max === null ? w.utilisation : Math.max(max, w.utilisation)), null);
    return { ...r, weeks, projects: [...current.values()].sort((x, y) => y.hours - x.hours), peakUtilisation: peak };
  });

  // Per project, as the smart check measures it: every allocation, against the summed
  // availability of the distinct people allocated.
  // This week's real hours, as the smart check counts them.
  const availabilityOf = new Map(resources.map((r) => [r.id, availableHours(r, firstWeek)]));
  const byProject = new Map<string, { name: string; hours: number; people: Set<string> }>();
  for (const a of allocations) {
    const entry = byProject.get(a.projectId) ?? { name: a.projectName, hours: 0, people: new Set<string>() };
    entry.hours += a.hours;
    entry.people.add(a.resourceId);
    byProject.set(a.projectId, entry);
  }
  const projects = [...byProject.entries()]
    .map(([projectId, p]) => {
      const availabilityHours = [...p.people].reduce((sum, id) => sum + (availabilityOf.get(id) ?? 0), 0);
      const percentage = capacityPercentage(p.hours, availabilityHours);
      return { projectId, projectName: p.name, allocatedHours: p.hours, availabilityHours, percentage, isOverThreshold: percentage > CAPACITY_THRESHOLD };
    })
    .sort((x, y) => y.percentage - x.percentage || x.projectName.localeCompare(y.projectName));

  const availability = resources.reduce((sum, r) => sum + (availabilityOf.get(r.id) ?? 0), 0);
  const allocatedThisWeek = plans.reduce((sum, p) => sum + (p.weeks[0]?.hours ?? 0), 0);
  return {
    weekStarts,
    resources: plans,
    projects,
    totals: {
      availability,
      allocatedThisWeek,
      utilisation: percent(allocatedThisWeek, availability),
      overloaded: plans.filter((p) => p.weeks[0]?.level === "over").length,
      atThreshold: plans.filter((p) => p.weeks[0]?.level === "high").length,
    },
  };
}
