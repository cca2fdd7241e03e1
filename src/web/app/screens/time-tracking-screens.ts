import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// The personal timesheet (/timesheet): the week's logged time (decision 1204).
export const timeTrackingScreens: ScreenRegistry = {
  timesheet: lazyScreen(() => import("../../features/time-tracking/pages/timesheet-page"), (m) => m.TimesheetPage, "time-tracking", "intelligence"),
};
