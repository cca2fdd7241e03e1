import { loadNamespaces } from "../../i18n/i18n";
import type { ScreenRegistry } from "./lazy-screen";

// Screens of the intelligence area (see lazy-screen.ts): each is its own chunk with recharts, so the
// charts never weigh on the home page.
export const intelligenceScreens: ScreenRegistry = {
  aiPredictive: async () => {
    const [{ AiPredictivePage }] = await Promise.all([import("../../features/intelligence/pages/ai-predictive-page"), loadNamespaces("intelligence")]);
    return { Component: AiPredictivePage };
  },
  analytics: async () => {
    const [{ AnalyticsPage }] = await Promise.all([import("../../features/analytics/pages/analytics-page"), loadNamespaces("intelligence")]);
    return { Component: AnalyticsPage };
  },
  reports: async () => {
    const [{ ReportsPage }] = await Promise.all([import("../../features/reports/pages/reports-page"), loadNamespaces("intelligence")]);
    return { Component: ReportsPage };
  },
};
