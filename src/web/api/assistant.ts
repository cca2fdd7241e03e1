import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { answerSchema, conversationSchema, conversationSummarySchema, ratedAnswersSchema, ratingSummarySchema, type ActionPreview, type Answer, type RateInput } from "../../domain/assistant/contract";
import { apiClient } from "../lib/api-client";
import { projectKeys } from "./projects";
import { taskKeys } from "./tasks";

// The virtual assistant (decisions 0902, 0903): POST /api/v1/assistant/ask answers from the
// caller's workspace (nothing cached, each question asked afresh); POST /api/v1/assistant/actions
// does a previewed action the user confirmed, through the normal API as that user.

// Conversations are kept per user (decision 0907): listed, opened, deleted; each answer rated.

export type { ActionPreview, Answer, Conversation, RatedAnswer } from "../../domain/assistant/contract";

export const assistantKeys = {
  all: ["assistant"] as const,
  conversations: () => [...assistantKeys.all, "conversations"] as const,
  conversation: (id: string) => [...assistantKeys.all, "conversation", id] as const,
  ratings: () => [...assistantKeys.all, "ratings"] as const,
  ratedAnswers: (filter: RatedFilter) => [...assistantKeys.ratings(), "answers", filter] as const,
};

/** The ratings screen's filter (decision 0921): helpful or not, one intent. */
export type RatedFilter = { rating?: "up" | "down"; intent?: string };

export function askAssistant(input: { question: string; projectId?: string; conversationId?: string }): Promise<Answer> {
  return apiClient.post("/assistant/ask", input, { parse: (data) => answerSchema.parse(data) });
}

export function useAskAssistant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: askAssistant, onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() }) });
}

export function useConversations() {
  return useQuery({ queryKey: assistantKeys.conversations(), queryFn: ({ signal }) => apiClient.get("/assistant/conversations", { signal, parse: (data) => z.array(conversationSummarySchema).parse(data) }) });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: assistantKeys.conversation(id ?? ""),
    queryFn: ({ signal }) => apiClient.get(`/assistant/conversations/${encodeURIComponent(id!)}`, { signal, parse: (data) => conversationSchema.parse(data) }),
    enabled: Boolean(id),
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => apiClient.delete(`/assistant/conversations/${encodeURIComponent(id)}`), onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.all }) });
}

export function useDeleteAllConversations() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => apiClient.delete("/assistant/conversations"), onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.all }) });
}

// The workspace's ratings, for its admins (decision 0921): counts per intent and engine, and the rated answers.
export function useRatingSummary() {
  return useQuery({ queryKey: assistantKeys.ratings(), queryFn: ({ signal }) => apiClient.get("/assistant/ratings", { signal, parse: (data) => ratingSummarySchema.parse(data) }) });
}

export function useRatedAnswers(filter: RatedFilter) {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return useQuery({
    queryKey: assistantKeys.ratedAnswers(filter),
    queryFn: ({ signal }) => apiClient.get(`/assistant/ratings/answers${query ? `?${query}` : ""}`, { signal, parse: (data) => ratedAnswersSchema.parse(data) }),
    // Changing the filter keeps the list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useRateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ turnId, ...input }: RateInput & { turnId: string }) => apiClient.put<{ rating: "up" | "down"; reason: string | null }>(`/assistant/turns/${encodeURIComponent(turnId)}/rating`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.ratings() }),
  });
}

export function confirmAssistantAction(action: ActionPreview): Promise<Answer> {
  return apiClient.post("/assistant/actions", action, { parse: (data) => answerSchema.parse(data) });
}

export function useConfirmAssistantAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAssistantAction,
    // The project's tasks, registers and figures changed; the event stream tells other tabs.
    onSuccess: (_answer, action) => Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.list(action.projectId) }), queryClient.invalidateQueries({ queryKey: projectKeys.detail(action.projectId) })]),
  });
}
