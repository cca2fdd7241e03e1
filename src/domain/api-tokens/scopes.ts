// What an API token may do beyond its owner's role (decision 0417). A token is never worth more
// than its owner: the scope only takes away. Decided here, once, for the access plugin.

export const tokenScopes = ["read", "read-write"] as const;
export type TokenScope = (typeof tokenScopes)[number];

/** A token's limits: its scope, and the projects it reaches (null: all of its workspace's). */
export type TokenLimits = { scope: TokenScope; projectIds: readonly string[] | null };

/** Reading methods: anything else writes, whatever the route's declared action (watching, marking read…). */
const reading = new Set(["GET", "HEAD", "OPTIONS"]);

export type TokenRequest = {
  method: string;
  /** The project the route names, when it names one. */
  projectId?: string;
  /** Whether the route narrows its answer to the token's projects itself (the project list, the event stream). */
  isProjectScoped?: boolean;
  /** The route only reads, whatever its method: a question sent as a POST for its length (the assistant's ask, decision 0941). */
  readsOnly?: boolean;
};

export type TokenDecision = { ok: true } | { ok: false; status: 403 | 404; reason: "read_only" | "project_limited" | "not_found" };

export function decideTokenScope(limits: TokenLimits, request: TokenRequest): TokenDecision {
  if (limits.scope === "read" && !request.readsOnly && !reading.has(request.method.toUpperCase())) return { ok: false, status: 403, reason: "read_only" };
  if (limits.projectIds === null) return { ok: true };
  if (request.projectId !== undefined) {
    // Another project does not exist, as far as the token can tell.
    return limits.projectIds.includes(request.projectId) ? { ok: true } : { ok: false, status: 404, reason: "not_found" };
  }
  // A route over the whole workspace (dashboards, channels, reports…) would show other projects.
  return request.isProjectScoped ? { ok: true } : { ok: false, status: 403, reason: "project_limited" };
}

export function isTokenScope(value: unknown): value is TokenScope {
  return typeof value === "string" && (tokenScopes as readonly string[]).includes(value);
}
