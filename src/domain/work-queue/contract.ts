import { z } from "zod";

// The durable work queue as administrators see it (GET /api/v1/admin/queue): how many jobs wait,
// run, finished or failed, and the latest of them, with the mail each mail job delivers.

export const queueStatuses = ["queued", "running", "done", "failed"] as const;
export const queueStatusSchema = z.enum(queueStatuses);

export const queueJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: queueStatusSchema,
  attempts: z.number(),
  maxAttempts: z.number(),
  runAt: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  mail: z.object({ to: z.string(), subject: z.string(), kind: z.string(), sentAt: z.string().nullable() }).nullable(),
});
export type QueueJob = z.infer<typeof queueJobSchema>;

export const queuePageSchema = z.object({
  counts: z.object({ queued: z.number(), running: z.number(), done: z.number(), failed: z.number() }),
  items: z.array(queueJobSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type QueuePage = z.infer<typeof queuePageSchema>;

export const queueQuerySchema = z.object({
  status: queueStatusSchema.optional(),
  kind: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /api/v1/admin/queue/:jobId/retry: the job, queued again. */
export const queueJobParamsSchema = z.object({ jobId: z.string().min(1).max(100) });
export const queueRetryResultSchema = z.object({ id: z.string(), status: z.literal("queued") });
export type QueueRetryResult = z.infer<typeof queueRetryResultSchema>;

/** Finished jobs are kept this many days, then deleted by the daily "queue-prune" job; failed ones stay. */
export const DONE_JOB_RETENTION_DAYS = 14;
