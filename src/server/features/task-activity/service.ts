import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { automationTaskChanges } from "../../../db/schema/automation";
import { customFields } from "../../../db/schema/custom-fields";
import { projectMilestones, projectTasks, resources, sprints } from "../../../db/schema/projects";
import { taskComments } from "../../../db/schema/task-activity";
import { extractMentions } from "../../../domain/communication/mentions";
import { pickLanguage } from "../../../domain/i18n/translate";
import type { FieldChange, PostCommentInput, TaskComment, Timeline, TimelineEntry } from "../../../domain/task-activity/contract";
import { canEdit, type Actor } from "../../actor";
import { forbidden, notFound } from "../../errors";
import { attachmentsOf, claimAttachments, dropAttachmentsOf } from "../../shared/attachments";
import { insertNotifications, notificationRow } from "../../shared/notification-writer";
import type { ProjectRow } from "../../shared/projects";

// A task's comments and its activity history as one timeline (decision 0917). The history is the
// task change log every path writes (automation_task_changes, decision 0918); comments are here.

const UUID = /^[0-9a-f-]{36}$/i;
const PAGE = 200;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type CommentRow = typeof taskComments.$inferSelect;
type TaskRow = { id: string; title: string; projectId: string };

async function taskOf(db: Db | Tx, actor: Actor, project: ProjectRow, taskId: string): Promise<TaskRow> {
  if (project.workspaceId !== actor.workspaceId || !UUID.test(taskId)) throw notFound();
  const [task] = await db.select({ id: projectTasks.id, title: projectTasks.title, projectId: projectTasks.projectId }).from(projectTasks).where(and(eq(projectTasks.id, taskId), eq(projectTasks.projectId, project.id)));
  if (!task) throw notFound();
  return task;
}

async function membersOf(db: Db | Tx, workspaceId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.organizationId, workspaceId));
}

function toApiComment(row: CommentRow, authorName: string | null, actor: Actor, files: TaskComment["attachments"] = []): TaskComment {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    taskId: row.taskId,
    authorId: row.authorId,
    authorName: authorName || "—",
    body: deleted ? "" : row.body,
    mentions: deleted ? [] : row.mentions,
    attachments: deleted ? [] : files,
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
    createdAt: row.createdAt.toISOString(),
    mine: row.authorId === actor.userId,
  };
}

/** Names for the id-valued fields of the changes (people, sprints, milestones, custom fields). */
async function nameChanges(db: Db, workspaceId: string, rows: { changes: Record<string, { from: string | null; to: string | null }> }[]) {
  const ids = { resources: new Set<string>(), sprints: new Set<string>(), milestones: new Set<string>(), fields: new Set<string>() };
  for (const row of rows) {
    for (const [field, change] of Object.entries(row.changes)) {
      const values = [change.from, change.to].filter((v): v is string => Boolean(v) && UUID.test(v!));
      if (field === "assigneeResourceId") values.forEach((v) => ids.resources.add(v));
      if (field === "sprintId") values.forEach((v) => ids.sprints.add(v));
      if (field === "milestoneId") values.forEach((v) => ids.milestones.add(v));
      if (field.startsWith("cf:") && UUID.test(field.slice(3))) ids.fields.add(field.slice(3));
    }
  }
  const names = new Map<string, string>();
  const add = (list: { id: string; name: string }[]) => list.forEach((r) => names.set(r.id, r.name));
  if (ids.resources.size) add(await db.select({ id: resources.id, name: resources.name }).from(resources).where(and(inArray(resources.id, [...ids.resources]), eq(resources.workspaceId, workspaceId))));
  if (ids.sprints.size) add(await db.select({ id: sprints.id, name: sprints.name }).from(sprints).where(inArray(sprints.id, [...ids.sprints])));
  if (ids.milestones.size) add(await db.select({ id: projectMilestones.id, name: projectMilestones.name }).from(projectMilestones).where(inArray(projectMilestones.id, [...ids.milestones])));
  if (ids.fields.size) add(await db.select({ id: customFields.id, name: customFields.name }).from(customFields).where(and(inArray(customFields.id, [...ids.fields]), eq(customFields.workspaceId, workspaceId))));
  return (field: string, change: { from: string | null; to: string | null }): FieldChange => {
    const label = (v: string | null) => (v && ["assigneeResourceId", "sprintId", "milestoneId"].includes(field) ? (names.get(v) ?? v) : v);
    const shownField = field.startsWith("cf:") ? `cf:${names.get(field.slice(3)) ?? "?"}` : field;
    return { field: shownField, from: label(change.from), to: label(change.to) };
  };
}

/** The task's comments and changes, oldest first (the latest 200 of each). */
export async function timeline(db: Db, actor: Actor, project: ProjectRow, taskId: string): Promise<Timeline> {
  const task = await taskOf(db, actor, project, taskId);
  const [comments, changes] = await Promise.all([
    db.select({ c: taskComments, name: users.name, email: users.email }).from(taskComments).leftJoin(users, eq(users.id, taskComments.authorId)).where(eq(taskComments.taskId, task.id)).orderBy(desc(taskComments.createdAt)).limit(PAGE),
    db
      .select({ id: automationTaskChanges.id, changes: automationTaskChanges.changes, at: automationTaskChanges.occurredAt, depth: automationTaskChanges.depth, name: users.name, email: users.email })
      .from(automationTaskChanges)
      .leftJoin(users, eq(users.id, automationTaskChanges.actorId))
      .where(eq(automationTaskChanges.taskId, task.id))
      .orderBy(desc(automationTaskChanges.occurredAt))
      .limit(PAGE),
  ]);
  const files = await attachmentsOf(db, "task_comment", comments.map((r) => r.c.id));
  const named = await nameChanges(db, actor.workspaceId, changes);
  const items: TimelineEntry[] = [
    ...comments.map((r) => ({ kind: "comment" as const, at: r.c.createdAt.toISOString(), comment: toApiComment(r.c, r.name || r.email, actor, files.get(r.c.id)) })),
    ...changes.map((r) => ({
      kind: "change" as const,
      at: r.at.toISOString(),
      id: r.id,
      actorName: r.name || r.email || null,
      byRule: r.depth > 0,
      changes: Object.entries(r.changes).map(([field, change]) => named(field, change)),
    })),
  ];
  items.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return { items, canComment: canEdit(actor) };
}

export type Commented = { comment: TaskComment; notified: { id: string; userId: string }[] };

async function notifyMentions(tx: Tx, actor: Actor, task: TaskRow, comment: CommentRow, mentioned: string[], members: Awaited<ReturnType<typeof membersOf>>, author: string) {
  const recipients = members.filter((m) => mentioned.includes(m.id) && m.id !== actor.userId);
  if (!recipients.length) return [];
  const excerpt = comment.body.length > 140 ? `${comment.body.slice(0, 139)}…` : comment.body;
  return insertNotifications(
    tx,
    recipients.map((m) =>
      notificationRow(m.id, pickLanguage(m.locale) ?? "es", {
        titleKey: "taskActivity.mention_title",
        messageKey: "notificationsText.mention.message",
        params: { name: author, task: task.title, excerpt },
        kind: "mention",
        priority: "medium",
        type: "info",
        action: { type: "navigate", target: `/project/${task.projectId}?task=${task.id}`, projectId: task.projectId },
      }),
    ),
  );
}

const nameOf = (members: Awaited<ReturnType<typeof membersOf>>, id: string) => {
  const m = members.find((x) => x.id === id);
  return m?.name || m?.email || "—";
};

export async function postComment(db: Db, actor: Actor, project: ProjectRow, taskId: string, input: PostCommentInput): Promise<Commented> {
  if (!canEdit(actor)) throw forbidden();
  const task = await taskOf(db, actor, project, taskId);
  const members = await membersOf(db, actor.workspaceId);
  const author = nameOf(members, actor.userId);
  return db.transaction(async (tx) => {
    const mentions = extractMentions(input.body, members);
    const [row] = await tx.insert(taskComments).values({ projectId: project.id, taskId: task.id, authorId: actor.userId, body: input.body, mentions }).returning();
    await claimAttachments(tx, actor, input.attachmentIds ?? [], `task:${task.id}`, { kind: "task_comment", id: row!.id });
    const files = await attachmentsOf(tx, "task_comment", [row!.id]);
    const notified = await notifyMentions(tx, actor, task, row!, mentions, members, author);
    return { comment: toApiComment(row!, author, actor, files.get(row!.id)), notified };
  });
}

async function ownComment(db: Db, actor: Actor, project: ProjectRow, taskId: string, commentId: string) {
  const task = await taskOf(db, actor, project, taskId);
  if (!UUID.test(commentId)) throw notFound();
  const [row] = await db.select().from(taskComments).where(and(eq(taskComments.id, commentId), eq(taskComments.taskId, task.id), isNull(taskComments.deletedAt)));
  if (!row) throw notFound();
  if (!canEdit(actor) || row.authorId !== actor.userId) throw forbidden();
  return { task, row };
}

export async function editComment(db: Db, actor: Actor, project: ProjectRow, taskId: string, commentId: string, body: string): Promise<Commented> {
  const { task, row } = await ownComment(db, actor, project, taskId, commentId);
  const members = await membersOf(db, actor.workspaceId);
  const author = nameOf(members, actor.userId);
  return db.transaction(async (tx) => {
    const mentions = extractMentions(body, members);
    const [updated] = await tx.update(taskComments).set({ body, mentions, editedAt: new Date() }).where(eq(taskComments.id, row.id)).returning();
    // Only whoever the edit newly mentions hears about it.
    const notified = await notifyMentions(tx, actor, task, updated!, mentions.filter((id) => !row.mentions.includes(id)), members, author);
    const files = await attachmentsOf(tx, "task_comment", [row.id]);
    return { comment: toApiComment(updated!, author, actor, files.get(row.id)), notified };
  });
}

/** Soft: the timeline keeps a "deleted" mark in its place; the text and files go. */
export async function deleteComment(db: Db, actor: Actor, project: ProjectRow, taskId: string, commentId: string): Promise<void> {
  const { row } = await ownComment(db, actor, project, taskId, commentId);
  await db.transaction(async (tx) => {
    await tx.update(taskComments).set({ deletedAt: new Date(), body: "", mentions: [] }).where(eq(taskComments.id, row.id));
    await dropAttachmentsOf(tx, "task_comment", row.id);
  });
}

