import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { generateSprintsSchema } from "../../../../domain/planning/sprint-schemas";
import { sprintKeys } from "../../../api/sprints";
import { apiClient } from "../../../lib/api-client";
import { sprintSchema, type Sprint } from "./project-sprints";

// POST /api/v1/projects/:id/sprints/generate: consecutive sprints (409 sprint_overlap until confirmed).

export type GenerateSprintsInput = z.input<typeof generateSprintsSchema>;
export type GenerateSprintsVariables = { projectId: string; input: GenerateSprintsInput };

const generatedSchema = z.object({ items: z.array(sprintSchema) });

export async function generateSprints({ projectId, input }: GenerateSprintsVariables): Promise<Sprint[]> {
  const answer = await apiClient.post(`/projects/${encodeURIComponent(projectId)}/sprints/generate`, input, { parse: (data) => generatedSchema.parse(data) });
  return answer.items;
}

export function useGenerateSprints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSprints,
    onSuccess: (_sprints, { projectId }) => queryClient.invalidateQueries({ queryKey: sprintKeys.list(projectId) }),
  });
}
