import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

// The session of a passkey sign-in (decision 0416). The passkey is checked by our route
// (features/passkeys) with @simplewebauthn/server; the session is then Better Auth's own: made by
// its internal adapter (so the database hooks run: a banned account gets none, the session starts
// in the personal workspace) and set in the same signed cookie as a password sign-in. Server-only:
// no URL reaches it, only auth.api.createPasskeySession from our route.

export const passkeySession = () =>
  ({
    id: "rumbo-passkey-session",
    endpoints: {
      createPasskeySession: createAuthEndpoint.serverOnly({ method: "POST", body: z.object({ userId: z.string().min(1) }) }, async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw APIError.from("UNAUTHORIZED", { code: "PASSKEY_UNKNOWN", message: "Unknown account" });
        const session = await ctx.context.internalAdapter.createSession(user.id, false);
        if (!session) throw APIError.from("INTERNAL_SERVER_ERROR", { code: "FAILED_TO_CREATE_SESSION", message: "failed to create session" });
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ sessionId: session.id, user: { id: user.id, email: user.email, name: user.name } });
      }),
    },
  }) satisfies BetterAuthPlugin;
