import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/auth/providers: the external providers this installation has configured (public).

export const authProviderSchema = z.object({ id: z.string(), name: z.string(), type: z.enum(["social", "oidc"]) });
export type AuthProvider = z.infer<typeof authProviderSchema>;
const providersAnswerSchema = z.object({ providers: z.array(authProviderSchema) });

export const authProvidersKey = ["auth", "providers"] as const;

export async function fetchAuthProviders(): Promise<AuthProvider[]> {
  return apiClient.get("/auth/providers", { parse: (data) => providersAnswerSchema.parse(data).providers });
}

export function useAuthProviders() {
  return useQuery({ queryKey: authProvidersKey, queryFn: fetchAuthProviders, staleTime: 5 * 60_000 });
}
