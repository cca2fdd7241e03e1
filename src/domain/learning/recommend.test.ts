import { describe, expect, it } from "vitest";
import { courseFeatures, type CourseFeature } from "./course-format";
import { recommendCourses, type Usage } from "./recommend";

const courses = [
  { id: "primeros-pasos", order: 1, feature: "projects" as const },
  { id: "planificador-gantt", order: 2, feature: "planner" as const },
  { id: "scrum-sprints", order: 3, feature: "sprints" as const },
  { id: "kanban-wip", order: 4, feature: "board" as const },
];
const usage = (...used: CourseFeature[]): Usage => Object.fromEntries(courseFeatures.map((f) => [f, used.includes(f)])) as Usage;

describe("recommendCourses", () => {
  it("starts a newcomer with 'Primeros pasos', then what they have not used", () => {
    expect(recommendCourses(courses, usage(), new Set())).toEqual([
      { courseId: "primeros-pasos", reason: "start_here" },
      { courseId: "planificador-gantt", reason: "not_used" },
      { courseId: "scrum-sprints", reason: "not_used" },
    ]);
  });
  it("puts the parts not used yet before the ones used, in catalogue order", () => {
    const picks = recommendCourses(courses, usage("projects", "planner"), new Set(["primeros-pasos"]), 5);
    expect(picks).toEqual([
      { courseId: "scrum-sprints", reason: "not_used" },
      { courseId: "kanban-wip", reason: "not_used" },
      { courseId: "planificador-gantt", reason: "deepen" },
    ]);
  });
  it("never recommends a course already passed, and nothing once all are", () => {
    expect(recommendCourses(courses, usage(), new Set(["primeros-pasos", "scrum-sprints"])).map((r) => r.courseId)).not.toContain("scrum-sprints");
    expect(recommendCourses(courses, usage(), new Set(courses.map((c) => c.id)))).toEqual([]);
  });
});
