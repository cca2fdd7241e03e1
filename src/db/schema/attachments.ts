import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";
import { belongsToWorkspace, users } from "./accounts";
import { projects } from "./projects";

// Attachments (decision 0915): the file's bytes live in the storage (a folder or an S3 bucket) under
// storage_key; this row says whose it is. An upload starts unclaimed (owner_kind null, only its
// uploader sees it) and is claimed by the comment or message it is posted with; unclaimed uploads
// older than a day are removed by the daily sweep.

export const attachments = pgTable(
  "attachments",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    // The project of a task's attachment (its readers are the project's), null for a workspace channel.
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    // Where it was uploaded: "task:<id>" or "channel:<id>"; the claim must match it.
    scope: text("scope").notNull(),
    // "task_comment" or "channel_message" once posted; null while only uploaded.
    ownerKind: text("owner_kind"),
    ownerId: uuid("owner_id"),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("attachments_owner_idx").on(t.ownerKind, t.ownerId), index("attachments_workspace_created_idx").on(t.workspaceId, t.createdAt)],
);
