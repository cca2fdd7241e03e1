import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

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

export type SessionResolver = (request: FastifyRequest) => Promise<{ userId: string; activeWorkspaceId?: string | null; locale?: string | null; role?: string | null } | null>;

export const API_TOKEN_PREFIX = "rumbo_";

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
