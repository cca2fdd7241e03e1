import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// Screens of the web shell and planning issues.
export const shellScreens: ScreenRegistry = {
  settings: lazyScreen(() => import("../pages/settings-page"), (m) => m.SettingsPage, "settings", "recurring"),
  calendar: lazyScreen(() => import("../../features/planning/pages/calendar-page"), (m) => m.CalendarPage, "planning", "levelling"),
  board: lazyScreen(() => import("../../features/board/pages/board-page"), (m) => m.BoardPage, "board", "work-items", "time-tracking", "recurring", "custom-fields", "task-activity"),
};
