import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { belongsToUser, users, workspaces } from "./accounts";

// Learning (decision 1101): the courses themselves are Markdown files in the repository; the
// database keeps what each person did with them, the certificates issued and the assignments.

/** A person's progress in a course (personal: it follows them from workspace to workspace). */
export const courseProgress = pgTable(
  "course_progress",
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser(),
    courseId: text("course_id").notNull(),
    completedLessons: jsonb("completed_lessons").$type<string[]>().notNull().default([]),
    lastLessonId: text("last_lesson_id"),
    bestScore: integer("best_score"),
    attempts: integer("attempts").notNull().default(0),
    passedAt: timestamp("passed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("course_progress_user_course_idx").on(t.userId, t.courseId)],
);

/** A certificate: the name is the one the person had when it was issued. */
export const courseCertificates = pgTable(
  "course_certificates",
  {
    id: uuidPrimaryKey(),
    code: text("code").notNull(),
    userId: belongsToUser(),
    courseId: text("course_id").notNull(),
    holderName: text("holder_name").notNull(),
    score: integer("score").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("course_certificates_code_idx").on(t.code), uniqueIndex("course_certificates_user_course_idx").on(t.userId, t.courseId)],
);

/** A course an owner or admin asked a member to take by a date. */
export const courseAssignments = pgTable(
  "course_assignments",
  {
    id: uuidPrimaryKey(),
    workspaceId: text("workspace_id").notNull().references(() => workspaces.id, { onDelete: "cascade" }),
    userId: belongsToUser(),
    courseId: text("course_id").notNull(),
    dueDate: date("due_date").notNull(),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    notificationId: uuid("notification_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("course_assignments_unique_idx").on(t.workspaceId, t.userId, t.courseId), index("course_assignments_user_idx").on(t.userId)],
);
