import { sql } from "drizzle-orm";
import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { NotificationParams } from "../../domain/notifications/render";
import { createdAt, uuidPrimaryKey } from "./columns";
import { users, workspaces, belongsToUser } from "./accounts";

export type NotificationAction = {
  type: "navigate" | "external" | "modal";
  target: string;
  projectId?: string;
};

// Unlike the specification (memory only), notifications persist per user.
export const notifications = pgTable(
  "notifications",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    // The text rendered in the recipient's language when it was made: what rows made before keys
    // existed show, and what a reader sees if a key is unknown (decision 0603).
    title: text("title").notNull(),
    message: text("message").notNull(),
    // Catalogue keys and their parameters: each reader gets the text in their current language.
    titleKey: text("title_key"),
    messageKey: text("message_key"),
    params: jsonb("params").$type<NotificationParams>(),
    // The condition it reports ("check:deadline_warning:<projectId>", "webhook:<id>", ...); while
    // it holds there is one open notification per user and subject; when it ends, resolvedAt is set.
    subject: text("subject"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    type: text("type").notNull().default("info"),
    // smart-suggestion kind (task_reminder, deadline_warning, ...) and its priority, when it came from a check
    kind: text("kind"),
    priority: text("priority"),
    action: jsonb("action").$type<NotificationAction>(),
    read: boolean("read").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    // When it went out in an e-mail digest (kinds the user chose in settings); null = not mailed.
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("notifications_user_title_message_idx").on(t.userId, t.title, t.message),
    uniqueIndex("notifications_user_open_subject_idx").on(t.userId, t.subject).where(sql`subject is not null and resolved_at is null`),
  ],
);

// Security and administration events (sign-ins, failures, limits, role changes, bans...).
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    workspaceId: text("workspace_id").references(() => workspaces.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    target: text("target"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc()),
    index("audit_log_actor_created_idx").on(t.actorId, t.createdAt.desc()),
    index("audit_log_action_idx").on(t.action),
  ],
);
