import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../../db/client";
import { recordAudit } from "../../audit";
import { limitKey, type LimitCheck, type LimitRule } from "../../rate-limit/rules";
import type { LimitStore } from "../../rate-limit/store";

// The limits of spec §5 (sign-in 5 per 15 minutes and sign-up 3 per hour, per e-mail) and per-address
// limits on the other auth paths. Counted in the shared store, so every instance sees one count.

const MINUTE = 60_000;

export const defaultAuthLimits = {
  signInEmail: { id: "sign-in:email", max: 5, windowMs: 15 * MINUTE, messageKey: "auth.errors.sign_in_rate_limited" },
  signUpEmail: { id: "sign-up:email", max: 3, windowMs: 60 * MINUTE, messageKey: "auth.errors.sign_up_rate_limited" },
  signInIp: { id: "sign-in:ip", max: 100, windowMs: 15 * MINUTE, messageKey: "auth.errors.sign_in_rate_limited" },
  signUpIp: { id: "sign-up:ip", max: 20, windowMs: 60 * MINUTE, messageKey: "auth.errors.sign_up_rate_limited" },
  mailEmail: { id: "mail:email", max: 5, windowMs: 60 * MINUTE, messageKey: "auth.errors.rate_limited" },
  mailIp: { id: "mail:ip", max: 30, windowMs: 60 * MINUTE, messageKey: "auth.errors.rate_limited" },
  passwordCheckUser: { id: "password-check:user", max: 10, windowMs: 15 * MINUTE, messageKey: "auth.errors.rate_limited" },
  tokenIp: { id: "token:ip", max: 30, windowMs: 15 * MINUTE, messageKey: "auth.errors.rate_limited" },
  // Second-factor codes count like passwords (decision 0415): 5 per account per 15 minutes, cleared by
  // a right code, plus a per-address ceiling for someone trying many accounts.
  twoFactorUser: { id: "two-factor:user", max: 5, windowMs: 15 * MINUTE, messageKey: "mfa.errors.rate_limited" },
  twoFactorIp: { id: "two-factor:ip", max: 50, windowMs: 15 * MINUTE, messageKey: "mfa.errors.rate_limited" },
} satisfies Record<string, LimitRule>;

export type AuthLimits = { [K in keyof typeof defaultAuthLimits]: LimitRule };

/**
 * Counts one attempt against each rule; the first one over its maximum answers 429 with
 * Retry-After and the rule's text, and the hit is audited. Returns true when the request may go on.
 */
export async function enforceLimits(
  request: FastifyRequest,
  reply: FastifyReply,
  store: LimitStore,
  db: Db,
  checks: LimitCheck[],
  actorId?: string | null,
  /** Called once per window, at the first refusal: the sign-in lock mails the account's owner. */
  onFirstRefusal?: (check: LimitCheck, hit: { retryAfterSeconds: number }) => Promise<void>,
): Promise<boolean> {
  for (const check of checks) {
    const hit = await store.consume(limitKey(check), check.rule.windowMs);
    if (hit.count <= check.rule.max) continue;
    if (hit.count === check.rule.max + 1 && onFirstRefusal) {
      // A mail that cannot go out must not turn the 429 into a 500.
      await onFirstRefusal(check, hit).catch((error: unknown) => request.log.warn({ err: error, rule: check.rule.id }, "could not tell the owner about the limit"));
    }
    const minutes = Math.max(1, Math.ceil(hit.retryAfterSeconds / 60));
    const message = request.t(check.rule.messageKey, { minutes });
    await recordAudit(
      db,
      {
        action: "auth.rate_limited",
        actorId: actorId ?? null,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        metadata: { rule: check.rule.id, subject: check.rule.id.endsWith(":ip") ? request.ip : check.subject, path: request.url.split("?")[0], count: hit.count },
      },
      request.log,
    );
    await reply
      .status(429)
      .header("Retry-After", String(hit.retryAfterSeconds))
      .type("application/json; charset=utf-8")
      .send({ code: "RATE_LIMITED", message, error: { code: "RATE_LIMITED", message } });
    return false;
  }
  return true;
}
