import { useQuery } from "@tanstack/react-query";
import { securityEventListSchema, type SecurityEvent } from "../../../../domain/accounts/contract";
import { meKeys } from "../../../api/account";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/me/security-events: the caller's last 50 (sign-ins, failures, password changes…).

export type { SecurityEvent } from "../../../../domain/accounts/contract";

export const securityEventsKey = meKeys.securityEvents();

export async function fetchSecurityEvents(): Promise<SecurityEvent[]> {
  return apiClient.get("/me/security-events", { parse: (data) => securityEventListSchema.parse(data).items });
}

export function useSecurityEvents() {
  return useQuery({ queryKey: securityEventsKey, queryFn: fetchSecurityEvents });
}
