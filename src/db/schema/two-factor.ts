import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { belongsToUser } from "./accounts";

// Better Auth's two-factor plugin (decision 0415): one row per user who started setting up TOTP.
// The secret and the recovery codes are encrypted by Better Auth with the app's secret; `verified`
// turns true with the first correct code. The failure count and lock are the plugin's own
// account-level lock, beside our rate limits.
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: belongsToUser(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factors_user_idx").on(t.userId)],
);
