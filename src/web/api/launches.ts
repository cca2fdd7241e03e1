import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { draftSchema, planDeletedSchema, planDetailSchema, planListSchema, sentSchema, type PlanEdit, type PlanInput, type SendInput } from "../../domain/launches/contract";
import type { DraftKind, LaunchLanguage } from "../../domain/launches/templates";
import { apiClient } from "../lib/api-client";
import { launchKeys } from "./query-keys";

// /marketing-agent's launches: GET /api/v1/launches?projectId=, POST /projects/:id/launches,
// GET, PUT, DELETE /launches/:planId, POST …/drafts, PUT …/drafts/:id, POST …/approve, POST …/send (decision 1004).

export type { LaunchDraft, PlanDetail, PlanEdit, PlanInput, SendInput, SentPiece } from "../../domain/launches/contract";

const planPath = (id: string) => `/launches/${encodeURIComponent(id)}`;
const draftPath = (planId: string, draftId: string) => `${planPath(planId)}/drafts/${encodeURIComponent(draftId)}`;


export function useLaunchPlans(projectId: string | null) {
  return useQuery({
    queryKey: launchKeys.plans(projectId ?? ""),
    enabled: Boolean(projectId),
    queryFn: ({ signal }) => apiClient.get("/launches", { signal, query: { projectId: projectId ?? "" }, parse: (data) => planListSchema.parse(data).items }),
  });
}

export function useLaunchPlan(planId: string | null) {
  return useQuery({ queryKey: launchKeys.plan(planId ?? ""), enabled: Boolean(planId), queryFn: ({ signal }) => apiClient.get(planPath(planId ?? ""), { signal, parse: (data) => planDetailSchema.parse(data) }) });
}

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: launchKeys.all });
}

/** Makes a plan; its steps become tasks of the project (the project's task lists refresh too). */
export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, plan }: { projectId: string; plan: PlanInput }) => apiClient.post(`/projects/${encodeURIComponent(projectId)}/launches`, plan, { parse: (data) => planDetailSchema.parse(data) }),
    onSuccess: (plan) => {
      queryClient.setQueryData(launchKeys.plan(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: launchKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["projects"] });
    },
  });
}

/** Edits a plan and its timeline; the steps' tasks follow on the server (the project's task lists refresh too). */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, plan }: { planId: string; plan: PlanEdit }) => apiClient.put(planPath(planId), plan, { parse: (data) => planDetailSchema.parse(data) }),
    onSuccess: (plan) => {
      queryClient.setQueryData(launchKeys.plan(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: launchKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["projects"] });
    },
  });
}

/** Deletes a plan; answers how many of its step tasks were deleted and kept. */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => apiClient.delete(planPath(planId), { parse: (data) => planDeletedSchema.parse(data) }),
    onSuccess: (_result, planId) => {
      queryClient.removeQueries({ queryKey: launchKeys.plan(planId) });
      void queryClient.invalidateQueries({ queryKey: launchKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["projects"] });
    },
  });
}

export function useWriteDraft() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: ({ planId, kind, lang }: { planId: string; kind: DraftKind; lang: LaunchLanguage }) => apiClient.post(`${planPath(planId)}/drafts`, { kind, lang }, { parse: (data) => draftSchema.parse(data) }), onSuccess: invalidate });
}

export function useEditDraft() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ planId, draftId, subject, body }: { planId: string; draftId: string; subject: string; body: string }) => apiClient.put(draftPath(planId, draftId), { subject, body }, { parse: (data) => draftSchema.parse(data) }),
    onSuccess: invalidate,
  });
}

export function useApproveDraft() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: ({ planId, draftId }: { planId: string; draftId: string }) => apiClient.post(`${draftPath(planId, draftId)}/approve`, {}, { parse: (data) => draftSchema.parse(data) }), onSuccess: invalidate });
}

export function useSendDraft() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: ({ planId, draftId, input }: { planId: string; draftId: string; input: SendInput }) => apiClient.post(`${draftPath(planId, draftId)}/send`, input, { parse: (data) => sentSchema.parse(data) }), onSuccess: invalidate });
}

export { launchKeys };
