// Better Auth answers errors as { code, message } in English. Every one the web can meet is mapped
// to a catalogue key (the texts of spec §8 where the spec has one) and, when needed, a status.

export type MappedError = { key: string; status?: number };

const byCode: Record<string, MappedError> = {
  USER_ALREADY_EXISTS: { key: "auth.errors.user_already_exists", status: 422 },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { key: "auth.errors.user_already_exists", status: 422 },
  INVALID_EMAIL_OR_PASSWORD: { key: "auth.errors.invalid_credentials", status: 401 },
  EMAIL_NOT_VERIFIED: { key: "auth.errors.email_not_verified", status: 403 },
  BANNED_USER: { key: "auth.errors.banned", status: 403 },
  PASSWORD_TOO_SHORT: { key: "validation.password_too_short" },
  PASSWORD_TOO_LONG: { key: "validation.password_too_long" },
  PASSWORD_COMPROMISED: { key: "validation.password_common" },
  INVALID_PASSWORD: { key: "auth.errors.wrong_password" },
  INVALID_EMAIL: { key: "validation.invalid_email" },
  INVALID_TOKEN: { key: "auth.errors.invalid_token" },
  TOKEN_EXPIRED: { key: "auth.errors.token_expired" },
  SESSION_EXPIRED: { key: "auth.errors.session_not_fresh" },
  SESSION_NOT_FRESH: { key: "auth.errors.session_not_fresh" },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { key: "auth.errors.no_password" },
  EMAIL_ALREADY_VERIFIED: { key: "auth.errors.email_already_verified" },
  EMAIL_IS_THE_SAME: { key: "auth.errors.email_same" },
  INVALID_ORIGIN: { key: "auth.errors.invalid_origin" },
  MISSING_OR_NULL_ORIGIN: { key: "auth.errors.invalid_origin" },
  INVALID_CALLBACK_URL: { key: "auth.errors.invalid_origin" },
  INVALID_REDIRECT_URL: { key: "auth.errors.invalid_origin" },
  INVALID_ERROR_CALLBACK_URL: { key: "auth.errors.invalid_origin" },
  INVALID_NEW_USER_CALLBACK_URL: { key: "auth.errors.invalid_origin" },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { key: "auth.errors.invalid_origin" },
  PROVIDER_NOT_FOUND: { key: "auth.errors.provider_not_found" },
  LAST_OWNER: { key: "auth.errors.last_owner", status: 409 },
  RATE_LIMITED: { key: "auth.errors.rate_limited" },
  UNAUTHORIZED: { key: "auth.errors.session_missing", status: 401 },
  FAILED_TO_GET_SESSION: { key: "auth.errors.session_missing" },
  // two-factor plugin (decision 0415)
  INVALID_CODE: { key: "mfa.errors.invalid_code", status: 401 },
  INVALID_BACKUP_CODE: { key: "mfa.errors.invalid_recovery_code", status: 401 },
  INVALID_TWO_FACTOR_COOKIE: { key: "mfa.errors.challenge_expired", status: 401 },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { key: "mfa.errors.challenge_expired", status: 401 },
  ACCOUNT_TEMPORARILY_LOCKED: { key: "mfa.errors.locked", status: 429 },
  TOTP_ALREADY_ENABLED: { key: "mfa.errors.already_enabled", status: 409 },
  TOTP_NOT_ENABLED: { key: "mfa.errors.not_enabled" },
  TWO_FACTOR_NOT_ENABLED: { key: "mfa.errors.not_enabled" },
  BACKUP_CODES_NOT_ENABLED: { key: "mfa.errors.not_enabled" },
};

/** Which text an error of a Better Auth path gets, by its code, else by path and status. */
export function mapAuthError(path: string, status: number, code?: string, message?: string): MappedError {
  const known = code ? byCode[code] : undefined;
  if (known) {
    // A reset token whose user went away is just a bad link to the reader.
    return known;
  }
  if (code === "USER_NOT_FOUND" && path.startsWith("/reset-password")) return { key: "auth.errors.invalid_token" };
  if (message === "Email is the same") return { key: "auth.errors.email_same" };
  if (status === 401) return { key: "auth.errors.session_missing" };
  if (status === 429) return { key: "auth.errors.rate_limited" };
  if (status === 502 || status === 503 || status === 504) return { key: "auth.errors.retryable" };
  if (path.startsWith("/sign-in/email")) return { key: "auth.errors.sign_in_unknown" };
  if (path.startsWith("/sign-in/") || path.startsWith("/callback/") || path.startsWith("/oauth2/")) {
    return { key: status >= 500 ? "auth.errors.provider_unexpected" : "auth.errors.provider_failed" };
  }
  if (path.startsWith("/sign-out")) return { key: "auth.errors.sign_out_failed" };
  if (status === 404) return { key: "errors.not_found" };
  if (status === 403) return { key: "errors.forbidden" };
  if (status >= 500) return { key: "errors.internal" };
  return { key: "errors.bad_request" };
}
