import { isApiError, type FieldErrors } from "../../../lib/api-client";

// Turns a failed auth call into what the form shows: the message for the toast, and the field
// it belongs under. The server's messages are already in the reader's language (spec §8); the
// web words only the failures that never reached it. Nothing is swallowed.

export type AuthFormKind = "signIn" | "signUp" | "other";

export type AuthFailure = {
  code: string;
  /** A server text, or a key of the shared catalogue when `isKey`. */
  message: string;
  isKey: boolean;
  fields: FieldErrors;
};

const fieldOfCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "password",
  INVALID_PASSWORD: "password",
  EMAIL_NOT_VERIFIED: "email",
  USER_ALREADY_EXISTS: "email",
  BANNED_USER: "email",
};

const fallbackKeys: Record<AuthFormKind, string> = {
  signIn: "auth.errors.sign_in_unknown",
  signUp: "auth.errors.server_unreachable",
  other: "auth.errors.provider_unexpected",
};

export function describeAuthFailure(error: unknown, kind: AuthFormKind): AuthFailure {
  if (!isApiError(error)) return { code: "unknown", message: fallbackKeys[kind], isKey: true, fields: {} };
  if (error.isNetworkError) {
    const key = kind === "signUp" ? "auth.errors.server_unreachable" : "auth.errors.connection_problem";
    return { code: error.code, message: key, isKey: true, fields: {} };
  }
  if ([502, 503, 504].includes(error.status)) return { code: error.code, message: "auth.errors.retryable", isKey: true, fields: {} };
  if (error.code === "http_error" || error.code === "invalid_response") {
    return { code: error.code, message: fallbackKeys[kind], isKey: true, fields: {} };
  }
  const fields: FieldErrors = { ...error.fields };
  const field = fieldOfCode[error.code];
  if (field && !fields[field]) fields[field] = error.message;
  return { code: error.code, message: error.message, isKey: false, fields };
}

/** Only same-site paths are followed after sign-in (no "//host" nor "https://…"). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (next === "/auth" || next.startsWith("/auth?") || next.startsWith("/auth/")) return null;
  return next;
}
