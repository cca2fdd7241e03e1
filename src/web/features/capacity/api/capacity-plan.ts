import { useQuery } from "@tanstack/react-query";
import { capacityPlanSchema } from "../../../../domain/capacity/contract";
import { capacityKeys } from "../../../api/capacity";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/capacity: each person's load week by week and each project's team load.

export type { CapacityPlan, LoadLevel } from "../../../../domain/capacity/contract";

export const capacityPlanKey = capacityKeys.plan;

export function useCapacityPlan(weeks: number) {
  return useQuery({
    queryKey: capacityPlanKey(weeks),
    queryFn: ({ signal }) => apiClient.get("/capacity", { query: { weeks }, signal, parse: (data) => capacityPlanSchema.parse(data) }),
  });
}
