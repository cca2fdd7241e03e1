import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  mfaEnableResponseSchema,
  mfaRecoveryCodesResponseSchema,
  mfaRequirementSchema,
  mfaStatusSchema,
  type MfaEnableResponse,
  type MfaStatus,
} from "../../domain/mfa/contract";
import { apiClient, createApiClient } from "../lib/api-client";

// Two-step verification (decision 0415): the account's status (GET /api/v1/me/mfa), Better Auth's
// endpoints for setting it up, the second step of a sign-in (/api/auth/two-factor/*), and a
// workspace's requirement (/api/v1/workspaces/:id/mfa-requirement). Turning MFA on or off renews the
// session cookie, so the session is read again with the status.

const authClient = createApiClient({ baseUrl: "/api/auth" });

export const mfaKeys = {
  status: ["me", "mfa"] as const,
  requirement: (workspaceId: string) => ["workspaces", workspaceId, "mfa-requirement"] as const,
};

export async function fetchMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return apiClient.get("/me/mfa", { signal, parse: (data) => mfaStatusSchema.parse(data) });
}

export function useMfaStatus(enabled = true) {
  return useQuery({ queryKey: mfaKeys.status, queryFn: ({ signal }) => fetchMfaStatus(signal), enabled, staleTime: 60_000 });
}

function useRefreshMfa() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: mfaKeys.status });
    await queryClient.invalidateQueries({ queryKey: ["session"] });
    await queryClient.invalidateQueries({ queryKey: ["me", "security-events"] });
  };
}

/** Step 1 of the set-up: the password gives the otpauth:// URI and the recovery codes. */
export function useStartMfa() {
  return useMutation({
    mutationFn: (password: string): Promise<MfaEnableResponse> => authClient.post("/two-factor/enable", { password }, { parse: (data) => mfaEnableResponseSchema.parse(data) }),
  });
}

/** Step 2: the app's first code turns MFA on. */
export function useConfirmMfa() {
  const refresh = useRefreshMfa();
  return useMutation({
    mutationFn: (code: string) => authClient.post("/two-factor/verify-totp", { code }),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshMfa();
  return useMutation({
    mutationFn: (password: string) =>
      authClient.post("/two-factor/generate-backup-codes", { password }, { parse: (data) => mfaRecoveryCodesResponseSchema.parse(data).backupCodes }),
    onSuccess: refresh,
  });
}

export function useDisableMfa() {
  const refresh = useRefreshMfa();
  return useMutation({
    mutationFn: (password: string) => authClient.post("/two-factor/disable", { password }),
    onSuccess: refresh,
  });
}

/** The second step of a sign-in: the app's code or a recovery code; sets the session cookie. */
export async function verifySignInCode(input: { code: string; recovery: boolean; trustDevice: boolean }): Promise<void> {
  await authClient.post(input.recovery ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp", { code: input.code, trustDevice: input.trustDevice });
}

const requirementAnswer = mfaRequirementSchema.extend({ members: z.number(), membersWithMfa: z.number() });

export function useMfaRequirement(workspaceId: string | null) {
  return useQuery({
    queryKey: mfaKeys.requirement(workspaceId ?? ""),
    queryFn: ({ signal }) => apiClient.get(`/workspaces/${encodeURIComponent(workspaceId ?? "")}/mfa-requirement`, { signal, parse: (data) => requirementAnswer.parse(data) }),
    enabled: workspaceId !== null,
  });
}

export function useSetMfaRequirement(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => apiClient.put(`/workspaces/${encodeURIComponent(workspaceId)}/mfa-requirement`, { required }, { parse: (data) => requirementAnswer.parse(data) }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(mfaKeys.requirement(workspaceId), answer);
      await queryClient.invalidateQueries({ queryKey: mfaKeys.status });
    },
  });
}
