import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { access } from "../../plugins/access";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, security } from "../openapi/document";
import {
  accountSessionListSchema,
  authStatusSchema,
  authSuccessSchema,
  changePasswordResponseSchema,
  currentSessionSchema,
  redirectSchema,
  signInResponseSchema,
  signUpResponseSchema,
  socialSignInSchema,
} from "../../../domain/accounts/contract";
import {
  changeEmailSchema,
  changePasswordSchema,
  currentPasswordSchema,
  emailSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../../domain/accounts/schemas";
import { recordAudit } from "../../audit";
import { fetchHeaders, getRequestSession } from "../../plugins/auth";
import { CLIENT_IP_HEADER, LANG_HEADER } from "./auth";
import { newPasswordProblem } from "./password-rules";
import { mapAuthError } from "./error-mapping";
import { enforceLimits } from "./limits";
import { limitKey } from "../../rate-limit/rules";
import { credentialPasswordHash, deleteSessionByToken, findUserIdByEmail, soleOwnerWorkspaces } from "./service";
import { verifyPassword } from "./password-hasher";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/accounts";
import { pickLanguage } from "../../../domain/i18n/translate";
import { renderMail } from "../../mail/templates";
import { announceRevocation, revokeLongLivedCredentials } from "../../plugins/auth-revocation";
import { sessionCookieNames } from "../../shared/session-cookies";

// Better Auth's endpoints under /api/auth, each declared here with the shared zod schema of its
// form (so bad input answers 400 in our error shape before Better Auth runs), our limits, the
// checks Better Auth leaves out (common passwords, existing e-mail, password before an e-mail
// change or a deletion), the audit log, and our texts in the caller's language for every error.
// Only the endpoints listed here are reachable: Better Auth's admin endpoints are not exposed
// (the audited /api/v1/admin routes do that work).

const HOP_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"]);
// Where Better Auth sends the browser after a mail's link or a provider: a path of this site only
// (issue 16, finding 9). "//host" and "/\\host" are other sites to a browser, so they are refused too.
export const callbackUrl = z
  .string()
  .max(2000, "validation.too_long")
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  .refine((value) => /^\/(?![/\\])/.test(value) && !/[\u0000-\u001f\u007f]/.test(value), "validation.same_origin_path")
  .optional();

export type AuthResult = { status: number; headers: Headers; text: string; json?: Record<string, unknown> };

export function sessionTokenFromCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name && sessionCookieNames.includes(name)) {
      const value = decodeURIComponent(rest.join("="));
      const dot = value.lastIndexOf(".");
      return dot > 0 ? value.slice(0, dot) : value;
    }
  }
  return undefined;
}

/** Converts the Fastify request into a Fetch Request for Better Auth and reads its answer. */
export async function callAuth(request: FastifyRequest, path: string, init: { body?: unknown; rawBody?: string } = {}): Promise<AuthResult> {
  const { auth, publicUrl } = request.server.accounts;
  const q = request.url.indexOf("?");
  const url = `${publicUrl}/api/auth${path}${q >= 0 ? request.url.slice(q) : ""}`;
  const headers = fetchHeaders(request);
  for (const name of ["content-length", "transfer-encoding", "connection", "host", "expect", CLIENT_IP_HEADER, LANG_HEADER]) headers.delete(name);
  // The security plugin let this write through on Sec-Fetch-Site: same-origin without an Origin;
  // Better Auth, which wants an Origin for cookie writes, hears the origin the browser vouched for.
  if (!headers.has("origin") && headers.get("sec-fetch-site") === "same-origin") headers.set("origin", new URL(publicUrl).origin);
  // Better Auth reads the client address from this header only; Fastify has already applied TRUST_PROXY.
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.set(LANG_HEADER, request.lang);
  let body: string | undefined;
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (init.rawBody !== undefined) body = init.rawBody;
    else {
      body = JSON.stringify(init.body ?? {});
      headers.set("content-type", "application/json");
    }
  }
  const response = await auth.handler(new Request(url, { method: request.method, headers, body, redirect: "manual" }));
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  if ((response.headers.get("content-type") ?? "").includes("json") && text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers: response.headers, text, json };
}

const statusCodes: Record<number, string> = { 400: "BAD_REQUEST", 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND", 409: "CONFLICT", 422: "UNPROCESSABLE_ENTITY", 429: "RATE_LIMITED", 500: "INTERNAL_SERVER_ERROR" };

/** Copies Better Auth's answer back (status, headers, every Set-Cookie); errors get our texts. */
export function sendResult(request: FastifyRequest, reply: FastifyReply, path: string, result: AuthResult) {
  for (const [name, value] of result.headers) if (!HOP_HEADERS.has(name)) reply.header(name, value);
  const cookies = result.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (result.status < 400) return reply.status(result.status).send(result.text);
  const givenCode = typeof result.json?.code === "string" ? result.json.code : undefined;
  const givenMessage = typeof result.json?.message === "string" ? result.json.message : undefined;
  const mapped = mapAuthError(path, result.status, givenCode, givenMessage);
  const status = mapped.status ?? result.status;
  const code = givenCode ?? statusCodes[status] ?? "ERROR";
  const message = request.t(mapped.key);
  if (status >= 500) request.log.error({ path, status: result.status, code: givenCode, detail: givenMessage }, "auth error");
  return reply
    .status(status)
    .type("application/json; charset=utf-8")
    .send({ ...(result.json ?? {}), code, message, error: { code, message } });
}

/**
 * The e-mail's sign-in is locked (spec §5: five attempts per 15 minutes): its owner hears of it, in
 * their language, with the way out: a completed password reset lifts the lock (issue 16, finding 10).
 * Nothing is sent for an e-mail without an account.
 */
async function mailSignInLock(request: FastifyRequest, email: string, minutes: number) {
  const { db, mailer, publicUrl } = request.server.accounts;
  const [user] = await db.select({ email: users.email, name: users.name, locale: users.locale }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  if (!user) return;
  const lang = pickLanguage(user.locale) ?? "es";
  const link = `${publicUrl}/auth`;
  await mailer.send({ kind: "account-locked", to: user.email, link, ...renderMail("account-locked", lang, { link, name: user.name, minutes }) });
}

/** An error of ours on an auth path, in the same double shape as Better Auth's. */
export function authError(request: FastifyRequest, reply: FastifyReply, status: number, code: string, key: string) {
  const message = request.t(key);
  return reply.status(status).type("application/json; charset=utf-8").send({ code, message, error: { code, message } });
}

/** A field error in the validation shape, for checks a zod schema cannot make (password-rules.ts). */
function fieldError(request: FastifyRequest, reply: FastifyReply, field: string, key: string) {
  return reply
    .status(400)
    .type("application/json; charset=utf-8")
    .send({ error: { code: "validation_failed", message: request.t("errors.validation_failed"), fields: { [field]: request.t(key) } } });
}

export function meta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers["user-agent"] ?? null };
}

export const authRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db, limitStore: store, limits } = app.accounts;
  const tags = ["auth"];

  // Provider callbacks may post a form (response_mode=form_post); it goes to Better Auth untouched.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.post(
    "/api/auth/sign-up/email",
    {
      schema: {
        tags,
        security: security.public,
        response: { 200: signUpResponseSchema, ...errorResponses(422) }, summary: "Register with e-mail and password; a verification mail follows",
        body: signUpSchema.extend({ callbackURL: callbackUrl }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const ok = await enforceLimits(request, reply, store, db, [
        { rule: limits.signUpIp, subject: request.ip },
        { rule: limits.signUpEmail, subject: body.email },
      ]);
      if (!ok) return reply;
      const weak = await newPasswordProblem(db, body.password, { email: body.email, name: body.name });
      if (weak) return fieldError(request, reply, "password", weak);
      // The spec asks to say so (docs/decisions/0401): an existing e-mail is answered 422.
      if (await findUserIdByEmail(db, body.email)) return authError(request, reply, 422, "USER_ALREADY_EXISTS", "auth.errors.user_already_exists");
      return sendResult(request, reply, "/sign-up/email", await callAuth(request, "/sign-up/email", { body }));
    },
  );

  app.post(
    "/api/auth/sign-in/email",
    { schema: { tags, security: security.public, response: { 200: signInResponseSchema }, summary: "Sign in with e-mail and password (sets the session cookie)", body: signInSchema.extend({ callbackURL: callbackUrl }) } },
    async (request, reply) => {
      const body = request.body;
      const emailLimit = { rule: limits.signInEmail, subject: body.email };
      const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.signInIp, subject: request.ip }, emailLimit], null, async (check) => {
        if (check.rule.id === limits.signInEmail.id) await mailSignInLock(request, body.email, Math.round(check.rule.windowMs / 60_000));
      });
      if (!ok) return reply;
      const previousToken = sessionTokenFromCookie(request);
      const result = await callAuth(request, "/sign-in/email", { body });
      if (result.status === 200 && result.json?.twoFactorRedirect === true) {
        // The password was right; the session waits for the second step (two-factor-routes.ts).
        const userId = await findUserIdByEmail(db, body.email);
        await recordAudit(db, { action: "auth.mfa_challenged", target: userId ?? null, ...meta(request), metadata: { method: "email" } }, request.log);
        await store.reset(limitKey(emailLimit));
      } else if (result.status === 200) {
        const user = result.json?.user as { id?: string } | undefined;
        await recordAudit(db, { action: "auth.sign_in", actorId: user?.id ?? null, target: user?.id ?? null, ...meta(request), metadata: { method: "email" } }, request.log);
        await store.reset(limitKey(emailLimit));
        // A new session at every sign-in; the one the browser held before ends.
        if (previousToken) await deleteSessionByToken(db, previousToken);
      } else {
        const userId = await findUserIdByEmail(db, body.email);
        await recordAudit(
          db,
          { action: "auth.sign_in_failed", target: userId ?? null, ...meta(request), metadata: { email: body.email, reason: result.json?.code ?? result.status } },
          request.log,
        );
      }
      return sendResult(request, reply, "/sign-in/email", result);
    },
  );

  app.post("/api/auth/sign-out", { schema: { tags, security: security.session, response: { 200: authSuccessSchema }, summary: "End the current session" } }, async (request, reply) => {
    const session = await getRequestSession(request);
    const result = await callAuth(request, "/sign-out", { body: {} });
    if (result.status === 200 && session) {
      await recordAudit(db, { action: "auth.sign_out", actorId: session.user.id, target: session.user.id, ...meta(request) }, request.log);
      await announceRevocation(request.server, session.user.id, request.log);
    }
    return sendResult(request, reply, "/sign-out", result);
  });

  app.get("/api/auth/get-session", { schema: { tags, security: security.sessionOptional, response: { 200: currentSessionSchema }, summary: "The current session and user, or null" } }, async (request, reply) =>
    sendResult(request, reply, "/get-session", await callAuth(request, "/get-session")),
  );

  app.post(
    "/api/auth/send-verification-email",
    { schema: { tags, security: security.public, response: { 200: authStatusSchema }, summary: "Send the verification mail again", body: z.object({ email: emailSchema, callbackURL: callbackUrl }) } },
    async (request, reply) => {
      const ok = await enforceLimits(request, reply, store, db, [
        { rule: limits.mailIp, subject: request.ip },
        { rule: limits.mailEmail, subject: request.body.email },
      ]);
      if (!ok) return reply;
      return sendResult(request, reply, "/send-verification-email", await callAuth(request, "/send-verification-email", { body: request.body }));
    },
  );

  app.get(
    "/api/auth/verify-email",
    {
      schema: {
        tags,
        security: security.public,
        response: { 200: authStatusSchema, 302: redirectSchema }, summary: "The link of the verification mail: verifies, then redirects to /auth?verified=1",
        querystring: z.object({ token: z.string().min(1).max(4000), callbackURL: callbackUrl }),
      },
    },
    async (request, reply) => {
      const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.tokenIp, subject: request.ip }]);
      if (!ok) return reply;
      return sendResult(request, reply, "/verify-email", await callAuth(request, "/verify-email"));
    },
  );

  app.post(
    "/api/auth/request-password-reset",
    {
      schema: {
        tags,
        security: security.public,
        response: { 200: authStatusSchema }, summary: "Mail a password-reset link (/auth/reset-password?token=…); answers the same whether the e-mail exists or not",
        body: z.object({ email: emailSchema, redirectTo: callbackUrl }),
      },
    },
    async (request, reply) => {
      const ok = await enforceLimits(request, reply, store, db, [
        { rule: limits.mailIp, subject: request.ip },
        { rule: limits.mailEmail, subject: request.body.email },
      ]);
      if (!ok) return reply;
      return sendResult(request, reply, "/request-password-reset", await callAuth(request, "/request-password-reset", { body: request.body }));
    },
  );

  app.post(
    "/api/auth/reset-password",
    { schema: { tags, security: security.public, response: { 200: authStatusSchema }, summary: "Set a new password with the token of the reset mail; ends every session", body: resetPasswordSchema } },
    async (request, reply) => {
      const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.tokenIp, subject: request.ip }]);
      if (!ok) return reply;
      const weak = await newPasswordProblem(db, request.body.newPassword, { resetToken: request.body.token });
      if (weak) return fieldError(request, reply, "newPassword", weak);
      return sendResult(request, reply, "/reset-password", await callAuth(request, "/reset-password", { body: request.body }));
    },
  );

  app.post(
    "/api/auth/change-password",
    {
      schema: {
        tags,
        security: security.session,
        response: { 200: changePasswordResponseSchema },
        summary: "Change the password; ends the API tokens and the calendar feed, and the other sessions unless revokeOtherSessions is false",
        // Closing the other sessions is the default: a password is changed most often because it leaked.
        body: changePasswordSchema.extend({ revokeOtherSessions: z.boolean().optional().default(true) }),
      },
    },
    async (request, reply) => {
      const session = await getRequestSession(request);
      if (!session) return authError(request, reply, 401, "UNAUTHORIZED", "auth.errors.session_missing");
      const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.passwordCheckUser, subject: session.user.id }], session.user.id);
      if (!ok) return reply;
      const weak = await newPasswordProblem(db, request.body.newPassword, { userId: session.user.id });
      if (weak) return fieldError(request, reply, "newPassword", weak);
      const result = await callAuth(request, "/change-password", { body: request.body });
      if (result.status === 200) {
        const ended = await revokeLongLivedCredentials(db, session.user.id);
        await recordAudit(
          db,
          {
            action: "auth.password_changed",
            actorId: session.user.id,
            target: session.user.id,
            ...meta(request),
            // "apiKeys", not "apiTokens": the audit log drops keys that look like a secret.
            metadata: { revokedOtherSessions: request.body.revokeOtherSessions, apiKeysRevoked: ended.tokens, calendarFeedsRevoked: ended.feeds },
          },
          request.log,
        );
        await announceRevocation(request.server, session.user.id, request.log);
      }
      return sendResult(request, reply, "/change-password", result);
    },
  );

  app.post(
    "/api/auth/change-email",
    { schema: { tags, security: security.session, response: { 200: authStatusSchema }, summary: "Change the e-mail after re-entering the password; a link goes to the new address", body: changeEmailSchema.extend({ callbackURL: callbackUrl }) } },
    async (request, reply) => {
      const session = await getRequestSession(request);
      if (!session) return authError(request, reply, 401, "UNAUTHORIZED", "auth.errors.session_missing");
      const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.passwordCheckUser, subject: session.user.id }], session.user.id);
      if (!ok) return reply;
      // Better Auth does not ask for the password here; we do.
      const hash = await credentialPasswordHash(db, session.user.id);
      if (!hash) return authError(request, reply, 400, "CREDENTIAL_ACCOUNT_NOT_FOUND", "auth.errors.no_password");
      if (!(await verifyPassword(hash, request.body.password))) return authError(request, reply, 400, "INVALID_PASSWORD", "auth.errors.wrong_password");
      const { newEmail, callbackURL } = request.body;
      return sendResult(request, reply, "/change-email", await callAuth(request, "/change-email", { body: { newEmail, callbackURL } }));
    },
  );

  app.get("/api/auth/list-sessions", { schema: { tags, security: security.session, response: { 200: accountSessionListSchema }, summary: "The caller's sessions" } }, async (request, reply) =>
    sendResult(request, reply, "/list-sessions", await callAuth(request, "/list-sessions")),
  );

  app.post(
    "/api/auth/revoke-session",
    { schema: { tags, security: security.session, response: { 200: authStatusSchema }, summary: "End one of the caller's sessions", body: z.object({ token: z.string().min(1).max(500) }) } },
    async (request, reply) => {
      const session = await getRequestSession(request);
      const result = await callAuth(request, "/revoke-session", { body: request.body });
      if (result.status === 200 && session) {
        await recordAudit(db, { action: "auth.session_revoked", actorId: session.user.id, target: session.user.id, ...meta(request) }, request.log);
        await announceRevocation(request.server, session.user.id, request.log);
      }
      return sendResult(request, reply, "/revoke-session", result);
    },
  );

  for (const path of ["/revoke-other-sessions", "/revoke-sessions"] as const) {
    app.post(
      `/api/auth${path}`,
      { schema: { tags, security: security.session, response: { 200: authStatusSchema }, summary: path === "/revoke-sessions" ? "End all the caller's sessions" : "End all the caller's other sessions" } },
      async (request, reply) => {
        const session = await getRequestSession(request);
        const result = await callAuth(request, path, { body: {} });
        if (result.status === 200 && session) {
          await recordAudit(db, { action: "auth.sessions_revoked", actorId: session.user.id, target: session.user.id, ...meta(request), metadata: { scope: path.slice(1) } }, request.log);
          await announceRevocation(request.server, session.user.id, request.log);
        }
        return sendResult(request, reply, path, result);
      },
    );
  }

  app.post(
    "/api/auth/delete-user",
    {
      schema: {
        tags,
        security: security.session,
        response: { 200: authSuccessSchema, ...errorResponses(409) }, summary: "Delete the caller's account (password required when it has one)",
        body: z.object({ password: currentPasswordSchema.optional(), callbackURL: callbackUrl }),
      },
    },
    async (request, reply) => {
      const session = await getRequestSession(request);
      if (!session) return authError(request, reply, 401, "UNAUTHORIZED", "auth.errors.session_missing");
      const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.passwordCheckUser, subject: session.user.id }], session.user.id);
      if (!ok) return reply;
      const hash = await credentialPasswordHash(db, session.user.id);
      if (hash && !request.body.password) return fieldError(request, reply, "password", "validation.required");
      if ((await soleOwnerWorkspaces(db, session.user.id)).length > 0) return authError(request, reply, 409, "LAST_OWNER", "auth.errors.last_owner");
      const result = await callAuth(request, "/delete-user", { body: { password: request.body.password } });
      if (result.status === 200) await announceRevocation(request.server, session.user.id, request.log);
      return sendResult(request, reply, "/delete-user", result);
    },
  );

  const socialBody = {
    callbackURL: callbackUrl,
    errorCallbackURL: callbackUrl,
    newUserCallbackURL: callbackUrl,
    disableRedirect: z.boolean().optional(),
  };
  const socialSignIn = async (request: FastifyRequest, reply: FastifyReply, provider: string, body: { callbackURL?: string; errorCallbackURL?: string; newUserCallbackURL?: string; disableRedirect?: boolean }) => {
    const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.signInIp, subject: request.ip }]);
    if (!ok) return reply;
    // Back to the home page after the provider, to the sign-in page (with ?error=) when it fails.
    const forwarded = { ...body, provider, callbackURL: body.callbackURL ?? "/", errorCallbackURL: body.errorCallbackURL ?? "/auth" };
    return sendResult(request, reply, "/sign-in/social", await callAuth(request, "/sign-in/social", { body: forwarded }));
  };
  app.post(
    "/api/auth/sign-in/social",
    { schema: { tags, security: security.public, response: { 200: socialSignInSchema }, summary: "Start a sign-in with GitHub, Google or the OpenID Connect provider (answers { url } to follow)", body: z.object({ provider: z.string().min(1).max(50), ...socialBody }) } },
    async (request, reply) => {
      const { provider, ...rest } = request.body;
      return socialSignIn(request, reply, provider, rest);
    },
  );
  app.post(
    "/api/auth/sign-in/oauth2",
    { schema: { tags, security: security.public, response: { 200: socialSignInSchema }, summary: "Same as sign-in/social, for the generic OpenID Connect provider (providerId \"oidc\")", body: z.object({ providerId: z.string().min(1).max(50), ...socialBody }) } },
    async (request, reply) => {
      const { providerId, ...rest } = request.body;
      return socialSignIn(request, reply, providerId, rest);
    },
  );

  for (const method of ["GET", "POST"] as const) {
    app.route({
      method,
      url: "/api/auth/callback/:providerId",
      schema: { tags, security: security.public, response: { 302: redirectSchema }, summary: "Where a provider sends the browser back; sets the session cookie and redirects", params: z.object({ providerId: z.string().max(50) }) },
      handler: async (request, reply) => {
        const path = `/callback/${request.params.providerId}`;
        const rawBody = typeof request.body === "string" ? request.body : undefined;
        return sendResult(request, reply, path, await callAuth(request, path, rawBody !== undefined ? { rawBody } : { body: request.body ?? {} }));
      },
    });
  }

  app.get(
    "/api/v1/auth/providers",
    {
      config: { access: access.public },
      schema: {
        tags,
        security: security.public,
        summary: "External sign-in providers configured on this server (public)",
        response: {
          200: z.object({ providers: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(["social", "oidc"]) })) }),
        },
      },
    },
    async () => ({ providers: app.accounts.providers }),
  );
};
