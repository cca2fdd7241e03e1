import { useQuery } from "@tanstack/react-query";
import { portfolioHeatMapSchema } from "../../../../domain/analytics/contract";
import { analyticsKeys } from "../../../api/analytics";
import { apiClient } from "../../../lib/api-client";

// GET /api/v1/analytics/portfolio: each project's status, phase, progress and risk.

export type { HeatRow } from "../../../../domain/analytics/contract";

export function usePortfolioHeatMap() {
  return useQuery({ queryKey: analyticsKeys.portfolio(), queryFn: ({ signal }) => apiClient.get("/analytics/portfolio", { signal, parse: (data) => portfolioHeatMapSchema.parse(data) }) });
}
