import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminUserPageSchema, type AdminUserPage } from "../../../../domain/accounts/contract";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/admin/users?q=&page=&pageSize= (administrators only; 403 otherwise).

export type { AdminUser } from "../../../../domain/accounts/contract";

export type AdminUsersQuery = { q: string; page: number; pageSize: number };

export const adminUsersKey = (query: AdminUsersQuery) => ["admin", "users", query] as const;

export async function fetchAdminUsers(query: AdminUsersQuery): Promise<AdminUserPage> {
  return apiClient.get("/admin/users", { query: { ...query, q: query.q || undefined }, parse: (data) => adminUserPageSchema.parse(data) });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({ queryKey: adminUsersKey(query), queryFn: () => fetchAdminUsers(query), placeholderData: keepPreviousData, retry: false });
}
