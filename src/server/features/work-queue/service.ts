import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { queuedJobs } from "../../../db/schema/jobs";
import { outbox } from "../../../db/schema/security";
import type { QueuePage, QueueRetryResult, queueStatuses } from "../../../domain/work-queue/contract";
import { retryFailedJob } from "../../jobs/queue";
import { notFound } from "../../errors";

export async function listQueue(db: Db, query: { status?: (typeof queueStatuses)[number]; kind?: string; page: number; pageSize: number }): Promise<QueuePage> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(queuedJobs.status, query.status));
  if (query.kind) filters.push(eq(queuedJobs.kind, query.kind));
  const where = filters.length ? and(...filters) : undefined;
  const grouped = await db.select({ status: queuedJobs.status, n: count() }).from(queuedJobs).groupBy(queuedJobs.status);
  const counts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const g of grouped) counts[g.status] = Number(g.n);
  const [total] = await db.select({ n: count() }).from(queuedJobs).where(where);
  const rows = await db
    .select({ job: queuedJobs, mail: { to: outbox.to, subject: outbox.subject, kind: outbox.kind, sentAt: outbox.sentAt } })
    .from(queuedJobs)
    .leftJoin(outbox, eq(outbox.jobId, queuedJobs.id))
    .where(where)
    .orderBy(desc(queuedJobs.createdAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    counts,
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    items: rows.map(({ job, mail }) => ({
      id: job.id,
      kind: job.kind,
      status: job.status,
      attempts: job.attempts,
      maxAttempts: job.maxAttempts,
      runAt: job.runAt.toISOString(),
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
      lastError: job.lastError,
      mail: mail?.to ? { to: mail.to, subject: mail.subject!, kind: mail.kind!, sentAt: mail.sentAt?.toISOString() ?? null } : null,
    })),
  };
}

/** Queues a failed job again with its attempts reset; 404 when there is no failed job by that id. */
export async function retryJob(db: Db, id: string): Promise<QueueRetryResult> {
  if (!/^[0-9a-f-]{36}$/i.test(id) || !(await retryFailedJob(db, id))) throw notFound();
  return { id, status: "queued" };
}
