import { z } from "zod";
import { currentPasswordSchema } from "../accounts/schemas";

// Two-step verification (TOTP with recovery codes, decision 0415): the forms of
// /api/auth/two-factor/*, the account's MFA status and a workspace's requirement. Shared by the
// server (validation, OpenAPI) and the web (parsing).

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** 'Trust this device' skips the second step on that browser for this many days. */
export const TRUST_DEVICE_DAYS = 30;

/** A code from the authenticator app: six digits, spaces allowed ("123 456"). */
export const totpCodeSchema = z
  .string({ error: "validation.required" })
  .max(20, "validation.too_long")
  .transform((value) => value.replace(/\s+/g, ""))
  .refine((value) => value.length > 0, "validation.required")
  .refine((value) => /^\d{6}$/.test(value), "mfa.errors.code_format");

/** A recovery code as shown ("AbCdE-12345"); spaces around are dropped. */
export const recoveryCodeSchema = z
  .string({ error: "validation.required" })
  .max(40, "validation.too_long")
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, "validation.required");

export const mfaPasswordSchema = z.object({ password: currentPasswordSchema });
export type MfaPasswordInput = z.infer<typeof mfaPasswordSchema>;

export const verifyTotpSchema = z.object({ code: totpCodeSchema, trustDevice: z.boolean().optional() });
export const verifyRecoveryCodeSchema = z.object({ code: recoveryCodeSchema, trustDevice: z.boolean().optional() });

/** Enabling starts the set-up: the otpauth:// URI (QR) and the recovery codes, shown once. */
export const mfaEnableResponseSchema = z.looseObject({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type MfaEnableResponse = z.infer<typeof mfaEnableResponseSchema>;
export const mfaRecoveryCodesResponseSchema = z.looseObject({ status: z.boolean(), backupCodes: z.array(z.string()) });

/** A sign-in of an account with MFA: no session yet, the second step comes next. */
export const twoFactorChallengeSchema = z.looseObject({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) });

/** The caller's MFA: on or not, set-up begun, recovery codes left, workspaces that require it. */
export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().nullable(),
  requiredBy: z.array(z.object({ id: z.string(), name: z.string() })),
  trustDays: z.number().int(),
  /** Passkeys registered (decision 0416), and whether this session was opened with one: either factor meets a workspace's requirement. */
  passkeys: z.number().int(),
  sessionWithPasskey: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const mfaRequirementSchema = z.object({ required: z.boolean() });
export type MfaRequirement = z.infer<typeof mfaRequirementSchema>;

/** The error code of a data route refused because the workspace requires MFA the caller lacks. */
export const MFA_REQUIRED_CODE = "mfa_required";

/** The secret of an otpauth:// URI, for typing it by hand, in groups of four. */
export function secretOfUri(uri: string): string {
  try {
    const secret = new URL(uri).searchParams.get("secret") ?? "";
    return secret.replace(/(.{4})/g, "$1 ").trim();
  } catch {
    return "";
  }
}
