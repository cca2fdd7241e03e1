import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { binaryFileSchema } from "../../../domain/http/contract";
import {
  assignmentBodySchema,
  catalogueSchema,
  certificateVerificationSchema,
  courseDetailSchema,
  courseIdSchema,
  lessonCompleteBodySchema,
  manualSchema,
  quizResultSchema,
  quizSubmissionSchema,
  teamProgressSchema,
} from "../../../domain/learning/contract";
import { todayIn } from "../../../domain/planning/calendar";
import type { AppContext } from "../../context";
import { HttpError } from "../../errors";
import { access } from "../../plugins/access";
import { limitKey, type LimitRule } from "../../rate-limit/rules";
import type { EventBus } from "../../realtime/event-bus";
import { fileBody, security } from "../openapi/document";
import { renderCertificatePdf } from "./certificate-pdf";
import { assignCourse, catalogue, completeLesson, courseDetail, courseTitle, manual, ownCertificate, submitQuiz, teamProgress, verifyCertificate } from "./service";

// /api/v1/learning: the training catalogue, courses, quizzes scored here, certificates and their
// public verification, assignments by owners and admins, and the user manual (decision 1101).

type Options = { context: AppContext; events: EventBus; limits?: { verify?: LimitRule } };
const courseParams = z.object({ courseId: courseIdSchema });
const lessonParams = z.object({ courseId: courseIdSchema, lessonId: z.string().regex(/^[a-z0-9-]{1,64}$/, "validation.invalid_value") });
const codeParams = z.object({ code: z.string().max(32) });
const workspaceQuery = z.object({ workspaceId: z.string().max(100).optional() });

/** The public verification: a few a minute per client address, enough for people, not for guessing codes. */
export const verifyLimit: LimitRule = { id: "certificate-verify:ip", max: 20, windowMs: 60_000, messageKey: "errors.rate_limited" };

export const learningRoutes: FastifyPluginAsyncZod<Options> = async (app, { context, events, limits }) => {
  const db = context.database.db;
  const tags = ["learning"];
  const own = { access: access.signedIn };
  const verifyUrl = (code: string) => `${context.config.publicUrl}/certificates/${code}`;

  app.get("/api/v1/learning/courses", { config: { access: access.workspace("workspace:read") }, schema: { tags, summary: "The course catalogue with the caller's progress, assignments and what to take next", querystring: workspaceQuery, response: { 200: catalogueSchema } } }, async (request) =>
    catalogue(db, request.actor, request.lang),
  );
  app.get("/api/v1/learning/courses/:courseId", { config: own, schema: { tags, summary: "A course's lessons (HTML) and quiz questions, without their answers, and the caller's progress", params: courseParams, response: { 200: courseDetailSchema } } }, async (request) =>
    courseDetail(db, request.caller.userId, request.params.courseId, request.lang),
  );
  app.post(
    "/api/v1/learning/courses/:courseId/lessons/:lessonId/complete",
    { config: own, schema: { tags, summary: "Mark a lesson done and the place to resume", params: lessonParams, body: lessonCompleteBodySchema.default({}), response: { 200: courseDetailSchema.shape.progress } } },
    async (request) => completeLesson(db, request.caller.userId, request.params.courseId, request.params.lessonId, request.lang),
  );
  app.post(
    "/api/v1/learning/courses/:courseId/quiz",
    { config: own, schema: { tags, summary: "Send the quiz's answers: scored here, with each answer's explanation; a pass issues the certificate", params: courseParams, body: quizSubmissionSchema, response: { 200: quizResultSchema } } },
    async (request) => submitQuiz(db, request.caller.userId, request.params.courseId, request.body.answers, request.lang),
  );
  app.get(
    "/api/v1/learning/certificates/:code/pdf",
    { config: own, schema: { tags, summary: "The caller's certificate as a PDF", params: codeParams, response: { 200: { description: "The PDF file", content: { "application/pdf": { schema: binaryFileSchema } } } } } },
    async (request, reply) => {
      const row = await ownCertificate(db, request.caller.userId, request.params.code);
      const pdf = await renderCertificatePdf({ name: row.holderName, course: courseTitle(row.courseId, request.lang), issuedAt: row.issuedAt, code: row.code, verifyUrl: verifyUrl(row.code) }, request.lang);
      return reply.header("content-type", "application/pdf").header("content-disposition", `attachment; filename="rumbo-certificado-${row.courseId}.pdf"`).send(fileBody(pdf));
    },
  );
  app.get(
    "/api/v1/learning/certificates/:code",
    { config: { access: access.public }, schema: { tags: ["public"], security: security.public, summary: "Verify a certificate: the holder's name, the course and the date, nothing else (limited per client address)", params: codeParams, response: { 200: certificateVerificationSchema } } },
    async (request, reply) => {
      const rule = limits?.verify ?? verifyLimit;
      const hit = await app.accounts.limitStore.consume(limitKey({ rule, subject: request.ip }), rule.windowMs);
      if (hit.count > rule.max) {
        reply.header("Retry-After", String(hit.retryAfterSeconds));
        throw new HttpError(429, "rate_limited", rule.messageKey);
      }
      return verifyCertificate(db, request.params.code, request.lang);
    },
  );
  app.get("/api/v1/learning/team-progress", { config: { access: access.workspace("workspace:manage") }, schema: { tags, summary: "Each member's assigned courses and progress (owners and admins)", querystring: workspaceQuery, response: { 200: teamProgressSchema } } }, async (request) =>
    teamProgress(db, request.actor, request.lang, todayIn("America/Mexico_City", new Date())),
  );
  app.post(
    "/api/v1/learning/assignments",
    {
      config: { access: access.workspace("workspace:manage", { from: "body" }) },
      schema: { tags, summary: "Assign a course to a member with a due date (owners and admins); the member is notified", body: assignmentBodySchema, response: { 201: z.object({ id: z.string(), userId: z.string(), courseId: z.string(), dueDate: z.string() }) } },
    },
    async (request, reply) => {
      const { assignment, notification } = await assignCourse(db, request.actor, request.body);
      await events.publish({ type: "notification.created", userId: notification.userId, notificationId: notification.id }).catch((error: unknown) => request.log.warn({ err: error }, "publish failed"));
      return reply.status(201).send(assignment);
    },
  );
  app.get("/api/v1/learning/manual", { config: { access: access.public }, schema: { tags: ["public"], security: security.public, summary: "The user manual, one section per screen, in the caller's language", response: { 200: manualSchema } } }, async (request) =>
    manual(request.lang),
  );
};
