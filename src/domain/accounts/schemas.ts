import { z } from "zod";
import { isBlankPassword } from "./password-policy";

// One schema per accounts form, shared by the web forms and the server (spec §5). Messages are
// catalogue keys (src/domain/i18n), so each side words them in the reader's language. The server
// applies the same schemas before Better Auth sees a sign-up or a sign-in.

export const EMAIL_MAX = 255;
export const INPUT_MAX = 1000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

/** Script tags, javascript:, inline event handlers, data:text/html and vbscript: (spec §5). */
const DANGEROUS = /<\s*\/?\s*script|javascript\s*:|vbscript\s*:|data\s*:\s*text\/html|\bon[a-z]+\s*=/i;

export function hasDangerousContent(value: string): boolean {
  return DANGEROUS.test(value);
}

const emailFormat = z.email();

/**
 * E-mail: required, trimmed, lower-cased, at most 255, no dangerous content, then the format.
 * Exactly one message per value, in that order, so a form shows the most useful one.
 */
export const emailSchema = z
  .string({ error: "validation.required" })
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    if (value.length === 0) {
      ctx.addIssue({ code: "custom", message: "validation.required" });
    } else if (value.length > EMAIL_MAX) {
      ctx.addIssue({ code: "too_big", origin: "string", maximum: EMAIL_MAX, inclusive: true, message: "validation.too_long" });
    } else if (hasDangerousContent(value)) {
      ctx.addIssue({ code: "custom", message: "validation.dangerous_content" });
    } else if (!emailFormat.safeParse(value).success) {
      ctx.addIssue({ code: "custom", message: "validation.invalid_email" });
    }
  });

/** Generic text input: trimmed, required, at most `max` (1000 unless said), no dangerous content. */
export const inputSchema = (max = INPUT_MAX) =>
  z
    .string({ error: "validation.input_required" })
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: "custom", message: "validation.input_required" });
      else if (value.length > max)
        ctx.addIssue({ code: "too_big", origin: "string", maximum: max, inclusive: true, message: "validation.too_long" });
      else if (hasDangerousContent(value)) ctx.addIssue({ code: "custom", message: "validation.dangerous_content" });
    });

/** Generic text that may be empty. */
export const optionalInputSchema = (max = INPUT_MAX) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value.length > max)
        ctx.addIssue({ code: "too_big", origin: "string", maximum: max, inclusive: true, message: "validation.too_long" });
      else if (hasDangerousContent(value)) ctx.addIssue({ code: "custom", message: "validation.dangerous_content" });
    });

/**
 * A new password: 8 to 128 characters, no composition rules (NIST SP 800-63B, OWASP ASVS 6.2).
 * Not trimmed: spaces are characters too, but not only spaces. The server also refuses the owner's
 * e-mail and name and the most common passwords (password-policy.ts).
 */
export const newPasswordSchema = z
  .string({ error: "validation.required" })
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: "custom", message: "validation.required" });
    else if (isBlankPassword(value)) ctx.addIssue({ code: "custom", message: "validation.password_blank" });
    else if ([...value].length < PASSWORD_MIN)
      ctx.addIssue({ code: "too_small", origin: "string", minimum: PASSWORD_MIN, inclusive: true, message: "validation.password_too_short" });
    else if (value.length > PASSWORD_MAX)
      ctx.addIssue({ code: "too_big", origin: "string", maximum: PASSWORD_MAX, inclusive: true, message: "validation.password_too_long" });
  });

/** A password being typed to prove who you are: only required and bounded, never the policy. */
export const currentPasswordSchema = z
  .string({ error: "validation.required" })
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: "custom", message: "validation.required" });
    else if (value.length > PASSWORD_MAX)
      ctx.addIssue({ code: "too_big", origin: "string", maximum: PASSWORD_MAX, inclusive: true, message: "validation.password_too_long" });
  });

export const nameSchema = optionalInputSchema(NAME_MAX);

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: nameSchema.optional().default(""),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export const resendVerificationSchema = z.object({ email: emailSchema });
export type ResendVerificationInput = z.infer<typeof resendVerificationSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: "validation.required" }).min(1, "validation.required").max(500, "validation.too_long"),
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean().optional().default(false),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  password: currentPasswordSchema,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const deleteAccountSchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const locales = ["es", "en"] as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Preferences the settings screen keeps on the account (theme, density, accent...): small JSON. */
const preferencesSchema = z
  .record(z.string().max(100, "validation.too_long"), z.unknown())
  .refine((v) => JSON.stringify(v).length <= 10_000, "validation.invalid_value");

export const updateMeSchema = z
  .object({
    name: nameSchema.optional(),
    locale: z.enum(locales, { error: "validation.invalid_value" }).optional(),
    timeZone: z.string().max(100, "validation.too_long").refine(isTimeZone, "validation.invalid_value").optional(),
    preferences: preferencesSchema.optional(),
  })
  .strict();
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

export const memberRoles = ["owner", "admin", "member", "viewer"] as const;
export const memberRoleSchema = z.enum(memberRoles, { error: "validation.invalid_value" });

export const inviteMemberSchema = z.object({ email: emailSchema, role: memberRoleSchema.default("member") }).strict();
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export const changeMemberRoleSchema = z.object({ role: memberRoleSchema }).strict();

export const setActiveWorkspaceSchema = z.object({ workspaceId: z.string().min(1, "validation.required").max(100) }).strict();

export const userRoles = ["admin", "user"] as const;
export const setUserRoleSchema = z.object({ role: z.enum(userRoles, { error: "validation.invalid_value" }) }).strict();
export type SetUserRoleInput = z.infer<typeof setUserRoleSchema>;

export const banUserSchema = z
  .object({
    reason: optionalInputSchema(500).optional(),
    expiresAt: z.iso
      .datetime({ offset: true, error: "validation.invalid_date" })
      .refine((v) => new Date(v).getTime() > Date.now(), "validation.invalid_date")
      .optional(),
  })
  .strict();
export type BanUserInput = z.infer<typeof banUserSchema>;
