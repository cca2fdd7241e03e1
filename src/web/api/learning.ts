import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  catalogueSchema,
  certificateVerificationSchema,
  courseDetailSchema,
  manualSchema,
  quizResultSchema,
  teamProgressSchema,
  type AssignmentBody,
  type CourseDetail,
  type QuizSubmission,
} from "../../domain/learning/contract";
import { apiClient } from "../lib/api-client";
import type { Language } from "../../domain/i18n/translate";

// Learning: GET /api/v1/learning/courses (catalogue), …/courses/:id (lessons and questions, no
// answers), POST …/lessons/:lessonId/complete, POST …/quiz (scored on the server), certificates
// (PDF, public verification), team progress and assignments, and the manual (decision 1101).

export type { Catalogue, CourseDetail, QuizResultResponse } from "../../domain/learning/contract";

export const learningKeys = {
  all: ["learning"] as const,
  catalogue: (language: Language) => [...learningKeys.all, "catalogue", language] as const,
  course: (courseId: string, language: Language) => [...learningKeys.all, "course", courseId, language] as const,
  team: (language: Language) => [...learningKeys.all, "team", language] as const,
  manual: (language: Language) => [...learningKeys.all, "manual", language] as const,
  certificate: (code: string, language: Language) => [...learningKeys.all, "certificate", code, language] as const,
};

const path = (courseId: string) => `/learning/courses/${encodeURIComponent(courseId)}`;

export function useCatalogue(language: Language) {
  return useQuery({ queryKey: learningKeys.catalogue(language), queryFn: ({ signal }) => apiClient.get("/learning/courses", { query: { lang: language }, signal, parse: (data) => catalogueSchema.parse(data) }) });
}

export function useCourse(courseId: string, language: Language) {
  return useQuery({ queryKey: learningKeys.course(courseId, language), queryFn: ({ signal }) => apiClient.get(path(courseId), { query: { lang: language }, signal, parse: (data) => courseDetailSchema.parse(data) }), retry: false });
}

export function useCompleteLesson(courseId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) => apiClient.post(`${path(courseId)}/lessons/${encodeURIComponent(lessonId)}/complete`, {}, { query: { lang: language }, parse: (data) => courseDetailSchema.shape.progress.parse(data) }),
    onSuccess: (progress) => {
      queryClient.setQueryData<CourseDetail>(learningKeys.course(courseId, language), (course) => (course ? { ...course, progress } : course));
      void queryClient.invalidateQueries({ queryKey: [...learningKeys.all, "catalogue"] });
    },
  });
}

export function useSubmitQuiz(courseId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: QuizSubmission) => apiClient.post(`${path(courseId)}/quiz`, submission, { query: { lang: language }, parse: (data) => quizResultSchema.parse(data) }),
    onSuccess: (result) => {
      queryClient.setQueryData<CourseDetail>(learningKeys.course(courseId, language), (course) => (course ? { ...course, progress: result.progress } : course));
      void queryClient.invalidateQueries({ queryKey: [...learningKeys.all, "catalogue"] });
    },
  });
}

export function certificatePdfUrl(code: string, language: Language): string {
  return `/api/v1/learning/certificates/${encodeURIComponent(code)}/pdf?lang=${language}`;
}

export function useCertificateVerification(code: string, language: Language) {
  return useQuery({
    queryKey: learningKeys.certificate(code, language),
    queryFn: ({ signal }) => apiClient.get(`/learning/certificates/${encodeURIComponent(code)}`, { query: { lang: language }, signal, parse: (data) => certificateVerificationSchema.parse(data) }),
    retry: false,
  });
}

export function useTeamProgress(language: Language, enabled: boolean) {
  return useQuery({ queryKey: learningKeys.team(language), queryFn: ({ signal }) => apiClient.get("/learning/team-progress", { query: { lang: language }, signal, parse: (data) => teamProgressSchema.parse(data) }), enabled });
}

export function useAssignCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentBody) => apiClient.post("/learning/assignments", body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: learningKeys.all }),
  });
}

export function useManual(language: Language) {
  return useQuery({ queryKey: learningKeys.manual(language), queryFn: ({ signal }) => apiClient.get("/learning/manual", { query: { lang: language }, signal, parse: (data) => manualSchema.parse(data) }), staleTime: Infinity });
}
