import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queuePageSchema, queueRetryResultSchema, type QueuePage, type QueueRetryResult } from "../../../../domain/work-queue/contract";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/admin/queue?status=&page=&pageSize= and POST /api/v1/admin/queue/:jobId/retry
// (administrators only; decision 0410). The queue changes on its own (mail sent, jobs run), so
// the list refreshes every 15 s while the screen is open, and after a retry.

export type { QueueJob } from "../../../../domain/work-queue/contract";
export type QueueStatus = QueuePage["items"][number]["status"];
export type WorkQueueQuery = { status: QueueStatus | ""; page: number; pageSize: number };

export const workQueueKeys = {
  all: ["admin", "queue"] as const,
  list: (query: WorkQueueQuery) => ["admin", "queue", query] as const,
};

export async function fetchWorkQueue(query: WorkQueueQuery): Promise<QueuePage> {
  return apiClient.get("/admin/queue", { query: { status: query.status || undefined, page: query.page, pageSize: query.pageSize }, parse: (data) => queuePageSchema.parse(data) });
}

export async function retryQueuedJob(jobId: string): Promise<QueueRetryResult> {
  return apiClient.post(`/admin/queue/${encodeURIComponent(jobId)}/retry`, undefined, { parse: (data) => queueRetryResultSchema.parse(data) });
}

export function useWorkQueue(query: WorkQueueQuery) {
  return useQuery({ queryKey: workQueueKeys.list(query), queryFn: () => fetchWorkQueue(query), placeholderData: keepPreviousData, retry: false, refetchInterval: 15_000 });
}

export function useRetryQueuedJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryQueuedJob, onSettled: () => queryClient.invalidateQueries({ queryKey: workQueueKeys.all }) });
}
