import { bigint, boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { belongsToUser, sessions } from "./accounts";
import { createdAt, uuidPrimaryKey } from "./columns";

// Passkeys (WebAuthn, decision 0416): one row per credential an account registered. The public key
// is the COSE key the authenticator gave (base64url); the counter guards against cloned keys. A
// credential id belongs to one account only.
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    name: text("name").notNull(),
    credentialId: text("credential_id").notNull().unique(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    aaguid: text("aaguid"),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

// A WebAuthn challenge, used once: taken (deleted) by the answer that quotes it, refused after it
// expires. A registration's challenge belongs to the signed-in account; a sign-in's to nobody yet.
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    challenge: text("challenge").notNull().unique(),
    purpose: text("purpose", { enum: ["register", "sign-in"] }).notNull(),
    userId: text("user_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("passkey_challenges_expires_idx").on(t.expiresAt)],
);

// A session opened with a passkey (signing in with it, or adding one with user verification while
// signed in): the session has had two factors, so it passes a workspace's MFA requirement (0416).
export const passkeySessions = pgTable("passkey_sessions", {
  sessionId: text("session_id")
    .primaryKey()
    .references(() => sessions.id, { onDelete: "cascade" }),
  passkeyId: uuid("passkey_id")
    .notNull()
    .references(() => passkeys.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});
