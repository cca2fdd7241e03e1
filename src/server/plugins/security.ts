import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { sendError } from "./errors";

export type SecurityOptions = {
  publicUrl: string;
  /** Requests per minute per client address on /api; a first guard, finer limits sit on the routes. */
  apiRequestsPerMinute: number;
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

    // State-changing requests that a browser sends from another site are refused: the Origin
    // header must be this server's. Scripts with API tokens send no Origin and are not affected.
    app.addHook("onRequest", async (request, reply) => {
      if (safeMethods.has(request.method)) return;
      const origin = request.headers.origin;
      if (!origin) return;
      const sameHost = `${isHttps ? "https" : request.protocol}://${request.headers.host ?? ""}`;
      if (origin === publicOrigin || origin === sameHost) return;
      request.log.warn({ origin }, "cross-origin state-changing request refused");
      return sendError(reply, request, 403, "forbidden_origin", "errors.forbidden");
    });

    await app.register(rateLimit, {
      global: true,
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
