import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { Mailer } from "../mail/mailer";
import { sendDigests } from "../features/notifications/digest";
import { startScheduler, type Job } from "./scheduler";

// The server's scheduled work. Each job names the period it is due for; the scheduler makes sure
// one instance runs each period once.

export function serverJobs(deps: { db: Db; mailer: Mailer; publicUrl: string }): Job[] {
  return [
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
  const scheduler = startScheduler(db, serverJobs({ db, mailer: app.accounts.mailer, publicUrl }), { log: app.log });
  app.addHook("onClose", async () => scheduler.stop());
}
