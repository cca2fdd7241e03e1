import { z } from "zod";

// What /api/v1/me/api-tokens answers. The secret itself is shown once, in the creation's answer.

export const apiTokenSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  workspaceId: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });

export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
