import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// Team communication (/communication), target of the 'Sugerencia de Comunicación' notification (decision 0901).
export const communicationScreens: ScreenRegistry = {
  communication: lazyScreen(() => import("../../features/communication/pages/communication-page"), (m) => m.CommunicationPage, "communication", "intelligence", "task-activity"),
};
