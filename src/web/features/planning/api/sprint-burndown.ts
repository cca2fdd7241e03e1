import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { sprintKeys } from "../../../api/sprints";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/projects/:id/sprints/:sprintId/burndown in the reader's time zone.

const burndownSchema = z.object({
  unit: z.enum(["points", "tasks"]),
  total: z.number(),
  points: z.array(z.object({ date: z.string(), remaining: z.number().nullable(), completed: z.number(), ideal: z.number() })),
});
export type SprintBurndown = z.infer<typeof burndownSchema>;

export function useSprintBurndown(projectId: string, sprintId: string, timeZone: string) {
  return useQuery({
    queryKey: sprintKeys.burndown(projectId, sprintId),
    queryFn: ({ signal }) =>
      apiClient.get(`/projects/${encodeURIComponent(projectId)}/sprints/${encodeURIComponent(sprintId)}/burndown`, {
        query: { timeZone },
        signal,
        parse: (data) => burndownSchema.parse(data),
      }),
  });
}
