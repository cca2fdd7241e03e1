import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, workspaceMembers, workspaces } from "../../../db/schema/accounts";
import { passkeySessions, passkeys } from "../../../db/schema/passkeys";
import type { MfaStatus } from "../../../domain/mfa/contract";
import { recordAudit } from "../../audit";
import { HttpError } from "../../errors";

// The caller's MFA at a glance, and a workspace's requirement (decision 0415).

export type RequestMeta = { ip: string; userAgent: string | null };

/** TOTP on, or a passkey registered (decision 0416). */
// Written out: Drizzle leaves a single table's columns unqualified, and "id" would then be the passkey's.
const anyFactor = sql<boolean>`("users"."two_factor_enabled" or exists (select 1 from "passkeys" "p" where "p"."user_id" = "users"."id"))`;

export async function hasMfa(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: anyFactor }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.on === true;
}

export async function mfaStatus(db: Db, userId: string, sessionId: string, recoveryCodesLeft: () => Promise<number | null>, trustDays: number): Promise<MfaStatus> {
  const [totp] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  const enabled = totp?.on === true;
  const keys = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId));
  const [viaPasskey] = await db.select({ id: passkeySessions.sessionId }).from(passkeySessions).where(eq(passkeySessions.sessionId, sessionId)).limit(1);
  const requiredBy = await db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.organizationId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaces.requireMfa, true)))
    .orderBy(workspaces.name);
  return { enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft() : null, requiredBy, trustDays, passkeys: keys.length, sessionWithPasskey: viaPasskey !== undefined };
}

export async function getRequirement(db: Db, workspaceId: string) {
  const [row] = await db.select({ required: workspaces.requireMfa }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  const members = await db
    .select({ on: anyFactor })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.organizationId, workspaceId));
  return { required: row?.required === true, members: members.length, membersWithMfa: members.filter((m) => m.on).length };
}

/**
 * Turns the requirement on or off. Whoever turns it on must have MFA themselves, or they would shut
 * themselves out of the workspace at once.
 */
export async function setRequirement(db: Db, input: { workspaceId: string; actorId: string; required: boolean }, meta: RequestMeta) {
  if (input.required && !(await hasMfa(db, input.actorId))) throw new HttpError(409, "mfa_not_enabled", "mfa.errors.enable_yours_first");
  const before = await getRequirement(db, input.workspaceId);
  if (before.required !== input.required) {
    await db.update(workspaces).set({ requireMfa: input.required }).where(inArray(workspaces.id, [input.workspaceId]));
    await recordAudit(db, {
      action: "workspace.mfa_requirement_changed",
      actorId: input.actorId,
      target: input.workspaceId,
      workspaceId: input.workspaceId,
      ip: meta.ip,
      userAgent: meta.userAgent,
      metadata: { required: input.required, membersWithoutMfa: before.members - before.membersWithMfa },
    });
  }
  return getRequirement(db, input.workspaceId);
}
