import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { CreateSprintInput, generateSprintsSchema, updateSprintSchema } from "../../domain/planning/sprint-schemas";
import { burndownSchema, sprintSchema as sprintContract } from "../../domain/planning/contract";
import { sprintStatuses } from "../../domain/planning/sprints";
import { apiClient } from "../lib/api-client";
import { sprintKeys } from "./query-keys";

// Sprints: GET/POST /api/v1/projects/:id/sprints and their burndowns. Keyed per project, so a task
// change in that project refreshes its sprints' counts and burndowns in one invalidation.


// GET /api/v1/projects/:id/sprints: the project's sprints by start date, with task counts.

// The server stores the status as text and answers only sprintStatuses; the web reads it as that
// union (the transitions table is typed by it).
const sprintSchema = sprintContract.extend({ status: z.enum(sprintStatuses) });
export type Sprint = z.infer<typeof sprintSchema>;

const sprintListSchema = z.array(sprintSchema);

async function fetchSprints(projectId: string, signal?: AbortSignal): Promise<Sprint[]> {
  return apiClient.get(`/projects/${encodeURIComponent(projectId)}/sprints`, { signal, parse: (data) => sprintListSchema.parse(data) });
}

export function useProjectSprints(projectId: string | null) {
  return useQuery({
    queryKey: sprintKeys.list(projectId ?? ""),
    queryFn: ({ signal }) => fetchSprints(projectId ?? "", signal),
    enabled: projectId !== null,
  });
}

export function useSprintsOf(projectIds: readonly string[]) {
  return useQueries({
    queries: projectIds.map((id) => ({ queryKey: sprintKeys.list(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchSprints(id, signal) })),
    combine: (results) => ({ data: results.flatMap((r) => r.data ?? []), isPending: results.some((r) => r.isPending) }),
  });
}

// POST /api/v1/projects/:id/sprints (409 sprint_overlap until confirmOverlap).

export type CreateSprintVariables = { projectId: string; input: CreateSprintInput };

export async function createSprint({ projectId, input }: CreateSprintVariables): Promise<Sprint> {
  return apiClient.post(`/projects/${encodeURIComponent(projectId)}/sprints`, input, { parse: (data) => sprintSchema.parse(data) });
}

export function useCreateSprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSprint,
    onSuccess: (_sprint, { projectId }) => queryClient.invalidateQueries({ queryKey: sprintKeys.project(projectId) }),
  });
}

// PATCH /api/v1/projects/:id/sprints/:sprintId: edit, start, complete or cancel (transitions
// checked by the server with the same table the list uses to offer actions).

export type UpdateSprintInput = z.input<typeof updateSprintSchema>;
export type UpdateSprintVariables = { projectId: string; sprintId: string; input: UpdateSprintInput };

export async function updateSprint({ projectId, sprintId, input }: UpdateSprintVariables): Promise<Sprint> {
  return apiClient.patch(`/projects/${encodeURIComponent(projectId)}/sprints/${encodeURIComponent(sprintId)}`, input, {
    parse: (data) => sprintSchema.parse(data),
  });
}

export function useUpdateSprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSprint,
    onSuccess: (_sprint, { projectId }) => queryClient.invalidateQueries({ queryKey: sprintKeys.project(projectId) }),
  });
}

// POST /api/v1/projects/:id/sprints/generate: consecutive sprints (409 sprint_overlap until confirmed).

export type GenerateSprintsInput = z.input<typeof generateSprintsSchema>;
export type GenerateSprintsVariables = { projectId: string; input: GenerateSprintsInput };

export async function generateSprints({ projectId, input }: GenerateSprintsVariables): Promise<Sprint[]> {
  const answer = await apiClient.post(`/projects/${encodeURIComponent(projectId)}/sprints/generate`, input, { parse: (data) => z.object({ items: z.array(sprintSchema) }).parse(data) });
  return answer.items;
}

export function useGenerateSprints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSprints,
    onSuccess: (_sprints, { projectId }) => queryClient.invalidateQueries({ queryKey: sprintKeys.project(projectId) }),
  });
}

// GET /api/v1/projects/:id/sprints/:sprintId/burndown in the reader's time zone.

export function useSprintBurndown(projectId: string, sprintId: string, timeZone: string) {
  return useQuery({
    queryKey: sprintKeys.burndown(projectId, sprintId),
    queryFn: ({ signal }) =>
      apiClient.get(`/projects/${encodeURIComponent(projectId)}/sprints/${encodeURIComponent(sprintId)}/burndown`, {
        query: { timeZone },
        signal,
        parse: (data) => burndownSchema.parse(data),
      }),
  });
}

export { sprintKeys };
