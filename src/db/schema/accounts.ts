import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

// Tables in the shape Better Auth expects (user, session, account, verification and the
// organization plugin's organization, member, invitation), with Rumbo's own names:
// an organization is a workspace.

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull().default(""),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  // admin plugin: "admin" or "user"
  role: text("role").notNull().default("user"),
  banned: boolean("banned").notNull().default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  locale: text("locale").notNull().default("es"),
  timeZone: text("time_zone").notNull().default("America/Mexico_City"),
  // theme, density, accent... kept on the account so they follow the user (see the settings screen)
  preferences: jsonb("preferences").$type<Record<string, unknown>>().notNull().default({}),
  lastNotificationCheckAt: timestamp("last_notification_check_at", { withTimezone: true }),
  // two-factor plugin: true once a TOTP secret is confirmed with a first code (decision 0415)
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A required link to the account a row belongs to; the row goes when the account goes. */
export const belongsToUser = (column = "user_id") =>
  text(column)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: belongsToUser(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    activeOrganizationId: text("active_workspace_id"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: belongsToUser(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const workspaces = pgTable("workspaces", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  metadata: text("metadata"),
  // Members must have MFA before they reach the workspace's data (decision 0415).
  requireMfa: boolean("require_mfa").notNull().default(false),
  createdAt: createdAt(),
});

/** A required link to the workspace a row belongs to; the row goes when the workspace goes. */
export const belongsToWorkspace = () =>
  text("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });

export const workspaceRoles = ["owner", "admin", "member", "viewer"] as const;

export const workspaceMembers = pgTable(
  "workspace_members",
  {
    id: text("id").primaryKey(),
    organizationId: belongsToWorkspace(),
    userId: belongsToUser(),
    role: text("role").notNull().default("member"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("workspace_members_workspace_user_uq").on(t.organizationId, t.userId),
    index("workspace_members_user_idx").on(t.userId),
  ],
);

export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    id: text("id").primaryKey(),
    organizationId: belongsToWorkspace(),
    email: text("email").notNull(),
    role: text("role").notNull().default("member"),
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    inviterId: belongsToUser("inviter_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("workspace_invitations_workspace_idx").on(t.organizationId),
    index("workspace_invitations_email_idx").on(t.email),
  ],
);
