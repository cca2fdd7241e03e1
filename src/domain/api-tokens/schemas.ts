import { z } from "zod";
import { text } from "../projects/schemas";

// A personal API token: shared by the settings form and POST /api/v1/me/api-tokens.

export const createApiTokenSchema = z
  .object({
    name: text(100),
    expiresInDays: z.number().int("validation.not_integer").min(1, "validation.too_small_number").max(3650, "validation.too_big_number").nullable().default(90),
    workspaceId: z.string().max(100).optional(),
  })
  .strict();
