import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/projects/:id/stakeholders: who can receive the project's report (those with an e-mail).

const stakeholderSchema = z.object({ id: z.string(), name: z.string(), role: z.string().nullable().optional(), email: z.string().nullable() }).passthrough();
export type Stakeholder = z.infer<typeof stakeholderSchema>;

export function useStakeholders(projectId: string | null) {
  return useQuery({
    queryKey: ["reports", "stakeholders", projectId],
    queryFn: ({ signal }) =>
      apiClient.get(`/projects/${encodeURIComponent(projectId ?? "")}/stakeholders`, {
        signal,
        parse: (data) => z.array(stakeholderSchema).parse(Array.isArray(data) ? data : ((data as { items?: unknown }).items ?? [])),
      }),
    enabled: projectId !== null,
  });
}
