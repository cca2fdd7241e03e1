import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { users, workspaceMembers, workspaces } from "../../db/schema/accounts";
import type { WorkspaceRole } from "../../domain/authorization";

export type SeedUser = Omit<typeof users.$inferInsert, "email"> & { email?: string };
/** A workspace and who belongs to it: user id → role. */
export type SeedWorkspace = { id: string; name: string; slug: string; members: Record<string, WorkspaceRole> };

// Tests and benchmarks start from people already signed up, inserted straight into the tables;
// an unnamed email is `<id>@example.mx`.
export async function seedAccounts(db: Db, accounts: { users: SeedUser[]; workspaces: SeedWorkspace[] }): Promise<void> {
  await db.insert(users).values(accounts.users.map((u) => ({ ...u, email: u.email ?? `${u.id}@example.mx` })));
  await db.insert(workspaces).values(accounts.workspaces.map(({ id, name, slug }) => ({ id, name, slug })));
  await db.insert(workspaceMembers).values(accounts.workspaces.flatMap((w) => Object.entries(w.members).map(([userId, role]) => ({ id: randomUUID(), organizationId: w.id, userId, role }))));
}

/** The usual cast: Ana owns workspace `w`, where Vic is a viewer; Eve owns `w-eve` and is a stranger to `w`. */
export async function seedOwnerViewerAndStranger(db: Db): Promise<void> {
  await seedAccounts(db, {
    users: [{ id: "ana" }, { id: "vic" }, { id: "eve" }],
    workspaces: [
      { id: "w", name: "W", slug: "personal-ana", members: { ana: "owner", vic: "viewer" } },
      { id: "w-eve", name: "E", slug: "personal-eve", members: { eve: "owner" } },
    ],
  });
}
