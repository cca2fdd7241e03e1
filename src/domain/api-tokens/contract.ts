import { z } from "zod";
import { tokenScopes } from "./scopes";

// What /api/v1/me/api-tokens answers. The secret itself is shown once, in the creation's answer.

export const apiTokenSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  workspaceId: z.string(),
  /** "read" refuses every write; "read-write" acts with the owner's role (decision 0417). */
  scope: z.enum(tokenScopes),
  /** The projects the token reaches, with their names; null: every project of the workspace. */
  projects: z.array(z.object({ id: z.string(), name: z.string() })).nullable(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });

export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
