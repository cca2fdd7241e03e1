import type { FastifyRequest } from "fastify";
import { can, type WorkspaceAction } from "../domain/authorization";
import { HttpError, forbidden, notFound, unauthorized } from "./errors";
import { getRequestSession, type SessionInfo } from "./plugins/auth";
import { findMembership, type Membership } from "./workspaces";

// The checks every route makes: who is calling (401), may they act in this workspace (404 when
// it is not theirs, 403 when their role does not allow it), are they an administrator (403).

export async function requireSession(request: FastifyRequest): Promise<SessionInfo> {
  const session = await getRequestSession(request);
  if (!session) throw unauthorized();
  return session;
}

export async function requireWorkspaceRole(
  request: FastifyRequest,
  workspaceId: string,
  action: WorkspaceAction,
): Promise<SessionInfo & { membership: Membership }> {
  const session = await requireSession(request);
  const membership = await findMembership(request.server.accounts.db, workspaceId, session.user.id);
  // Someone else's workspace does not exist, as far as the caller can tell.
  if (!membership) throw notFound();
  if (!can(membership.role, action)) throw forbidden();
  return { ...session, membership };
}

export async function requireAdmin(request: FastifyRequest): Promise<SessionInfo> {
  const session = await requireSession(request);
  if (session.user.role !== "admin") throw new HttpError(403, "forbidden", "errors.admin_only");
  return session;
}

/** The session in the shape features/principal.ts expects (userId, active workspace, locale). */
export async function resolveSession(request: FastifyRequest) {
  const session = await getRequestSession(request);
  if (!session) return null;
  return { userId: session.user.id, activeWorkspaceId: session.session.activeOrganizationId ?? null, locale: session.user.locale ?? null, role: session.user.role ?? null };
}
