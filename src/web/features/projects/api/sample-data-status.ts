import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/sample-data: is the labelled sample portfolio loaded in this workspace?

export const sampleDataKey = ["projects", "sample-data"] as const;

export function useSampleDataStatus() {
  return useQuery({
    queryKey: sampleDataKey,
    queryFn: ({ signal }) => apiClient.get("/sample-data", { signal, parse: (data) => z.object({ loaded: z.boolean() }).parse(data) }),
  });
}
