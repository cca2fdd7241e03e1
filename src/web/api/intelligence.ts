import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { CostInput } from "../../domain/intelligence/cost-schema";
import {
  costRowSchema,
  forecastResultSchema,
  portfolioInsightsSchema,
  projectFinanceSchema,
  projectInsightsSchema,
  workspaceTrackRecordSchema,
  type Cost,
  type PortfolioItem,
} from "../../domain/intelligence/contract";
import type { EarnedValue, RoiForecast, SpendForecast } from "../../domain/intelligence/earned-value";
import type { ForecastResult } from "../../domain/intelligence/forecast";
import type { RiskResult } from "../../domain/intelligence/risk";
import { apiClient } from "../lib/api-client";
import { intelligenceKeys } from "./query-keys";

// Intelligence (served under the `insights` URLs, decision 0010): GET /api/v1/portfolio/insights and
// the per-project insights, forecast, finance and costs. The server recomputes a project's insights
// shortly after it or its tasks change; the key families are invalidated then (api/server-events.ts).


// ---- GET /api/v1/portfolio/track-record: how the workspace's forecasts and estimates have fared
// on its own history (the backtests, refreshed by the daily job).

export function useTrackRecord() {
  return useQuery({
    queryKey: intelligenceKeys.trackRecord(),
    queryFn: ({ signal }) => apiClient.get("/portfolio/track-record", { signal, parse: (data) => workspaceTrackRecordSchema.parse(data) }),
    staleTime: 10 * 60_000,
  });
}

// ---- GET /api/v1/portfolio/insights: every project sorted by risk, with its three largest risk
// factors and its stored delivery forecast (or the reasons the engine could not make one).

export type { PortfolioItem } from "../../domain/intelligence/contract";

export async function fetchPortfolioInsights(signal?: AbortSignal): Promise<PortfolioItem[]> {
  return (await apiClient.get("/portfolio/insights", { signal, parse: (data) => portfolioInsightsSchema.parse(data) })).items;
}

/** `pollWhile`: look again every 3 s while it holds (e.g. a new project's insights are not computed yet). */
export function usePortfolioInsights(options: { enabled?: boolean; pollWhile?: (items: PortfolioItem[]) => boolean } = {}) {
  const { enabled = true, pollWhile } = options;
  return useQuery({
    queryKey: intelligenceKeys.portfolio(),
    queryFn: ({ signal }) => fetchPortfolioInsights(signal),
    enabled,
    refetchInterval: (query) => (pollWhile && query.state.data && pollWhile(query.state.data) ? 3000 : false),
  });
}

// GET /api/v1/projects/:id/insights: the stored risk score with its factors, the delivery forecast
// and earned value (computed on first read). The engines' result types come from src/domain.

export type ProjectInsights = {
  computedAt: string;
  risk: RiskResult;
  forecast: ForecastResult;
  earnedValue: EarnedValue | null;
  spendForecast: SpendForecast | null;
  roiForecast: RoiForecast | null;
  inputs: { tasks: number; completed: number; referenceWeeks: number; spentCents: number; milestones: number };
};

export function fetchProjectInsights(projectId: string, signal?: AbortSignal): Promise<ProjectInsights> {
  return apiClient.get(`/projects/${encodeURIComponent(projectId)}/insights`, { signal, parse: (data) => projectInsightsSchema.parse(data) as unknown as ProjectInsights });
}

export function useProjectInsights(projectId: string | null) {
  return useQuery({
    queryKey: intelligenceKeys.detail(projectId ?? ""),
    queryFn: ({ signal }) => fetchProjectInsights(projectId ?? "", signal),
    enabled: projectId !== null,
  });
}

// GET /api/v1/projects/:id/forecast?capacityFactor=&scopeChange=: a what-if forecast (not stored).

export function useWhatIfForecast(projectId: string, capacityFactor: number, scopeChange: number, enabled: boolean) {
  return useQuery({
    queryKey: intelligenceKeys.forecast(projectId, capacityFactor, scopeChange),
    queryFn: ({ signal }) =>
      apiClient.get(`/projects/${encodeURIComponent(projectId)}/forecast`, {
        query: { capacityFactor, scopeChange },
        signal,
        parse: (data) => forecastResultSchema.parse(data) as unknown as ForecastResult,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

// GET /api/v1/projects/:id/finance: earned value now, spend and ROI forecasts, PV/EV/AC by week.

export type ProjectFinance = {
  earnedValue: EarnedValue | null;
  spendForecast: SpendForecast | null;
  roiForecast: RoiForecast | null;
  series: { date: string; pv: number; ev: number; ac: number }[];
  currency: string;
  /** Where the AC comes from (decision 1212). */
  acSource: "timesheets" | "manual" | "mixed";
  actualCost: { acCents: number; timesheetCents: number; manualCents: number; replacedManualCents: number; loggedMinutes: number; uncostedMinutes: number };
};

export function useProjectFinance(projectId: string) {
  return useQuery({
    queryKey: intelligenceKeys.finance(projectId),
    queryFn: ({ signal }) => apiClient.get(`/projects/${encodeURIComponent(projectId)}/finance`, { signal, parse: (data) => projectFinanceSchema.parse(data) as unknown as ProjectFinance }),
  });
}

// GET /api/v1/projects/:id/costs: the project's cost entries (amount in pesos, not cents).

export type { Cost } from "../../domain/intelligence/contract";

export function useCosts(projectId: string) {
  return useQuery({
    queryKey: intelligenceKeys.costs(projectId),
    queryFn: ({ signal }) => apiClient.get(`/projects/${encodeURIComponent(projectId)}/costs`, { signal, parse: (data) => z.array(costRowSchema).parse(data) }),
  });
}

// POST /api/v1/projects/:id/costs (the body is the server's costSchema).

export type CreateCostVariables = { projectId: string; input: CostInput };

export function useCreateCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, input }: CreateCostVariables): Promise<Cost> =>
      apiClient.post(`/projects/${encodeURIComponent(projectId)}/costs`, input, { parse: (data) => costRowSchema.parse(data) }),
    onSuccess: (_cost, { projectId }) => {
      // A cost changes everything derived from the project's money: its costs, finance, insights.
      void queryClient.invalidateQueries({ queryKey: intelligenceKeys.project(projectId) });
    },
  });
}

// PATCH /api/v1/projects/:id/costs/:costId (a partial costSchema; the form sends every field).

export type UpdateCostVariables = { projectId: string; costId: string; input: CostInput };

export function useUpdateCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, costId, input }: UpdateCostVariables): Promise<Cost> =>
      apiClient.patch(`/projects/${encodeURIComponent(projectId)}/costs/${encodeURIComponent(costId)}`, input, { parse: (data) => costRowSchema.parse(data) }),
    onSuccess: (_cost, { projectId }) => {
      // A cost changes everything derived from the project's money: its costs, finance, insights.
      void queryClient.invalidateQueries({ queryKey: intelligenceKeys.project(projectId) });
    },
  });
}

// DELETE /api/v1/projects/:id/costs/:costId.

export function useDeleteCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, costId }: { projectId: string; costId: string }): Promise<void> =>
      apiClient.delete(`/projects/${encodeURIComponent(projectId)}/costs/${encodeURIComponent(costId)}`),
    onSuccess: (_r, { projectId }) => {
      // A cost changes everything derived from the project's money: its costs, finance, insights.
      void queryClient.invalidateQueries({ queryKey: intelligenceKeys.project(projectId) });
    },
  });
}

export { intelligenceKeys };
