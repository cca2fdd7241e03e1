import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// Screens of the intelligence area (see lazy-screen.ts): each is its own chunk with recharts, so the
// charts never weigh on the home page.
export const intelligenceScreens: ScreenRegistry = {
  aiPredictive: lazyScreen(() => import("../../features/intelligence/pages/ai-predictive-page"), (m) => m.AiPredictivePage, "intelligence"),
  analytics: lazyScreen(() => import("../../features/analytics/pages/analytics-page"), (m) => m.AnalyticsPage, "intelligence"),
  reports: lazyScreen(() => import("../../features/reports/pages/reports-page"), (m) => m.ReportsPage, "intelligence"),
};
