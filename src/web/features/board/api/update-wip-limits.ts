import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { projectKeys } from "../../../api/projects";

// PATCH /api/v1/projects/:id { boardWipLimits }: 0 means no limit.

export type WipLimits = Partial<Record<"Pendiente" | "En progreso" | "Completada", number>>;

export function useUpdateWipLimits(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: WipLimits) => apiClient.patch<unknown>(`/projects/${encodeURIComponent(projectId)}`, { boardWipLimits: limits }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  });
}
