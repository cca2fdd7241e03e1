import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { taskSchema, type Task } from "../../domain/projects/contract";
import type { TaskStatus } from "../../domain/project-fields";
import type { CreateTaskInput, UpdateTaskInput } from "../../domain/projects/schemas";
import { apiClient } from "../lib/api-client";
import { intelligenceKeys } from "./intelligence";
import { projectKeys } from "./projects";
import { sprintKeys } from "./sprints";
import { taskKeys } from "./query-keys";

// Tasks: GET/POST /api/v1/projects/:id/tasks, PATCH/DELETE …/tasks/:taskId. The project page, the
// board and the calendar read one list per project under one key (docs/decisions/0602).


export type { Task } from "../../domain/projects/contract";

const taskListSchema = z.array(taskSchema);

const tasksPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/tasks`;
const taskPath = (projectId: string, taskId: string) => `${tasksPath(projectId)}/${encodeURIComponent(taskId)}`;

export async function fetchTasks(projectId: string, signal?: AbortSignal): Promise<Task[]> {
  return apiClient.get(tasksPath(projectId), { signal, parse: (data) => taskListSchema.parse(data) });
}

/** Every task of a project with its dates, sprint and dependencies, in the server's order (position, creation). */
export function useTasks(projectId: string | null) {
  return useQuery({ queryKey: taskKeys.list(projectId ?? ""), queryFn: ({ signal }) => fetchTasks(projectId ?? "", signal), enabled: projectId !== null });
}

/** Tasks of several projects (the 'all projects' calendar). */
export function useTasksOf(projectIds: readonly string[]) {
  return useQueries({
    queries: projectIds.map((id) => ({ queryKey: taskKeys.list(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchTasks(id, signal) })),
    combine: (results) => ({ data: results.flatMap((r) => r.data ?? []), isPending: results.some((r) => r.isPending) }),
  });
}

/** What a task change touches: the project's tasks, its overview and the lists' counts, its sprints, its insights. */
export function invalidateTasks(queryClient: QueryClient, projectId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.list(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: sprintKeys.project(projectId) }),
    queryClient.invalidateQueries({ queryKey: intelligenceKeys.project(projectId) }),
  ]);
}

// ---- Writes

export type SaveTaskVariables = { projectId: string; taskId?: string; input: CreateTaskInput | UpdateTaskInput };

export async function saveTask({ projectId, taskId, input }: SaveTaskVariables): Promise<Task> {
  const parse = (data: unknown) => taskSchema.parse(data);
  return taskId ? apiClient.patch(taskPath(projectId, taskId), input, { parse }) : apiClient.post(tasksPath(projectId), input, { parse });
}

/** POST …/tasks and PATCH …/tasks/:taskId from the task form (a dependency cycle answers 422). */
export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTask, onSuccess: (_task, { projectId }) => invalidateTasks(queryClient, projectId) });
}

/** DELETE …/tasks/:taskId */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, taskId }: { projectId: string; taskId: string }) => apiClient.delete<void>(taskPath(projectId, taskId)),
    onSuccess: (_r, { projectId }) => invalidateTasks(queryClient, projectId),
  });
}

/** Changes the cached list at once; gives back what to restore if the server refuses. */
async function changeCachedTasks(queryClient: QueryClient, projectId: string, change: (tasks: Task[]) => Task[]) {
  const key = taskKeys.list(projectId);
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<Task[]>(key);
  if (previous) queryClient.setQueryData<Task[]>(key, change(previous));
  return { previous };
}

export type UpdateTaskVariables = { projectId: string; taskId: string; changes: UpdateTaskInput };

export async function updateTask({ projectId, taskId, changes }: UpdateTaskVariables): Promise<Task> {
  return apiClient.patch(taskPath(projectId, taskId), changes, { parse: (data) => taskSchema.parse(data) });
}

/** PATCH a Gantt move or resize, or a task moved into a sprint: the cache changes at once and is put back on a refusal. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onMutate: ({ projectId, taskId, changes }) =>
      changeCachedTasks(queryClient, projectId, (tasks) => tasks.map((task) => (task.id === taskId ? ({ ...task, ...changes } as Task) : task))),
    onError: (_error, { projectId }, context) => {
      if (context?.previous) queryClient.setQueryData(taskKeys.list(projectId), context.previous);
    },
    onSettled: (_data, _error, { projectId }) => invalidateTasks(queryClient, projectId),
  });
}

export type CardMove = { projectId: string; taskId: string; status: TaskStatus; updates: { id: string; position: number }[] };

// A board drop PATCHes the moved card's status and position, and the column's other positions
// when it had to be renumbered.
async function moveCard({ projectId, taskId, status, updates }: CardMove): Promise<void> {
  const moved = updates.find((u) => u.id === taskId);
  await apiClient.patch(taskPath(projectId, taskId), { status, ...(moved ? { position: moved.position } : {}) });
  await Promise.all(updates.filter((u) => u.id !== taskId).map((u) => apiClient.patch(taskPath(projectId, u.id), { position: u.position })));
}

/** A card moved on the board: shown at once, put back on a refusal. */
export function useMoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCard,
    onMutate: ({ projectId, taskId, status, updates }) => {
      const positions = new Map(updates.map((u) => [u.id, u.position]));
      return changeCachedTasks(queryClient, projectId, (tasks) =>
        tasks.map((task) => ({ ...task, status: task.id === taskId ? status : task.status, position: positions.get(task.id) ?? task.position })),
      );
    },
    onError: (_error, { projectId }, context) => {
      if (context?.previous) queryClient.setQueryData(taskKeys.list(projectId), context.previous);
    },
    onSettled: (_data, _error, { projectId }) => invalidateTasks(queryClient, projectId),
  });
}

export { taskKeys };
