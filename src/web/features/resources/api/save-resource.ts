import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { resourceSchema as resourceInputSchema } from "../../../../domain/projects/schemas";
import { apiClient } from "../../../lib/api-client";
import { resourcesKey } from "./resources";

// POST /api/v1/resources (new) or PATCH /api/v1/resources/:id (edit), with the shared schema's output.

export type ResourceInput = z.output<typeof resourceInputSchema>;

export async function saveResource({ id, input }: { id?: string; input: ResourceInput }): Promise<unknown> {
  return id ? apiClient.patch(`/resources/${encodeURIComponent(id)}`, input) : apiClient.post("/resources", input);
}

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveResource, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["resources"] }) });
}

// DELETE /api/v1/resources/:id (admin or owner): its allocations go with it.
export async function deleteResource(id: string): Promise<void> {
  await apiClient.delete(`/resources/${encodeURIComponent(id)}`);
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteResource, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["resources"] }) });
}

export { resourcesKey };
