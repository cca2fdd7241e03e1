import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateSprintInput } from "../../../../domain/planning/sprint-schemas";
import { sprintKeys } from "../../../api/sprints";
import { apiClient } from "../../../lib/api-client";
import { sprintSchema, type Sprint } from "./project-sprints";

// POST /api/v1/projects/:id/sprints (409 sprint_overlap until confirmOverlap).

export type CreateSprintVariables = { projectId: string; input: CreateSprintInput };

export async function createSprint({ projectId, input }: CreateSprintVariables): Promise<Sprint> {
  return apiClient.post(`/projects/${encodeURIComponent(projectId)}/sprints`, input, { parse: (data) => sprintSchema.parse(data) });
}

export function useCreateSprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSprint,
    onSuccess: (_sprint, { projectId }) => queryClient.invalidateQueries({ queryKey: sprintKeys.list(projectId) }),
  });
}
