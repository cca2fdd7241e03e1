import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { levellingPreviewSchema, levellingStatusSchema, levellingUndoSchema, type LevellingPreview, type LevellingUndo } from "../../domain/levelling/contract";
import { apiClient } from "../lib/api-client";
import { taskKeys } from "./tasks";

// Levelling one project's schedule under its people's capacity (decision 0803):
// GET /api/v1/projects/:id/levelling (the last applied run), POST …/preview, …/apply, …/undo.
// Applying or undoing changes task dates, so the project's tasks are fetched again.

export const levellingKeys = {
  all: ["levelling"] as const,
  status: (projectId: string) => [...levellingKeys.all, projectId, "status"] as const,
};

const base = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/levelling`;

export function useLevellingStatus(projectId: string | null) {
  return useQuery({
    queryKey: levellingKeys.status(projectId ?? ""),
    queryFn: ({ signal }) => apiClient.get(base(projectId ?? ""), { signal, parse: (data) => levellingStatusSchema.parse(data) }),
    enabled: projectId !== null,
  });
}

export function usePreviewLevelling() {
  return useMutation({
    mutationFn: (projectId: string): Promise<LevellingPreview> => apiClient.post(`${base(projectId)}/preview`, {}, { parse: (data) => levellingPreviewSchema.parse(data) }),
  });
}

export function useApplyLevelling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string): Promise<LevellingPreview> => apiClient.post(`${base(projectId)}/apply`, {}, { parse: (data) => levellingPreviewSchema.parse(data) }),
    onSuccess: (_result, projectId) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.list(projectId) }), queryClient.invalidateQueries({ queryKey: levellingKeys.status(projectId) })]),
  });
}

export function useUndoLevelling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string): Promise<LevellingUndo> => apiClient.post(`${base(projectId)}/undo`, {}, { parse: (data) => levellingUndoSchema.parse(data) }),
    onSuccess: (_result, projectId) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.list(projectId) }), queryClient.invalidateQueries({ queryKey: levellingKeys.status(projectId) })]),
  });
}
