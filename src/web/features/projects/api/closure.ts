import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { closureSchema } from "../../../../domain/projects/contract";
import type { ClosureChecklistKey } from "../../../../domain/projects/schemas";
import { apiClient } from "../../../lib/api-client";
import { invalidateProject, projectKeys } from "../../../api/projects";

// GET/PUT /api/v1/projects/:id/closure (the checklist), POST …/close (refused until complete),
// POST …/reopen (administrators).

const closureKey = (projectId: string) => [...projectKeys.detail(projectId), "closure"] as const;
const base = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;

export function useClosure(projectId: string) {
  return useQuery({ queryKey: closureKey(projectId), queryFn: ({ signal }) => apiClient.get(`${base(projectId)}/closure`, { signal, parse: (d) => closureSchema.parse(d) }) });
}

export function useUpdateChecklist(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: { key: ClosureChecklistKey; done: boolean; note: string }[]) => apiClient.put(`${base(projectId)}/closure`, { items }, { parse: (d) => closureSchema.parse(d) }),
    onSuccess: (data) => queryClient.setQueryData(closureKey(projectId), data),
  });
}

export function useCloseProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { lessonsLearned?: string; evaluation?: string }) => apiClient.post<unknown>(`${base(projectId)}/close`, input),
    onSuccess: () => invalidateProject(queryClient, projectId),
  });
}

export function useReopenProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<unknown>(`${base(projectId)}/reopen`, {}),
    onSuccess: () => invalidateProject(queryClient, projectId),
  });
}
