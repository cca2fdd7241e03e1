import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { accounts, sessions, users, workspaceMembers } from "../../../db/schema/accounts";

// Queries the auth routes need around Better Auth.

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows[0]?.id;
}

/** The stored hash of the user's e-mail + password account, if they have one. */
export async function credentialPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const rows = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .limit(1);
  return rows[0]?.password ?? undefined;
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** Workspaces where the user is the only owner while other members remain (they block leaving). */
export async function soleOwnerWorkspaces(db: Db, userId: string): Promise<string[]> {
  const owned = await db
    .select({ workspaceId: workspaceMembers.organizationId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, "owner")));
  const blocked: string[] = [];
  for (const { workspaceId } of owned) {
    const [counts] = await db
      .select({
        others: sql<number>`count(*)::int`,
        otherOwners: sql<number>`count(*) filter (where ${workspaceMembers.role} = 'owner')::int`,
      })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.organizationId, workspaceId), ne(workspaceMembers.userId, userId)));
    if (counts && Number(counts.others) > 0 && Number(counts.otherOwners) === 0) blocked.push(workspaceId);
  }
  return blocked;
}
