import { loadNamespaces } from "../../i18n/i18n";
import type { ScreenRegistry } from "./lazy-screen";

// The capacity center (/capacity), target of the 'Sobrecapacidad del Equipo' notification.
export const capacityScreens: ScreenRegistry = {
  capacity: async () => {
    const [{ CapacityPage }] = await Promise.all([import("../../features/capacity/pages/capacity-page"), loadNamespaces("capacity")]);
    return { Component: CapacityPage };
  },
};
