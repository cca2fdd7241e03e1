import type { Db } from "../../src/db/client";
import { apiTokens } from "../../src/db/schema/api-tokens";
import { hashApiToken } from "../../src/server/principal";
import { seedAccounts } from "../../src/server/testing/accounts";
import { queuedJobs } from "../../src/db/schema/jobs";
import { serverJobs } from "../../src/server/jobs/jobs";
import type { Mailer } from "../../src/server/mail/mailer";
import type { AutomationEngine } from "../../src/server/features/automation/engine";

// The benchmarks' people: each owns a personal workspace, and the ones driven over HTTP carry an API token.

export async function seedOwners(db: Db, owners: { userId: string; workspaceId: string; name?: string }[]): Promise<void> {
  await seedAccounts(db, {
    users: owners.map(({ userId, name }) => ({ id: userId, name })),
    workspaces: owners.map(({ userId, workspaceId, name }) => ({ id: workspaceId, name: name ?? workspaceId.toUpperCase(), slug: `personal-${userId}`, members: { [userId]: "owner" } })),
  });
}

export async function seedApiTokens(db: Db, tokens: { userId: string; workspaceId: string; token: string }[]): Promise<void> {
  await db.insert(apiTokens).values(tokens.map(({ userId, workspaceId, token }) => ({ userId, workspaceId, name: "bench", tokenHash: hashApiToken(token), prefix: token.slice(0, 12) })));
}

/**
 * Marks today's scheduled jobs (the daily insights, the weekly reports…) as already run, so a load
 * figure measures the requests, not the once-a-day job that a fresh database would start at once.
 */
export async function markScheduledJobsDone(db: Db, now = new Date()): Promise<void> {
  // Only the periods are read: the mailer and the automation engine are never called.
  const jobs = serverJobs({ db, mailer: undefined as unknown as Mailer, publicUrl: "http://127.0.0.1", automation: {} as AutomationEngine });
  const rows = jobs.flatMap((job) => {
    const period = job.periodAt(now);
    return period ? [{ kind: job.name, dedupeKey: `${job.name}:${period}`, payload: { period }, status: "done" as const, finishedAt: now }] : [];
  });
  if (rows.length) await db.insert(queuedJobs).values(rows).onConflictDoNothing();
}
