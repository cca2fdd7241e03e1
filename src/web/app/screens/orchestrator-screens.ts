import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// The decision center (/orchestrator): scenarios, optimiser, team decisions (decision 0804).
export const orchestratorScreens: ScreenRegistry = {
  orchestrator: lazyScreen(() => import("../../features/orchestrator/pages/orchestrator-page"), (m) => m.OrchestratorPage, "orchestrator"),
};
