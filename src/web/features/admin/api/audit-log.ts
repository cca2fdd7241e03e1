import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { auditLogPageSchema } from "../../../../domain/accounts/contract";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/admin/audit-log?action=&actorEmail=&from=&to=&page=&pageSize= (administrators only).

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
    parse: (data) => auditLogPageSchema.parse(data),
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({ queryKey: auditLogKey(query), queryFn: () => fetchAuditLog(query), placeholderData: keepPreviousData, retry: false });
}
