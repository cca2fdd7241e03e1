import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { taskCommentSchema, timelineSchema, type TaskComment } from "../../domain/task-activity/contract";
import { apiClient } from "../lib/api-client";
import { taskActivityKeys } from "./query-keys";

// A task's comments and history (decision 0917): GET …/tasks/:taskId/timeline, comments posted,
// edited and deleted (files: api/attachments.ts). Other members' comments and
// recorded field changes arrive as `task.timeline` on the tab's one event stream (server-events.ts).

export type { TaskComment, TimelineEntry } from "../../domain/task-activity/contract";


const taskPath = (projectId: string, taskId: string) => `/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}`;

export function useTimeline(projectId: string, taskId: string) {
  return useQuery({ queryKey: taskActivityKeys.timeline(taskId), queryFn: ({ signal }) => apiClient.get(`${taskPath(projectId, taskId)}/timeline`, { signal, parse: (d) => timelineSchema.parse(d) }) });
}

type CommentWrite = { kind: "post"; body: string; attachmentIds: string[] } | { kind: "edit"; commentId: string; body: string } | { kind: "delete"; commentId: string };

export function useCommentWrite(projectId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (write: CommentWrite): Promise<TaskComment | undefined> => {
      const parse = (d: unknown) => taskCommentSchema.parse(d);
      const base = `${taskPath(projectId, taskId)}/comments`;
      if (write.kind === "post") return apiClient.post(base, { body: write.body, ...(write.attachmentIds.length ? { attachmentIds: write.attachmentIds } : {}) }, { parse });
      if (write.kind === "edit") return apiClient.patch(`${base}/${encodeURIComponent(write.commentId)}`, { body: write.body }, { parse });
      await apiClient.delete<void>(`${base}/${encodeURIComponent(write.commentId)}`);
      return undefined;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskActivityKeys.timeline(taskId) }),
  });
}

export { taskActivityKeys };
