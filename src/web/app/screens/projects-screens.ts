import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// Screens of the projects area (see lazy-screen.ts); each entry replaces the under-construction page.
export const projectsScreens: ScreenRegistry = {
  projects: lazyScreen(() => import("../../features/projects/pages/projects-page"), (m) => m.ProjectsPage, "projects"),
  projectPlanner: lazyScreen(() => import("../../features/projects/pages/project-planner-page"), (m) => m.ProjectPlannerPage, "projects", "innovation"),
  project: lazyScreen(() => import("../../features/projects/pages/project-page"), (m) => m.ProjectPage, "projects", "innovation", "work-items", "time-tracking", "rebalance", "recurring", "custom-fields", "task-activity"),
  projectManagement: lazyScreen(() => import("../../features/projects/pages/project-management-page"), (m) => m.ProjectManagementPage, "projects"),
};
