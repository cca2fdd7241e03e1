import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { Mailer } from "../mail/mailer";
import { sendDigests } from "../features/notifications/digest";
import { refreshAllTrackRecords } from "../features/intelligence/track-record";
import { generateAllWeeklyReports, weekKey } from "../features/reports/service";
import { recomputeAllInsights } from "../shared/intelligence";
import type { AutomationEngine } from "../features/automation/engine";
import { startScheduler, zonedParts, type Job } from "./scheduler";

// The server's scheduled work. Each job names the period it is due for; the scheduler makes sure
// one instance runs each period once.

export function serverJobs(deps: { db: Db; mailer: Mailer; publicUrl: string; automation?: AutomationEngine }): Job[] {
  const automation = deps.automation;
  return [
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
      run: async (_period, now) => {
        await recomputeAllInsights(deps.db, now);
        await refreshAllTrackRecords(deps.db, now);
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

export function startServerJobs(app: FastifyInstance, db: Db, publicUrl: string) {
  const scheduler = startScheduler(db, serverJobs({ db, mailer: app.accounts.mailer, publicUrl, automation: app.automation }), { log: app.log });
  app.addHook("onClose", async () => scheduler.stop());
}
