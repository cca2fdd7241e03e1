import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/admin/audit-log?action=&actorEmail=&from=&to=&page=&pageSize= (administrators only).

export const auditEntrySchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  action: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }).nullable(),
  target: z.string().nullable(),
  workspaceId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  metadata: z.unknown(),
  createdAt: z.string(),
});

const pageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number(), page: z.number(), pageSize: z.number() });

export type AuditLogQuery = { action: string; actorEmail: string; from: string; to: string; page: number; pageSize: number };

export const auditLogKey = (query: AuditLogQuery) => ["admin", "audit-log", query] as const;

export async function fetchAuditLog(query: AuditLogQuery) {
  return apiClient.get("/admin/audit-log", {
    query: {
      action: query.action || undefined,
      actorEmail: query.actorEmail || undefined,
      from: query.from || undefined,
      to: query.to || undefined,
      page: query.page,
      pageSize: query.pageSize,
    },
    parse: (data) => pageSchema.parse(data),
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({ queryKey: auditLogKey(query), queryFn: () => fetchAuditLog(query), placeholderData: keepPreviousData, retry: false });
}
