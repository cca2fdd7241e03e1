import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { allocationSchema, resourceSchema as resourceInputSchema } from "../../domain/projects/schemas";
import { allocationItemSchema, resourceSchema, type Resource } from "../../domain/resources/contract";
import { apiClient } from "../lib/api-client";
import { capacityKeys } from "./capacity";
import { projectKeys } from "./projects";

// Resources (people and roles with their cost and availability): GET/POST /api/v1/resources,
// PATCH/DELETE /api/v1/resources/:id, and their allocations to projects
// (/api/v1/projects/:projectId/allocations). The resources screen, the task form's assignees and
// the analytics filter read one list under one key (decision 0602).

export const resourceKeys = {
  all: ["resources"] as const,
  list: () => [...resourceKeys.all, "list"] as const,
  allocations: (projectId: string) => [...resourceKeys.all, "allocations", projectId] as const,
};

/** Resources and allocations change utilisation, capacity and the projects' overviews (their allocations). */
function invalidateResources(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
    queryClient.invalidateQueries({ queryKey: capacityKeys.all }),
    queryClient.invalidateQueries({ queryKey: projectKeys.details() }),
  ]);
}

// ---- GET /api/v1/resources: the workspace's people and roles with the hours already allocated to
// projects and their utilisation (allocated / available, %), in one query on the server.

export type { Resource } from "../../domain/resources/contract";

export async function fetchResources(signal?: AbortSignal): Promise<Resource[]> {
  return apiClient.get("/resources", { signal, parse: (data) => z.array(resourceSchema).parse(data) });
}

export function useResources() {
  return useQuery({ queryKey: resourceKeys.list(), queryFn: ({ signal }) => fetchResources(signal) });
}

export type ResourceInput = z.output<typeof resourceInputSchema>;

/** POST /api/v1/resources (new) or PATCH /api/v1/resources/:id (edit), with the shared schema's output. */
export async function saveResource({ id, input }: { id?: string; input: ResourceInput }): Promise<unknown> {
  return id ? apiClient.patch(`/resources/${encodeURIComponent(id)}`, input) : apiClient.post("/resources", input);
}

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveResource, onSuccess: () => invalidateResources(queryClient) });
}

/** DELETE /api/v1/resources/:id (admin or owner): its allocations go with it. */
export async function deleteResource(id: string): Promise<void> {
  await apiClient.delete(`/resources/${encodeURIComponent(id)}`);
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteResource, onSuccess: () => invalidateResources(queryClient) });
}

// ---- /api/v1/projects/:projectId/allocations: hours per week of a resource on one project.

export type { AllocationItem as Allocation } from "../../domain/resources/contract";
export type AllocationInput = z.output<typeof allocationSchema>;

export function useAllocations(projectId: string | null) {
  return useQuery({
    queryKey: resourceKeys.allocations(projectId ?? ""),
    queryFn: ({ signal }) => apiClient.get(`/projects/${encodeURIComponent(projectId ?? "")}/allocations`, { signal, parse: (data) => z.array(allocationItemSchema).parse(data) }),
    enabled: projectId !== null,
  });
}

export type SaveAllocationVariables = { projectId: string; allocationId?: string; input: AllocationInput };

export async function saveAllocation({ projectId, allocationId, input }: SaveAllocationVariables): Promise<unknown> {
  const base = `/projects/${encodeURIComponent(projectId)}/allocations`;
  if (!allocationId) return apiClient.post(base, input);
  // The resource of an allocation is fixed; only hours and period change.
  const { hours, startDate, endDate } = input;
  return apiClient.patch(`${base}/${encodeURIComponent(allocationId)}`, { hours, startDate, endDate });
}

export async function deleteAllocation({ projectId, allocationId }: { projectId: string; allocationId: string }): Promise<void> {
  await apiClient.delete(`/projects/${encodeURIComponent(projectId)}/allocations/${encodeURIComponent(allocationId)}`);
}

export function useSaveAllocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAllocation, onSuccess: () => invalidateResources(queryClient) });
}

export function useDeleteAllocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAllocation, onSuccess: () => invalidateResources(queryClient) });
}
