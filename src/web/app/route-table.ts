import type common from "../i18n/es/common.json";

// Every route of spec section 2, with the key of its screen name in common.json ("screens.*").
// The name titles the page ("Proyectos · Rumbo") and the under-construction page. Each later
// issue gives its screen a page in routes.tsx (`builtScreens`); until then the route shows the
// shared under-construction page.

export type ScreenKey = keyof (typeof common)["screens"];

export type ScreenRoute = { path: string; screen: ScreenKey };

export const screenRoutes = [
  { path: "/", screen: "home" },
  { path: "/auth", screen: "auth" },
  { path: "/dashboard", screen: "dashboard" },
  { path: "/projects", screen: "projects" },
  { path: "/project/:projectId", screen: "project" },
  { path: "/project-management/:projectId", screen: "projectManagement" },
  { path: "/project-planner", screen: "projectPlanner" },
  { path: "/bulk-import", screen: "bulkImport" },
  { path: "/ai-predictive", screen: "aiPredictive" },
  { path: "/virtual-agent", screen: "virtualAgent" },
  { path: "/communication", screen: "communication" },
  { path: "/orchestrator", screen: "orchestrator" },
  { path: "/marketing-agent", screen: "marketingAgent" },
  { path: "/analytics", screen: "analytics" },
  { path: "/resources", screen: "resources" },
  { path: "/capacity", screen: "capacity" },
  { path: "/timesheet", screen: "timesheet" },
  { path: "/automation", screen: "automation" },
  { path: "/innovation", screen: "innovation" },
  { path: "/genetics", screen: "genetics" },
  { path: "/genetics/:projectId", screen: "genetics" },
  { path: "/reports", screen: "reports" },
  { path: "/training", screen: "training" },
  { path: "/course/:courseId", screen: "course" },
  { path: "/video-course/:courseId", screen: "videoCourse" },
  { path: "/admin/logs", screen: "adminLogs" },
  { path: "/admin/users", screen: "adminUsers" },
  { path: "/admin/contact", screen: "adminContact" },
  { path: "/admin/queue", screen: "adminQueue" },
  { path: "/settings", screen: "settings" },
  { path: "/user-manual", screen: "userManual" },
  { path: "/certificates/:code", screen: "certificate" },
  { path: "/team", screen: "team" },
  { path: "/features", screen: "features" },
  { path: "/pricing", screen: "pricing" },
  { path: "/integrations", screen: "integrations" },
  { path: "/use-cases", screen: "useCases" },
  { path: "/user-guides", screen: "userGuides" },
  { path: "/blog", screen: "blog" },
  { path: "/blog/article/:id", screen: "blogArticle" },
  { path: "/resources/api-docs", screen: "apiDocs" },
  { path: "/about-us", screen: "aboutUs" },
  { path: "/contact", screen: "contact" },
  { path: "/privacy-policy", screen: "privacyPolicy" },
  { path: "/terms-of-service", screen: "termsOfService" },
  { path: "/cookie-policy", screen: "cookiePolicy" },
  { path: "/product/ai-predictive", screen: "productAiPredictive" },
  { path: "/product/integrations", screen: "productIntegrations" },
  { path: "/calendar", screen: "calendar" },
  { path: "/project/:projectId/board", screen: "board" },
  { path: "/auth/reset-password", screen: "resetPassword" },
  { path: "/team/invitations/:invitationId", screen: "teamInvitation" },
] as const satisfies readonly ScreenRoute[];

/**
 * Screens anyone may see. Every other screen is part of the app: an anonymous visit goes to
 * /auth?next=<path> and comes back after sign-in (app/layout/session-guard.tsx).
 */
export const publicScreens: ReadonlySet<ScreenKey> = new Set([
  "home", "auth", "resetPassword", "features", "pricing", "integrations", "useCases", "userGuides", "blog", "blogArticle",
  "apiDocs", "aboutUs", "contact", "privacyPolicy", "termsOfService", "cookiePolicy", "productAiPredictive",
  "productIntegrations", "userManual", "certificate", "notFound",
] satisfies ScreenKey[]);

/** What a route carries in its `handle`: read by the layout (title) and shared pages. */
export type RouteHandle = { screen: ScreenKey };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as { screen?: unknown }).screen === "string";
}
