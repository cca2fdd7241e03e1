import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { customFieldListSchema, customFieldSchema, taskFieldValuesListSchema, taskFieldValuesSchema, type CustomField, type CustomFieldInput, type CustomFieldUpdate, type FieldValue, type TaskFieldValues } from "../../domain/work-items/custom-fields";
import { savedViewListSchema, savedViewSchema, type SavedView, type SavedViewInput, type SavedViewUpdate } from "../../domain/work-items/saved-views";
import { apiClient } from "../lib/api-client";
import { taskKeys } from "./tasks";

// Custom fields and saved views (decision 1205): the fields a project's tasks may carry
// (GET /api/v1/custom-fields?projectId=), each task's values (…/custom-values, under the task list
// key so every task refresh refreshes them), and the project's saved views.

export type { CustomField, FieldValue } from "../../domain/work-items/custom-fields";
export type { SavedView } from "../../domain/work-items/saved-views";

export const customFieldKeys = {
  all: ["custom-fields"] as const,
  project: (projectId: string) => [...customFieldKeys.all, projectId] as const,
  values: (projectId: string) => [...taskKeys.list(projectId), "custom-values"] as const,
  views: (projectId: string) => ["saved-views", projectId] as const,
};

/** A project's fields (the workspace's and its own), or with null the workspace's only. */
export function useCustomFields(projectId: string | null) {
  return useQuery({
    queryKey: customFieldKeys.project(projectId ?? ""),
    queryFn: ({ signal }) => apiClient.get(projectId ? `/custom-fields?projectId=${encodeURIComponent(projectId)}` : "/custom-fields", { signal, parse: (data) => customFieldListSchema.parse(data).items }),
  });
}

/** Each task's values by task id. */
export function useFieldValues(projectId: string) {
  return useQuery({
    queryKey: customFieldKeys.values(projectId),
    queryFn: ({ signal }) => apiClient.get(`/projects/${encodeURIComponent(projectId)}/custom-values`, { signal, parse: (data) => taskFieldValuesListSchema.parse(data).items }),
    select: (items: TaskFieldValues[]) => new Map(items.map((i) => [i.taskId, i.values])),
  });
}

export function useSaveFieldValues(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, values }: { taskId: string; values: Record<string, FieldValue | null> }) =>
      apiClient.put(`/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}/custom-values`, { values }, { parse: (data) => taskFieldValuesSchema.parse(data) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.values(projectId) }),
  });
}

export function useSaveCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CustomFieldInput | CustomFieldUpdate }): Promise<CustomField> => {
      const parse = (data: unknown) => customFieldSchema.parse(data);
      return id ? apiClient.put(`/custom-fields/${encodeURIComponent(id)}`, input, { parse }) : apiClient.post("/custom-fields", input, { parse });
    },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: customFieldKeys.all }), queryClient.invalidateQueries({ queryKey: taskKeys.lists() })]),
  });
}

export function useDeleteCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`/custom-fields/${encodeURIComponent(id)}`),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: customFieldKeys.all }), queryClient.invalidateQueries({ queryKey: taskKeys.lists() })]),
  });
}

export function useSavedViews(projectId: string) {
  return useQuery({
    queryKey: customFieldKeys.views(projectId),
    queryFn: ({ signal }) => apiClient.get(`/projects/${encodeURIComponent(projectId)}/views`, { signal, parse: (data) => savedViewListSchema.parse(data).items }),
  });
}

export function useSaveView(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SavedViewInput | SavedViewUpdate }): Promise<SavedView> => {
      const parse = (data: unknown) => savedViewSchema.parse(data);
      return id ? apiClient.patch(`/views/${encodeURIComponent(id)}`, input, { parse }) : apiClient.post(`/projects/${encodeURIComponent(projectId)}/views`, input, { parse });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.views(projectId) }),
  });
}

export function useDeleteView(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`/views/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.views(projectId) }),
  });
}
