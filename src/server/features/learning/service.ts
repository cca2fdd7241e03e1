import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/client";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { courseAssignments, courseCertificates, courseProgress } from "../../../db/schema/learning";
import { can } from "../../../domain/authorization";
import { certificateCodeFrom, normaliseCertificateCode } from "../../../domain/learning/certificate-code";
import { courseFeatures, courseMinutes, type Course, type CourseFeature } from "../../../domain/learning/course-format";
import type { AssignmentBody, Catalogue, CourseDetail, CourseProgress, Manual, QuizResultResponse, TeamProgress } from "../../../domain/learning/contract";
import { courseProgress as progressPercent, scoreQuiz, type QuizAnswers } from "../../../domain/learning/quiz";
import { recommendCourses, type Usage } from "../../../domain/learning/recommend";
import { pickLanguage, type Language } from "../../../domain/i18n/translate";
import type { Actor } from "../../actor";
import { HttpError, conflict, forbidden, notFound } from "../../errors";
import { learningContent, learningLanguages, type LearningContent } from "./content";
import { markdownText, renderMarkdown } from "./markdown";
import { insertNotifications, notificationRow, resolveSubjects } from "../../shared/notification-writer";

// Courses, progress, quizzes, certificates and assignments (decision 1101). Progress and
// certificates belong to the person; assignments to a workspace, made by its owners and admins.

type ProgressRow = typeof courseProgress.$inferSelect;

function courseOf(content: LearningContent, courseId: string, lang: Language): Course {
  const course = content.courses.get(courseId)?.[lang];
  if (!course) throw notFound();
  return course;
}

function toProgress(course: Course, row: ProgressRow | undefined, certificateCode: string | null): CourseProgress {
  const lessonIds = new Set(course.lessons.map((l) => l.id));
  const completed = (row?.completedLessons ?? []).filter((id) => lessonIds.has(id));
  const ordered = course.lessons.map((l) => l.id).filter((id) => completed.includes(id));
  return {
    completedLessons: ordered,
    lastLessonId: row?.lastLessonId ?? null,
    bestScore: row?.bestScore ?? null,
    passedAt: row?.passedAt?.toISOString() ?? null,
    percent: progressPercent(course.lessons.length, ordered.length, Boolean(row?.passedAt)),
    certificateCode,
  };
}

async function progressRows(db: Db, userId: string) {
  const [rows, certificates] = await Promise.all([
    db.select().from(courseProgress).where(eq(courseProgress.userId, userId)),
    db.select({ courseId: courseCertificates.courseId, code: courseCertificates.code }).from(courseCertificates).where(eq(courseCertificates.userId, userId)),
  ]);
  return { rows: new Map(rows.map((r) => [r.courseId, r])), codes: new Map(certificates.map((c) => [c.courseId, c.code])) };
}

/**
 * Which parts of Rumbo the person already uses in this workspace, from their real activity: a
 * project they own; task dependencies (the planner); sprints; a WIP limit on a board; forecasts
 * computed for the workspace's projects (which needs a history of completed work); cost entries;
 * register entries (risks, changes, closure); a calendar feed or chosen e-mail digests. One query.
 */
export async function usageOf(db: Db, userId: string, workspaceId: string): Promise<Usage> {
  const [row] = await queryRows<Record<CourseFeature, boolean>>(
    db,
    sql`with ws as (select id from projects where workspace_id = ${workspaceId})
        select
          exists (select 1 from projects where workspace_id = ${workspaceId} and owner_id = ${userId}) as projects,
          exists (select 1 from task_dependencies d join project_tasks t on t.id = d.task_id where t.project_id in (select id from ws)) as planner,
          exists (select 1 from sprints where project_id in (select id from ws)) as sprints,
          exists (select 1 from projects where workspace_id = ${workspaceId} and board_wip_limits <> '{}'::jsonb) as board,
          exists (select 1 from forecast_snapshots where workspace_id = ${workspaceId}) as forecast,
          exists (select 1 from cost_entries where project_id in (select id from ws)) as finance,
          (exists (select 1 from project_risks where project_id in (select id from ws))
            or exists (select 1 from project_change_requests where project_id in (select id from ws))
            or exists (select 1 from project_closures where project_id in (select id from ws))) as management,
          (exists (select 1 from calendar_feeds where user_id = ${userId} and revoked_at is null)
            or exists (select 1 from users where id = ${userId} and preferences ? 'notificationEmails')) as automation`,
  );
  return Object.fromEntries(courseFeatures.map((f) => [f, Boolean(row?.[f])])) as Usage;
}

export async function catalogue(db: Db, actor: Actor, lang: Language, content = learningContent()): Promise<Catalogue> {
  const [{ rows, codes }, usage, assignments] = await Promise.all([
    progressRows(db, actor.userId),
    usageOf(db, actor.userId, actor.workspaceId),
    db
      .select({ id: courseAssignments.id, courseId: courseAssignments.courseId, dueDate: courseAssignments.dueDate, by: users.name, byEmail: users.email })
      .from(courseAssignments)
      .leftJoin(users, eq(users.id, courseAssignments.assignedBy))
      .where(and(eq(courseAssignments.userId, actor.userId), eq(courseAssignments.workspaceId, actor.workspaceId))),
  ]);
  const byCourse = new Map(assignments.map((a) => [a.courseId, a]));
  const courses = [...content.courses.values()].map((byLang) => {
    const course = byLang[lang];
    const assignment = byCourse.get(course.id);
    return {
      id: course.id,
      level: course.level,
      feature: course.feature,
      minutes: courseMinutes(course),
      languages: learningLanguages.filter((l) => Boolean(byLang[l])),
      title: course.title,
      summary: course.summary,
      lessonCount: course.lessons.length,
      questionCount: course.questions.length,
      passingScore: course.passingScore,
      progress: toProgress(course, rows.get(course.id), codes.get(course.id) ?? null),
      assignment: assignment ? { id: assignment.id, dueDate: assignment.dueDate, assignedByName: assignment.by || assignment.byEmail || "" } : null,
    };
  });
  const completed = new Set(courses.filter((c) => c.progress.passedAt).map((c) => c.id));
  const refs = [...content.courses.values()].map((b) => ({ id: b.es.id, order: b.es.order, feature: b.es.feature }));
  return { courses, recommendations: recommendCourses(refs, usage, completed), canAssign: can(actor.role, "workspace:manage") };
}

export async function courseDetail(db: Db, userId: string, courseId: string, lang: Language, content = learningContent()): Promise<CourseDetail> {
  const course = courseOf(content, courseId, lang);
  const [[row], [certificate]] = await Promise.all([
    db.select().from(courseProgress).where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId))),
    db.select({ code: courseCertificates.code }).from(courseCertificates).where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId))),
  ]);
  return {
    id: course.id,
    level: course.level,
    minutes: courseMinutes(course),
    title: course.title,
    summary: course.summary,
    passingScore: course.passingScore,
    lessons: course.lessons.map((l) => ({ id: l.id, title: l.title, minutes: l.minutes, html: renderMarkdown(l.markdown) })),
    // The options without which are right nor why: those come back only with the scored answers.
    questions: course.questions.map((q) => ({ id: q.id, kind: q.kind, prompt: q.prompt, options: q.options.map((o) => ({ id: o.id, text: o.text })) })),
    progress: toProgress(course, row, certificate?.code ?? null),
  };
}

/** Marks a lesson done (idempotent) and remembers it as the place to resume. */
export async function completeLesson(db: Db, userId: string, courseId: string, lessonId: string, lang: Language, content = learningContent()): Promise<CourseProgress> {
  const course = courseOf(content, courseId, lang);
  if (!course.lessons.some((l) => l.id === lessonId)) throw notFound();
  const added = JSON.stringify([lessonId]);
  await db
    .insert(courseProgress)
    .values({ userId, courseId, completedLessons: [lessonId], lastLessonId: lessonId })
    .onConflictDoUpdate({
      target: [courseProgress.userId, courseProgress.courseId],
      set: {
        completedLessons: sql`(select coalesce(jsonb_agg(distinct e), '[]'::jsonb) from jsonb_array_elements_text(${courseProgress.completedLessons} || ${added}::jsonb) as e)`,
        lastLessonId: lessonId,
        updatedAt: new Date(),
      },
    });
  return (await courseDetail(db, userId, courseId, lang, content)).progress;
}

async function holderName(db: Db, userId: string): Promise<string> {
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return user.name.trim() || user.email;
}

/**
 * Scores the answers on the server. The quiz opens once every lesson is done; a pass records the
 * date (the first one stays) and issues the certificate, once per person and course.
 */
export async function submitQuiz(db: Db, userId: string, courseId: string, answers: QuizAnswers, lang: Language, content = learningContent()): Promise<QuizResultResponse> {
  const course = courseOf(content, courseId, lang);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(courseProgress).where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)));
    const done = new Set(row?.completedLessons ?? []);
    const missing = course.lessons.filter((l) => !done.has(l.id)).length;
    if (missing > 0) throw conflict("learning.lessons_first", { count: missing });
    const result = scoreQuiz(course.questions, answers, course.passingScore);
    const now = new Date();
    const [saved] = await tx
      .update(courseProgress)
      .set({
        attempts: sql`${courseProgress.attempts} + 1`,
        bestScore: sql`greatest(coalesce(${courseProgress.bestScore}, 0), ${result.score})`,
        passedAt: result.passed ? sql`coalesce(${courseProgress.passedAt}, ${now.toISOString()}::timestamptz)` : sql`${courseProgress.passedAt}`,
        updatedAt: now,
      })
      .where(eq(courseProgress.id, row!.id))
      .returning();
    let code: string | null = null;
    if (result.passed || saved?.passedAt) {
      await tx
        .insert(courseCertificates)
        .values({ code: certificateCodeFrom(randomBytes(11)), userId, courseId, holderName: await holderName(tx as unknown as Db, userId), score: saved?.bestScore ?? result.score })
        .onConflictDoNothing({ target: [courseCertificates.userId, courseCertificates.courseId] });
      const [certificate] = await tx.select({ code: courseCertificates.code }).from(courseCertificates).where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId)));
      code = certificate?.code ?? null;
      // Passed: the assignment's notice has been answered (decision 0603).
      await resolveSubjects(tx, [`course:${courseId}`], userId);
    }
    return { ...result, passingScore: course.passingScore, certificateCode: code, progress: toProgress(course, saved, code) };
  });
}

/** The caller's own certificate (another person's code answers 404). */
export async function ownCertificate(db: Db, userId: string, rawCode: string) {
  const code = normaliseCertificateCode(rawCode);
  if (!code) throw notFound();
  const [row] = await db.select().from(courseCertificates).where(and(eq(courseCertificates.code, code), eq(courseCertificates.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** What the public verification reveals: the name, the course and the date, nothing else. */
export async function verifyCertificate(db: Db, rawCode: string, lang: Language, content = learningContent()) {
  const code = normaliseCertificateCode(rawCode);
  if (!code) throw notFound();
  const [row] = await db.select().from(courseCertificates).where(eq(courseCertificates.code, code));
  const course = row && content.courses.get(row.courseId)?.[lang];
  if (!row || !course) throw notFound();
  return { valid: true as const, name: row.holderName, course: course.title, issuedOn: row.issuedAt.toISOString().slice(0, 10) };
}

export function courseTitle(courseId: string, lang: Language, content = learningContent()): string {
  return courseOf(content, courseId, lang).title;
}

/**
 * An owner or admin assigns a course to a member of the workspace, with a due date; assigning
 * again moves the date. The member gets a notification in their language that opens the course.
 */
export async function assignCourse(db: Db, actor: Actor, body: AssignmentBody, content = learningContent()) {
  if (!can(actor.role, "workspace:manage")) throw forbidden();
  if (!content.courses.has(body.courseId)) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { courseId: { key: "validation.not_found_reference" } });
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: users.id, locale: users.locale })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(and(eq(workspaceMembers.organizationId, actor.workspaceId), eq(workspaceMembers.userId, body.userId)));
    if (!member) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { userId: { key: "validation.not_a_member" } });
    const [assigner] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, actor.userId));
    const lang: Language = pickLanguage(member.locale) ?? "es";
    const titles = content.courses.get(body.courseId);
    const fallbackTitle = courseOf(content, body.courseId, lang).title;
    const course = { es: titles?.es?.title ?? fallbackTitle, en: titles?.en?.title ?? fallbackTitle };
    // Assigning again replaces the notice: the earlier date no longer holds (decision 0603).
    const subject = `course:${body.courseId}`;
    await resolveSubjects(tx, [subject], member.userId);
    const [notification] = await insertNotifications(tx, [
      notificationRow(member.userId, lang, {
        titleKey: "learning.assigned_title",
        messageKey: "learning.assigned_message",
        params: { course: { text: course }, date: { date: body.dueDate }, by: assigner?.name || assigner?.email || "Rumbo" },
        type: "info",
        kind: "course_assignment",
        priority: "medium",
        subject,
        action: { type: "navigate", target: `/course/${body.courseId}` },
      }),
    ]);
    const [saved] = await tx
      .insert(courseAssignments)
      .values({ workspaceId: actor.workspaceId, userId: member.userId, courseId: body.courseId, dueDate: body.dueDate, assignedBy: actor.userId, notificationId: notification!.id })
      .onConflictDoUpdate({
        target: [courseAssignments.workspaceId, courseAssignments.userId, courseAssignments.courseId],
        set: { dueDate: body.dueDate, assignedBy: actor.userId, notificationId: notification!.id, updatedAt: new Date() },
      })
      .returning();
    return { assignment: { id: saved!.id, userId: saved!.userId, courseId: saved!.courseId, dueDate: saved!.dueDate }, notification: { userId: member.userId, id: notification!.id } };
  });
}

/** Each member of the workspace with their assigned courses and how far they are; owners and admins only. */
export async function teamProgress(db: Db, actor: Actor, lang: Language, today: string, content = learningContent()): Promise<TeamProgress> {
  if (!can(actor.role, "workspace:manage")) throw forbidden();
  const members = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.organizationId, actor.workspaceId))
    .orderBy(users.name, users.email);
  const ids = members.map((m) => m.userId);
  const [assignments, progress] = ids.length
    ? await Promise.all([
        db.select().from(courseAssignments).where(eq(courseAssignments.workspaceId, actor.workspaceId)),
        db.select().from(courseProgress).where(inArray(courseProgress.userId, ids)),
      ])
    : [[], []];
  const progressOf = new Map(progress.map((p) => [`${p.userId}|${p.courseId}`, p]));
  return {
    members: members.map((m) => ({
      userId: m.userId,
      name: m.name.trim() || m.email,
      role: m.role,
      assignments: assignments
        .filter((a) => a.userId === m.userId && content.courses.has(a.courseId))
        .map((a) => {
          const course = courseOf(content, a.courseId, lang);
          const p = toProgress(course, progressOf.get(`${m.userId}|${a.courseId}`), null);
          return { id: a.id, courseId: a.courseId, courseTitle: course.title, dueDate: a.dueDate, percent: p.percent, passedAt: p.passedAt, overdue: !p.passedAt && a.dueDate < today };
        })
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
      completedCourses: progress.filter((p) => p.userId === m.userId && p.passedAt && content.courses.has(p.courseId)).length,
    })),
  };
}

export function manual(lang: Language, content = learningContent()): Manual {
  return { sections: content.manual[lang].map((s) => ({ id: s.id, path: s.path, title: s.title, html: renderMarkdown(s.markdown), text: markdownText(s.markdown) })) };
}
