// Sprints: GET/POST /api/v1/projects/:id/sprints and their burndowns. Keyed per project, so a task
// change in that project refreshes its sprints' counts and burndowns in one invalidation.

export const sprintKeys = {
  all: ["sprints"] as const,
  project: (projectId: string) => [...sprintKeys.all, projectId] as const,
  list: (projectId: string) => [...sprintKeys.project(projectId), "list"] as const,
  burndown: (projectId: string, sprintId: string) => [...sprintKeys.project(projectId), sprintId, "burndown"] as const,
};
