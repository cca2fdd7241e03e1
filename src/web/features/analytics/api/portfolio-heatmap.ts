import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { analyticsKeys } from "../../../api/analytics";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/analytics/portfolio: each project's status, phase, progress and risk.

const heatSchema = z.array(
  z.object({ id: z.string(), name: z.string(), status: z.string(), phase: z.string().nullable(), progress: z.number(), riskScore: z.number(), dueDate: z.string().nullable() }),
);
export type HeatRow = z.infer<typeof heatSchema>[number];

export function usePortfolioHeatMap() {
  return useQuery({ queryKey: analyticsKeys.portfolio(), queryFn: ({ signal }) => apiClient.get("/analytics/portfolio", { signal, parse: (data) => heatSchema.parse(data) }) });
}
