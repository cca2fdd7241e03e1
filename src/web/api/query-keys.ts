// The query keys of the feature API modules whose contracts are heavy, in one module without
// schemas or hooks. The event stream's cache table (server-events.ts), which the app shell loads on
// every signed-in page, needs every feature's keys; importing them from the API modules pulled each
// one's contract (zod schemas built at load) into the shell's chunks. The API modules re-export
// their keys from here, so a feature imports them where it always did.

import type { ProjectListFilters } from "./projects";

export const meKeys = {
  all: ["me"] as const,
  sessions: () => [...meKeys.all, "sessions"] as const,
  securityEvents: () => [...meKeys.all, "security-events"] as const,
};

export const workspaceKeys = {
  all: ["workspaces"] as const,
  members: (workspaceId: string) => [...workspaceKeys.all, workspaceId, "members"] as const,
  invitations: (workspaceId: string) => [...workspaceKeys.all, workspaceId, "invitations"] as const,
};

export const capacityKeys = {
  all: ["capacity"] as const,
  plan: (weeks: number) => [...capacityKeys.all, "plan", weeks] as const,
  load: (past: number, future: number) => [...capacityKeys.all, "load", past, future] as const,
  week: (resourceId: string, weekStart: string) => [...capacityKeys.all, "week", resourceId, weekStart] as const,
  signals: () => [...capacityKeys.all, "signals"] as const,
  calendars: () => [...capacityKeys.all, "calendars"] as const,
  holidays: (year: number) => [...capacityKeys.all, "holidays", year] as const,
  timeOff: () => [...capacityKeys.all, "time-off"] as const,
};

export const communicationKeys = {
  all: ["communication"] as const,
  channels: () => [...communicationKeys.all, "channels"] as const,
  members: () => [...communicationKeys.all, "members"] as const,
  messages: (channelId: string) => [...communicationKeys.all, "messages", channelId] as const,
  search: (q: string) => [...communicationKeys.all, "search", q] as const,
  draft: (projectId: string) => [...communicationKeys.all, "draft", projectId] as const,
};

export const dashboardKeys = {
  all: ["dashboard"] as const,
  home: () => [...dashboardKeys.all, "home"] as const,
};

export const geneticsKeys = {
  all: ["genetics"] as const,
  portfolio: () => [...geneticsKeys.all, "portfolio"] as const,
  genome: (projectId: string) => [...geneticsKeys.all, "genome", projectId] as const,
  runs: (projectId: string) => [...geneticsKeys.all, "runs", projectId] as const,
  run: (projectId: string, runId: string) => [...geneticsKeys.all, "run", projectId, runId] as const,
};

export const intelligenceKeys = {
  all: ["intelligence"] as const,
  portfolio: () => [...intelligenceKeys.all, "portfolio"] as const,
  projects: () => [...intelligenceKeys.all, "project"] as const,
  /** Everything derived from one project: its insights, forecasts, finance and costs. */
  project: (projectId: string) => [...intelligenceKeys.projects(), projectId] as const,
  detail: (projectId: string) => [...intelligenceKeys.project(projectId), "insights"] as const,
  forecast: (projectId: string, capacityFactor: number, scopeChange: number) => [...intelligenceKeys.project(projectId), "forecast", capacityFactor, scopeChange] as const,
  finance: (projectId: string) => [...intelligenceKeys.project(projectId), "finance"] as const,
  costs: (projectId: string) => [...intelligenceKeys.project(projectId), "costs"] as const,
  trackRecord: () => [...intelligenceKeys.all, "track-record"] as const,
};

export const launchKeys = {
  all: ["launches"] as const,
  plans: (projectId: string) => [...launchKeys.all, "plans", projectId] as const,
  plan: (id: string) => [...launchKeys.all, "plan", id] as const,
};

export const projectKeys = {
  all: ["projects"] as const,
  lists: () => [...projectKeys.all, "list"] as const,
  list: (filters: ProjectListFilters) => [...projectKeys.lists(), filters] as const,
  details: () => [...projectKeys.all, "detail"] as const,
  /** GET /projects/:id; the project's own sub-resources (registers, closure, estimates) live under it. */
  detail: (projectId: string) => [...projectKeys.details(), projectId] as const,
  sampleData: () => [...projectKeys.all, "sample-data"] as const,
};

export const sprintKeys = {
  all: ["sprints"] as const,
  project: (projectId: string) => [...sprintKeys.all, projectId] as const,
  list: (projectId: string) => [...sprintKeys.project(projectId), "list"] as const,
  burndown: (projectId: string, sprintId: string) => [...sprintKeys.project(projectId), sprintId, "burndown"] as const,
};

export const taskActivityKeys = {
  all: ["task-activity"] as const,
  timeline: (taskId: string) => [...taskActivityKeys.all, "timeline", taskId] as const,
};

export const taskKeys = {
  all: ["tasks"] as const,
  lists: () => [...taskKeys.all, "list"] as const,
  list: (projectId: string) => [...taskKeys.lists(), projectId] as const,
};

export const timeKeys = {
  all: ["time-entries"] as const,
  sheet: (userId: string | null, from: string, to: string) => [...timeKeys.all, "sheet", userId ?? "me", from, to] as const,
  task: (projectId: string, taskId: string) => [...taskKeys.list(projectId), "time", taskId] as const,
  timer: ["timer"] as const,
  week: (userId: string | null, weekStart: string) => [...timeKeys.all, "week", userId ?? "me", weekStart] as const,
  queue: () => [...timeKeys.all, "weeks", "submitted"] as const,
  report: (query: Record<string, string | undefined>) => [...timeKeys.all, "report", query] as const,
};
