import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { passkeyListSchema, passkeyOptionsSchema, passkeySchema, passkeySignInResponseSchema, type Passkey } from "../../domain/passkeys/contract";
import { apiClient, createApiClient } from "../lib/api-client";

// Passkeys (decision 0416): the account's list (/api/v1/me/passkeys), adding one (options from the
// server, navigator.credentials.create() through @simplewebauthn/browser, the answer back), renaming,
// deleting, and signing in (/api/auth/passkey/*, which sets the session cookie).

const authClient = createApiClient({ baseUrl: "/api/auth" });

export const passkeyKeys = { list: ["me", "passkeys"] as const };

/** Whether this browser can use passkeys at all (the buttons hide otherwise). */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && browserSupportsWebAuthn();
}

/** The browser's or the person's "no" (dialog closed, timed out): not an error worth a red toast. */
export function isPasskeyCancelled(error: unknown): boolean {
  if (error instanceof WebAuthnError) return error.code === "ERROR_CEREMONY_ABORTED" || (error.cause as { name?: string } | undefined)?.name === "NotAllowedError";
  return error instanceof Error && error.name === "NotAllowedError";
}

export function usePasskeys() {
  return useQuery({ queryKey: passkeyKeys.list, queryFn: ({ signal }) => apiClient.get("/me/passkeys", { signal, parse: (data) => passkeyListSchema.parse(data).passkeys }) });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: passkeyKeys.list });
    await queryClient.invalidateQueries({ queryKey: ["me", "mfa"] });
    await queryClient.invalidateQueries({ queryKey: ["me", "security-events"] });
  };
}

export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (name: string): Promise<Passkey> => {
      const options = await apiClient.post("/me/passkeys/registration-options", {}, { parse: (data) => passkeyOptionsSchema.parse(data) });
      const credential = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
      return apiClient.post("/me/passkeys", { name, credential }, { parse: (data) => passkeySchema.parse(data) });
    },
    onSuccess: refresh,
  });
}

export function useRenamePasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiClient.patch(`/me/passkeys/${encodeURIComponent(id)}`, { name }, { parse: (data) => passkeySchema.parse(data) }),
    onSuccess: refresh,
  });
}

export function useDeletePasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`/me/passkeys/${encodeURIComponent(id)}`, { parse: (data) => passkeySchema.parse(data) }),
    onSuccess: refresh,
  });
}

/** Signs in with a passkey the browser offers (discoverable credentials: no e-mail asked). */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await authClient.post("/passkey/sign-in-options", {}, { parse: (data) => passkeyOptionsSchema.parse(data) });
      const credential = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
      return authClient.post("/passkey/sign-in", { credential }, { parse: (data) => passkeySignInResponseSchema.parse(data) });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["session"] }),
  });
}
