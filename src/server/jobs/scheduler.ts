import type { Db } from "../../db/client";
import { randomUUID } from "node:crypto";
import { claimJobs, completeJob, enqueue, failJob, type JobHandler } from "./queue";

// In-process scheduler. Every tick, each job says which period is due (or none) and the scheduler
// queues "job:period" on the durable queue (decision 0410, after 0005): the dedupe key lets it be
// queued once across instances and restarts, and the queue runs it once, with retries.

export type Job = {
  name: string;
  /** The period due at `now` ("2026-W48", "2026-11-22"), or null when nothing is due. */
  periodAt(now: Date): string | null;
  /** Runs the period; stops early (throwing HandBack) when the signal says the instance is stopping. */
  run(period: string, now: Date, signal: AbortSignal): Promise<void>;
};

export type JobLog = { info(o: object, m: string): void; error(o: object, m: string): void };

/** Queues every due period not queued before; returns the "job:period" keys this call queued. */
export async function enqueueDueJobs(db: Db, jobs: Job[], now: Date): Promise<string[]> {
  const queued: string[] = [];
  for (const job of jobs) {
    const period = job.periodAt(now);
    if (!period) continue;
    const key = `${job.name}:${period}`;
    if (await enqueue(db, { kind: job.name, dedupeKey: key, payload: { period, at: now.toISOString() }, maxAttempts: 5 })) queued.push(key);
  }
  return queued;
}

/** The queue handlers of scheduled jobs: each runs its period with the time it was due. */
export function scheduledHandlers(jobs: Job[]): Record<string, JobHandler> {
  return Object.fromEntries(
    jobs.map((job) => [job.name, (payload, { signal }) => job.run(String(payload.period), payload.at ? new Date(String(payload.at)) : new Date(), signal)] as const),
  );
}

/**
 * One scheduler tick followed by one pass of a worker over these jobs' kinds, as an instance does
 * it; returns the "job:period" keys it ran to the end. A failure is queued again after its back-off.
 */
export async function runDueJobs(db: Db, jobs: Job[], now: Date, owner: string = randomUUID()): Promise<string[]> {
  await enqueueDueJobs(db, jobs, now);
  const handlers = scheduledHandlers(jobs);
  const ran: string[] = [];
  const signal = new AbortController().signal;
  for (const job of await claimJobs(db, owner, Object.keys(handlers))) {
    try {
      await handlers[job.kind]!(job.payload, { signal, job });
      await completeJob(db, job, owner);
      ran.push(`${job.kind}:${String(job.payload.period)}`);
    } catch (error) {
      await failJob(db, job, owner, error);
    }
  }
  return ran;
}

export type Scheduler = { stop(): Promise<void> };

export function startScheduler(db: Db, jobs: Job[], options: { intervalMs?: number; log?: JobLog; onQueued?: () => void } = {}): Scheduler {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = enqueueDueJobs(db, jobs, new Date())
      .then((keys) => {
        if (keys.length) options.onQueued?.();
      })
      .catch((error) => options.log?.error({ err: error }, "scheduler tick failed"));
  };
  const timer = setInterval(tick, options.intervalMs ?? 60_000);
  timer.unref();
  setTimeout(tick, 5_000).unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Parts of `now` in a time zone: the date, ISO week and weekday there, for period keys. */
export function zonedParts(now: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23", weekday: "short" })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday: String(parts.weekday) };
}
