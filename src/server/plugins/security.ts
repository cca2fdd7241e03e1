import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { sendError } from "./errors";
import type { LimitStore } from "../rate-limit/store";
import { leasedCounter, type LeasedCounter } from "../rate-limit/leased";
import { carriesSessionCookie } from "../shared/session-cookies";

export type SecurityOptions = {
  publicUrl: string;
  /** Requests per minute per client address on /api; a first guard, finer limits sit on the routes. */
  apiRequestsPerMinute: number;
  /** Where the limit is counted: Redis when REDIS_URL is set, else the database, shared by every instance (finding 11). */
  limitStore: LimitStore;
  /** Page analytics / tag manager ids (config.analytics): when one is set, the CSP allows its hosts. */
  analytics?: { analyticsId?: string; tagManagerId?: string };
};

/**
 * The hosts Google's page analytics and tag manager need, allowed only when an id is configured
 * (scripts still load only after the visitor consents, see features/marketing/consent).
 */
export function analyticsSources(analytics: SecurityOptions["analytics"]): { script: string[]; connect: string[]; img: string[] } {
  if (!analytics?.analyticsId && !analytics?.tagManagerId) return { script: [], connect: [], img: [] };
  const google = ["https://www.googletagmanager.com"];
  const collect = ["https://*.google-analytics.com", "https://*.analytics.google.com"];
  return { script: google, connect: [...google, ...collect], img: [...google, ...collect] };
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

type RequestHeaders = Record<string, string | string[] | undefined>;
export type OriginVerdict = "ok" | "foreign_origin" | "cookie_write_without_origin";

/**
 * Whether a request may change state, judged by its headers alone (issue 16, finding 9):
 * safe methods always; otherwise an Origin must be PUBLIC_URL's; with no Origin, a browser's
 * Sec-Fetch-Site must say same-origin, and a request carrying the session cookie without either
 * is refused. Bearer-token requests without Origin pass (not cookie writes).
 */
export function originVerdict(method: string, headers: RequestHeaders, publicOrigin: string): OriginVerdict {
  if (safeMethods.has(method.toUpperCase())) return "ok";
  const origin = single(headers.origin);
  if (origin !== undefined) return origin === publicOrigin ? "ok" : "foreign_origin";
  const site = single(headers["sec-fetch-site"]);
  if (site !== undefined) return site === "same-origin" ? "ok" : "foreign_origin";
  if (single(headers.authorization)?.startsWith("Bearer ")) return "ok";
  return carriesSessionCookie(single(headers.cookie)) ? "cookie_write_without_origin" : "ok";
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * @fastify/rate-limit's store interface over the shared LimitStore (issue 16, finding 11): the count
 * is one atomic upsert in the database or one MULTI in Redis, so every instance holds one limit.
 */
function sharedStore(store: LeasedCounter, onError: (error: unknown) => void) {
  class SharedStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) {
      store.consume(`api:${key}`, timeWindow, max).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.retryAfterSeconds * 1000 }),
        (error: unknown) => {
          onError(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }
    child() {
      return this;
    }
  }
  return SharedStore;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    const isHttps = options.publicUrl.startsWith("https://");
    const publicOrigin = new URL(options.publicUrl).origin;
    const extra = analyticsSources(options.analytics);

    // A strict policy: only this origin's scripts, styles, fonts and connections; no inline
    // script, no framing, no plugins. Pages that need more (analytics after consent) widen it there.
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extra.script],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", "data:", "blob:", ...extra.img],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...extra.connect],
          manifestSrc: ["'self'"],
          mediaSrc: ["'self'"],
          workerSrc: ["'self'", "blob:"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
    app.addHook("onSend", async (_request, reply) => {
      reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    });

    // Cross-site request forgery (issue 16, finding 9): a state-changing request is accepted only
    // from PUBLIC_URL's origin (never from whatever the Host header says). A request authenticated
    // by the session cookie must prove it comes from our own pages: a same-origin Origin header,
    // or, when the browser sent none, Sec-Fetch-Site: same-origin. Scripts with an API token
    // (Authorization: Bearer, which a browser never adds across sites without CORS, and we allow
    // none) carry no ambient credential and are not cookie writes; a request with neither cookie
    // nor token has nothing to forge.
    app.addHook("onRequest", async (request, reply) => {
      const verdict = originVerdict(request.method, request.headers, publicOrigin);
      if (verdict === "ok") return;
      request.log.warn({ origin: request.headers.origin, secFetchSite: request.headers["sec-fetch-site"], url: request.url, verdict }, "cross-origin state-changing request refused");
      return sendError(reply, request, 403, "forbidden_origin", "errors.forbidden");
    });

    // Reserved from the shared store a few requests at a time per address (decision 1702).
    await app.register(rateLimit, {
      global: true,
      store: sharedStore(leasedCounter(options.limitStore), (error) => app.log.warn({ err: error }, "the API rate limit could not be counted; request let through")),
      // If the shared store fails, the request goes on (the sign-in limits, which fail closed, stay).
      skipOnError: true,
      max: options.apiRequestsPerMinute,
      timeWindow: 60_000,
      // Static files and pages are cheap and cached; the API is what needs guarding.
      // Counted per address (a cookie or token could be forged to get a fresh budget); the default
      // is generous so a whole office behind one NAT address is not throttled.
      allowList: (request) => !request.url.startsWith("/api/"),
    });
  },
  { name: "rumbo-security", dependencies: ["rumbo-language", "rumbo-errors"] },
);
