import { loadNamespaces } from "../../i18n/i18n";
import type { ScreenRegistry } from "./lazy-screen";

// Screens of the web shell and planning issues.
export const shellScreens: ScreenRegistry = {
  settings: async () => {
    const [{ SettingsPage }] = await Promise.all([import("../pages/settings-page"), loadNamespaces("settings")]);
    return { Component: SettingsPage };
  },
  calendar: async () => {
    const [{ CalendarPage }] = await Promise.all([import("../../features/planning/pages/calendar-page"), loadNamespaces("planning")]);
    return { Component: CalendarPage };
  },
  board: async () => {
    const [{ BoardPage }] = await Promise.all([import("../../features/board/pages/board-page"), loadNamespaces("board")]);
    return { Component: BoardPage };
  },
};
