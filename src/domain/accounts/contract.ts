import { z } from "zod";
import { workspaceRoles } from "../authorization";

// What Better Auth's endpoints under /api/auth answer, as the server passes them through
// (src/server/features/auth/routes.ts copies Better Auth's JSON as it is, so these schemas
// document the answers; Fastify does not re-serialise them). Loose objects: Better Auth may add
// fields in a minor version.

export const authUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const accountSessionSchema = z.looseObject({
  id: z.string(),
  token: z.string(),
  userId: z.string(),
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const signUpResponseSchema = z.looseObject({ token: z.string().nullable(), user: authUserSchema });
export const signInResponseSchema = z.union([
  z.looseObject({ redirect: z.boolean(), token: z.string(), url: z.string().nullable().optional(), user: authUserSchema }),
  // An account with two-step verification: no session yet; /api/auth/two-factor/verify-* comes next (decision 0415).
  z.looseObject({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) }),
]);
export const changePasswordResponseSchema = z.looseObject({ token: z.string().nullable(), user: authUserSchema });

/** get-session: the session and its user, or null when the caller is not signed in. */
export const currentSessionSchema = z.looseObject({ session: accountSessionSchema, user: authUserSchema }).nullable();
export type CurrentSession = z.infer<typeof currentSessionSchema>;

export const accountSessionListSchema = z.array(accountSessionSchema);

export const authStatusSchema = z.looseObject({ status: z.boolean() });
export const authSuccessSchema = z.looseObject({ success: z.boolean() });
export const socialSignInSchema = z.looseObject({ url: z.string(), redirect: z.boolean() });

/** 302: the browser is sent on (Location header); nothing in the body worth reading. */
export const redirectSchema = z.null().describe("Redirect (see the Location header)");

// What /api/v1/me and a workspace's members answer (src/server/features/me and team). Every field
// the web reads must be named here: Fastify serialises with these schemas.

export const meSchema = z.looseObject({
  user: z.looseObject({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    /** The installation's role: "admin" administers every workspace (the sidebar's administration). */
    role: z.enum(["admin", "user"]),
    locale: z.enum(["es", "en"]),
    timeZone: z.string(),
    preferences: z.record(z.string(), z.unknown()),
  }),
  isAdmin: z.boolean(),
  activeWorkspaceId: z.string().nullable(),
  workspaces: z.array(z.looseObject({ id: z.string(), name: z.string(), slug: z.string(), role: z.enum(workspaceRoles) })),
});
export type Me = z.infer<typeof meSchema>;

export const securityEventListSchema = z.object({
  items: z.array(
    z.looseObject({
      id: z.number(),
      action: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      metadata: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export type SecurityEvent = z.infer<typeof securityEventListSchema>["items"][number];

export const memberSchema = z.looseObject({ id: z.string(), userId: z.string(), email: z.string(), name: z.string(), role: z.enum(workspaceRoles), joinedAt: z.string() });
export type Member = z.infer<typeof memberSchema>;

export const memberListSchema = z.object({ items: z.array(memberSchema) });

const invitationStatusSchema = z.enum(["pending", "accepted", "canceled", "expired"]);
const invitedBySchema = z.looseObject({ name: z.string(), email: z.string() });

/** A row of GET /api/v1/workspaces/:workspaceId/invitations. */
export const invitationSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  role: z.enum(workspaceRoles),
  status: invitationStatusSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
  inviter: invitedBySchema.extend({ id: z.string() }),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ items: z.array(invitationSchema) });

/** GET /api/v1/invitations/:invitationId, for the person it was sent to. */
export const invitationDetailSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  role: z.enum(workspaceRoles),
  status: invitationStatusSchema,
  expiresAt: z.string(),
  workspace: z.looseObject({ id: z.string(), name: z.string() }),
  inviter: invitedBySchema,
});
export type InvitationDetail = z.infer<typeof invitationDetailSchema>;

export const acceptedInvitationSchema = z.looseObject({ workspaceId: z.string(), role: z.enum(workspaceRoles) });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

// What the installation's administrators read: /api/v1/admin/users and /api/v1/admin/audit-log.

export const adminUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(["admin", "user"]),
  emailVerified: z.boolean(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  createdAt: z.string(),
  activeSessions: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({ items: z.array(adminUserSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const auditEntrySchema = z.looseObject({
  id: z.number(),
  action: z.string(),
  actor: z.looseObject({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  target: z.string().nullable(),
  /** The account the entry is about, when its target is one: shown by name and e-mail, not by id. */
  targetUser: z.looseObject({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  workspaceId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number(), page: z.number(), pageSize: z.number() });
