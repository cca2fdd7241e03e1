import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, workspaceMembers, workspaces } from "../db/schema/accounts";
import { isWorkspaceRole, type WorkspaceRole } from "../domain/authorization";
import { pickLanguage } from "../domain/i18n/translate";
import { translate } from "./i18n/messages";

// Workspaces every feature needs: the personal one each user gets, and "which role has this user
// here". Team management itself lives in features/team.

export type Membership = { id: string; workspaceId: string; userId: string; role: WorkspaceRole };

const PERSONAL = JSON.stringify({ personal: true });

export function personalWorkspaceSlug(userId: string): string {
  return `personal-${userId.toLowerCase().replace(/[^a-z0-9]/g, "")}`;
}

/** The user's personal workspace, made (owner) when missing. Safe to call again and concurrently. */
export async function ensurePersonalWorkspace(db: Db, user: { id: string; name?: string | null; email: string; locale?: string | null }): Promise<string> {
  const slug = personalWorkspaceSlug(user.id);
  const existing = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, slug)).limit(1);
  if (existing[0]) return existing[0].id;
  const lang = pickLanguage(user.locale) ?? "es";
  const who = user.name?.trim() || user.email.split("@")[0] || user.email;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(workspaces)
      .values({ id, name: translate(lang, "workspace.personal_name", { name: who }).slice(0, 200), slug, metadata: PERSONAL })
      .onConflictDoNothing({ target: workspaces.slug })
      .returning({ id: workspaces.id });
    if (inserted[0]) {
      await tx.insert(workspaceMembers).values({ id: randomUUID(), organizationId: id, userId: user.id, role: "owner" }).onConflictDoNothing();
    }
  });
  const row = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, slug)).limit(1);
  return row[0]?.id ?? id;
}

export async function findPersonalWorkspaceId(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, personalWorkspaceSlug(userId))).limit(1);
  return row[0]?.id;
}

export async function findMembership(db: Db, workspaceId: string, userId: string): Promise<Membership | undefined> {
  const rows = await db
    .select({ id: workspaceMembers.id, workspaceId: workspaceMembers.organizationId, userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.organizationId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  const row = rows[0];
  if (!row || !isWorkspaceRole(row.role)) return undefined;
  return { ...row, role: row.role };
}

export type WorkspaceSummary = { id: string; name: string; slug: string; role: WorkspaceRole; isPersonal: boolean };

export async function listUserWorkspaces(db: Db, userId: string): Promise<WorkspaceSummary[]> {
  const rows = await db
    .select({ id: workspaces.id, name: workspaces.name, slug: workspaces.slug, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.organizationId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaces.createdAt), asc(workspaces.name));
  return rows
    .filter((r) => isWorkspaceRole(r.role))
    .map((r) => ({ ...r, role: r.role as WorkspaceRole, isPersonal: r.slug === personalWorkspaceSlug(userId) }));
}

/** The first account of an installation administers it. Only when it is the only user. */
export async function makeFirstUserAdmin(db: Db, userId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role: "admin" })
    .where(and(eq(users.id, userId), sql`not exists (select 1 from ${users} u2 where u2.id <> ${userId})`))
    .returning({ id: users.id });
  return updated.length > 0;
}
