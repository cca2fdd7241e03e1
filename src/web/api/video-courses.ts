import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { clipProgressResultSchema, videoCourseSchema, type VideoCourse } from "../../domain/learning/contract";
import type { Language } from "../../domain/i18n/translate";
import { apiClient } from "../lib/api-client";
import { learningKeys } from "./learning";

// Video courses (decision 1103): GET /api/v1/learning/video-courses (which courses have videos),
// …/:courseId (clips, captions, chapters, the caller's place in each) and PUT
// …/clips/:clipId/progress (the place saved; 90 % watched completes the clip's lesson).

export type { VideoCourse } from "../../domain/learning/contract";

export const videoCourseKeys = {
  all: [...learningKeys.all, "video"] as const,
  list: () => [...videoCourseKeys.all, "list"] as const,
  course: (courseId: string, language: Language) => [...videoCourseKeys.all, "course", courseId, language] as const,
};

const path = (courseId: string) => `/learning/video-courses/${encodeURIComponent(courseId)}`;
const listSchema = z.object({ courseIds: z.array(z.string()) });

/** The ids of the courses that have videos (for the links from the catalogue and a course). */
export function useVideoCourseIds() {
  return useQuery({ queryKey: videoCourseKeys.list(), queryFn: ({ signal }) => apiClient.get("/learning/video-courses", { signal, parse: (data) => listSchema.parse(data).courseIds }), staleTime: Infinity });
}

export function useVideoCourse(courseId: string, language: Language) {
  return useQuery({
    queryKey: videoCourseKeys.course(courseId, language),
    queryFn: ({ signal }) => apiClient.get(path(courseId), { query: { lang: language }, signal, parse: (data) => videoCourseSchema.parse(data) }),
    retry: false,
    // The player keeps its own place while it plays; a refetch must not move it.
    refetchOnWindowFocus: false,
  });
}

export function useSaveClipProgress(courseId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clipId, positionSeconds }: { clipId: string; positionSeconds: number }) =>
      apiClient.put(`${path(courseId)}/clips/${encodeURIComponent(clipId)}/progress`, { positionSeconds: Math.round(positionSeconds * 10) / 10 }, { query: { lang: language }, parse: (data) => clipProgressResultSchema.parse(data) }),
    onSuccess: (result, { clipId }) => {
      queryClient.setQueryData<VideoCourse>(videoCourseKeys.course(courseId, language), (course) =>
        course ? { ...course, progress: result.progress, clips: course.clips.map((c) => (c.id === clipId ? { ...c, progress: { ...result.clip, resumeAtSeconds: c.progress.resumeAtSeconds } } : c)) } : course,
      );
      if (result.clip.completed) void queryClient.invalidateQueries({ queryKey: [...learningKeys.all, "catalogue"] });
      void queryClient.invalidateQueries({ queryKey: [...learningKeys.all, "course", courseId] });
    },
  });
}
