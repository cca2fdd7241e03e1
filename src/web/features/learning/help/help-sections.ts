import type { ScreenKey } from "../../../app/route-table";

// The header's help button opens the manual section of the current screen (issue 21, decision 1102).
// Each signed-in screen maps to the id of its section in content/learning/manual/<lang>.md (the
// `## [id /path] Title` heading); help-sections.test.ts fails when a signed-in screen has none or
// when an id is missing from either language. Public pages have no help button.
export const helpSections: Partial<Record<ScreenKey, string>> = {
  dashboard: "dashboard",
  projects: "projects",
  project: "project",
  projectManagement: "projectManagement",
  projectPlanner: "projectPlanner",
  calendar: "calendar",
  board: "board",
  bulkImport: "bulkImport",
  aiPredictive: "aiPredictive",
  analytics: "analytics",
  resources: "resources",
  capacity: "capacity",
  timesheet: "timesheet",
  reports: "reports",
  automation: "automation",
  genetics: "genetics",
  communication: "communication",
  virtualAgent: "virtualAgent",
  orchestrator: "orchestrator",
  marketingAgent: "marketingAgent",
  innovation: "innovation",
  training: "training",
  course: "course",
  videoCourse: "videoCourse",
  team: "team",
  // An invitation is answered from the team screen's flow.
  teamInvitation: "team",
  settings: "settings",
  userManual: "userManual",
  adminUsers: "adminUsers",
  adminLogs: "adminLogs",
  adminQueue: "adminQueue",
  adminContact: "adminContact",
};

/** The manual section of a screen, or null where the screen has no help button. */
export function helpSectionFor(screen: ScreenKey | undefined): string | null {
  return (screen && helpSections[screen]) ?? null;
}
