import { useCallback } from "react";
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { projectOverviewSchema, projectPageSchema, projectSchema, type Project, type ProjectOverview, type ProjectPage } from "../../domain/projects/contract";
import type { CreateProjectInput, UpdateProjectInput } from "../../domain/projects/schemas";
import { sampleDataLoadedSchema, sampleDataStatusSchema } from "../../domain/sample-data/contract";
import { apiClient } from "../lib/api-client";
import { projectKeys } from "./query-keys";

// Projects: GET/POST /api/v1/projects, GET/PATCH/DELETE /api/v1/projects/:id, and the sample
// portfolio (/api/v1/sample-data). Every screen reads a project list or a project through these
// functions and keys, so one invalidation reaches them all (docs/decisions/0602).


/** Everything a project change touches in this tab: its lists, its detail (and sub-resources). */
export function invalidateProject(queryClient: QueryClient, projectId?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.sampleData() }),
    queryClient.invalidateQueries({ queryKey: projectId ? projectKeys.detail(projectId) : projectKeys.details() }),
  ]);
}

// ---- GET /api/v1/projects: one page of the workspace's projects with task counts

export type { ProjectListItem, ProjectPage } from "../../domain/projects/contract";

export type ProjectListFilters = {
  q?: string;
  status?: readonly string[];
  priority?: readonly string[];
  phase?: readonly string[];
  ownerId?: string;
  sort?: "created_at" | "name" | "due_date" | "progress" | "risk_score" | "priority";
  order?: "asc" | "desc";
  page?: number;
  pageSize?: number;
};

/** The selectors' list: every project (up to 200) by name. */
export const allProjectsByName: ProjectListFilters = { sort: "name", pageSize: 200 };

const joined = (values: readonly string[] | undefined) => (values?.length ? values.join(",") : undefined);

export async function fetchProjects(filters: ProjectListFilters, signal?: AbortSignal): Promise<ProjectPage> {
  return apiClient.get("/projects", {
    signal,
    query: {
      q: filters.q || undefined,
      status: joined(filters.status),
      priority: joined(filters.priority),
      phase: joined(filters.phase),
      ownerId: filters.ownerId || undefined,
      sort: filters.sort,
      order: filters.order,
      page: filters.page,
      pageSize: filters.pageSize,
    },
    parse: (data) => projectPageSchema.parse(data),
  });
}

/** One page of the list (the projects screen): the previous page stays shown while the next loads. */
export function useProjects(filters: ProjectListFilters) {
  return useQuery({ queryKey: projectKeys.list(filters), queryFn: ({ signal }) => fetchProjects(filters, signal), placeholderData: keepPreviousData });
}

/** The projects as a plain list (selectors, the calendar, the import's targets). */
export function useProjectItems(filters: ProjectListFilters = allProjectsByName, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: projectKeys.list(filters),
    queryFn: ({ signal }) => fetchProjects(filters, signal),
    select: (page) => page.items,
    enabled: options.enabled ?? true,
  });
}

// ---- GET /api/v1/projects/:id: the project at a glance (record, milestones, stakeholders, task
// summary, allocations, recent activity)

export type { Milestone, Project, ProjectOverview } from "../../domain/projects/contract";

export async function fetchProjectOverview(projectId: string, signal?: AbortSignal): Promise<ProjectOverview> {
  return apiClient.get(`/projects/${encodeURIComponent(projectId)}`, { signal, parse: (data) => projectOverviewSchema.parse(data) });
}

const isAnswer = (error: unknown) => error instanceof Error && "status" in error && [401, 403, 404].includes((error as { status: number }).status);

/** The overview, or a part of it (`select`): the board's WIP limits, the calendar's milestones. */
export function useProjectOverview<T = ProjectOverview>(projectId: string | null, select?: (overview: ProjectOverview) => T) {
  return useQuery({
    queryKey: projectKeys.detail(projectId ?? ""),
    queryFn: ({ signal }) => fetchProjectOverview(projectId ?? "", signal),
    select,
    enabled: projectId !== null,
    // 404 and 403 are answers, not hiccups: show them at once.
    retry: (count, error) => count < 2 && !isAnswer(error),
  });
}

// ---- Writes

export async function createProject(input: CreateProjectInput): Promise<Project> {
  return apiClient.post("/projects", input, { parse: (data) => projectSchema.parse(data) });
}

/** POST /api/v1/projects: the caller becomes the owner; a methodology lays out milestones and tasks. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => invalidateProject(queryClient) });
}

export type UpdateProjectVariables = { projectId: string; input: UpdateProjectInput };

export async function updateProject({ projectId, input }: UpdateProjectVariables): Promise<Project> {
  return apiClient.patch(`/projects/${encodeURIComponent(projectId)}`, input, { parse: (data) => projectSchema.parse(data) });
}

/** PATCH /api/v1/projects/:id */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProject, onSuccess: (_project, { projectId }) => invalidateProject(queryClient, projectId) });
}

export async function deleteProject(projectId: string): Promise<void> {
  await apiClient.delete(`/projects/${encodeURIComponent(projectId)}`);
}

/** DELETE /api/v1/projects/:id (admins and owners). */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    // The project's own queries stay until its page has gone (useForgetProject): removed while
    // the page is still mounted, the next render would ask for the deleted project again (404).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}

/** Drops every cached query of a deleted project (its detail, tasks, sprints, insights), once nothing shows it. */
export function useForgetProject(): (projectId: string) => void {
  const queryClient = useQueryClient();
  return useCallback((projectId: string) => queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(projectId) }), [queryClient]);
}

// ---- The sample portfolio: GET/POST/DELETE /api/v1/sample-data

export function useSampleDataStatus() {
  return useQuery({
    queryKey: projectKeys.sampleData(),
    queryFn: ({ signal }) => apiClient.get("/sample-data", { signal, parse: (data) => sampleDataStatusSchema.parse(data) }),
  });
}

/** Loads the labelled sample portfolio: every list of the workspace changes (projects, resources, the dashboard). */
export function useLoadSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post("/sample-data", undefined, { parse: (data) => sampleDataLoadedSchema.parse(data) }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "session" }),
  });
}

/** Removes the sample portfolio in one action. */
export function useRemoveSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<unknown>("/sample-data"),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "session" }),
  });
}

// ---- Milestones come with the overview (GET /api/v1/projects/:id)

const selectMilestones = (overview: ProjectOverview) => overview.milestones;

/** A project's milestones (the Gantt's diamonds), read from its overview. */
export function useMilestones(projectId: string | null) {
  return useProjectOverview(projectId, selectMilestones);
}

/** Milestones of several projects (the 'all projects' calendar). */
export function useMilestonesOf(projectIds: readonly string[]) {
  return useQueries({
    queries: projectIds.map((id) => ({
      queryKey: projectKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchProjectOverview(id, signal),
      select: selectMilestones,
    })),
    combine: (results) => ({ data: results.flatMap((r) => r.data ?? []), isPending: results.some((r) => r.isPending) }),
  });
}

const selectProject = (overview: ProjectOverview) => overview.project;

/** The project's record alone (the board: its name and WIP limits). */
export function useProject(projectId: string) {
  return useProjectOverview(projectId, selectProject);
}

export { projectKeys };
