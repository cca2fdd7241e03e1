import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";
import { belongsToUser, belongsToWorkspace } from "./accounts";

// An uploaded file, parsed, waiting for its column mapping and the user's go-ahead. Kept a day.
export const imports = pgTable(
  "imports",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    workspaceId: belongsToWorkspace(),
    filename: text("filename").notNull(),
    format: text("format").notNull(),
    columns: jsonb("columns").$type<string[]>().notNull(),
    rows: jsonb("rows").$type<Record<string, unknown>[]>().notNull(),
    rowCount: integer("row_count").notNull(),
    status: text("status").notNull().default("uploaded"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("imports_user_idx").on(t.userId)],
);
