import { useMutation } from "@tanstack/react-query";
import { answerSchema, type Answer } from "../../domain/assistant/contract";
import { apiClient } from "../lib/api-client";

// The virtual assistant (decision 0902): POST /api/v1/assistant/ask. Answers are computed on the
// server from the caller's workspace; nothing is cached, each question is asked afresh.

export type { Answer } from "../../domain/assistant/contract";

export function askAssistant(input: { question: string; projectId?: string }): Promise<Answer> {
  return apiClient.post("/assistant/ask", input, { parse: (data) => answerSchema.parse(data) });
}

export function useAskAssistant() {
  return useMutation({ mutationFn: askAssistant });
}
