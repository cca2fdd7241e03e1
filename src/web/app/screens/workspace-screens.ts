import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// Screens of the workspace area (see lazy-screen.ts); each entry replaces the under-construction page.
export const workspaceScreens: ScreenRegistry = {
  dashboard: lazyScreen(() => import("../../features/dashboard/pages/dashboard-page"), (m) => m.DashboardPage, "dashboard"),
  bulkImport: lazyScreen(() => import("../../features/bulk-import/pages/bulk-import-page"), (m) => m.BulkImportPage, "bulk-import"),
  resources: lazyScreen(() => import("../../features/resources/pages/resources-page"), (m) => m.ResourcesPage, "resources", "rebalance"),
  apiDocs: lazyScreen(() => import("../../features/api-docs/pages/api-docs-page"), (m) => m.ApiDocsPage, "api-docs"),
};
