import { and, asc, count, eq, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { passkeyChallenges, passkeySessions, passkeys } from "../../../db/schema/passkeys";
import { PASSKEY_CHALLENGE_SECONDS, type Passkey } from "../../../domain/passkeys/contract";
import { notFound } from "../../errors";

// The passkeys' rows and their challenges (decision 0416). Every read and write of a passkey is
// scoped by its owner: another account's passkey id is not found.

export type Purpose = "register" | "sign-in";

/** Keeps a new challenge for PASSKEY_CHALLENGE_SECONDS; expired ones are swept on the way. */
export async function saveChallenge(db: Db, input: { challenge: string; purpose: Purpose; userId: string | null }, now = new Date()): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values({ ...input, expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000) });
}

/**
 * Takes a challenge: one atomic delete, so of two answers quoting it only one gets it. False when it
 * was never issued, is for another purpose or account, was used, or has expired.
 */
export async function takeChallenge(db: Db, input: { challenge: string; purpose: Purpose; userId: string | null }, now = new Date()): Promise<boolean> {
  const conditions: SQL[] = [eq(passkeyChallenges.challenge, input.challenge), eq(passkeyChallenges.purpose, input.purpose)];
  if (input.userId) conditions.push(eq(passkeyChallenges.userId, input.userId));
  const taken = await db.delete(passkeyChallenges).where(and(...conditions)).returning({ expiresAt: passkeyChallenges.expiresAt, userId: passkeyChallenges.userId });
  const row = taken[0];
  return row !== undefined && row.expiresAt > now && (input.userId !== null || row.userId === null);
}

/** The challenge an authenticator signed, read from clientDataJSON (base64url JSON); null if unreadable. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof parsed.challenge === "string" && parsed.challenge.length > 0 && parsed.challenge.length <= 200 ? parsed.challenge : null;
  } catch {
    return null;
  }
}

type Row = typeof passkeys.$inferSelect;

function toApi(row: Row): Passkey {
  return { id: row.id, name: row.name, deviceType: row.deviceType, backedUp: row.backedUp, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toApi);
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}

export async function credentialsOf(db: Db, userId: string) {
  return db.select({ id: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
}

export async function findByCredentialId(db: Db, credentialId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

/** Stores a verified credential; undefined when that credential id is already registered (to anyone). */
export async function insertPasskey(db: Db, values: Omit<typeof passkeys.$inferInsert, "id" | "createdAt">): Promise<Passkey | undefined> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing({ target: passkeys.credentialId }).returning();
  return row && toApi(row);
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<Passkey> {
  const [row] = await db.update(passkeys).set({ name }).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).returning();
  if (!row) throw notFound();
  return toApi(row);
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<Passkey> {
  const [row] = await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).returning();
  if (!row) throw notFound();
  return toApi(row);
}

/** After a sign-in: the authenticator's new counter, only forward (a clone replaying an old one loses). */
export async function recordUse(db: Db, id: string, oldCounter: number, newCounter: number, now = new Date()): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), newCounter > 0 ? lt(passkeys.counter, newCounter) : eq(passkeys.counter, oldCounter)))
    .returning({ id: passkeys.id });
  return updated.length === 1;
}

/** The session was opened (or confirmed) with this passkey: it counts as two factors (decision 0416). */
export async function markSession(db: Db, sessionId: string, passkeyId: string): Promise<void> {
  await db.insert(passkeySessions).values({ sessionId, passkeyId }).onConflictDoNothing();
}
