import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/resources: the team members, for the analytics filter.

const resourcesSchema = z.array(z.object({ id: z.string(), name: z.string() }).passthrough());

export function useTeamMembers() {
  return useQuery({
    queryKey: ["analytics", "resources"],
    queryFn: ({ signal }) => apiClient.get("/resources", { signal, parse: (data) => resourcesSchema.parse(Array.isArray(data) ? data : (data as { items?: unknown }).items ?? []) }),
  });
}
