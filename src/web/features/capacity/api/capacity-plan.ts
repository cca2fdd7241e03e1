import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { capacityKeys } from "../../../api/capacity";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/capacity: each person's load week by week and each project's team load.

const level = z.enum(["idle", "available", "balanced", "high", "over"]);
export type LoadLevel = z.infer<typeof level>;

const capacityPlanSchema = z.object({
  weekStarts: z.array(z.string()),
  resources: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.string(),
      availability: z.number(),
      weeks: z.array(z.object({ start: z.string(), hours: z.number(), utilisation: z.number().nullable(), level })),
      projects: z.array(z.object({ projectId: z.string(), projectName: z.string(), hours: z.number() })),
      peakUtilisation: z.number().nullable(),
    }),
  ),
  projects: z.array(
    z.object({
      projectId: z.string(),
      projectName: z.string(),
      allocatedHours: z.number(),
      availabilityHours: z.number(),
      percentage: z.number(),
      isOverThreshold: z.boolean(),
    }),
  ),
  totals: z.object({ availability: z.number(), allocatedThisWeek: z.number(), utilisation: z.number().nullable(), overloaded: z.number(), atThreshold: z.number() }),
});
export type CapacityPlan = z.infer<typeof capacityPlanSchema>;

export const capacityPlanKey = capacityKeys.plan;

export function useCapacityPlan(weeks: number) {
  return useQuery({
    queryKey: capacityPlanKey(weeks),
    queryFn: ({ signal }) => apiClient.get("/capacity", { query: { weeks }, signal, parse: (data) => capacityPlanSchema.parse(data) }),
  });
}
