import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, uuidPrimaryKey } from "./columns";
import { belongsToWorkspace, users } from "./accounts";
import { projects } from "./projects";

// Team communication (decision 0901): a channel per project (made on first sight of the project)
// and the workspace's own channels; messages with replies (parent_id), edits and soft deletes;
// each member's read marker per channel, from which the unread counts come.

export const channels = pgTable(
  "channels",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    // "project" (one per project) or "workspace"
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("channels_project_uq").on(t.projectId), index("channels_workspace_idx").on(t.workspaceId)],
);

export const channelMessages = pgTable(
  "channel_messages",
  {
    id: uuidPrimaryKey(),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    parentId: uuid("parent_id"),
    mentions: jsonb("mentions").$type<string[]>().notNull().default([]),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("channel_messages_channel_created_idx").on(t.channelId, t.createdAt), index("channel_messages_parent_idx").on(t.parentId)],
);

export const channelReads = pgTable(
  "channel_reads",
  {
    channelId: uuid("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] })],
);
