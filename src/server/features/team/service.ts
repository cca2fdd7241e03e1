import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, workspaceInvitations, workspaceMembers, workspaces } from "../../../db/schema/accounts";
import type { InviteMemberInput } from "../../../domain/accounts/schemas";
import { decideInvite, decideRemoval, decideRoleChange, isWorkspaceRole, type Decision, type WorkspaceRole } from "../../../domain/authorization";
import { pickLanguage, type Language } from "../../../domain/i18n/translate";
import { recordAudit, type AuditEvent } from "../../audit";
import { HttpError, forbidden, notFound } from "../../errors";
import type { Mailer } from "../../mail/mailer";
import { renderMail } from "../../mail/templates";
import type { SessionInfo } from "../../plugins/auth";
import type { Membership } from "../../workspaces";

// Members and invitations of a workspace. Who may do what is decided by src/domain/authorization.

export const INVITATION_DAYS = 7;

export type RequestMeta = { ip: string; userAgent: string | null; lang: Language };

// A team change in the audit log, as done by `by` in its workspace through this request.
function auditTeam(db: Db, meta: RequestMeta, by: { userId: string; workspaceId: string }, event: Pick<AuditEvent, "action" | "target" | "metadata">) {
  return recordAudit(db, { ...event, actorId: by.userId, workspaceId: by.workspaceId, ip: meta.ip, userAgent: meta.userAgent });
}

function refuse(decision: Decision & { ok: false }): HttpError {
  if (decision.reason === "last_owner") return new HttpError(409, "last_owner", "team.errors.last_owner");
  if (decision.reason === "owner_protected") return new HttpError(403, "owner_protected", "team.errors.owner_protected");
  return forbidden();
}

async function ownerCount(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.organizationId, workspaceId), eq(workspaceMembers.role, "owner")));
  return Number(row?.n ?? 0);
}

async function findMember(db: Db, workspaceId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.id, memberId), eq(workspaceMembers.organizationId, workspaceId)))
    .limit(1);
  if (!row || !isWorkspaceRole(row.role)) throw notFound();
  return { ...row, role: row.role };
}

/** The rows whose role this version knows; one it does not know is left out rather than guessed. */
function withKnownRole<T extends { role: string }>(rows: T[]): (T & { role: WorkspaceRole })[] {
  return rows.filter((r): r is T & { role: WorkspaceRole } => isWorkspaceRole(r.role));
}

export async function listMembers(db: Db, workspaceId: string) {
  const rows = await db
    .select({
      id: workspaceMembers.id,
      userId: users.id,
      email: users.email,
      name: users.name,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.organizationId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt));
  return {
    items: withKnownRole(rows).map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() })),
  };
}

export async function changeMemberRole(db: Db, actor: Membership, memberId: string, newRole: WorkspaceRole, meta: RequestMeta) {
  const target = await findMember(db, actor.workspaceId, memberId);
  const decision = decideRoleChange({ actorRole: actor.role, targetRole: target.role, newRole, ownerCount: await ownerCount(db, actor.workspaceId) });
  if (!decision.ok) throw refuse(decision);
  if (target.role !== newRole) {
    await db.update(workspaceMembers).set({ role: newRole }).where(eq(workspaceMembers.id, target.id));
    await auditTeam(db, meta, actor, { action: "team.member_role_changed", target: target.userId, metadata: { from: target.role, to: newRole } });
  }
  return { id: target.id, userId: target.userId, role: newRole };
}

export async function removeMember(db: Db, actor: Membership, memberId: string, meta: RequestMeta) {
  const target = await findMember(db, actor.workspaceId, memberId);
  const decision = decideRemoval({
    actorRole: actor.role,
    targetRole: target.role,
    isSelf: target.userId === actor.userId,
    ownerCount: await ownerCount(db, actor.workspaceId),
  });
  if (!decision.ok) throw refuse(decision);
  await db.delete(workspaceMembers).where(and(eq(workspaceMembers.id, target.id), eq(workspaceMembers.organizationId, actor.workspaceId)));
  await auditTeam(db, meta, actor, { action: "team.member_removed", target: target.userId, metadata: { role: target.role, left: target.userId === actor.userId } });
  return { userId: target.userId };
}

function invitationStatus(row: { status: string; expiresAt: Date }): "pending" | "accepted" | "canceled" | "expired" {
  if (row.status === "pending" && row.expiresAt.getTime() <= Date.now()) return "expired";
  if (row.status === "accepted" || row.status === "canceled" || row.status === "expired") return row.status;
  return "pending";
}

export async function listInvitations(db: Db, workspaceId: string) {
  const rows = await db
    .select({
      id: workspaceInvitations.id,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      status: workspaceInvitations.status,
      expiresAt: workspaceInvitations.expiresAt,
      createdAt: workspaceInvitations.createdAt,
      inviterId: users.id,
      inviterName: users.name,
      inviterEmail: users.email,
    })
    .from(workspaceInvitations)
    .innerJoin(users, eq(users.id, workspaceInvitations.inviterId))
    .where(eq(workspaceInvitations.organizationId, workspaceId))
    .orderBy(desc(workspaceInvitations.createdAt));
  return {
    items: withKnownRole(rows).map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role,
      status: invitationStatus(r),
      expiresAt: r.expiresAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      inviter: { id: r.inviterId, name: r.inviterName, email: r.inviterEmail },
    })),
  };
}

export async function createInvitation(db: Db, mailer: Mailer, publicUrl: string, actor: Membership & { name: string; email: string }, input: InviteMemberInput, meta: RequestMeta) {
  const decision = decideInvite(actor.role, input.role);
  if (!decision.ok) throw refuse(decision);
  const [already] = await db
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.organizationId, actor.workspaceId), eq(users.email, input.email)))
    .limit(1);
  if (already) throw new HttpError(409, "already_member", "team.errors.already_member");
  const [pending] = await db
    .select({ id: workspaceInvitations.id })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.organizationId, actor.workspaceId),
        eq(workspaceInvitations.email, input.email),
        eq(workspaceInvitations.status, "pending"),
        gt(workspaceInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (pending) throw new HttpError(409, "invitation_pending", "team.errors.invitation_pending");

  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, actor.workspaceId)).limit(1);
  if (!workspace) throw notFound();
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(workspaceInvitations).values({ id, organizationId: actor.workspaceId, email: input.email, role: input.role, status: "pending", expiresAt, inviterId: actor.userId });

  // In the invited person's language when they already have an account, else the inviter's.
  const [invited] = await db.select({ name: users.name, locale: users.locale }).from(users).where(eq(users.email, input.email)).limit(1);
  const lang = pickLanguage(invited?.locale) ?? meta.lang;
  const link = `${publicUrl}/team/invitations/${id}`;
  const rendered = renderMail("invitation", lang, {
    link,
    name: invited?.name,
    expires: { days: INVITATION_DAYS },
    workspace: workspace.name,
    inviter: actor.name || actor.email,
    role: input.role,
  });
  await mailer.send({ kind: "invitation", to: input.email, link, ...rendered });
  await auditTeam(db, meta, actor, { action: "team.invitation_created", target: id, metadata: { email: input.email, role: input.role } });
  return { id, email: input.email, role: input.role, status: "pending" as const, expiresAt: expiresAt.toISOString() };
}

export async function revokeInvitation(db: Db, actor: Membership, invitationId: string, meta: RequestMeta) {
  const updated = await db
    .update(workspaceInvitations)
    .set({ status: "canceled" })
    .where(and(eq(workspaceInvitations.id, invitationId), eq(workspaceInvitations.organizationId, actor.workspaceId), eq(workspaceInvitations.status, "pending")))
    .returning({ id: workspaceInvitations.id, email: workspaceInvitations.email });
  if (!updated[0]) throw notFound();
  await auditTeam(db, meta, actor, { action: "team.invitation_revoked", target: invitationId, metadata: { email: updated[0].email } });
}

/** The invitation, for the signed-in person it was sent to; anyone else learns nothing about it. */
async function invitationForInvitee(db: Db, session: SessionInfo, invitationId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(invitationId)) throw notFound();
  const [row] = await db
    .select({
      id: workspaceInvitations.id,
      workspaceId: workspaceInvitations.organizationId,
      workspaceName: workspaces.name,
      email: workspaceInvitations.email,
      role: workspaceInvitations.role,
      status: workspaceInvitations.status,
      expiresAt: workspaceInvitations.expiresAt,
      inviterName: users.name,
      inviterEmail: users.email,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.organizationId))
    .innerJoin(users, eq(users.id, workspaceInvitations.inviterId))
    .where(eq(workspaceInvitations.id, invitationId))
    .limit(1);
  if (!row || !isWorkspaceRole(row.role)) throw notFound();
  if (row.email.toLowerCase() !== session.user.email.toLowerCase()) throw new HttpError(403, "invitation_wrong_email", "team.errors.invitation_wrong_email");
  return { ...row, role: row.role };
}

export async function getInvitation(db: Db, session: SessionInfo, invitationId: string) {
  const row = await invitationForInvitee(db, session, invitationId);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: invitationStatus(row),
    expiresAt: row.expiresAt.toISOString(),
    workspace: { id: row.workspaceId, name: row.workspaceName },
    inviter: { name: row.inviterName, email: row.inviterEmail },
  };
}

export async function acceptInvitation(db: Db, session: SessionInfo, invitationId: string, meta: RequestMeta) {
  const row = await invitationForInvitee(db, session, invitationId);
  if (!session.user.emailVerified) throw new HttpError(403, "EMAIL_NOT_VERIFIED", "auth.errors.email_not_verified");
  const status = invitationStatus(row);
  if (status === "expired") throw new HttpError(409, "invitation_expired", "team.errors.invitation_expired");
  if (status !== "pending") throw new HttpError(409, "invitation_not_pending", "team.errors.invitation_not_pending");
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(workspaceInvitations)
      .set({ status: "accepted" })
      .where(and(eq(workspaceInvitations.id, row.id), eq(workspaceInvitations.status, "pending")))
      .returning({ id: workspaceInvitations.id });
    if (!claimed[0]) throw new HttpError(409, "invitation_not_pending", "team.errors.invitation_not_pending");
    await tx
      .insert(workspaceMembers)
      .values({ id: randomUUID(), organizationId: row.workspaceId, userId: session.user.id, role: row.role })
      .onConflictDoNothing();
  });
  await auditTeam(db, meta, { userId: session.user.id, workspaceId: row.workspaceId }, { action: "team.invitation_accepted", target: row.id, metadata: { role: row.role } });
  return { workspaceId: row.workspaceId, role: row.role };
}
