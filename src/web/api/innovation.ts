import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ideaDetailSchema, ideaListSchema, projectDraftSchema, projectIdeaSchema, voteSchema, type IdeaInput } from "../../domain/innovation/contract";
import type { IdeaStatus } from "../../domain/innovation/scoring";
import { apiClient } from "../lib/api-client";

// /innovation's ideas: GET/POST /api/v1/innovation/ideas, GET/PUT …/ideas/:id, POST …/status,
// …/vote, …/comments, GET …/project-draft, POST …/convert; GET /projects/:id/idea (decision 1002).

export type { Idea, IdeaInput, ProjectDraft } from "../../domain/innovation/contract";

const ideaPath = (id: string) => `/innovation/ideas/${encodeURIComponent(id)}`;

export const innovationKeys = {
  all: ["innovation"] as const,
  ideas: () => [...innovationKeys.all, "ideas"] as const,
  idea: (id: string) => [...innovationKeys.all, "idea", id] as const,
  draft: (id: string) => [...innovationKeys.all, "draft", id] as const,
  ofProject: (projectId: string) => [...innovationKeys.all, "project", projectId] as const,
};

export function useIdeas() {
  return useQuery({ queryKey: innovationKeys.ideas(), queryFn: ({ signal }) => apiClient.get("/innovation/ideas", { signal, parse: (data) => ideaListSchema.parse(data).items }) });
}

export function useIdea(id: string | null) {
  return useQuery({ queryKey: innovationKeys.idea(id ?? ""), enabled: Boolean(id), queryFn: ({ signal }) => apiClient.get(ideaPath(id ?? ""), { signal, parse: (data) => ideaDetailSchema.parse(data) }) });
}

/** What the planner starts from when an approved idea becomes a project (managers only). */
export function useIdeaProjectDraft(id: string | null) {
  return useQuery({ queryKey: innovationKeys.draft(id ?? ""), enabled: Boolean(id), retry: false, queryFn: ({ signal }) => apiClient.get(`${ideaPath(id ?? "")}/project-draft`, { signal, parse: (data) => projectDraftSchema.parse(data) }) });
}

/** The idea a project came from, for the link back on the project's page. */
export function useProjectIdea(projectId: string) {
  return useQuery({ queryKey: innovationKeys.ofProject(projectId), queryFn: ({ signal }) => apiClient.get(`/projects/${encodeURIComponent(projectId)}/idea`, { signal, parse: (data) => projectIdeaSchema.parse(data).idea }) });
}

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: innovationKeys.all });
}

export function useSaveIdea() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, idea }: { id: string | null; idea: IdeaInput }) =>
      id ? apiClient.put(ideaPath(id), idea, { parse: (data) => ideaDetailSchema.parse(data) }) : apiClient.post("/innovation/ideas", idea, { parse: (data) => ideaDetailSchema.parse(data) }),
    onSuccess: invalidate,
  });
}

export function useChangeIdeaStatus() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: IdeaStatus; reason?: string }) => apiClient.post(`${ideaPath(id)}/status`, { status, reason: reason ?? "" }, { parse: (data) => ideaDetailSchema.parse(data) }),
    onSuccess: invalidate,
  });
}

export function useToggleVote() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (id: string) => apiClient.post(`${ideaPath(id)}/vote`, {}, { parse: (data) => voteSchema.parse(data) }), onSuccess: invalidate });
}

export function useAddComment() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: string }) => apiClient.post(`${ideaPath(id)}/comments`, { body }, { parse: (data) => ideaDetailSchema.parse(data) }), onSuccess: invalidate });
}

/** Links the project the planner made to its idea (which becomes converted). */
export function useConvertIdea() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: ({ id, projectId }: { id: string; projectId: string }) => apiClient.post(`${ideaPath(id)}/convert`, { projectId }, { parse: (data) => ideaDetailSchema.parse(data) }), onSuccess: invalidate });
}
