import { z } from "zod";
import { courseFeatures, courseLevels } from "./course-format";

// Requests and answers of /api/v1/learning (decision 0008). The quiz's answers never leave the
// server before the person sends theirs: a course's questions carry their options without
// `correct` nor explanations; the scored result brings both.

export const courseIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, "validation.invalid_value");

const progressSchema = z.object({
  completedLessons: z.array(z.string()),
  lastLessonId: z.string().nullable(),
  bestScore: z.number().int().nullable(),
  passedAt: z.string().nullable(),
  percent: z.number().int(),
  certificateCode: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof progressSchema>;

const assignmentSchema = z.object({ id: z.string(), dueDate: z.string(), assignedByName: z.string() });

export const catalogueSchema = z.object({
  courses: z.array(
    z.object({
      id: z.string(),
      level: z.enum(courseLevels),
      feature: z.enum(courseFeatures),
      minutes: z.number().int(),
      languages: z.array(z.enum(["es", "en"])),
      title: z.string(),
      summary: z.string(),
      lessonCount: z.number().int(),
      questionCount: z.number().int(),
      passingScore: z.number().int(),
      progress: progressSchema,
      assignment: assignmentSchema.nullable(),
    }),
  ),
  recommendations: z.array(z.object({ courseId: z.string(), reason: z.enum(["start_here", "not_used", "deepen"]) })),
  canAssign: z.boolean(),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export const courseDetailSchema = z.object({
  id: z.string(),
  level: z.enum(courseLevels),
  minutes: z.number().int(),
  title: z.string(),
  summary: z.string(),
  passingScore: z.number().int(),
  lessons: z.array(z.object({ id: z.string(), title: z.string(), minutes: z.number().int(), html: z.string() })),
  questions: z.array(z.object({ id: z.string(), kind: z.enum(["single", "multiple"]), prompt: z.string(), options: z.array(z.object({ id: z.string(), text: z.string() })) })),
  progress: progressSchema,
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const lessonCompleteBodySchema = z.object({ workspaceId: z.string().max(100).optional() }).strict();

export const quizSubmissionSchema = z
  .object({
    answers: z.record(z.string().max(64), z.array(z.string().max(64)).max(20)).refine((a) => Object.keys(a).length <= 50, "validation.too_big_number"),
  })
  .strict();
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

export const quizResultSchema = z.object({
  score: z.number().int(),
  correctCount: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  passingScore: z.number().int(),
  results: z.array(z.object({ questionId: z.string(), correct: z.boolean(), chosen: z.array(z.string()), options: z.array(z.object({ id: z.string(), correct: z.boolean(), explanation: z.string() })) })),
  certificateCode: z.string().nullable(),
  progress: progressSchema,
});
export type QuizResultResponse = z.infer<typeof quizResultSchema>;

export const certificateVerificationSchema = z.object({ valid: z.literal(true), name: z.string(), course: z.string(), issuedOn: z.string() });
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const assignmentBodySchema = z
  .object({
    workspaceId: z.string().max(100).optional(),
    userId: z.string().min(1, "validation.required").max(100),
    courseId: courseIdSchema,
    dueDate: z.iso.date("validation.invalid_date"),
  })
  .strict();
export type AssignmentBody = z.infer<typeof assignmentBodySchema>;

export const teamProgressSchema = z.object({
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      role: z.string(),
      assignments: z.array(z.object({ id: z.string(), courseId: z.string(), courseTitle: z.string(), dueDate: z.string(), percent: z.number().int(), passedAt: z.string().nullable(), overdue: z.boolean() })),
      completedCourses: z.number().int(),
    }),
  ),
});
export type TeamProgress = z.infer<typeof teamProgressSchema>;

export const manualSchema = z.object({
  sections: z.array(z.object({ id: z.string(), path: z.string(), title: z.string(), html: z.string(), text: z.string() })),
});
export type Manual = z.infer<typeof manualSchema>;

// Video courses (decision 1103): GET /api/v1/learning/video-courses/:courseId and the person's
// place in a clip, PUT …/clips/:clipId/progress.
const clipProgressSchema = z.object({ positionSeconds: z.number(), resumeAtSeconds: z.number(), watchedPercent: z.number().int(), completed: z.boolean() });
export type ClipProgress = z.infer<typeof clipProgressSchema>;

export const videoCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  clips: z.array(
    z.object({
      id: z.string(),
      lessonId: z.string(),
      title: z.string(),
      durationSeconds: z.number(),
      width: z.number().int(),
      height: z.number().int(),
      poster: z.string(),
      sources: z.array(z.object({ src: z.string(), type: z.string() })),
      captions: z.array(z.object({ language: z.enum(["es", "en"]), label: z.string(), src: z.string() })),
      chaptersTrack: z.string(),
      chapters: z.array(z.object({ startSeconds: z.number(), title: z.string() })),
      progress: clipProgressSchema,
    }),
  ),
  progress: progressSchema,
});
export type VideoCourse = z.infer<typeof videoCourseSchema>;

export const clipProgressBodySchema = z.object({ positionSeconds: z.number().min(0).max(36_000) }).strict();
export type ClipProgressBody = z.infer<typeof clipProgressBodySchema>;

export const clipProgressResultSchema = z.object({ clip: clipProgressSchema, progress: progressSchema });
export type ClipProgressResult = z.infer<typeof clipProgressResultSchema>;
