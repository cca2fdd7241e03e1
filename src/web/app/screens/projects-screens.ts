import { loadNamespaces } from "../../i18n/i18n";
import type { ScreenRegistry } from "./lazy-screen";

// Screens of the projects area (see lazy-screen.ts); each entry replaces the under-construction page.
export const projectsScreens: ScreenRegistry = {
  projects: async () => {
    const [{ ProjectsPage }] = await Promise.all([import("../../features/projects/pages/projects-page"), loadNamespaces("projects")]);
    return { Component: ProjectsPage };
  },
  projectPlanner: async () => {
    const [{ ProjectPlannerPage }] = await Promise.all([import("../../features/projects/pages/project-planner-page"), loadNamespaces("projects")]);
    return { Component: ProjectPlannerPage };
  },
  project: async () => {
    const [{ ProjectPage }] = await Promise.all([import("../../features/projects/pages/project-page"), loadNamespaces("projects")]);
    return { Component: ProjectPage };
  },
  projectManagement: async () => {
    const [{ ProjectManagementPage }] = await Promise.all([import("../../features/projects/pages/project-management-page"), loadNamespaces("projects")]);
    return { Component: ProjectManagementPage };
  },
};
