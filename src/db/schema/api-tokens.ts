import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";
import { belongsToUser, belongsToWorkspace } from "./accounts";

// Personal API tokens: only a SHA-256 of the token is kept; the token is shown once at creation.
// A request with a token acts with its owner's rights in the token's workspace, narrowed by its
// scope (decision 0417): "read" refuses every write; `project_ids`, when set, limits it to those
// projects. Tokens made before scopes existed keep working as read-write on every project.
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    workspaceId: belongsToWorkspace(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    // The first characters, so a user can tell tokens apart without the secret.
    prefix: text("prefix").notNull(),
    /** "read" or "read-write" (src/domain/api-tokens/scopes.ts). */
    scope: text("scope").notNull().default("read-write"),
    /** The projects the token reaches; null: every project of its workspace. */
    projectIds: uuid("project_ids").array(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);
