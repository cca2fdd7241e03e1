import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { UpdateMeInput } from "../../../../domain/accounts/schemas";
import { meKeys } from "../../../api/account";
import { apiClient } from "../../../lib/api-client";

// GET and PATCH /api/v1/me: the account, whether it administers the installation, and its
// workspaces with the caller's role in each.

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    emailVerified: z.boolean(),
    role: z.string(),
    locale: z.string().nullable(),
    timeZone: z.string().nullable().optional(),
  }),
  isAdmin: z.boolean(),
  activeWorkspaceId: z.string().nullable(),
  workspaces: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string().nullable().optional(), role: z.string() })),
});
export type Me = z.infer<typeof meSchema>;

export const meQueryKey = meKeys.all;

export async function fetchMe(): Promise<Me> {
  return apiClient.get("/me", { parse: (data) => meSchema.parse(data) });
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe });
}

export async function updateMe(input: UpdateMeInput): Promise<Me> {
  return apiClient.patch("/me", input, { parse: (data) => meSchema.parse(data) });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      return queryClient.invalidateQueries({ queryKey: ["session"] });
    },
  });
}
