import { loadNamespaces } from "../../i18n/i18n";
import type { ScreenRegistry } from "./lazy-screen";

// Screens of the workspace area (see lazy-screen.ts); each entry replaces the under-construction page.
export const workspaceScreens: ScreenRegistry = {
  dashboard: async () => {
    const [{ DashboardPage }] = await Promise.all([import("../../features/dashboard/pages/dashboard-page"), loadNamespaces("dashboard")]);
    return { Component: DashboardPage };
  },
  bulkImport: async () => {
    const [{ BulkImportPage }] = await Promise.all([import("../../features/bulk-import/pages/bulk-import-page"), loadNamespaces("bulk-import")]);
    return { Component: BulkImportPage };
  },
  resources: async () => {
    const [{ ResourcesPage }] = await Promise.all([import("../../features/resources/pages/resources-page"), loadNamespaces("resources")]);
    return { Component: ResourcesPage };
  },
  apiDocs: async () => {
    const [{ ApiDocsPage }] = await Promise.all([import("../../features/api-docs/pages/api-docs-page"), loadNamespaces("api-docs")]);
    return { Component: ApiDocsPage };
  },
};
