import type { FastifyReply } from "fastify";
import { HttpError } from "../errors";
import type { LimitStore } from "../rate-limit/store";
import type { LimitRule } from "../rate-limit/rules";

// Mail people can make the app send (issue 16.5): invitations, report sends and launch pieces are counted per
// user and per workspace in the shared limit store (the database, or Redis when REDIS_URL is set),
// so every instance holds one count. Past a limit the answer is 429 with Retry-After and the wait
// in words; no mail is queued.

const HOUR = 60 * 60_000;
export const sendLimits = {
  invitationPerUser: { id: "mail:invitation:user", max: 30, windowMs: HOUR, messageKey: "mailQueue.send_limited" },
  invitationPerWorkspace: { id: "mail:invitation:workspace", max: 100, windowMs: HOUR, messageKey: "mailQueue.send_limited" },
  reportPerUser: { id: "mail:report:user", max: 40, windowMs: HOUR, messageKey: "mailQueue.send_limited" },
  reportPerWorkspace: { id: "mail:report:workspace", max: 120, windowMs: HOUR, messageKey: "mailQueue.send_limited" },
  launchPerUser: { id: "mail:launch:user", max: 150, windowMs: HOUR, messageKey: "mailQueue.send_limited" },
  launchPerWorkspace: { id: "mail:launch:workspace", max: 400, windowMs: HOUR, messageKey: "mailQueue.send_limited" },
} satisfies Record<string, LimitRule>;

export type SendKind = "invitation" | "report" | "launch";

/**
 * Counts `mails` mails of `kind` for the user and the workspace; throws 429 (and sets Retry-After)
 * when either limit would be passed.
 */
export async function consumeSendLimit(store: LimitStore, reply: FastifyReply, check: { kind: SendKind; userId: string; workspaceId: string; mails?: number }, rules = sendLimits) {
  const byKind = {
    invitation: [rules.invitationPerUser, rules.invitationPerWorkspace],
    report: [rules.reportPerUser, rules.reportPerWorkspace],
    launch: [rules.launchPerUser, rules.launchPerWorkspace],
  } as const;
  const [perUser, perWorkspace] = byKind[check.kind];
  for (const [rule, subject] of [
    [perUser, check.userId],
    [perWorkspace, check.workspaceId],
  ] as const) {
    let last = { count: 0, retryAfterSeconds: 1 };
    for (let i = 0; i < Math.max(1, check.mails ?? 1); i++) last = await store.consume(`${rule.id}:${subject}`, rule.windowMs);
    if (last.count > rule.max) {
      reply.header("Retry-After", String(last.retryAfterSeconds));
      throw new HttpError(429, "rate_limited", rule.messageKey, { minutes: Math.max(1, Math.ceil(last.retryAfterSeconds / 60)), max: rule.max });
    }
  }
}
