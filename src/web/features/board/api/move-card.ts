import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TaskStatus } from "../../../../domain/project-fields";
import { apiClient } from "../../../lib/api-client";
import { boardTasksKey, type BoardTask } from "./board-tasks";

// PATCH /api/v1/projects/:id/tasks/:taskId for each card a drop changes: the moved card's status
// and position, and the column's other positions when it had to be renumbered. The board shows
// the result at once; a refusal puts it back.

export type CardMove = { projectId: string; taskId: string; status: TaskStatus; updates: { id: string; position: number }[] };

async function moveCard({ projectId, taskId, status, updates }: CardMove): Promise<void> {
  const path = (id: string) => `/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(id)}`;
  const moved = updates.find((u) => u.id === taskId);
  await apiClient.patch(path(taskId), { status, ...(moved ? { position: moved.position } : {}) });
  await Promise.all(updates.filter((u) => u.id !== taskId).map((u) => apiClient.patch(path(u.id), { position: u.position })));
}

export function useMoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCard,
    onMutate: async ({ projectId, taskId, status, updates }) => {
      const key = boardTasksKey(projectId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BoardTask[]>(key);
      if (previous) {
        const positions = new Map(updates.map((u) => [u.id, u.position]));
        queryClient.setQueryData<BoardTask[]>(
          key,
          previous.map((task) => ({ ...task, status: task.id === taskId ? status : task.status, position: positions.get(task.id) ?? task.position })),
        );
      }
      return { previous };
    },
    onError: (_error, { projectId }, context) => {
      if (context?.previous) queryClient.setQueryData(boardTasksKey(projectId), context.previous);
    },
    onSettled: (_data, _error, { projectId }) => queryClient.invalidateQueries({ queryKey: boardTasksKey(projectId) }),
  });
}
