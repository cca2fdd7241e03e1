import { describe, expect, it } from "vitest";
import {
  capacityPercentage,
  fallbackRecommendation,
  idleSuggestions,
  projectSubject,
  projectSuggestions,
  recommendationTarget,
  textKeys,
  weeklyReview,
  type ProjectFigures,
} from "./smart-rules";

const base: ProjectFigures = { id: "p1", name: "ERP", pendingTasks: 0, overdueTasks: 0, allocatedHours: 0, availabilityHours: 0, upcomingMilestones: 0 };
const kinds = (p: Partial<ProjectFigures>) => projectSuggestions([{ ...base, ...p }]).map((s) => s.kind);
// Texts are rendered from these keys in each reader's language: src/server/features/notifications/render.test.ts.

describe("project rules at their boundaries", () => {
  it("reminds of pending tasks above 5, not at 5", () => {
    expect(kinds({ pendingTasks: 5 })).toEqual([]);
    const [s] = projectSuggestions([{ ...base, pendingTasks: 6 }]);
    expect(s).toMatchObject({ kind: "task_reminder", titleKey: "notificationsText.pending.title", messageKey: "notificationsText.pending.message", params: { count: 6, project: "ERP" }, subject: "check:task_reminder:p1" });
    expect(s?.action).toEqual({ type: "navigate", target: "/project-management/p1", projectId: "p1" });
  });

  it("warns of any overdue task with high priority", () => {
    expect(kinds({ overdueTasks: 0 })).toEqual([]);
    expect(projectSuggestions([{ ...base, overdueTasks: 1 }])[0]).toMatchObject({ kind: "deadline_warning", priority: "high", type: "error", ...textKeys.overdue, params: { count: 1, project: "ERP" }, subject: "check:deadline_warning:p1" });
  });

  it("alerts on capacity above 90% after rounding: 90 does not, 91 does", () => {
    expect(kinds({ allocatedHours: 90, availabilityHours: 100 })).toEqual([]);
    expect(kinds({ allocatedHours: 90.4, availabilityHours: 100 })).toEqual([]);
    expect(kinds({ allocatedHours: 90.6, availabilityHours: 100 })).toEqual(["capacity_alert"]);
    expect(projectSuggestions([{ ...base, allocatedHours: 91, availabilityHours: 100 }])[0]).toMatchObject({
      priority: "high",
      type: "error",
      ...textKeys.capacity,
      params: { percent: 91, project: "ERP" },
      action: { type: "navigate", target: "/capacity", projectId: "p1" },
    });
  });

  it("uses 100 hours as the total when nothing is allocated", () => {
    expect(capacityPercentage(95, 0)).toBe(95);
    expect(capacityPercentage(0, 0)).toBe(0);
    expect(capacityPercentage(45, 40)).toBe(113);
  });

  it("warns of upcoming milestones with medium priority", () => {
    expect(projectSuggestions([{ ...base, upcomingMilestones: 2 }])[0]).toMatchObject({ kind: "milestone_warning", priority: "medium", type: "warning", ...textKeys.milestone, params: { count: 2, project: "ERP" } });
  });
});

describe("idle rules", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const run = (days: number | null, projectCount = 1) =>
    idleSuggestions({ lastCheckAt: days === null ? null : ago(days), now, projectCount }, () => 2);

  it("does nothing on a first visit or before two days", () => {
    expect(run(null)).toEqual({ suggestions: [], requestRecommendations: false });
    expect(run(1.99).suggestions).toEqual([]);
  });

  it("suggests communicating after 2 days only with a project", () => {
    expect(run(2).suggestions.map((s) => s.kind)).toEqual(["communication_suggestion"]);
    expect(run(2, 0).suggestions).toEqual([]);
    expect(run(2).suggestions[0]).toMatchObject({ ...textKeys.communication, priority: "low", action: { target: "/communication" } });
    expect(run(2).suggestions[0]!.subject).toBeUndefined();
    // With a project, it opens that project's channel with a progress update drafted (decision 0901).
    const withProject = idleSuggestions({ lastCheckAt: ago(2), now, projectCount: 1, projectId: "p1" });
    expect(withProject.suggestions[0]!.action).toEqual({ type: "navigate", target: "/communication?project=p1&draft=1", projectId: "p1" });
  });

  it("adds one of five exploration tips after 3 days and asks for recommendations after 7", () => {
    const three = run(3);
    expect(three.suggestions.map((s) => s.kind)).toEqual(["menu_exploration", "communication_suggestion"]);
    expect(three.suggestions[0]).toMatchObject({ ...textKeys.explore, params: { tip: { text: { es: "Automatiza recordatorios y reportes desde Automatización" } } }, action: { type: "navigate", target: "/automation" } });
    expect(three.requestRecommendations).toBe(false);
    expect(run(6.99).requestRecommendations).toBe(false);
    expect(run(7).requestRecommendations).toBe(true);
  });
});

describe("recommendations", () => {
  it("maps actions to routes as the specification says", () => {
    expect(recommendationTarget("explore_ai_features")).toBe("/ai-predictive");
    expect(recommendationTarget("check_dashboard")).toBe("/dashboard");
    expect(recommendationTarget("optimize_resources")).toBe("/capacity");
    expect(recommendationTarget("review_analytics")).toBe("/analytics");
    expect(recommendationTarget("anything")).toBe("/ai-predictive");
    expect(recommendationTarget(undefined)).toBe("/ai-predictive");
  });

  it.each([
    [0, "Crea tu primer proyecto para comenzar a usar Rumbo de manera efectiva"],
    [1, "Considera agregar miembros del equipo a tu proyecto para mejorar la colaboración"],
    [3, "Usa las herramientas de análisis predictivo para identificar posibles retrasos en tus proyectos"],
  ])("falls back, with %i projects, to %j", (count, message) => {
    expect(fallbackRecommendation(count)).toMatchObject({ kind: "ai_recommendation", ...textKeys.recommendation, params: { message: { text: { es: message } } } });
  });

  it("reviews the week from the real figures, most urgent first", () => {
    const recs = weeklyReview(
      [
        { ...base, id: "a", name: "ERP", overdueTasks: 3 },
        { ...base, id: "b", name: "CRM", overdueTasks: 5, allocatedHours: 95, availabilityHours: 100 },
      ],
      "es",
    );
    expect(recs.map((r) => r.action)).toEqual(["review_analytics", "optimize_resources"]);
    expect(recs[0]?.message).toBe("8 tareas vencidas en 2 proyectos; empieza por CRM (5).");
    expect(weeklyReview([], "es")).toEqual([]);
  });
});

describe("project rules built in one lean pass (issue 17)", () => {
  it("makes, in order, exactly the four suggestions of a project that meets every rule, subjects as projectSubject names them", () => {
    const all = projectSuggestions([{ ...base, pendingTasks: 7, overdueTasks: 2, allocatedHours: 50, availabilityHours: 40, upcomingMilestones: 1 }]);
    expect(JSON.stringify(all)).toBe(
      JSON.stringify([
        { kind: "task_reminder", priority: "medium", type: "info", ...textKeys.pending, params: { count: 7, project: "ERP" }, subject: projectSubject("task_reminder", "p1"), action: { type: "navigate", target: "/project-management/p1", projectId: "p1" } },
        { kind: "deadline_warning", priority: "high", type: "error", ...textKeys.overdue, params: { count: 2, project: "ERP" }, subject: projectSubject("deadline_warning", "p1"), action: { type: "navigate", target: "/project/p1", projectId: "p1" } },
        { kind: "capacity_alert", priority: "high", type: "error", ...textKeys.capacity, params: { percent: 125, project: "ERP" }, subject: projectSubject("capacity_alert", "p1"), action: { type: "navigate", target: "/capacity", projectId: "p1" } },
        { kind: "milestone_warning", priority: "medium", type: "warning", ...textKeys.milestone, params: { count: 1, project: "ERP" }, subject: projectSubject("milestone_warning", "p1"), action: { type: "navigate", target: "/project/p1", projectId: "p1" } },
      ]),
    );
  });
});
