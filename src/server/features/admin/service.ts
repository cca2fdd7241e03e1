import { and, count, desc, eq, gte, ilike, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { revokeLongLivedCredentials } from "../../plugins/auth-revocation";
import type { Db } from "../../../db/client";
import { sessions, users } from "../../../db/schema/accounts";
import { auditLog } from "../../../db/schema/activity";
import { alias } from "drizzle-orm/pg-core";
import type { BanUserInput } from "../../../domain/accounts/schemas";
import { recordAudit } from "../../audit";
import { HttpError } from "../../errors";

// Administration of the installation: users (role, bans, sessions) and the audit log.
// Bans and revocations delete the user's sessions, so they take effect on the next request; a ban
// also revokes the user's API tokens and calendar feed, and the routes close their event streams.

export type AdminMeta = { actorId: string; ip: string; userAgent: string | null };

const userNotFound = () => new HttpError(404, "not_found", "admin.errors.user_not_found");

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

async function requireUser(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw userNotFound();
  return user;
}

export async function listUsers(db: Db, query: { q?: string; page: number; pageSize: number }) {
  const q = query.q?.trim();
  const where = q ? or(ilike(users.email, `%${escapeLike(q)}%`), ilike(users.name, `%${escapeLike(q)}%`)) : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      emailVerified: users.emailVerified,
      banned: users.banned,
      banReason: users.banReason,
      banExpires: users.banExpires,
      createdAt: users.createdAt,
      activeSessions: sql<number>`(select count(*)::int from ${sessions} s where s.user_id = "users"."id" and s.expires_at > now())`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((r) => ({
      ...r,
      role: r.role === "admin" ? ("admin" as const) : ("user" as const),
      banExpires: r.banExpires?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      activeSessions: Number(r.activeSessions),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function setUserRole(db: Db, userId: string, role: "admin" | "user", meta: AdminMeta) {
  const user = await requireUser(db, userId);
  if (user.role === role) return { id: user.id, role };
  if (role === "user") {
    const [others] = await db.select({ n: count() }).from(users).where(and(eq(users.role, "admin"), ne(users.id, userId)));
    if (Number(others?.n ?? 0) === 0) throw new HttpError(409, "last_admin", "admin.errors.last_admin");
  }
  await db.update(users).set({ role }).where(eq(users.id, userId));
  await recordAudit(db, { action: "admin.role_changed", actorId: meta.actorId, target: userId, ip: meta.ip, userAgent: meta.userAgent, metadata: { email: user.email, from: user.role, to: role } });
  return { id: user.id, role };
}

export async function banUser(db: Db, userId: string, input: BanUserInput, meta: AdminMeta) {
  if (userId === meta.actorId) throw new HttpError(400, "cannot_ban_self", "admin.errors.cannot_ban_self");
  const user = await requireUser(db, userId);
  const banExpires = input.expiresAt ? new Date(input.expiresAt) : null;
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ banned: true, banReason: input.reason || null, banExpires }).where(eq(users.id, userId));
    return tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  });
  // A ban ends the tokens and the feed for good: lifting it later gives back no old secret.
  const revoked = await revokeLongLivedCredentials(db, userId);
  await recordAudit(db, {
    action: "admin.user_banned",
    actorId: meta.actorId,
    target: userId,
    ip: meta.ip,
    userAgent: meta.userAgent,
    metadata: { email: user.email, reason: input.reason || null, expiresAt: banExpires?.toISOString() ?? null, sessionsEnded: ended.length, apiKeysRevoked: revoked.tokens, calendarFeedsRevoked: revoked.feeds },
  });
  return { id: userId, banned: true, banReason: input.reason || null, banExpires: banExpires?.toISOString() ?? null };
}

export async function unbanUser(db: Db, userId: string, meta: AdminMeta) {
  const user = await requireUser(db, userId);
  await db.update(users).set({ banned: false, banReason: null, banExpires: null }).where(eq(users.id, userId));
  await recordAudit(db, { action: "admin.user_unbanned", actorId: meta.actorId, target: userId, ip: meta.ip, userAgent: meta.userAgent, metadata: { email: user.email } });
  return { id: userId, banned: false, banReason: null, banExpires: null };
}

export async function revokeUserSessions(db: Db, userId: string, meta: AdminMeta) {
  const user = await requireUser(db, userId);
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  await recordAudit(db, {
    action: "admin.sessions_revoked",
    actorId: meta.actorId,
    target: userId,
    ip: meta.ip,
    userAgent: meta.userAgent,
    metadata: { email: user.email, sessionsEnded: ended.length },
  });
  return { revoked: ended.length };
}

// The account an entry is about (a ban, a role change), joined a second time under its own name.
const targetUsers = alias(users, "target_users");

export type AuditQuery = { action?: string; actorEmail?: string; from?: string; to?: string; page: number; pageSize: number };

export async function listAuditLog(db: Db, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(query.action.endsWith(".") ? ilike(auditLog.action, `${escapeLike(query.action)}%`) : eq(auditLog.action, query.action));
  if (query.actorEmail) conditions.push(ilike(users.email, `%${escapeLike(query.actorEmail.trim())}%`));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(query.from)));
  if (query.to) {
    // A bare date means the whole of that day.
    if (/^\d{4}-\d{2}-\d{2}$/.test(query.to)) conditions.push(lt(auditLog.createdAt, new Date(Date.parse(query.to) + 24 * 60 * 60 * 1000)));
    else conditions.push(lte(auditLog.createdAt, new Date(query.to)));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      actorName: users.name,
      target: auditLog.target,
      targetId: targetUsers.id,
      targetEmail: targetUsers.email,
      targetName: targetUsers.name,
      workspaceId: auditLog.workspaceId,
      ipAddress: auditLog.ipAddress,
      userAgent: auditLog.userAgent,
      metadata: auditLog.metadata,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(targetUsers, eq(targetUsers.id, auditLog.target))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ actorId, actorEmail, actorName, targetId, targetEmail, targetName, createdAt, ...r }) => ({
      ...r,
      actor: actorId && actorEmail ? { id: actorId, email: actorEmail, name: actorName ?? "" } : null,
      targetUser: targetId && targetEmail ? { id: targetId, email: targetEmail, name: targetName ?? "" } : null,
      createdAt: createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
