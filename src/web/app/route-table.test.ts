import { describe, expect, it } from "vitest";
import enCommon from "../i18n/en/common.json";
import esCommon from "../i18n/es/common.json";
import { screenRoutes } from "./route-table";

// The paths of spec section 2, plus /calendar (named in the spec, path chosen here).
const specPaths = [
  "/", "/auth", "/dashboard", "/projects", "/project/:projectId", "/project-management/:projectId",
  "/project-planner", "/bulk-import", "/ai-predictive", "/virtual-agent", "/communication", "/orchestrator",
  "/marketing-agent", "/analytics", "/resources", "/capacity", "/automation", "/innovation", "/genetics",
  "/genetics/:projectId", "/reports", "/training", "/course/:courseId", "/video-course/:courseId", "/admin/logs",
  "/admin/users", "/settings", "/user-manual", "/team", "/features", "/pricing", "/integrations", "/use-cases",
  "/user-guides", "/blog", "/blog/article/:id", "/resources/api-docs", "/about-us", "/contact", "/privacy-policy",
  "/terms-of-service", "/cookie-policy", "/product/ai-predictive", "/product/integrations", "/calendar",
];

describe("route table", () => {
  it("registers every route of spec section 2, each path once", () => {
    const paths: string[] = screenRoutes.map((route) => route.path);
    expect(specPaths.filter((path) => !paths.includes(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("names every screen in both languages", () => {
    for (const { screen } of screenRoutes) {
      expect(esCommon.screens[screen], `es screens.${screen}`).toBeTruthy();
      expect(enCommon.screens[screen], `en screens.${screen}`).toBeTruthy();
    }
  });
});
