import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// Project genetics (/genetics and /genetics/:projectId, issue 20): one chunk with its charts.
export const geneticsScreens: ScreenRegistry = {
  genetics: lazyScreen(() => import("../../features/genetics/pages/genetics-page"), (m) => m.GeneticsPage, "genetics", "intelligence"),
};
