import { z } from "zod";

// What GET /api/v1/capacity answers: each person's load week by week and each project's team load.

export const loadLevelSchema = z.enum(["idle", "available", "balanced", "high", "over"]);
export type LoadLevel = z.infer<typeof loadLevelSchema>;

export const capacityPlanSchema = z.object({
  weekStarts: z.array(z.string()),
  resources: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      role: z.string(),
      availability: z.number(),
      weeks: z.array(z.object({ start: z.string(), hours: z.number(), available: z.number(), utilisation: z.number().nullable(), level: loadLevelSchema })),
      projects: z.array(z.object({ projectId: z.string(), projectName: z.string(), hours: z.number() })),
      peakUtilisation: z.number().nullable(),
    }),
  ),
  projects: z.array(
    z.looseObject({
      projectId: z.string(),
      projectName: z.string(),
      allocatedHours: z.number(),
      availabilityHours: z.number(),
      percentage: z.number(),
      isOverThreshold: z.boolean(),
    }),
  ),
  totals: z.looseObject({ availability: z.number(), allocatedThisWeek: z.number(), utilisation: z.number().nullable(), overloaded: z.number(), atThreshold: z.number() }),
});
export type CapacityPlan = z.infer<typeof capacityPlanSchema>;
