import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/admin/users?q=&page=&pageSize= (administrators only; 403 otherwise).

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.string().nullable(),
  emailVerified: z.boolean(),
  banned: z.boolean().nullable(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  createdAt: z.string(),
  activeSessions: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const pageSchema = z.object({ items: z.array(adminUserSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type AdminUsersPage = z.infer<typeof pageSchema>;

export type AdminUsersQuery = { q: string; page: number; pageSize: number };

export const adminUsersKey = (query: AdminUsersQuery) => ["admin", "users", query] as const;

export async function fetchAdminUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
  return apiClient.get("/admin/users", { query: { ...query, q: query.q || undefined }, parse: (data) => pageSchema.parse(data) });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({ queryKey: adminUsersKey(query), queryFn: () => fetchAdminUsers(query), placeholderData: keepPreviousData, retry: false });
}
