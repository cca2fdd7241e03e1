import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobRuns } from "../../db/schema/jobs";

// In-process scheduler. Every tick, each job says which period is due (or none); the instance
// that first records (job, period) runs it, so work happens once across instances and a restart
// never repeats a period that already ran.

export type Job = {
  name: string;
  /** The period due at `now` ("2026-W48", "2026-11-22"), or null when nothing is due. */
  periodAt(now: Date): string | null;
  run(period: string, now: Date): Promise<void>;
};

export type JobLog = { info(o: object, m: string): void; error(o: object, m: string): void };

/** Claims (job, period); true when this caller is the one to run it. */
export async function claimRun(db: Db, job: string, period: string): Promise<boolean> {
  const rows = await db.insert(jobRuns).values({ job, period }).onConflictDoNothing().returning({ job: jobRuns.job });
  return rows.length > 0;
}

export async function runDueJobs(db: Db, jobs: Job[], now: Date, log?: JobLog): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    const period = job.periodAt(now);
    if (!period || !(await claimRun(db, job.name, period))) continue;
    try {
      await job.run(period, now);
      await db.update(jobRuns).set({ finishedAt: new Date() }).where(and(eq(jobRuns.job, job.name), eq(jobRuns.period, period)));
      log?.info({ job: job.name, period }, "job finished");
      ran.push(`${job.name}:${period}`);
    } catch (error) {
      await db
        .update(jobRuns)
        .set({ finishedAt: new Date(), error: error instanceof Error ? error.message.slice(0, 2000) : String(error) })
        .where(and(eq(jobRuns.job, job.name), eq(jobRuns.period, period)));
      log?.error({ err: error, job: job.name, period }, "job failed");
    }
  }
  return ran;
}

export type Scheduler = { stop(): Promise<void> };

export function startScheduler(db: Db, jobs: Job[], options: { intervalMs?: number; log?: JobLog } = {}): Scheduler {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = runDueJobs(db, jobs, new Date(), options.log).catch((error) => options.log?.error({ err: error }, "scheduler tick failed"));
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
