import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// /innovation (issue 20, decision 1002): the ideas board.
export const innovationScreens: ScreenRegistry = {
  innovation: lazyScreen(() => import("../../features/innovation/pages/innovation-page"), (m) => m.InnovationPage, "innovation"),
};
