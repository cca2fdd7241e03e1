import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// The virtual assistant (/virtual-agent, decision 0902).
export const assistantScreens: ScreenRegistry = {
  virtualAgent: lazyScreen(() => import("../../features/assistant/pages/virtual-agent-page"), (m) => m.VirtualAgentPage, "assistant", "intelligence"),
};
