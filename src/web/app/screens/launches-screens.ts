import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// /marketing-agent (issue 20, decision 1004): launch plans and their communications.
export const launchesScreens: ScreenRegistry = {
  marketingAgent: lazyScreen(() => import("../../features/launches/pages/launches-page"), (m) => m.LaunchesPage, "launches", "intelligence"),
};
