import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { geneticsRunListSchema, geneticsRunSchema, portfolioGenomesSchema, projectGenomeSchema, type GeneticsRun, type SetTraits } from "../../domain/genetics/contract";
import type { Objective } from "../../domain/genetics/evolve";
import type { GeneKey } from "../../domain/genetics/traits";
import { apiClient } from "../lib/api-client";
import { geneticsKeys } from "./query-keys";

// Project genetics: GET /api/v1/genetics, GET/PATCH /api/v1/projects/:id/genome and the evolution
// runs under /api/v1/projects/:id/genetics/runs. A running evolution is polled (it lives in a
// worker thread and reports each generation to its row); everything else follows the event stream.


const base = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;

export function usePortfolioGenomes() {
  return useQuery({ queryKey: geneticsKeys.portfolio(), queryFn: ({ signal }) => apiClient.get("/genetics", { signal, parse: (d) => portfolioGenomesSchema.parse(d) }) });
}

export function useProjectGenome(projectId: string) {
  return useQuery({ queryKey: geneticsKeys.genome(projectId), queryFn: ({ signal }) => apiClient.get(`${base(projectId)}/genome`, { signal, parse: (d) => projectGenomeSchema.parse(d) }) });
}

/**
 * The sprint length the project's manager set or adopted from an evolution ('Aplicar', decision
 * 1001), in days; null when none is set or the project works without sprints. New sprints take it.
 */
export function useAdoptedSprintLength(projectId: string): number | null {
  const genome = useProjectGenome(projectId);
  const trait = genome.data?.traits.find((x) => x.key === "sprintLengthDays");
  return trait?.source === "set" && typeof trait.value === "number" && trait.value > 0 ? trait.value : null;
}

export function useGeneticsRuns(projectId: string) {
  return useQuery({ queryKey: geneticsKeys.runs(projectId), queryFn: ({ signal }) => apiClient.get(`${base(projectId)}/genetics/runs`, { signal, parse: (d) => geneticsRunListSchema.parse(d) }) });
}

/** One run, polled every 700 ms while it runs. */
export function useGeneticsRun(projectId: string, runId: string | null) {
  return useQuery({
    queryKey: geneticsKeys.run(projectId, runId ?? ""),
    enabled: runId !== null,
    queryFn: ({ signal }) => apiClient.get(`${base(projectId)}/genetics/runs/${encodeURIComponent(runId ?? "")}`, { signal, parse: (d) => geneticsRunSchema.parse(d) }),
    refetchInterval: (query) => (query.state.data?.status === "running" || !query.state.data ? 700 : false),
  });
}

export function useSetTraits(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetTraits) => apiClient.patch(`${base(projectId)}/genome`, body, { parse: (d) => projectGenomeSchema.parse(d) }),
    onSuccess: (genome) => {
      queryClient.setQueryData(geneticsKeys.genome(projectId), genome);
      void queryClient.invalidateQueries({ queryKey: geneticsKeys.portfolio() });
    },
  });
}

export function useStartEvolution(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { objective: Objective; seed?: number }) => apiClient.post(`${base(projectId)}/genetics/runs`, body, { parse: (d) => geneticsRunSchema.parse(d) }),
    onSuccess: (run) => {
      queryClient.setQueryData(geneticsKeys.run(projectId, run.id), run);
      void queryClient.invalidateQueries({ queryKey: geneticsKeys.runs(projectId) });
    },
  });
}

export function useStopEvolution(projectId: string) {
  return useMutation({ mutationFn: (runId: string) => apiClient.post(`${base(projectId)}/genetics/runs/${encodeURIComponent(runId)}/stop`, {}, { parse: (d) => geneticsRunSchema.parse(d) }) });
}

export function useAdoptGenome(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, genes }: { runId: string; genes: GeneKey[] }) => apiClient.post<GeneticsRun>(`${base(projectId)}/genetics/runs/${encodeURIComponent(runId)}/adopt`, { genes }, { parse: (d) => geneticsRunSchema.parse(d) }),
    onSuccess: (run) => {
      queryClient.setQueryData(geneticsKeys.run(projectId, run.id), run);
      void queryClient.invalidateQueries({ queryKey: geneticsKeys.all });
    },
  });
}

export { geneticsKeys };
