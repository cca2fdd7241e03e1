import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// Automation (/automation): rules, their gallery and run log (decision 0801).
export const automationScreens: ScreenRegistry = {
  automation: lazyScreen(() => import("../../features/automation/pages/automation-page"), (m) => m.AutomationPage, "automation", "webhooks"),
};
