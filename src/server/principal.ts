import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { SessionInfo } from "./plugins/auth";

// Who is calling: a browser session (cookie) or a personal API token (Authorization: Bearer).
// A token acts with its owner's rights, in the workspace it was made for. The access plugin
// (plugins/access.ts, decision 0009) resolves both before each route's handler.
export type Principal = {
  userId: string;
  /** The workspace the session has chosen, or the token's workspace. */
  workspaceId?: string;
  via: "session" | "token";
  lang?: string;
};

/**
 * Who the browser session belongs to. `session`, Better Auth's whole record, is what the account
 * routes read (decision 0009); a resolver that has none (tests saying who they are in a header)
 * leaves those routes answering 401.
 */
export type SessionResolver = (
  request: FastifyRequest,
) => Promise<{ userId: string; activeWorkspaceId?: string | null; locale?: string | null; role?: string | null; session?: SessionInfo } | null>;

export const API_TOKEN_PREFIX = "rumbo_";

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
