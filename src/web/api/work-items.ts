import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { taskSchema } from "../../domain/projects/contract";
import { labelListSchema, labelSchema, workItemListSchema, type Label, type LabelInput, type SubtaskInput, type TaskWorkItem } from "../../domain/work-items/contract";
import { apiClient } from "../lib/api-client";
import { invalidateTasks, taskKeys } from "./tasks";

// Work items (decision 1202): the workspace's labels (GET/POST /api/v1/labels, PUT/DELETE
// /api/v1/labels/:id) and, per project, each task's parent, labels, assignees, watchers and
// roll-up (GET /api/v1/projects/:id/work-items) with their writes under …/tasks/:taskId/. The
// work items' key sits under the project's task list key, so whatever refreshes the tasks (a
// write here, another member's change on the event stream) refreshes them too.

export type { Label, TaskWorkItem } from "../../domain/work-items/contract";

export const workItemKeys = {
  labels: ["labels"] as const,
  project: (projectId: string) => [...taskKeys.list(projectId), "work-items"] as const,
};

export function useLabels() {
  return useQuery({ queryKey: workItemKeys.labels, queryFn: ({ signal }) => apiClient.get("/labels", { signal, parse: (data) => labelListSchema.parse(data).items }) });
}

/** Each task's work items by task id. */
export function useWorkItems(projectId: string) {
  return useQuery({
    queryKey: workItemKeys.project(projectId),
    queryFn: ({ signal }) => apiClient.get(`/projects/${encodeURIComponent(projectId)}/work-items`, { signal, parse: (data) => workItemListSchema.parse(data).items }),
    select: (items: TaskWorkItem[]) => new Map(items.map((i) => [i.taskId, i])),
  });
}

export function useSaveLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: LabelInput }): Promise<Label> => {
      const parse = (data: unknown) => labelSchema.parse(data);
      return id ? apiClient.put(`/labels/${encodeURIComponent(id)}`, input, { parse }) : apiClient.post("/labels", input, { parse });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workItemKeys.labels }),
  });
}

export function useDeleteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`/labels/${encodeURIComponent(id)}`),
    // A deleted label leaves every task: the open projects' work items refresh too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: workItemKeys.labels }), queryClient.invalidateQueries({ queryKey: taskKeys.lists() })]),
  });
}

const taskPath = (projectId: string, taskId: string) => `/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}`;

export type WorkItemChange =
  | { kind: "subtask"; input: SubtaskInput }
  | { kind: "parent"; parentId: string | null }
  | { kind: "labels"; labelIds: string[] }
  | { kind: "assignees"; resourceIds: string[] }
  | { kind: "watch"; userId: string; watching: boolean };

async function changeWorkItem({ projectId, taskId, change }: { projectId: string; taskId: string; change: WorkItemChange }): Promise<unknown> {
  const path = taskPath(projectId, taskId);
  switch (change.kind) {
    case "subtask":
      return apiClient.post(`${path}/subtasks`, change.input, { parse: (data) => taskSchema.parse(data) });
    case "parent":
      return apiClient.put(`${path}/parent`, { parentId: change.parentId });
    case "labels":
      return apiClient.put(`${path}/labels`, { labelIds: change.labelIds });
    case "assignees":
      return apiClient.put(`${path}/assignees`, { resourceIds: change.resourceIds });
    case "watch":
      return change.watching ? apiClient.put(`${path}/watchers`, { userId: change.userId }) : apiClient.delete(`${path}/watchers/${encodeURIComponent(change.userId)}`);
  }
}

/** What a change does to a task's cached work items, shown at once (subtasks and parents wait for the server). */
function applyChange(item: TaskWorkItem, change: WorkItemChange, me: string | undefined): TaskWorkItem {
  switch (change.kind) {
    case "labels":
      return { ...item, labelIds: change.labelIds };
    case "assignees":
      return { ...item, assigneeResourceIds: item.assigneeResourceIds[0] && change.resourceIds.includes(item.assigneeResourceIds[0]) ? [item.assigneeResourceIds[0], ...change.resourceIds.filter((r) => r !== item.assigneeResourceIds[0])] : change.resourceIds };
    case "watch": {
      const others = item.watcherUserIds.filter((u) => u !== change.userId);
      return { ...item, watcherUserIds: change.watching ? [...others, change.userId].sort() : others, watching: change.userId === me ? change.watching : item.watching };
    }
    default:
      return item;
  }
}

/**
 * A subtask added, a parent, labels, assignees or a watcher changed: shown at once where it can be,
 * put back on a refusal; the project's tasks and work items then refresh.
 */
export function useChangeWorkItem(me?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWorkItem,
    onMutate: async ({ projectId, taskId, change }) => {
      const key = workItemKeys.project(projectId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TaskWorkItem[]>(key);
      if (previous) queryClient.setQueryData<TaskWorkItem[]>(key, previous.map((i) => (i.taskId === taskId ? applyChange(i, change, me) : i)));
      return { previous };
    },
    onError: (_e, { projectId }, context) => {
      if (context?.previous) queryClient.setQueryData(workItemKeys.project(projectId), context.previous);
    },
    onSettled: (_r, _e, { projectId }) => invalidateTasks(queryClient, projectId),
  });
}
