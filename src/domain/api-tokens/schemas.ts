import { z } from "zod";
import { text } from "../projects/schemas";
import { tokenScopes } from "./scopes";

// A personal API token: shared by the settings form and POST /api/v1/me/api-tokens.

export const createApiTokenSchema = z
  .object({
    name: text(100),
    expiresInDays: z.number().int("validation.not_integer").min(1, "validation.too_small_number").max(3650, "validation.too_big_number").nullable().default(90),
    /**
     * Omitted, what a token always meant (read-write), so existing scripts keep working; the
     * settings form asks and starts on read-only (decision 0417).
     */
    scope: z.enum(tokenScopes, { error: "validation.invalid_value" }).default("read-write"),
    /** Limit the token to these projects of its workspace; null or absent: every project. */
    projectIds: z
      .array(z.uuid({ error: "validation.invalid_value" }))
      .min(1, "validation.required")
      .max(50, "validation.too_big_number")
      .transform((ids) => [...new Set(ids)])
      .nullable()
      .default(null),
    workspaceId: z.string().max(100).optional(),
  })
  .strict();
