import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { EarnedValue, RoiForecast, SpendForecast } from "../../../../domain/intelligence/earned-value";
import { apiClient } from "../../../lib/api-client";
import { insightKeys } from "../../../api/insights";

// GET /api/v1/projects/:id/finance: earned value now, spend and ROI forecasts, PV/EV/AC by week.

export type ProjectFinance = {
  earnedValue: EarnedValue | null;
  spendForecast: SpendForecast | null;
  roiForecast: RoiForecast | null;
  series: { date: string; pv: number; ev: number; ac: number }[];
  currency: string;
};

const financeSchema = z
  .object({
    series: z.array(z.object({ date: z.string(), pv: z.number(), ev: z.number(), ac: z.number() })),
    currency: z.string(),
  })
  .passthrough();

export function useProjectFinance(projectId: string) {
  return useQuery({
    queryKey: insightKeys.finance(projectId),
    queryFn: ({ signal }) => apiClient.get(`/projects/${encodeURIComponent(projectId)}/finance`, { signal, parse: (data) => financeSchema.parse(data) as unknown as ProjectFinance }),
  });
}
