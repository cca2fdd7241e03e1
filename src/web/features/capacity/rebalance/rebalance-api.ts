import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { rebalanceProposalSchema, type RebalanceApplyInput } from "../../../../domain/capacity/rebalance-contract";
import { capacityKeys } from "../../../api/capacity";
import { apiClient } from "../../../lib/api-client";

// Skills and rebalancing (decisions 1302–1309). The keys live under the capacity cache, so applying
// or undoing moves (which changes every load figure) refreshes the whole capacity center.

export type { RebalanceMoveItem, RebalanceProposalResponse } from "../../../../domain/capacity/rebalance-contract";

const rebalanceKeys = {
  proposal: (resourceId: string | null, weekStart: string | null) => [...capacityKeys.all, "rebalance", resourceId ?? "", weekStart ?? ""] as const,
};

export function useRebalanceProposal(target: { resourceId: string; weekStart: string } | null, enabled = true) {
  return useQuery({
    queryKey: rebalanceKeys.proposal(target?.resourceId ?? null, target?.weekStart ?? null),
    enabled,
    queryFn: ({ signal }) => apiClient.get("/capacity/rebalance", { query: target ?? {}, signal, parse: (d) => rebalanceProposalSchema.parse(d) }),
  });
}

function useCapacityMutation<T>(fn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: capacityKeys.all }) });
}

export const useApplyRebalance = () => useCapacityMutation((body: RebalanceApplyInput) => apiClient.post("/capacity/rebalance/apply", body));
export const useUndoRebalance = () => useCapacityMutation(() => apiClient.post("/capacity/rebalance/undo"));
