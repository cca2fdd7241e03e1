import { z } from "zod";

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
export const signInResponseSchema = z.looseObject({ redirect: z.boolean(), token: z.string(), url: z.string().nullable().optional(), user: authUserSchema });
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
