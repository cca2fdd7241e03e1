import type { Db } from "../../src/db/client";
import { apiTokens } from "../../src/db/schema/api-tokens";
import { hashApiToken } from "../../src/server/principal";
import { seedAccounts } from "../../src/server/testing/accounts";

// The benchmarks' people: each owns a personal workspace, and the ones driven over HTTP carry an API token.

export async function seedOwners(db: Db, owners: { userId: string; workspaceId: string; name?: string }[]): Promise<void> {
  await seedAccounts(db, {
    users: owners.map(({ userId, name }) => ({ id: userId, name })),
    workspaces: owners.map(({ userId, workspaceId, name }) => ({ id: workspaceId, name: name ?? workspaceId.toUpperCase(), slug: `personal-${userId}`, members: { [userId]: "owner" } })),
  });
}

export async function seedApiTokens(db: Db, tokens: { userId: string; workspaceId: string; token: string }[]): Promise<void> {
  await db.insert(apiTokens).values(tokens.map(({ userId, workspaceId, token }) => ({ userId, workspaceId, name: "bench", tokenHash: hashApiToken(token), prefix: token.slice(0, 12) })));
}
