import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answerSchema, type ActionPreview, type Answer } from "../../domain/assistant/contract";
import { apiClient } from "../lib/api-client";
import { projectKeys } from "./projects";
import { taskKeys } from "./tasks";

// The virtual assistant (decisions 0902, 0903): POST /api/v1/assistant/ask answers from the
// caller's workspace (nothing cached, each question asked afresh); POST /api/v1/assistant/actions
// does a previewed action the user confirmed, through the normal API as that user.

export type { ActionPreview, Answer } from "../../domain/assistant/contract";

export function askAssistant(input: { question: string; projectId?: string }): Promise<Answer> {
  return apiClient.post("/assistant/ask", input, { parse: (data) => answerSchema.parse(data) });
}

export function useAskAssistant() {
  return useMutation({ mutationFn: askAssistant });
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
