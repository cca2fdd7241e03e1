import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiTokenListSchema, createdApiTokenSchema } from "../../../../domain/api-tokens/contract";
import type { createApiTokenSchema } from "../../../../domain/api-tokens/schemas";
import { apiClient } from "../../../lib/api-client";

// /api/v1/me/api-tokens: list (active ones), create (the secret is answered once), revoke.
// Managed from a browser session only: a token cannot mint or list tokens.

export type { ApiToken, CreatedApiToken } from "../../../../domain/api-tokens/contract";
export type CreateApiTokenBody = z.output<typeof createApiTokenSchema>;

export const apiTokensKey = ["api-tokens"] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: apiTokensKey,
    queryFn: async ({ signal }) => (await apiClient.get("/me/api-tokens", { signal, parse: (data) => apiTokenListSchema.parse(data) })).items,
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => apiClient.post("/me/api-tokens", body, { parse: (data) => createdApiTokenSchema.parse(data) }),
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
