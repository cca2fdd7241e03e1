import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { refreshStatistics } from "../../db/maintenance";
import { MAIL_JOB, type Mailer } from "../mail/mailer";
import { sendDigests } from "../features/notifications/digest";
import { noticeAllSignals } from "../features/capacity/service";
import { refreshAllTrackRecords } from "../features/intelligence/track-record";
import { generateAllWeeklyReports, weekKey } from "../features/reports/service";
import type { AutomationEngine } from "../features/automation/engine";
import type { WebhookDispatcher } from "../features/webhooks/dispatcher";
import { recomputeAllInsights, recomputeInsights } from "../shared/intelligence";
import { yieldToEventLoop } from "../shared/yield";
import type { EventBus } from "../realtime/event-bus";
import { makeDueOccurrences } from "../features/work-items/recurrence-service";
import { sendDueReminders } from "../features/work-items/reminders-service";
import { DONE_JOB_RETENTION_DAYS } from "../../domain/work-queue/contract";
import { HandBack, pruneDoneJobs, startWorker, type JobHandler } from "./queue";
import { scheduledHandlers, startScheduler, zonedParts, type Job } from "./scheduler";

// The server's background work, all on the durable queue (decision 0410): mail, the scheduled
// jobs (each period queued once across instances) and insight recomputations handed back by a
// stopping instance.

/** Queued by an instance that stopped with recomputations pending (see recompute-queue.ts). */
const INSIGHTS_RECOMPUTE_JOB = "insights-recompute";

type JobDeps = { db: Db; mailer: Mailer; publicUrl: string; automation?: AutomationEngine; webhooks?: WebhookDispatcher; events?: EventBus };

/** Every five minutes, as a period key ("2026-11-26T14:05"). */
const fiveMinutes = (now: Date) => `${now.toISOString().slice(0, 14)}${String(Math.floor(now.getUTCMinutes() / 5) * 5).padStart(2, "0")}`;

export function serverJobs(deps: JobDeps): Job[] {
  const automation = deps.automation;
  const webhooks = deps.webhooks;
  return [
    ...(webhooks
      ? [
          {
            name: "webhooks-sweep",
            // Every five minutes: the clock's events for outgoing webhooks (decision 0806).
            periodAt: (now: Date) => `${now.toISOString().slice(0, 14)}${String(Math.floor(now.getUTCMinutes() / 5) * 5).padStart(2, "0")}`,
            run: async (_period: string, now: Date) => void (await webhooks.sweep(now)),
          },
        ]
      : []),
    ...(automation
      ? [
          {
            name: "automation-schedules",
            // Every minute: scheduled rules whose cron (in their author's time zone) falls in it.
            periodAt: (now: Date) => now.toISOString().slice(0, 16),
            run: async (period: string) => void (await automation.runSchedules(new Date(`${period}:00Z`))),
          },
          {
            name: "automation-sweep",
            // Every five minutes: overdue tasks, milestones due or missed, risk, forecasts, load, sprints.
            periodAt: (now: Date) => `${now.toISOString().slice(0, 14)}${String(Math.floor(now.getUTCMinutes() / 5) * 5).padStart(2, "0")}`,
            run: async (_period: string, now: Date) => void (await automation.sweep(now)),
          },
        ]
      : []),
    {
      name: "weekly-reports",
      // Every Monday from 07:00 Mexico City time; later in the week if the server was down then.
      periodAt: (now) => {
        const { weekday, hour } = zonedParts(now, "America/Mexico_City");
        return weekday === "Mon" && hour < 7 ? null : weekKey(now);
      },
      run: async (_period, now) => {
        await generateAllWeeklyReports(deps.db, now);
      },
    },
    {
      name: "insights-daily",
      // Once a day: staleness and overdue work change with time even when nobody edits anything.
      periodAt: (now) => zonedParts(now, "America/Mexico_City").date,
      run: async (_period, now, signal) => {
        try {
          await recomputeAllInsights(deps.db, now, { signal });
          await refreshAllTrackRecords(deps.db, now);
        } catch (error) {
          if (signal.aborted) throw new HandBack();
          throw error;
        }
      },
    },
    {
      name: "queue-prune",
      // Once a day: finished jobs older than 14 days go (failed ones stay for administrators).
      periodAt: (now) => zonedParts(now, "America/Mexico_City").date,
      run: async (_period, now) => {
        await pruneDoneJobs(deps.db, now, DONE_JOB_RETENTION_DAYS);
      },
    },
    {
      name: "capacity-signals",
      // Hourly: managers hear of a new burnout signal within the hour, once (decision 1301).
      periodAt: (now) => now.toISOString().slice(0, 13),
      run: async (_period, now, signal) => {
        await noticeAllSignals(deps.db, now, signal);
      },
    },
    {
      name: "database-statistics",
      // Hourly ANALYZE, and VACUUM (ANALYZE) in the first hour of the day: the embedded database has
      // no autovacuum, and PostgreSQL's waits for many changes (decision 1703).
      periodAt: (now) => now.toISOString().slice(0, 13),
      run: async (period) => {
        await refreshStatistics(deps.db, { vacuum: period.endsWith("T00") });
      },
    },
    {
      name: "recurring-tasks",
      // Every five minutes: each series' occurrences whose date has come in its time zone (decision 1206).
      periodAt: fiveMinutes,
      run: async (_period, now) => {
        const { projects } = await makeDueOccurrences(deps.db, now);
        for (const p of projects) await deps.events?.publish({ type: "tasks.changed", ...p }).catch(() => undefined);
      },
    },
    {
      name: "due-reminders",
      // Every five minutes: reminders reach each assignee within five minutes of the moment they chose (decision 1207).
      periodAt: fiveMinutes,
      run: async (_period, now) => {
        const { notifications } = await sendDueReminders(deps.db, deps.mailer, deps.publicUrl, now);
        for (const n of notifications) await deps.events?.publish({ type: "notification.created", userId: n.userId, notificationId: n.id }).catch(() => undefined);
      },
    },
    {
      name: "notification-digest",
      // Hourly: important notices reach the inbox within the hour, in one mail.
      periodAt: (now) => now.toISOString().slice(0, 13),
      run: async () => {
        await sendDigests(deps.db, deps.mailer, deps.publicUrl);
      },
    },
  ];
}

export function queueHandlers(deps: JobDeps): Record<string, JobHandler> {
  return {
    ...scheduledHandlers(serverJobs(deps)),
    [INSIGHTS_RECOMPUTE_JOB]: async (payload, { signal }) => {
      const ids = Array.isArray(payload.projectIds) ? payload.projectIds.map(String) : [];
      for (const id of ids) {
        if (signal.aborted) throw new HandBack();
        await recomputeInsights(deps.db, id);
        await yieldToEventLoop();
      }
    },
  };
}

/**
 * Mail delivery runs in every instance, tests included: a mail is delivered (or retried) as soon as
 * it is queued, whether or not this instance runs the scheduled jobs.
 */
export function startMailDelivery(app: FastifyInstance, db: Db) {
  const mailer = app.accounts.mailer;
  const worker = startWorker(db, { [MAIL_JOB]: (payload) => mailer.deliver(String(payload.outboxId)) }, { owner: `mail-${randomUUID()}`, log: app.log, pollMs: 5_000 });
  mailer.onQueued(() => worker.kick());
  app.lifecycle.onDrain(() => worker.stop());
  app.addHook("onClose", async () => worker.stop());
}

export function startServerJobs(app: FastifyInstance, db: Db, publicUrl: string) {
  const deps = { db, mailer: app.accounts.mailer, publicUrl, automation: app.automation, webhooks: app.webhooks, events: app.events };
  const worker = startWorker(db, queueHandlers(deps), { owner: app.events.instanceId, log: app.log, pollMs: 5_000 });
  const scheduler = startScheduler(db, serverJobs(deps), { log: app.log, onQueued: () => worker.kick() });
  // At SIGTERM: no new periods, the running job finishes or is handed back (decision 0410).
  app.lifecycle.onDrain(async () => {
    await scheduler.stop();
    await worker.stop();
  });
  app.addHook("onClose", async () => {
    await scheduler.stop();
    await worker.stop();
  });
}
