import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";
import { belongsToUser, belongsToWorkspace } from "./accounts";
import type { ImportedFieldDefinition } from "../../domain/import/field-definitions";

// An uploaded file, parsed, waiting for its column mapping and the user's go-ahead. Kept a day.
export const imports = pgTable(
  "imports",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    workspaceId: belongsToWorkspace(),
    filename: text("filename").notNull(),
    format: text("format").notNull(),
    // The tool that wrote the file (jira, trello, linear, plane, rumbo, generic).
    source: text("source").notNull().default("generic"),
    columns: jsonb("columns").$type<string[]>().notNull(),
    rows: jsonb("rows").$type<Record<string, unknown>[]>().notNull(),
    rowCount: integer("row_count").notNull(),
    // Rumbo's own JSON export carries its custom fields' definitions: the commit creates those the
    // target project lacks (decision 1220). Null for other files.
    fieldDefinitions: jsonb("field_definitions").$type<ImportedFieldDefinition[]>(),
    status: text("status").notNull().default("uploaded"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("imports_user_idx").on(t.userId)],
);

/**
 * The column mapping last used per workspace, source tool and entity (decision 1209): the next
 * file from the same tool opens pre-mapped. The reading choice (number locale, date order) too.
 */
export const importMappings = pgTable(
  "import_mappings",
  {
    workspaceId: belongsToWorkspace(),
    source: text("source").notNull(),
    entity: text("entity").notNull(),
    mapping: jsonb("mapping").$type<Record<string, string>>().notNull(),
    numberLocale: text("number_locale").notNull().default("auto"),
    dateOrder: text("date_order").notNull().default("auto"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.source, t.entity] })],
);
