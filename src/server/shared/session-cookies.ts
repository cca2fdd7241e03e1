/** Better Auth's session cookie (prefix "rumbo"), with the name it takes under https. */
export const sessionCookieNames = ["__Secure-rumbo.session_token", "rumbo.session_token"];
