import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users, workspaces } from "./accounts";

// An uploaded file, parsed, waiting for its column mapping and the user's go-ahead. Kept a day.
export const imports = pgTable(
  "imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
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
