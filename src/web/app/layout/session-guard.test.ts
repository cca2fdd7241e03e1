import { describe, expect, it } from "vitest";
import { screenRoutes } from "../route-table";
import { isPublicScreen, signInPath } from "./session-guard";

describe("session guard", () => {
  it("keeps the public site public and guards the app's screens", () => {
    const publicPaths = screenRoutes.filter((r) => isPublicScreen(r.screen)).map((r) => r.path);
    expect(publicPaths).toEqual(
      expect.arrayContaining(["/", "/auth", "/auth/reset-password", "/pricing", "/blog", "/blog/article/:id", "/resources/api-docs", "/privacy-policy", "/product/ai-predictive"]),
    );
    for (const path of ["/dashboard", "/projects", "/project/:projectId", "/settings", "/team", "/admin/users", "/admin/logs", "/calendar", "/project/:projectId/board", "/resources", "/team/invitations/:invitationId"]) {
      const route = screenRoutes.find((r) => r.path === path);
      expect(route && isPublicScreen(route.screen), path).toBe(false);
    }
    expect(isPublicScreen(undefined)).toBe(false);
  });

  it("sends a visitor to /auth with the way back", () => {
    expect(signInPath("/projects", "?vista=lista")).toBe("/auth?next=%2Fprojects%3Fvista%3Dlista");
  });
});
