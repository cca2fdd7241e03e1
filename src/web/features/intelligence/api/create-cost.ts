import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CostInput } from "../../../../domain/intelligence/cost-schema";
import { apiClient } from "../../../lib/api-client";
import { costRowSchema, type Cost } from "./costs";
import { insightKeys } from "../../../api/insights";

// POST /api/v1/projects/:id/costs (the body is the server's costSchema).

export type CreateCostVariables = { projectId: string; input: CostInput };

export function useCreateCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, input }: CreateCostVariables): Promise<Cost> =>
      apiClient.post(`/projects/${encodeURIComponent(projectId)}/costs`, input, { parse: (data) => costRowSchema.parse(data) }),
    onSuccess: (_cost, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: insightKeys.costs(projectId) });
      void queryClient.invalidateQueries({ queryKey: insightKeys.finance(projectId) });
      void queryClient.invalidateQueries({ queryKey: insightKeys.detail(projectId) });
    },
  });
}
