import type { Resource } from "../../../api/resources";

// How loaded each person is: allocated hours against weekly availability. Over 100 % is an
// overload; from 90 % (the spec's capacity alert threshold) it is near the limit.

export type LoadLevel = "overloaded" | "high" | "ok" | "noAvailability";

export type UtilisationBar = {
  id: string;
  name: string;
  allocated: number;
  available: number;
  /** allocated / available, null without availability. */
  ratio: number | null;
  level: LoadLevel;
  /** Widths on a common scale (the largest of available and allocated across people = 1). */
  availableWidth: number;
  allocatedWidth: number;
};

export function loadLevel(allocated: number, available: number): LoadLevel {
  if (available <= 0) return allocated > 0 ? "overloaded" : "noAvailability";
  const ratio = allocated / available;
  return ratio > 1 ? "overloaded" : ratio >= 0.9 ? "high" : "ok";
}

/** One bar per person, most loaded first. */
export function utilisationBars(resources: Pick<Resource, "id" | "name" | "availability" | "allocatedHours">[]): UtilisationBar[] {
  const scale = Math.max(1, ...resources.flatMap((r) => [r.availability, r.allocatedHours]));
  return resources
    .map((r) => ({
      id: r.id,
      name: r.name,
      allocated: r.allocatedHours,
      available: r.availability,
      ratio: r.availability > 0 ? r.allocatedHours / r.availability : null,
      level: loadLevel(r.allocatedHours, r.availability),
      availableWidth: r.availability / scale,
      allocatedWidth: r.allocatedHours / scale,
    }))
    .sort((a, b) => (b.ratio ?? (b.allocated > 0 ? Infinity : -1)) - (a.ratio ?? (a.allocated > 0 ? Infinity : -1)) || a.name.localeCompare(b.name));
}
