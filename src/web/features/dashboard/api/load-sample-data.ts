import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/sample-data: a labelled sample portfolio the user can remove in one action.

const resultSchema = z.object({ projects: z.number(), tasks: z.number(), resources: z.number() });
export type SampleDataResult = z.infer<typeof resultSchema>;

export async function loadSampleData(): Promise<SampleDataResult> {
  return apiClient.post("/sample-data", undefined, { parse: (data) => resultSchema.parse(data) });
}

export function useLoadSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadSampleData,
    // Every list of the workspace changes (projects, resources, the dashboard).
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
