import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { deliveryListSchema, deliverySchema, subscriptionListSchema, subscriptionSchema, subscriptionWithSecretSchema, type SubscriptionInput } from "../../domain/webhooks/contract";
import type { Subscription } from "../../domain/webhooks/contract";
import { apiClient } from "../lib/api-client";

// Outgoing webhooks: GET/POST /api/v1/webhooks, PUT/PATCH/DELETE …/:id, POST …/:id/secret and
// …/:id/ping, GET …/:id/deliveries, POST …/deliveries/:id/redeliver (decision 0806).

export type { Subscription, Delivery, SubscriptionInput } from "../../domain/webhooks/contract";

export const webhookKeys = {
  all: ["webhooks"] as const,
  list: () => [...webhookKeys.all, "list"] as const,
  deliveries: (id: string) => [...webhookKeys.all, "deliveries", id] as const,
};

export function useWebhooks(enabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.list(),
    enabled,
    queryFn: ({ signal }) => apiClient.get("/webhooks", { signal, parse: (data) => subscriptionListSchema.parse(data).items }),
    // A delivery just queued shows its outcome a moment later.
    refetchInterval: (query) => (query.state.data?.some((s) => s.lastDelivery?.status === "pending") ? 1500 : false),
  });
}

/** A subscription's last deliveries; refreshed every few seconds while one is still being tried. */
export function useWebhookDeliveries(id: string | null) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id ?? "none"),
    enabled: id !== null,
    queryFn: ({ signal }) => apiClient.get(`/webhooks/${encodeURIComponent(id!)}/deliveries`, { signal, parse: (data) => deliveryListSchema.parse(data).items }),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === "pending") ? 1500 : false),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

export function useSaveWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SubscriptionInput }): Promise<Subscription & { secret: string | null }> =>
      id ? apiClient.put(`/webhooks/${encodeURIComponent(id)}`, input, { parse: (data) => ({ ...subscriptionSchema.parse(data), secret: null }) }) : apiClient.post("/webhooks", input, { parse: (data) => subscriptionWithSecretSchema.parse(data) }),
    onSuccess: invalidate,
  });
}

export function useToggleWebhook() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => apiClient.patch(`/webhooks/${encodeURIComponent(id)}`, { enabled }, { parse: (data) => subscriptionSchema.parse(data) }), onSuccess: invalidate });
}

export function useDeleteWebhook() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => apiClient.delete(`/webhooks/${encodeURIComponent(id)}`), onSuccess: invalidate });
}

export function useRotateWebhookSecret() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => apiClient.post(`/webhooks/${encodeURIComponent(id)}/secret`, {}, { parse: (data) => subscriptionWithSecretSchema.parse(data) }), onSuccess: invalidate });
}

export function usePingWebhook() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => apiClient.post(`/webhooks/${encodeURIComponent(id)}/ping`, {}, { parse: (data) => deliverySchema.parse(data) }), onSuccess: invalidate });
}

export function useRedeliver() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (deliveryId: string) => apiClient.post(`/webhooks/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, {}, { parse: (data) => deliverySchema.parse(data) }), onSuccess: invalidate });
}
