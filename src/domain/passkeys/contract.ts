import { z } from "zod";

// Passkeys (WebAuthn, decision 0416): the account's list, renaming, and the JSON a browser's
// navigator.credentials answers with (checked in depth by @simplewebauthn/server on the server; here
// only its shape and sizes). Shared by the server (validation, OpenAPI) and the web (parsing).

/** A challenge is good for this long, and once. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
export const PASSKEY_NAME_MAX = 60;
/** An account keeps at most this many passkeys. */
export const PASSKEYS_PER_ACCOUNT = 20;

export const passkeyNameSchema = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(PASSKEY_NAME_MAX, "validation.too_long")
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), "validation.invalid_value");

const b64url = z.string().max(4096, "validation.too_long").regex(/^[A-Za-z0-9_-]*$/, "validation.invalid_value");
const b64urlLong = z.string().max(65_536, "validation.too_long").regex(/^[A-Za-z0-9_-]*$/, "validation.invalid_value");

/** What startRegistration() answers (RegistrationResponseJSON). */
export const registrationCredentialSchema = z.object({
  id: b64url.min(1, "validation.required"),
  rawId: b64url.min(1, "validation.required"),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: b64urlLong.min(1, "validation.required"),
    attestationObject: b64urlLong.min(1, "validation.required"),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
});

/** What startAuthentication() answers (AuthenticationResponseJSON). */
export const authenticationCredentialSchema = z.object({
  id: b64url.min(1, "validation.required"),
  rawId: b64url.min(1, "validation.required"),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: b64urlLong.min(1, "validation.required"),
    authenticatorData: b64urlLong.min(1, "validation.required"),
    signature: b64url.min(1, "validation.required"),
    userHandle: b64url.optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
});

export const registerPasskeySchema = z.object({ name: passkeyNameSchema, credential: registrationCredentialSchema });
export type RegisterPasskeyInput = z.input<typeof registerPasskeySchema>;
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export const passkeySignInSchema = z.object({ credential: authenticationCredentialSchema });

/** The options navigator.credentials.create()/get() takes, as JSON (checked by the browser library). */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  deviceType: z.string(),
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

/** A passkey sign-in's answer (the session is in the cookie). */
export const passkeySignInResponseSchema = z.object({ user: z.object({ id: z.string(), email: z.string(), name: z.string() }) });
