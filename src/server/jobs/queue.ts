import { and, eq, lt, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { queuedJobs } from "../../db/schema/jobs";
import { yieldToEventLoop } from "../shared/yield";

// The durable queue (decision 0410). Rows are claimed with FOR UPDATE SKIP LOCKED under a lease,
// so two instances never run the same job at once and a job whose instance died is taken again
// when its lease ends. Failures are retried with exponential back-off; at shutdown a running job
// is handed back (queued again, the attempt not counted) unless it finishes first.

export type QueuedJob = typeof queuedJobs.$inferSelect;
export type JobContext = { signal: AbortSignal; job: QueuedJob };
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;
export type QueueLog = { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };

/** Thrown by a handler that stopped because the instance is stopping: the job goes back to the queue. */
export class HandBack extends Error {
  constructor() {
    super("handed back at shutdown");
  }
}

const LEASE_MS = 5 * 60_000;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** Delay before attempt `attempts + 1`: 30 s, 1 min, 2 min… capped at an hour, ±20 % jitter. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type Enqueue = { kind: string; payload?: Record<string, unknown>; dedupeKey?: string; maxAttempts?: number; runAt?: Date };

/** Queues a job; with a dedupe key already queued (or done) it is not queued twice. Returns its id, or null. */
export async function enqueue(db: Db, job: Enqueue): Promise<string | null> {
  const rows = await db
    .insert(queuedJobs)
    .values({ kind: job.kind, payload: job.payload ?? {}, dedupeKey: job.dedupeKey, maxAttempts: job.maxAttempts ?? 8, runAt: job.runAt ?? new Date() })
    .onConflictDoNothing()
    .returning({ id: queuedJobs.id });
  return rows[0]?.id ?? null;
}

/** Claims up to `limit` due jobs of the given kinds for `owner` (queued and due, or running past their lease). */
export async function claimJobs(db: Db, owner: string, kinds: string[], limit = 5, leaseMs = LEASE_MS): Promise<QueuedJob[]> {
  if (kinds.length === 0) return [];
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update queued_jobs set status = 'running', attempts = attempts + 1, locked_by = ${owner},
          locked_until = now() + ${leaseMs} * interval '1 millisecond'
        where id in (
          select id from queued_jobs
          where kind in (${kindList}) and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
          order by run_at limit ${limit}
          for update skip locked)
        returning id`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const claimed: QueuedJob[] = [];
  for (const id of ids) {
    const [row] = await db.select().from(queuedJobs).where(eq(queuedJobs.id, id));
    if (row) claimed.push(row);
  }
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

const owned = (job: QueuedJob, owner: string) => and(eq(queuedJobs.id, job.id), eq(queuedJobs.lockedBy, owner), eq(queuedJobs.status, "running"));

export async function completeJob(db: Db, job: QueuedJob, owner: string): Promise<void> {
  await db.update(queuedJobs).set({ status: "done", finishedAt: new Date(), lockedUntil: null, lastError: null }).where(owned(job, owner));
}

/** Records a failure: queued again after the back-off, or "failed" once attempts run out. */
export async function failJob(db: Db, job: QueuedJob, owner: string, error: unknown, now = new Date()): Promise<"retry" | "failed"> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const last = job.attempts >= job.maxAttempts;
  await db
    .update(queuedJobs)
    .set(
      last
        ? { status: "failed", finishedAt: now, lockedUntil: null, lastError: message }
        : { status: "queued", runAt: new Date(now.getTime() + retryDelayMs(job.attempts)), lockedUntil: null, lockedBy: null, lastError: message },
    )
    .where(owned(job, owner));
  return last ? "failed" : "retry";
}

/** Gives a claimed job back at shutdown: due at once for another instance, this attempt not counted. */
export async function handBackJob(db: Db, job: QueuedJob, owner: string): Promise<void> {
  await db
    .update(queuedJobs)
    .set({ status: "queued", runAt: new Date(), lockedUntil: null, lockedBy: null, attempts: sql`greatest(${queuedJobs.attempts} - 1, 0)` })
    .where(owned(job, owner));
}

/** An administrator's retry of a failed job: queued now with its attempts reset. */
export async function retryFailedJob(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(queuedJobs)
    .set({ status: "queued", runAt: new Date(), attempts: 0, lockedBy: null, lockedUntil: null, finishedAt: null })
    .where(and(eq(queuedJobs.id, id), eq(queuedJobs.status, "failed")))
    .returning({ id: queuedJobs.id });
  return rows.length > 0;
}

/**
 * Deletes jobs that finished ("done") more than `days` ago, so the every-minute automation jobs
 * do not grow the table forever; failed, queued and running jobs are kept. Their mail stays in the
 * outbox (its job id then points nowhere). Returns how many were deleted.
 */
export async function pruneDoneJobs(db: Db, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60_000);
  const rows = await db
    .delete(queuedJobs)
    .where(and(eq(queuedJobs.status, "done"), lt(queuedJobs.finishedAt, before)))
    .returning({ id: queuedJobs.id });
  return rows.length;
}

export type Worker = {
  /** Look for work now (after a job was queued by this instance). */
  kick(): void;
  /** Runs what is due until nothing is (tests). */
  drain(): Promise<number>;
  /** Stops claiming, asks the running job to stop, and hands back what did not finish. */
  stop(): Promise<void>;
};

export function startWorker(db: Db, handlers: Record<string, JobHandler>, options: { owner: string; pollMs?: number; log?: QueueLog; autoStart?: boolean }): Worker {
  const { owner, log } = options;
  const kinds = Object.keys(handlers);
  const abort = new AbortController();
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;

  const runOne = async (job: QueuedJob): Promise<void> => {
    if (stopped) return handBackJob(db, job, owner);
    try {
      await handlers[job.kind]!(job.payload, { signal: abort.signal, job });
      await completeJob(db, job, owner);
    } catch (error) {
      if (error instanceof HandBack || (stopped && abort.signal.aborted && error instanceof Error && error.name === "AbortError")) {
        await handBackJob(db, job, owner);
        log?.info({ job: job.kind, id: job.id }, "job handed back at shutdown");
        return;
      }
      const outcome = await failJob(db, job, owner, error);
      log?.[outcome === "failed" ? "error" : "warn"]({ err: error, job: job.kind, id: job.id, attempts: job.attempts }, outcome === "failed" ? "job failed for good" : "job failed; will retry");
    }
  };

  const pass = async (): Promise<number> => {
    let done = 0;
    while (!stopped) {
      const jobs = await claimJobs(db, owner, kinds);
      if (jobs.length === 0) break;
      for (const job of jobs) {
        await runOne(job);
        done++;
        await yieldToEventLoop();
      }
    }
    return done;
  };
  const tick = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        log?.error({ err: error }, "queue pass failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void tick();
        }
      });
    return running;
  };
  const timer = options.autoStart === false ? undefined : setInterval(() => void tick(), options.pollMs ?? 5_000);
  timer?.unref();
  if (options.autoStart !== false) setTimeout(() => void tick(), 1_000).unref();

  return {
    kick() {
      if (!stopped && options.autoStart !== false) void tick();
    },
    async drain() {
      let total = 0;
      for (;;) {
        const n = await tick();
        total += n;
        if (n === 0) return total;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      abort.abort();
      await running;
    },
  };
}
