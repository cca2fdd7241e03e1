import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/resources: the workspace's people and roles with the hours already allocated to
// projects and their utilisation (allocated / available, %), in one query on the server.

export const resourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  userId: z.string().nullable(),
  availability: z.number(),
  costPerHour: z.number(),
  allocatedHours: z.number(),
  utilisation: z.number().nullable(),
  isSample: z.boolean().optional(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourcesKey = ["resources", "list"] as const;

export async function fetchResources(signal?: AbortSignal): Promise<Resource[]> {
  return apiClient.get("/resources", { signal, parse: (data) => z.array(resourceSchema).parse(data) });
}

export function useResources() {
  return useQuery({ queryKey: resourcesKey, queryFn: ({ signal }) => fetchResources(signal) });
}
