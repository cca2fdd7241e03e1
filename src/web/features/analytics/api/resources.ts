import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { analyticsKeys } from "../../../api/analytics";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/resources: the team members, for the analytics filter.

const resourcesSchema = z.array(z.object({ id: z.string(), name: z.string() }).passthrough());

export function useTeamMembers() {
  return useQuery({
    queryKey: analyticsKeys.resources(),
    queryFn: ({ signal }) => apiClient.get("/resources", { signal, parse: (data) => resourcesSchema.parse(Array.isArray(data) ? data : (data as { items?: unknown }).items ?? []) }),
  });
}
