import type { CourseFeature } from "./course-format";

// What to take next, from what the person has not used yet. Their real activity in the workspace
// says which parts of Rumbo they already use (projects they own, tasks with dates, sprints, WIP
// limits, cost entries, register entries…). 'Primeros pasos' comes first for anyone who has not
// finished it; then the courses about parts they have not used, in catalogue order; then the
// ones about parts they use but have not finished. Courses already passed are never recommended.

export type CourseRef = { id: string; order: number; feature: CourseFeature };
export type Usage = Record<CourseFeature, boolean>;
export type Recommendation = { courseId: string; reason: "start_here" | "not_used" | "deepen" };

export const FIRST_COURSE = "primeros-pasos";

export function recommendCourses(courses: readonly CourseRef[], usage: Usage, completed: ReadonlySet<string>, limit = 3): Recommendation[] {
  const open = [...courses].filter((c) => !completed.has(c.id)).sort((a, b) => a.order - b.order);
  const picks: Recommendation[] = [];
  const first = open.find((c) => c.id === FIRST_COURSE);
  if (first) picks.push({ courseId: first.id, reason: "start_here" });
  for (const course of open) if (course.id !== FIRST_COURSE && !usage[course.feature]) picks.push({ courseId: course.id, reason: "not_used" });
  for (const course of open) if (course.id !== FIRST_COURSE && usage[course.feature]) picks.push({ courseId: course.id, reason: "deepen" });
  return picks.slice(0, limit);
}
