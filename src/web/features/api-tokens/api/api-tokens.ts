import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { createApiTokenSchema } from "../../../../domain/api-tokens/schemas";
import { apiClient } from "../../../lib/api-client";

// /api/v1/me/api-tokens: list (active ones), create (the secret is answered once), revoke.
// Managed from a browser session only: a token cannot mint or list tokens.

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  workspaceId: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
const createdTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdTokenSchema>;
export type CreateApiTokenBody = z.output<typeof createApiTokenSchema>;

export const apiTokensKey = ["api-tokens"] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: apiTokensKey,
    queryFn: async ({ signal }) => (await apiClient.get("/me/api-tokens", { signal, parse: (data) => z.object({ items: z.array(apiTokenSchema) }).parse(data) })).items,
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => apiClient.post("/me/api-tokens", body, { parse: (data) => createdTokenSchema.parse(data) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`/me/api-tokens/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
