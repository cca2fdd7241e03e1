import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// The capacity center (/capacity), target of the 'Sobrecapacidad del Equipo' notification.
export const capacityScreens: ScreenRegistry = {
  capacity: lazyScreen(() => import("../../features/capacity/pages/capacity-page"), (m) => m.CapacityPage, "capacity", "rebalance", "time-tracking"),
};
