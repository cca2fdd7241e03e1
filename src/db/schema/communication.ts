import { sql } from "drizzle-orm";
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
    // "project" (one per project), "workspace", or "direct" (a conversation of its participants only: decision 0910)
    kind: text("kind").notNull(),
    // A direct conversation's participants, sorted and joined: one conversation per set of people.
    directKey: text("direct_key"),
    name: text("name").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("channels_project_uq").on(t.projectId), index("channels_workspace_idx").on(t.workspaceId), uniqueIndex("channels_direct_uq").on(t.workspaceId, t.directKey)],
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
    // A line of the conversation's own history rather than a message (decision 0942): who added
    // whom, who left. Its body is empty; it is never edited, replied to, searched or mentioned.
    event: jsonb("event").$type<{ type: "added" | "left"; userIds: string[] }>(),
    // The body folded for search (lower case, accents removed), '' once deleted (decision 0911).
    searchText: text("search_text").notNull().default(""),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("channel_messages_channel_created_idx").on(t.channelId, t.createdAt, t.id),
    index("channel_messages_parent_idx").on(t.parentId),
    // Words as written (prefixes), and Spanish and English stems, of the folded text (decision 0911).
    index("channel_messages_search_idx").using("gin", sql`(to_tsvector('simple'::regconfig, ${t.searchText}) || to_tsvector('spanish'::regconfig, ${t.searchText}) || to_tsvector('english'::regconfig, ${t.searchText}))`),
  ],
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

/** Who takes part in a direct conversation (decision 0910): only they read it, post to it or hear of it. */
export const channelParticipants = pgTable(
  "channel_participants",
  {
    channelId: uuid("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index("channel_participants_user_idx").on(t.userId)],
);
