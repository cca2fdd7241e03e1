import { describe, expect, it } from "vitest";
import { fallbackRecommendation, idleSuggestions, projectSuggestions, recommendationTarget } from "../../../../domain/notifications/smart-rules";
import { resolveAction } from "./action";

describe("resolveAction", () => {
  it("navigates to the routes of spec section 2", () => {
    for (const to of ["/project/p-1", "/project-management/p-1", "/capacity", "/ai-predictive", "/dashboard", "/analytics", "/automation", "/team"]) {
      expect(resolveAction({ type: "navigate", target: to })).toEqual({ kind: "navigate", to });
    }
  });

  it("fills the project id into a templated target, and refuses one without the id", () => {
    expect(resolveAction({ type: "navigate", target: "/project/{projectId}", projectId: "p 7" })).toEqual({ kind: "navigate", to: "/project/p%207" });
    expect(resolveAction({ type: "navigate", target: "/project-management/:projectId", projectId: "p7" })).toEqual({ kind: "navigate", to: "/project-management/p7" });
    expect(resolveAction({ type: "navigate", target: "/project/{projectId}" })).toBeNull();
  });

  it("never navigates off the app", () => {
    expect(resolveAction({ type: "navigate", target: "https://evil.example/x" })).toBeNull();
    expect(resolveAction({ type: "navigate", target: "//evil.example/x" })).toBeNull();
    expect(resolveAction({ type: "navigate", target: "/\\evil.example" })).toBeNull();
    expect(resolveAction({ type: "navigate", target: "javascript:alert(1)" })).toBeNull();
  });

  it("opens only http(s) external links", () => {
    expect(resolveAction({ type: "external", target: "https://rumbo.mx/guia" })).toEqual({ kind: "external", href: "https://rumbo.mx/guia" });
    expect(resolveAction({ type: "external", target: "javascript:alert(1)" })).toBeNull();
    expect(resolveAction({ type: "external", target: "no es un enlace" })).toBeNull();
  });

  it("opens a modal, and does nothing without an action", () => {
    expect(resolveAction({ type: "modal", target: "details" })).toEqual({ kind: "modal" });
    expect(resolveAction(null)).toBeNull();
    expect(resolveAction(undefined)).toBeNull();
  });

  it("resolves every action the server's rules produce to an app route", () => {
    const project = { id: "p1", name: "Portal", pendingTasks: 6, overdueTasks: 1, allocatedHours: 95, availabilityHours: 100, upcomingMilestones: 1 };
    const produced = [
      ...projectSuggestions([project]),
      ...idleSuggestions({ lastCheckAt: new Date(0), now: new Date(), projectCount: 1 }, () => 0).suggestions,
      fallbackRecommendation(0),
      fallbackRecommendation(1),
      fallbackRecommendation(3),
    ];
    const targets = produced.map((s) => resolveAction(s.action));
    expect(targets).toEqual(expect.arrayContaining([{ kind: "navigate", to: "/project-management/p1" }, { kind: "navigate", to: "/project/p1" }, { kind: "navigate", to: "/capacity" }]));
    for (const target of targets) expect(target?.kind).toBe("navigate");
  });

  it("maps the recommendation actions as spec section 7 says", () => {
    expect(recommendationTarget("explore_ai_features")).toBe("/ai-predictive");
    expect(recommendationTarget("check_dashboard")).toBe("/dashboard");
    expect(recommendationTarget("optimize_resources")).toBe("/capacity");
    expect(recommendationTarget("review_analytics")).toBe("/analytics");
    expect(recommendationTarget("something_else")).toBe("/ai-predictive");
    expect(resolveAction({ type: "navigate", target: recommendationTarget("review_analytics") })).toEqual({ kind: "navigate", to: "/analytics" });
  });
});
