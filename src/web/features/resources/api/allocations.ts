import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { allocationSchema } from "../../../../domain/projects/schemas";
import { apiClient } from "../../../lib/api-client";

// /api/v1/projects/:projectId/allocations: hours per week of a resource on one project.

export const allocationItemSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  resourceId: z.string(),
  hours: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  resource: z.object({ id: z.string(), name: z.string(), role: z.string(), availability: z.number() }),
});
export type Allocation = z.infer<typeof allocationItemSchema>;
export type AllocationInput = z.output<typeof allocationSchema>;

export const allocationsKey = (projectId: string) => ["resources", "allocations", projectId] as const;

export function useAllocations(projectId: string | null) {
  return useQuery({
    queryKey: allocationsKey(projectId ?? ""),
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

/** Allocations change the utilisation of the resources list too. */
function useInvalidateResources() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["resources"] });
}

export function useSaveAllocation() {
  const invalidate = useInvalidateResources();
  return useMutation({ mutationFn: saveAllocation, onSuccess: invalidate });
}

export function useDeleteAllocation() {
  const invalidate = useInvalidateResources();
  return useMutation({ mutationFn: deleteAllocation, onSuccess: invalidate });
}
