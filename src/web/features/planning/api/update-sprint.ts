import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { updateSprintSchema } from "../../../../domain/planning/sprint-schemas";
import { sprintKeys } from "../../../api/sprints";
import { apiClient } from "../../../lib/api-client";
import { sprintSchema, type Sprint } from "./project-sprints";

// PATCH /api/v1/projects/:id/sprints/:sprintId: edit, start, complete or cancel (transitions
// checked by the server with the same table the list uses to offer actions).

export type UpdateSprintInput = z.input<typeof updateSprintSchema>;
export type UpdateSprintVariables = { projectId: string; sprintId: string; input: UpdateSprintInput };

export async function updateSprint({ projectId, sprintId, input }: UpdateSprintVariables): Promise<Sprint> {
  return apiClient.patch(`/projects/${encodeURIComponent(projectId)}/sprints/${encodeURIComponent(sprintId)}`, input, {
    parse: (data) => sprintSchema.parse(data),
  });
}

export function useUpdateSprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSprint,
    onSuccess: (_sprint, { projectId }) => queryClient.invalidateQueries({ queryKey: sprintKeys.list(projectId) }),
  });
}
