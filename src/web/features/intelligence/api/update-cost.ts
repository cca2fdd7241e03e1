import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CostInput } from "../../../../domain/intelligence/cost-schema";
import { apiClient } from "../../../lib/api-client";
import { costRowSchema, type Cost } from "./costs";
import { insightKeys } from "../../../api/insights";

// PATCH /api/v1/projects/:id/costs/:costId (a partial costSchema; the form sends every field).

export type UpdateCostVariables = { projectId: string; costId: string; input: CostInput };

export function useUpdateCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, costId, input }: UpdateCostVariables): Promise<Cost> =>
      apiClient.patch(`/projects/${encodeURIComponent(projectId)}/costs/${encodeURIComponent(costId)}`, input, { parse: (data) => costRowSchema.parse(data) }),
    onSuccess: (_cost, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: insightKeys.costs(projectId) });
      void queryClient.invalidateQueries({ queryKey: insightKeys.finance(projectId) });
      void queryClient.invalidateQueries({ queryKey: insightKeys.detail(projectId) });
    },
  });
}
