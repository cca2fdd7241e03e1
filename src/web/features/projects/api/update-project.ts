import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProjectInput } from "../../../../domain/projects/schemas";
import { apiClient } from "../../../lib/api-client";
import { projectSchema, type Project } from "./project-overview";

// PATCH /api/v1/projects/:id

export type UpdateProjectVariables = { projectId: string; input: UpdateProjectInput };

export async function updateProject({ projectId, input }: UpdateProjectVariables): Promise<Project> {
  return apiClient.patch(`/projects/${encodeURIComponent(projectId)}`, input, { parse: (data) => projectSchema.parse(data) });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProject, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }) });
}
