import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { accounts, sessions, users, verifications, workspaceMembers, workspaces } from "../../../db/schema/accounts";
import { twoFactors } from "../../../db/schema/two-factor";
import { pickLanguage, type Language } from "../../../domain/i18n/translate";
import { TRUST_DEVICE_DAYS } from "../../../domain/mfa/contract";
import type { Config } from "../../config";
import { recordAudit, type AuditLogger } from "../../audit";
import type { Mailer } from "../../mail/mailer";
import { renderMail, type MailKind } from "../../mail/templates";
import { ensurePersonalWorkspace, findPersonalWorkspaceId, makeFirstUserAdmin } from "../../workspaces";
import { revokeLongLivedCredentials } from "../../plugins/auth-revocation";
import { HOST_SESSION_COOKIE } from "../../shared/session-cookies";
import { passkeySession } from "./passkey-session";
import { defaultScryptParams, hashPassword, verifyPassword, type ScryptParams } from "./password-hasher";

// Better Auth over our tables (users, sessions, accounts, verifications), with e-mail + password,
// required verification, reset, change of e-mail and password, account deletion, GitHub, Google,
// any OpenID Connect provider, and the admin plugin (role admin/user, bans). The HTTP side
// (validation, limits, error texts, audit of sign-ins) is in ./routes.ts.

export const CLIENT_IP_HEADER = "x-rumbo-client-ip";
export const LANG_HEADER = "x-rumbo-lang";
export const VERIFY_EMAIL_EXPIRES_S = 24 * 60 * 60;
export const RESET_PASSWORD_EXPIRES_S = 60 * 60;


export type AuthLogger = AuditLogger & {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
};

export type CreateAuthOptions = {
  config: Config;
  db: Db;
  secret: string;
  mailer: Mailer;
  log?: AuthLogger;
  /** scrypt parameters for new hashes; tests may lower them, production keeps the default. */
  hashParams?: ScryptParams;
  /** After a completed password reset (sessions, tokens and feed already ended): lift the sign-in lock, close streams. */
  afterPasswordReset?: (user: { id: string; email: string }) => Promise<void>;
};

function requestLang(request: Request | undefined, fallback?: string | null): Language {
  return pickLanguage(request?.headers.get(LANG_HEADER), fallback) ?? "es";
}

function requestMeta(request: Request | undefined) {
  return {
    ip: request?.headers.get(CLIENT_IP_HEADER) ?? null,
    userAgent: request?.headers.get("user-agent") ?? null,
  };
}

/** The payload of a Better Auth verification JWT, read without checking it (only to pick a template). */
function peekToken(token: string): { updateTo?: string; requestType?: string } {
  try {
    const payload = token.split(".")[1];
    return payload ? (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { updateTo?: string; requestType?: string }) : {};
  } catch {
    return {};
  }
}

/** The provider of a callback request: the route is /callback/:id, the id its parameter. */
function providerOf(ctx: { params?: unknown; path?: string } | null | undefined): string {
  const params = (ctx?.params ?? {}) as { id?: unknown; providerId?: unknown };
  const id = params.id ?? params.providerId;
  return typeof id === "string" ? id : "oauth";
}

const hostPrefixedCookies = {
  session_token: { name: HOST_SESSION_COOKIE, attributes: { secure: true, path: "/" } },
  session_data: { name: "__Host-rumbo.session_data", attributes: { secure: true, path: "/" } },
  dont_remember: { name: "__Host-rumbo.dont_remember", attributes: { secure: true, path: "/" } },
};

export function createAuth(options: CreateAuthOptions) {
  const { config, db, mailer, log } = options;
  const hashParams = options.hashParams ?? defaultScryptParams;
  const publicUrl = config.publicUrl;
  const isHttps = publicUrl.startsWith("https://");

  async function send(kind: MailKind, to: string, lang: Language, name: string | null | undefined, link: string, expires: { hours: number } | { days: number }) {
    const rendered = renderMail(kind, lang, { link, name, expires });
    await mailer.send({ kind, to, link, ...rendered });
  }

  const socialProviders: Record<string, { clientId: string; clientSecret: string; redirectURI?: string }> = {};
  if (config.providers.github) socialProviders.github = { ...config.providers.github };
  if (config.providers.google) socialProviders.google = { ...config.providers.google };
  const oidc = config.providers.oidc;

  return betterAuth({
    appName: "Rumbo",
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret: options.secret,
    // PUBLIC_URL's origin only (issue 16, finding 9): the Host header a request names is not trusted,
    // so a server reached at another address (http://127.0.0.1:3000 beside localhost) refuses writes.
    trustedOrigins: [new URL(publicUrl).origin],
    telemetry: { enabled: false },
    // Provider errors come back to the sign-in page, which reads ?error=CODE.
    onAPIError: { errorURL: `${publicUrl}/auth` },
    database: drizzleAdapter(db, {
      provider: "pg",
      // Better Auth's models, mapped to Rumbo's tables (snake_case columns, camelCase properties).
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    // Limits are ours (per e-mail and per address, shared through the database or Redis): ./limits.ts
    rateLimit: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message) => {
        if (level === "error") log?.error({ source: "better-auth" }, message);
        else log?.warn({ source: "better-auth" }, message);
      },
    },
    advanced: {
      cookiePrefix: "rumbo",
      // Under https the session's cookies take the __Host- prefix (Secure, Path=/, no Domain), named
      // here in full: Better Auth's own secure prefix is __Secure-, which a subdomain could shadow.
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps, path: "/" },
      ...(isHttps ? { cookies: hostPrefixedCookies } : {}),
      // Behave in tests as in production: callback URLs and origins are checked.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      additionalFields: {
        locale: { type: "string", required: false, defaultValue: "es", input: false },
        timeZone: { type: "string", required: false, defaultValue: "America/Mexico_City", input: false },
      },
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        async beforeDelete(user) {
          try {
            await deletePersonalWorkspaces(db, user.id);
          } catch (error) {
            if (error instanceof LastOwnerError) throw APIError.from("CONFLICT", { code: "LAST_OWNER", message: "Transfer ownership first" });
            throw error;
          }
        },
        async afterDelete(user, request) {
          await recordAudit(db, { action: "auth.account_deleted", target: user.id, ...requestMeta(request), metadata: { email: user.email } }, log);
        },
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      additionalFields: {
        activeOrganizationId: { type: "string", required: false, input: false },
      },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ["google", "github"] },
      encryptOAuthTokens: true,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_EXPIRES_S,
      password: {
        hash: (password) => hashPassword(password, hashParams),
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      async sendResetPassword({ user, token }, request) {
        const lang = requestLang(undefined, (user as { locale?: string }).locale);
        const link = `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await send("reset-password", user.email, lang, user.name, link, { hours: RESET_PASSWORD_EXPIRES_S / 3600 });
        await recordAudit(db, { action: "auth.password_reset_requested", target: user.id, ...requestMeta(request) }, log);
      },
      async onPasswordReset({ user }, request) {
        // Better Auth ends the sessions (revokeSessionsOnPasswordReset); the API tokens and the
        // calendar feed end here, with them.
        const ended = await revokeLongLivedCredentials(db, user.id);
        await recordAudit(
          db,
          { action: "auth.password_reset", actorId: user.id, target: user.id, ...requestMeta(request), metadata: { sessionsRevoked: true, apiKeysRevoked: ended.tokens, calendarFeedsRevoked: ended.feeds } },
          log,
        );
        await options.afterPasswordReset?.({ id: user.id, email: user.email });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_EXPIRES_S,
      async sendVerificationEmail({ user, url, token }, request) {
        const lang = requestLang(undefined, (user as { locale?: string }).locale);
        const link = new URL(url);
        const callback = link.searchParams.get("callbackURL");
        const peek = peekToken(token);
        const isChange = Boolean(peek.updateTo);
        // After verifying, the web shows /auth?verified=1 (or settings after an e-mail change).
        if (!callback || callback === "/") link.searchParams.set("callbackURL", isChange ? "/settings?emailChanged=1" : "/auth?verified=1");
        await send(isChange ? "change-email" : "verify-email", user.email, lang, user.name, link.toString(), { hours: VERIFY_EMAIL_EXPIRES_S / 3600 });
        await recordAudit(
          db,
          { action: isChange ? "auth.email_change_requested" : "auth.verification_sent", target: user.id, ...requestMeta(request), metadata: isChange ? { to: user.email } : {} },
          log,
        );
      },
      async afterEmailVerification(user, request) {
        await recordAudit(db, { action: "auth.email_verified", actorId: user.id, target: user.id, ...requestMeta(request) }, log);
      },
    },
    socialProviders,
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      // TOTP with recovery codes (decision 0415): enabling needs the password and a first code;
      // a sign-in of an account with it answers { twoFactorRedirect } and a short-lived cookie, and
      // the session comes only with a code. Our limits (two-factor-routes.ts) come on top of the
      // plugin's own account lock, set here to the password lock's numbers.
      twoFactor({
        issuer: "Rumbo",
        trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
        twoFactorCookieMaxAge: 10 * 60,
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
      }),
      // Passkeys (decision 0416): the session after our route has checked the passkey.
      passkeySession(),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "oidc",
                  name: oidc.name,
                  discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    databaseHooks: {
      user: {
        create: {
          async before(user, ctx) {
            return { data: { ...user, locale: requestLang(ctx?.request) } };
          },
          async after(user, ctx) {
            await makeFirstUserAdmin(db, user.id);
            await ensurePersonalWorkspace(db, { id: user.id, name: user.name, email: user.email, locale: requestLang(ctx?.request) });
            await recordAudit(db, { action: "auth.sign_up", actorId: user.id, target: user.id, ...requestMeta(ctx?.request), metadata: { email: user.email } }, log);
          },
        },
        update: {
          async after(user, ctx) {
            if (ctx?.path === "/verify-email" && ctx.query && typeof ctx.query.token === "string" && peekToken(ctx.query.token).updateTo) {
              await recordAudit(db, { action: "auth.email_changed", actorId: user.id, target: user.id, ...requestMeta(ctx.request), metadata: { to: user.email } }, log);
            }
          },
        },
      },
      session: {
        create: {
          async before(session, ctx) {
            // The two-factor plugin asks for a code after a password only: an account with MFA does
            // not get a session from a provider's callback, which would skip it (decision 0415).
            const path = ctx?.path ?? "";
            if (path.startsWith("/callback/") || path.startsWith("/oauth2/callback/")) {
              const [owner] = await db.select({ mfa: users.twoFactorEnabled }).from(users).where(eq(users.id, session.userId)).limit(1);
              if (owner?.mfa) {
                log?.warn({ userId: session.userId, path }, "provider sign-in refused: the account uses two-step verification");
                return false;
              }
            }
            // The session starts in the user's personal workspace (made now if an earlier hook failed).
            let workspaceId = await findPersonalWorkspaceId(db, session.userId);
            if (!workspaceId) {
              const user = (await db.select().from(users).where(eq(users.id, session.userId)).limit(1))[0];
              if (user) workspaceId = await ensurePersonalWorkspace(db, user);
            }
            return { data: { ...session, activeOrganizationId: workspaceId ?? null } };
          },
          async after(session, ctx) {
            // E-mail sign-ins are audited by the route; provider sign-ins finish here.
            const path = ctx?.path ?? "";
            if (path.startsWith("/callback/") || path.startsWith("/oauth2/callback/")) {
              await recordAudit(
                db,
                { action: "auth.sign_in", actorId: session.userId, target: session.userId, ...requestMeta(ctx?.request), metadata: { method: providerOf(ctx) } },
                log,
              );
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Before an account goes: its personal workspace and any workspace where it is the only member go
 * with it. A workspace where it is the last owner but others remain must be handed over first.
 */
export class LastOwnerError extends Error {}

export async function deletePersonalWorkspaces(db: Db, userId: string): Promise<void> {
  const owned = await db
    .select({ workspaceId: workspaceMembers.organizationId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, "owner")));
  for (const { workspaceId } of owned) {
    const others = await db
      .select({ role: workspaceMembers.role, n: sql<number>`count(*)::int` })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.organizationId, workspaceId), ne(workspaceMembers.userId, userId)))
      .groupBy(workspaceMembers.role);
    const otherMembers = others.reduce((sum, r) => sum + Number(r.n), 0);
    const otherOwners = Number(others.find((r) => r.role === "owner")?.n ?? 0);
    if (otherMembers === 0) await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
    else if (otherOwners === 0) throw new LastOwnerError(workspaceId);
  }
}
