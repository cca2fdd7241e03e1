// Readable names for what the security log and the session list hold.

/** "Chrome en Linux"-style parts of a user agent: the browser and the system, when known. */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\//.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrom(e|ium)\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : null;
  const os = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad|iOS/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return { browser, os };
}

export const knownActions = [
  "auth.sign_up", "auth.sign_in", "auth.sign_in_failed", "auth.sign_out", "auth.rate_limited", "auth.verification_sent",
  "auth.email_verified", "auth.password_changed", "auth.password_reset_requested", "auth.password_reset",
  "auth.email_change_requested", "auth.email_changed", "auth.session_revoked", "auth.sessions_revoked", "auth.account_deleted",
  "admin.role_changed", "admin.user_banned", "admin.user_unbanned", "admin.sessions_revoked", "team.invitation_created",
  "team.invitation_revoked", "team.invitation_accepted", "team.member_role_changed", "team.member_removed",
  "auth.mfa_challenged", "auth.mfa_enabled", "auth.mfa_disabled", "auth.mfa_recovery_codes_regenerated", "auth.mfa_recovery_code_used",
  "auth.mfa_failed", "workspace.mfa_requirement_changed",
  "auth.passkey_registered", "auth.passkey_renamed", "auth.passkey_deleted", "auth.passkey_failed",
] as const;

/** The catalogue key of an audit action ("auth.sign_in" → "events.auth_sign_in"), or null. */
export function actionKey(action: string): `events.${string}` | null {
  return (knownActions as readonly string[]).includes(action) ? `events.${action.replace(".", "_")}` : null;
}

/** Failures and limits stand out in the table. */
export function isWarningAction(action: string): boolean {
  return action === "auth.sign_in_failed" || action === "auth.rate_limited" || action === "admin.user_banned" || action === "auth.mfa_failed" || action === "auth.mfa_disabled" || action === "auth.passkey_failed";
}
