import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import type { AppContext } from "../context";
import type { SessionResolver } from "../principal";
import { createAuth, type Auth } from "../features/auth/auth";
import { defaultAuthLimits, type AuthLimits } from "../features/auth/limits";
import type { ScryptParams } from "../features/auth/password-hasher";
import { createMailer, type Mailer } from "../mail/mailer";
import { limitKey } from "../rate-limit/rules";
import { announceRevocation } from "./auth-revocation";
import type { LimitStore } from "../rate-limit/store";

// Accounts for the whole app: the Better Auth instance, the mailer, the shared limit store and
// the session of each request (read once, on demand). Features reach them through app.accounts.

export type AccountsOptions = {
  context: AppContext;
  /** Lower scrypt cost for tests that only need users, not the hashing. */
  hashParams?: ScryptParams;
  limits?: Partial<AuthLimits>;
  /** The shared counters (database or Redis), made by buildApp for every limit of the app. */
  limitStore: LimitStore;
};

export type Accounts = {
  auth: Auth;
  db: Db;
  mailer: Mailer;
  limitStore: LimitStore;
  limits: AuthLimits;
  publicUrl: string;
  providers: { id: string; name: string; type: "social" | "oidc" }[];
};

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null;
  banned?: boolean | null;
  locale?: string | null;
  timeZone?: string | null;
};
export type SessionRecord = {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date;
  activeOrganizationId?: string | null;
};
export type SessionInfo = { user: SessionUser; session: SessionRecord };

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    accounts: Accounts;
  }
}

/** Request headers as a Fetch Headers object, for Better Auth's server API. */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  return headers;
}

const sessionCache = new WeakMap<FastifyRequest, Promise<SessionInfo | null>>();

/** The caller's session (cookie), or null. Read once per request. */
export function getRequestSession(request: FastifyRequest): Promise<SessionInfo | null> {
  let cached = sessionCache.get(request);
  if (!cached) {
    cached = request.server.accounts.auth.api
      .getSession({ headers: fetchHeaders(request) })
      .then((result) => (result ? (result as unknown as SessionInfo) : null))
      .catch((error: unknown) => {
        request.log.warn({ err: error }, "could not read the session");
        return null;
      });
    sessionCache.set(request, cached);
  }
  return cached;
}

/** The app's session resolver (decision 0009): Better Auth's session cookie. */
export const resolveSession: SessionResolver = async (request) => {
  const session = await getRequestSession(request);
  if (!session) return null;
  return { userId: session.user.id, activeWorkspaceId: session.session.activeOrganizationId ?? null, locale: session.user.locale ?? null, role: session.user.role ?? null, session };
};

export const accountsPlugin = fp<AccountsOptions>(
  async (app, options) => {
    const { config, database, authSecret } = options.context;
    const db = database.db;
    const log = app.log;
    const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, db, log });
    const limitStore = options.limitStore;
    const limits = { ...defaultAuthLimits, ...options.limits };
    const auth = createAuth({
      config,
      db,
      secret: authSecret,
      mailer,
      log,
      hashParams: options.hashParams,
      // The owner proved they hold the mailbox: the sign-in lock on their e-mail ends (finding 10),
      // and their open event streams close with their sessions.
      afterPasswordReset: async (user) => {
        await limitStore.reset(limitKey({ rule: limits.signInEmail, subject: user.email.toLowerCase() }));
        await announceRevocation(app, user.id);
      },
    });

    const providers: Accounts["providers"] = [];
    if (config.providers.github) providers.push({ id: "github", name: "GitHub", type: "social" });
    if (config.providers.google) providers.push({ id: "google", name: "Google", type: "social" });
    if (config.providers.oidc) providers.push({ id: "oidc", name: config.providers.oidc.name, type: "oidc" });

    app.decorate("accounts", {
      auth,
      db,
      mailer,
      limitStore,
      limits,
      publicUrl: config.publicUrl,
      providers,
    });
    app.addHook("onClose", async () => {
      await mailer.close();
    });
  },
  { name: "rumbo-accounts", dependencies: ["rumbo-language", "rumbo-errors"] },
);
