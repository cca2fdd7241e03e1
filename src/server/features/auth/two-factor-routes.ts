import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { verifications } from "../../../db/schema/accounts";
import { twoFactors } from "../../../db/schema/two-factor";
import { authStatusSchema, signInResponseSchema } from "../../../domain/accounts/contract";
import { mfaEnableResponseSchema, mfaPasswordSchema, mfaRecoveryCodesResponseSchema, verifyRecoveryCodeSchema, verifyTotpSchema } from "../../../domain/mfa/contract";
import { recordAudit } from "../../audit";
import { getRequestSession } from "../../plugins/auth";
import { limitKey, type LimitCheck } from "../../rate-limit/rules";
import { errorResponses, security } from "../openapi/document";
import { enforceLimits } from "./limits";
import { authError, callAuth, meta, sendResult } from "./routes";

// Better Auth's two-factor endpoints (decision 0415), each behind our zod schema, our limits and the
// audit log, like the other /api/auth routes: enabling, confirming and disabling TOTP, recovery codes,
// and the second step of a sign-in. Only these five are routed; get-totp-uri, the e-mail OTP and the
// server-only ones are not.

const TWO_FACTOR_COOKIES = ["__Secure-rumbo.two_factor", "rumbo.two_factor"];

/** The user of a sign-in waiting for its second step, from the plugin's short-lived cookie. */
async function pendingUserId(db: Db, request: FastifyRequest): Promise<string | undefined> {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (!name || !TWO_FACTOR_COOKIES.includes(name)) continue;
    const signed = decodeURIComponent(rest.join("="));
    const dot = signed.lastIndexOf(".");
    const identifier = dot > 0 ? signed.slice(0, dot) : signed;
    // Only to count attempts against the right account: Better Auth checks the signature itself.
    const [row] = await db
      .select({ userId: verifications.value })
      .from(verifications)
      .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
      .limit(1);
    return row?.userId;
  }
  return undefined;
}

async function wasEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ verified: twoFactors.verified }).from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1);
  return row?.verified === true;
}

export const twoFactorRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db, limitStore: store, limits, auth } = app.accounts;
  const tags = ["auth"];

  /** Who a code is for: the signed-in user (set-up) or the sign-in waiting for its second step. */
  const codeSubject = async (request: FastifyRequest) => {
    const session = await getRequestSession(request);
    if (session) return { userId: session.user.id, signIn: false };
    const userId = await pendingUserId(db, request);
    return userId ? { userId, signIn: true } : undefined;
  };
  const checks = (request: FastifyRequest, userId: string | undefined): LimitCheck[] => [
    { rule: limits.twoFactorIp, subject: request.ip },
    ...(userId ? [{ rule: limits.twoFactorUser, subject: userId }] : []),
  ];

  app.post(
    "/api/auth/two-factor/enable",
    {
      schema: {
        tags,
        security: security.session,
        summary: "Start setting up TOTP (password required): answers the otpauth:// URI and ten recovery codes; MFA is on once verify-totp accepts a first code",
        body: mfaPasswordSchema,
        response: { 200: mfaEnableResponseSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const session = await getRequestSession(request);
      if (!session) return authError(request, reply, 401, "UNAUTHORIZED", "auth.errors.session_missing");
      const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.passwordCheckUser, subject: session.user.id }], session.user.id);
      if (!ok) return reply;
      return sendResult(request, reply, "/two-factor/enable", await callAuth(request, "/two-factor/enable", { body: { password: request.body.password, method: "totp" } }));
    },
  );

  app.post(
    "/api/auth/two-factor/verify-totp",
    {
      schema: {
        tags,
        security: security.sessionOptional,
        summary: "A code from the authenticator app: confirms the set-up (signed in) or finishes a sign-in's second step (sets the session cookie; trustDevice skips the step on this browser for 30 days)",
        body: verifyTotpSchema,
        response: { 200: signInResponseSchema.options[0] },
      },
    },
    async (request, reply) => {
      const subject = await codeSubject(request);
      const ok = await enforceLimits(request, reply, store, db, checks(request, subject?.userId), subject?.userId ?? null);
      if (!ok) return reply;
      const before = subject && !subject.signIn ? await wasEnabled(db, subject.userId) : true;
      const result = await callAuth(request, "/two-factor/verify-totp", { body: request.body });
      if (result.status === 200 && subject) {
        await store.reset(limitKey({ rule: limits.twoFactorUser, subject: subject.userId }));
        if (subject.signIn) {
          await recordAudit(db, { action: "auth.sign_in", actorId: subject.userId, target: subject.userId, ...meta(request), metadata: { method: "email", secondFactor: "totp", trustDevice: request.body.trustDevice === true } }, request.log);
        } else if (!before) {
          await recordAudit(db, { action: "auth.mfa_enabled", actorId: subject.userId, target: subject.userId, ...meta(request), metadata: { method: "totp" } }, request.log);
        }
      } else if (result.status >= 400 && result.status < 500) {
        await recordAudit(
          db,
          { action: "auth.mfa_failed", actorId: subject?.signIn ? null : (subject?.userId ?? null), target: subject?.userId ?? null, ...meta(request), metadata: { method: "totp", stage: subject?.signIn === false ? "set-up" : "sign-in", reason: result.json?.code ?? result.status } },
          request.log,
        );
      }
      return sendResult(request, reply, "/two-factor/verify-totp", result);
    },
  );

  app.post(
    "/api/auth/two-factor/verify-backup-code",
    {
      schema: {
        tags,
        security: security.public,
        summary: "A recovery code instead of the app's code at a sign-in's second step; each code works once (sets the session cookie)",
        body: verifyRecoveryCodeSchema,
        response: { 200: signInResponseSchema.options[0] },
      },
    },
    async (request, reply) => {
      // Only the sign-in's second step: a signed-in caller has nothing to spend a recovery code on.
      const userId = await pendingUserId(db, request);
      const ok = await enforceLimits(request, reply, store, db, checks(request, userId), null);
      if (!ok) return reply;
      if (!userId) return authError(request, reply, 401, "INVALID_TWO_FACTOR_COOKIE", "mfa.errors.challenge_expired");
      const result = await callAuth(request, "/two-factor/verify-backup-code", { body: request.body });
      if (result.status === 200) {
        await store.reset(limitKey({ rule: limits.twoFactorUser, subject: userId }));
        const left = await recoveryCodesLeft(userId);
        await recordAudit(db, { action: "auth.mfa_recovery_code_used", actorId: userId, target: userId, ...meta(request), metadata: { codesLeft: left } }, request.log);
        await recordAudit(db, { action: "auth.sign_in", actorId: userId, target: userId, ...meta(request), metadata: { method: "email", secondFactor: "recovery-code", trustDevice: request.body.trustDevice === true } }, request.log);
      } else if (result.status >= 400 && result.status < 500) {
        await recordAudit(db, { action: "auth.mfa_failed", target: userId, ...meta(request), metadata: { method: "recovery-code", stage: "sign-in", reason: result.json?.code ?? result.status } }, request.log);
      }
      return sendResult(request, reply, "/two-factor/verify-backup-code", result);
    },
  );

  async function recoveryCodesLeft(userId: string): Promise<number | null> {
    try {
      const viewed = await auth.api.viewBackupCodes({ body: { userId } });
      return viewed.backupCodes.length;
    } catch {
      return null;
    }
  }

  app.post(
    "/api/auth/two-factor/generate-backup-codes",
    {
      schema: {
        tags,
        security: security.session,
        summary: "Replace the recovery codes (password required): the old ones stop working; the new ten are shown once",
        body: mfaPasswordSchema,
        response: { 200: mfaRecoveryCodesResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await getRequestSession(request);
      if (!session) return authError(request, reply, 401, "UNAUTHORIZED", "auth.errors.session_missing");
      const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.passwordCheckUser, subject: session.user.id }], session.user.id);
      if (!ok) return reply;
      const result = await callAuth(request, "/two-factor/generate-backup-codes", { body: request.body });
      if (result.status === 200) {
        await recordAudit(db, { action: "auth.mfa_recovery_codes_regenerated", actorId: session.user.id, target: session.user.id, ...meta(request) }, request.log);
      }
      return sendResult(request, reply, "/two-factor/generate-backup-codes", result);
    },
  );

  app.post(
    "/api/auth/two-factor/disable",
    {
      schema: {
        tags,
        security: security.session,
        summary: "Turn two-step verification off (password required); the secret and recovery codes are deleted",
        body: mfaPasswordSchema,
        response: { 200: authStatusSchema },
      },
    },
    async (request, reply) => {
      const session = await getRequestSession(request);
      if (!session) return authError(request, reply, 401, "UNAUTHORIZED", "auth.errors.session_missing");
      const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.passwordCheckUser, subject: session.user.id }], session.user.id);
      if (!ok) return reply;
      const result = await callAuth(request, "/two-factor/disable", { body: request.body });
      if (result.status === 200) {
        await recordAudit(db, { action: "auth.mfa_disabled", actorId: session.user.id, target: session.user.id, ...meta(request) }, request.log);
      }
      return sendResult(request, reply, "/two-factor/disable", result);
    },
  );
};
