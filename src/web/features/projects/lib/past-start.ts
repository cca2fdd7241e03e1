import { addDays, diffDays, type DateOnly } from "../../../../domain/planning/calendar";

// A plan whose start has already passed: the forecast counts the project as started then, and
// with no work finished since, it is late (risk near 60) the moment it is created. The planner
// says so and offers to start today instead, keeping the planned length.

export type PastStart = { daysAgo: number; rebased: { startDate: DateOnly; dueDate: DateOnly | null } };

export function pastStart(startDate: DateOnly | null | undefined, dueDate: DateOnly | null | undefined, today: DateOnly): PastStart | null {
  if (!startDate || startDate >= today) return null;
  const shift = diffDays(startDate, today);
  return { daysAgo: shift, rebased: { startDate: today, dueDate: dueDate ? addDays(dueDate, shift) : null } };
}
