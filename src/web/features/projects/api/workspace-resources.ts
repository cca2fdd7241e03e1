import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/resources: the people a task can be assigned to.

const resourceSchema = z.object({ id: z.string(), name: z.string(), role: z.string() });
export type WorkspaceResource = z.infer<typeof resourceSchema>;

export function useWorkspaceResources() {
  return useQuery({
    queryKey: ["projects", "resources"],
    queryFn: ({ signal }) => apiClient.get("/resources", { signal, parse: (data) => z.array(resourceSchema).parse(data) }),
  });
}
