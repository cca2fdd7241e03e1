import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { meKeys } from "../../../api/account";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/me/security-events: the caller's last 50 (sign-ins, failures, password changes…).

export const securityEventSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  action: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  metadata: z.unknown(),
  createdAt: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventsKey = meKeys.securityEvents();

export async function fetchSecurityEvents(): Promise<SecurityEvent[]> {
  return apiClient.get("/me/security-events", { parse: (data) => z.object({ items: z.array(securityEventSchema) }).parse(data).items });
}

export function useSecurityEvents() {
  return useQuery({ queryKey: securityEventsKey, queryFn: fetchSecurityEvents });
}
