import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dryRunSchema, ruleListSchema, ruleSchema, runListSchema, type RuleInput } from "../../domain/automation/contract";
import { deliveryListSchema } from "../../domain/webhooks/contract";
import { apiClient } from "../lib/api-client";
import { useServerEvent } from "./server-events";

// Automation rules: GET/POST /api/v1/automation/rules, PUT/PATCH/DELETE …/rules/:id, GET …/runs,
// POST …/dry-run (decision 0801).

export type { Rule, Run, RuleInput, DryRun } from "../../domain/automation/contract";

export const automationKeys = {
  all: ["automation"] as const,
  rules: () => [...automationKeys.all, "rules"] as const,
  runs: (ruleId: string | null) => [...automationKeys.all, "runs", ruleId ?? "all"] as const,
  deliveries: (ruleId: string) => [...automationKeys.all, "deliveries", ruleId] as const,
};

/** The deliveries of a rule's "call a webhook" actions (the webhooks' queue and log). */
export function useRuleDeliveries(ruleId: string, enabled: boolean) {
  return useQuery({
    queryKey: automationKeys.deliveries(ruleId),
    enabled,
    queryFn: ({ signal }) => apiClient.get(`/automation/rules/${encodeURIComponent(ruleId)}/deliveries`, { signal, parse: (data) => deliveryListSchema.parse(data).items }),
  });
}

/** A new secret address for a webhook rule; the old one stops working at once. */
export function useRotateWebhookUrl() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (id: string) => apiClient.post(`/automation/rules/${encodeURIComponent(id)}/webhook-url`, undefined, { parse: (data) => ruleSchema.parse(data) }), onSuccess: invalidate });
}

export function useAutomationRules() {
  return useQuery({ queryKey: automationKeys.rules(), queryFn: ({ signal }) => apiClient.get("/automation/rules", { signal, parse: (data) => ruleListSchema.parse(data).items }) });
}

export function useAutomationRuns(ruleId: string | null) {
  return useQuery({
    queryKey: automationKeys.runs(ruleId),
    queryFn: ({ signal }) => apiClient.get(ruleId ? `/automation/rules/${encodeURIComponent(ruleId)}/runs` : "/automation/runs", { signal, parse: (data) => runListSchema.parse(data).items }),
  });
}

/**
 * Rules run on the server when tasks change and when notices go out: the open page refreshes its
 * rules and log on those events of the one stream (decision 0602), a moment later.
 */
export function useAutomationLiveRefresh() {
  const queryClient = useQueryClient();
  const refresh = () => {
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: automationKeys.all }), 800);
  };
  useServerEvent("tasks.changed", refresh);
  useServerEvent("notification.created", refresh);
}

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: automationKeys.all });
}

export function useSaveRule() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, rule }: { id: string | null; rule: RuleInput }) =>
      id ? apiClient.put(`/automation/rules/${encodeURIComponent(id)}`, rule, { parse: (data) => ruleSchema.parse(data) }) : apiClient.post("/automation/rules", rule, { parse: (data) => ruleSchema.parse(data) }),
    onSuccess: invalidate,
  });
}

export function useToggleRule() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => apiClient.patch(`/automation/rules/${encodeURIComponent(id)}`, { enabled }, { parse: (data) => ruleSchema.parse(data) }),
    onSuccess: invalidate,
  });
}

export function useDeleteRule() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (id: string) => apiClient.delete(`/automation/rules/${encodeURIComponent(id)}`), onSuccess: invalidate });
}

export function useDryRun() {
  return useMutation({ mutationFn: (rule: RuleInput) => apiClient.post("/automation/dry-run", { rule }, { parse: (data) => dryRunSchema.parse(data) }) });
}
