import { and, desc, eq, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sessions, users } from "../../../db/schema/accounts";
import { auditLog } from "../../../db/schema/activity";
import type { UpdateMeInput } from "../../../domain/accounts/schemas";
import { notFound } from "../../errors";
import type { SessionInfo } from "../../plugins/auth";
import { ensurePersonalWorkspace, findMembership, listUserWorkspaces } from "../../workspaces";

// The signed-in user's own account: profile, preferences, workspaces, security events.

export async function getMe(db: Db, session: SessionInfo) {
  const [user] = await db.select().from(users).where(eq(users.id, session.user.id)).limit(1);
  if (!user) throw notFound();
  let workspaces = await listUserWorkspaces(db, user.id);
  if (!workspaces.some((w) => w.isPersonal)) {
    await ensurePersonalWorkspace(db, user);
    workspaces = await listUserWorkspaces(db, user.id);
  }
  const chosen = session.session.activeOrganizationId;
  const active = workspaces.find((w) => w.id === chosen) ?? workspaces.find((w) => w.isPersonal) ?? workspaces[0];
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      role: user.role === "admin" ? ("admin" as const) : ("user" as const),
      locale: user.locale === "en" ? ("en" as const) : ("es" as const),
      timeZone: user.timeZone,
      preferences: user.preferences,
    },
    isAdmin: user.role === "admin",
    activeWorkspaceId: active?.id ?? null,
    workspaces: workspaces.map(({ id, name, slug, role }) => ({ id, name, slug, role })),
  };
}

export async function updateMe(db: Db, session: SessionInfo, input: UpdateMeInput) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.locale !== undefined) changes.locale = input.locale;
  if (input.timeZone !== undefined) changes.timeZone = input.timeZone;
  if (input.preferences !== undefined) changes.preferences = input.preferences;
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, session.user.id));
  return getMe(db, session);
}

export async function setActiveWorkspace(db: Db, session: SessionInfo, workspaceId: string) {
  // Only a workspace the caller belongs to; any other does not exist for them.
  if (!(await findMembership(db, workspaceId, session.user.id))) throw notFound();
  await db.update(sessions).set({ activeOrganizationId: workspaceId }).where(and(eq(sessions.id, session.session.id), eq(sessions.userId, session.user.id)));
  return { activeWorkspaceId: workspaceId };
}

/** The caller's last 50 security events: what they did and what happened to their account. */
export async function securityEvents(db: Db, userId: string) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      ipAddress: auditLog.ipAddress,
      userAgent: auditLog.userAgent,
      metadata: auditLog.metadata,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(or(eq(auditLog.actorId, userId), eq(auditLog.target, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(50);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
