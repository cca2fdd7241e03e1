import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { registerItemSchemas } from "../../domain/projects/contract";
import { apiClient } from "../lib/api-client";
import { projectKeys } from "./projects";

// GET/POST/PATCH/DELETE /api/v1/projects/:id/{milestones,stakeholders,risks,change-requests,communications}:
// the rows a project keeps in lists share one shape of access on the server, and one here.

export type RegisterName = keyof typeof registerItemSchemas;
export type RegisterItem<R extends RegisterName> = z.infer<(typeof registerItemSchemas)[R]>;

export const registerKey = (projectId: string, register: RegisterName) => [...projectKeys.detail(projectId), "register", register] as const;

const path = (projectId: string, register: RegisterName, itemId?: string) =>
  `/projects/${encodeURIComponent(projectId)}/${register}${itemId ? `/${encodeURIComponent(itemId)}` : ""}`;

export function useRegister<R extends RegisterName>(projectId: string | null, register: R) {
  return useQuery({
    queryKey: registerKey(projectId ?? "", register),
    queryFn: ({ signal }) => apiClient.get(path(projectId ?? "", register), { signal, parse: (data) => z.array(registerItemSchemas[register]).parse(data) as RegisterItem<R>[] }),
    enabled: projectId !== null,
  });
}

/** The project's stakeholders (who can receive its report: those with an e-mail). */
export function useStakeholders(projectId: string | null) {
  return useRegister(projectId, "stakeholders");
}

export function useSaveRegisterItem(projectId: string, register: RegisterName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId?: string; input: Record<string, unknown> }) =>
      itemId ? apiClient.patch<unknown>(path(projectId, register, itemId), input) : apiClient.post<unknown>(path(projectId, register), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  });
}

export function useDeleteRegisterItem(projectId: string, register: RegisterName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => apiClient.delete<void>(path(projectId, register, itemId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  });
}
