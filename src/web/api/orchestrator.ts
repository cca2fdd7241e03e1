import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  commentListSchema,
  commentSchema,
  comparisonSchema,
  decisionListSchema,
  decisionSchema,
  optimisationSchema,
  portfolioSchema,
  scenarioListSchema,
  scenarioSchema,
  type ScenarioChange,
  type ScenarioInput,
} from "../../domain/orchestrator/contract";
import { apiClient } from "../lib/api-client";
import { useServerEvent } from "./server-events";

// The decision center (/orchestrator, decision 0804): GET …/portfolio, POST …/simulate and
// …/optimise, scenarios (votes, comments, simulation, apply), decisions (undo).

export type { Comparison, Decision, Portfolio, Scenario, ScenarioChange, ScenarioInput, ProjectOutcome, Binding } from "../../domain/orchestrator/contract";
export type OptimiserObjective = "on_time_value" | "lateness" | "roi";

export const orchestratorKeys = {
  all: ["orchestrator"] as const,
  portfolio: () => [...orchestratorKeys.all, "portfolio"] as const,
  scenarios: () => [...orchestratorKeys.all, "scenarios"] as const,
  simulation: (scenarioId: string) => [...orchestratorKeys.all, "simulation", scenarioId] as const,
  comments: (scenarioId: string) => [...orchestratorKeys.all, "comments", scenarioId] as const,
  decisions: () => [...orchestratorKeys.all, "decisions"] as const,
};

export function usePortfolio() {
  return useQuery({ queryKey: orchestratorKeys.portfolio(), queryFn: ({ signal }) => apiClient.get("/orchestrator/portfolio", { signal, parse: (data) => portfolioSchema.parse(data) }) });
}

/** Votes and comments of the team: refreshed every 30 s while the page is open. */
export function useScenarios() {
  return useQuery({ queryKey: orchestratorKeys.scenarios(), refetchInterval: 30_000, queryFn: ({ signal }) => apiClient.get("/orchestrator/scenarios", { signal, parse: (data) => scenarioListSchema.parse(data).items }) });
}

export function useScenarioSimulation(scenarioId: string) {
  return useQuery({
    queryKey: orchestratorKeys.simulation(scenarioId),
    queryFn: ({ signal }) => apiClient.get(`/orchestrator/scenarios/${encodeURIComponent(scenarioId)}/simulation`, { signal, parse: (data) => comparisonSchema.parse(data) }),
  });
}

export function useScenarioComments(scenarioId: string) {
  return useQuery({
    queryKey: orchestratorKeys.comments(scenarioId),
    refetchInterval: 30_000,
    queryFn: ({ signal }) => apiClient.get(`/orchestrator/scenarios/${encodeURIComponent(scenarioId)}/comments`, { signal, parse: (data) => commentListSchema.parse(data).items }),
  });
}

export function useDecisions() {
  return useQuery({ queryKey: orchestratorKeys.decisions(), queryFn: ({ signal }) => apiClient.get("/orchestrator/decisions", { signal, parse: (data) => decisionListSchema.parse(data).items }) });
}

/** A decision applied or undone elsewhere changes projects: the page follows (decision 0602). */
export function useOrchestratorLiveRefresh() {
  const queryClient = useQueryClient();
  useServerEvent("project.changed", () => void queryClient.invalidateQueries({ queryKey: orchestratorKeys.all }));
}

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: orchestratorKeys.all });
}

export function useSimulate() {
  return useMutation({ mutationFn: (body: { projectIds: string[]; changes: ScenarioChange[] }) => apiClient.post("/orchestrator/simulate", body, { parse: (data) => comparisonSchema.parse(data) }) });
}

export function useOptimise() {
  return useMutation({ mutationFn: (body: { projectIds: string[]; objective: OptimiserObjective }) => apiClient.post("/orchestrator/optimise", body, { parse: (data) => optimisationSchema.parse(data) }) });
}

export function useSaveScenario() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, scenario }: { id: string | null; scenario: ScenarioInput }) =>
      id
        ? apiClient.put(`/orchestrator/scenarios/${encodeURIComponent(id)}`, scenario, { parse: (data) => scenarioSchema.parse(data) })
        : apiClient.post("/orchestrator/scenarios", scenario, { parse: (data) => scenarioSchema.parse(data) }),
    onSuccess: invalidate,
  });
}

export function useDeleteScenario() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (id: string) => apiClient.delete(`/orchestrator/scenarios/${encodeURIComponent(id)}`), onSuccess: invalidate });
}

export function useVote() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, vote }: { id: string; vote: boolean }) =>
      vote ? apiClient.put(`/orchestrator/scenarios/${encodeURIComponent(id)}/vote`, undefined, { parse: (data) => scenarioSchema.parse(data) }) : apiClient.delete(`/orchestrator/scenarios/${encodeURIComponent(id)}/vote`, { parse: (data) => scenarioSchema.parse(data) }),
    onSuccess: invalidate,
  });
}

export function useAddComment(scenarioId: string) {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (body: string) => apiClient.post(`/orchestrator/scenarios/${encodeURIComponent(scenarioId)}/comments`, { body }, { parse: (data) => commentSchema.parse(data) }), onSuccess: invalidate });
}

export function useApplyScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reasons }: { id: string; reasons: string }) => apiClient.post(`/orchestrator/scenarios/${encodeURIComponent(id)}/apply`, { reasons }, { parse: (data) => decisionSchema.parse(data) }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

export function useUndoDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post(`/orchestrator/decisions/${encodeURIComponent(id)}/undo`, undefined, { parse: (data) => decisionSchema.parse(data) }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
