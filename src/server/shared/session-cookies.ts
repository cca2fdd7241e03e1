/**
 * Better Auth's session cookie (prefix "rumbo"): under https (PUBLIC_URL https) it carries the
 * `__Host-` prefix, so the browser keeps it only if it is Secure, has Path=/ and no Domain (no
 * subdomain can set or shadow it, issue 16 finding 9); under http (development, tests) it has none.
 */
export const SESSION_COOKIE = "rumbo.session_token";
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Every name the session cookie may have; readers (page hint, sign-out, API docs) accept both. */
export const sessionCookieNames = [HOST_SESSION_COOKIE, SESSION_COOKIE];

/** The session cookie's name for a server reached at `publicUrl`. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith("https://") ? HOST_SESSION_COOKIE : SESSION_COOKIE;
}

/** Whether a Cookie header carries a session cookie (of either name), i.e. the request is authenticated by cookie. */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => {
    const eq = part.indexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    return name.endsWith(".session_token") && part.slice(eq + 1).trim() !== "";
  });
}
