import type { Db } from "../db/client";
import { auditLog } from "../db/schema/activity";

// Security and administration events. Never a password, a token or a secret: metadata keys that
// look like one are dropped before the row is written.

export const auditActions = [
  "auth.sign_up",
  "auth.sign_in",
  "auth.sign_in_failed",
  "auth.sign_out",
  "auth.rate_limited",
  "auth.email_verified",
  "auth.verification_sent",
  "auth.password_changed",
  "auth.password_reset_requested",
  "auth.password_reset",
  "auth.email_change_requested",
  "auth.email_changed",
  "auth.session_revoked",
  "auth.sessions_revoked",
  "auth.account_deleted",
  "auth.mfa_challenged",
  "auth.mfa_enabled",
  "auth.mfa_disabled",
  "auth.mfa_recovery_codes_regenerated",
  "auth.mfa_recovery_code_used",
  "auth.mfa_failed",
  "auth.passkey_registered",
  "auth.passkey_renamed",
  "auth.passkey_deleted",
  "auth.passkey_failed",
  "workspace.mfa_requirement_changed",
  "admin.role_changed",
  "admin.user_banned",
  "admin.user_unbanned",
  "admin.sessions_revoked",
  "team.invitation_created",
  "team.invitation_revoked",
  "team.invitation_accepted",
  "team.member_role_changed",
  "team.member_removed",
  "team.active_workspace_changed",
  "timesheet.submitted",
  "timesheet.approved",
  "timesheet.rejected",
  "timesheet.reopened",
] as const;
export type AuditAction = (typeof auditActions)[number];

export type AuditEvent = {
  action: AuditAction;
  /** Who did it (null when nobody is signed in, e.g. a failed sign-in). */
  actorId?: string | null;
  /** Whom or what it concerns: a user id, an invitation id... */
  target?: string | null;
  workspaceId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  metadata?: Record<string, unknown>;
};

const SECRET_KEY = /pass(word)?|token|secret|hash|cookie|authorization/i;

function clean(metadata: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(metadata).filter(([key, value]) => !SECRET_KEY.test(key) && value !== undefined));
}

export type AuditLogger = { error(object: Record<string, unknown>, message: string): void };

/** Writes one event; a failure is logged, never thrown, so auditing cannot break a sign-in. */
export async function recordAudit(db: Db, event: AuditEvent, log?: AuditLogger): Promise<void> {
  try {
    await db.insert(auditLog).values({
      action: event.action,
      actorId: event.actorId ?? null,
      target: event.target ?? null,
      workspaceId: event.workspaceId ?? null,
      ipAddress: event.ip?.slice(0, 100) ?? null,
      userAgent: event.userAgent?.slice(0, 500) ?? null,
      metadata: clean(event.metadata),
    });
  } catch (error) {
    log?.error({ err: error, action: event.action }, "could not write the audit log");
  }
}
