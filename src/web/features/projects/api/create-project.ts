import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateProjectInput } from "../../../../domain/projects/schemas";
import { apiClient } from "../../../lib/api-client";
import { projectSchema, type Project } from "./project-overview";

// POST /api/v1/projects: the caller becomes the owner; a methodology lays out milestones and tasks.

export async function createProject(input: CreateProjectInput): Promise<Project> {
  return apiClient.post("/projects", input, { parse: (data) => projectSchema.parse(data) });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }) });
}
