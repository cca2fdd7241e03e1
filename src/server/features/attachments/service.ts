import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { attachments } from "../../../db/schema/attachments";
import { channelMessages, channels } from "../../../db/schema/communication";
import { projectTasks, projects } from "../../../db/schema/projects";
import { taskComments } from "../../../db/schema/task-activity";
import { ATTACHMENT_MAX_BYTES, type Attachment } from "../../../domain/attachments/contract";
import { checkUpload } from "../../../domain/attachments/sniff";
import { canEdit, canRead, type Actor } from "../../actor";
import { forbidden, HttpError, notFound } from "../../errors";
import { toApiAttachment } from "../../shared/attachments";
import type { ProjectRow } from "../../shared/projects";
import type { AttachmentStorage } from "./storage";
import { channelsVisibleTo } from "../../shared/channels";

// Uploads, downloads and removal of attachments (decision 0915). An upload is checked (size, type by
// extension, declared type and first bytes), its bytes stored, then its row written; it belongs to
// its uploader until a comment or message claims it, and from then to whoever can see that record.

const UUID = /^[0-9a-f-]{36}$/i;
type Row = typeof attachments.$inferSelect;

const MB = ATTACHMENT_MAX_BYTES / (1024 * 1024);

function rejection(reason: "empty" | "too_large" | "type_not_allowed" | "content_mismatch"): HttpError {
  switch (reason) {
    case "empty":
      return new HttpError(400, "attachment_empty", "errors.attachment_empty");
    case "too_large":
      return new HttpError(413, "attachment_too_large", "errors.attachment_too_large", { max: MB });
    case "type_not_allowed":
      return new HttpError(415, "attachment_type", "errors.attachment_type");
    case "content_mismatch":
      return new HttpError(415, "attachment_content", "errors.attachment_content");
  }
}

/** The workspace of an attachment, for the access plugin (undefined: not found). */
export async function attachmentWorkspace(db: Db, id: string): Promise<string | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select({ workspaceId: attachments.workspaceId }).from(attachments).where(and(eq(attachments.id, id), isNull(attachments.deletedAt)));
  return row?.workspaceId;
}

/** The workspace of a channel, for the access plugin of the channel upload route. */
export async function channelWorkspaceOf(db: Db, channelId: string): Promise<string | undefined> {
  if (!UUID.test(channelId)) return undefined;
  const [row] = await db.select({ workspaceId: channels.workspaceId }).from(channels).where(eq(channels.id, channelId));
  return row?.workspaceId;
}

type Target = { workspaceId: string; projectId: string | null; scope: string };

async function store(db: Db, storage: AttachmentStorage, actor: Actor, target: Target, filename: string, declaredType: string | undefined, bytes: Buffer): Promise<Attachment> {
  if (!canEdit(actor)) throw forbidden();
  const verdict = checkUpload(filename, declaredType, bytes);
  if (!verdict.ok) throw rejection(verdict.reason);
  const id = randomUUID();
  const storageKey = `a/${id.slice(0, 2)}/${id}`;
  await storage.put(storageKey, bytes, verdict.contentType);
  try {
    const [row] = await db
      .insert(attachments)
      .values({ id, workspaceId: target.workspaceId, projectId: target.projectId, scope: target.scope, uploadedBy: actor.userId, filename: verdict.filename, contentType: verdict.contentType, size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex"), storageKey })
      .returning();
    return toApiAttachment(row!);
  } catch (error) {
    // No row, no bytes: nothing is left half-written.
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** An upload for a comment on `taskId` of the project the access plugin loaded. */
export async function uploadForTask(db: Db, storage: AttachmentStorage, actor: Actor, project: ProjectRow, taskId: string, filename: string, declaredType: string | undefined, bytes: Buffer) {
  if (project.workspaceId !== actor.workspaceId) throw notFound();
  if (!UUID.test(taskId)) throw notFound();
  const [task] = await db.select({ id: projectTasks.id }).from(projectTasks).where(and(eq(projectTasks.id, taskId), eq(projectTasks.projectId, project.id)));
  if (!task) throw notFound();
  return store(db, storage, actor, { workspaceId: actor.workspaceId, projectId: project.id, scope: `task:${taskId}` }, filename, declaredType, bytes);
}

/** An upload for a message of a channel of the caller's workspace. */
export async function uploadForChannel(db: Db, storage: AttachmentStorage, actor: Actor, channelId: string, filename: string, declaredType: string | undefined, bytes: Buffer) {
  if (!UUID.test(channelId)) throw notFound();
  // A direct conversation of others is "not found" here too (decision 0910).
  const [channel] = await db.select({ id: channels.id, projectId: channels.projectId }).from(channels).where(and(eq(channels.id, channelId), channelsVisibleTo(actor)));
  if (!channel) throw notFound();
  return store(db, storage, actor, { workspaceId: actor.workspaceId, projectId: channel.projectId, scope: `channel:${channelId}` }, filename, declaredType, bytes);
}

/** Whether the record the attachment belongs to is one the caller can see (unclaimed: its uploader only). */
async function visible(db: Db, actor: Actor, row: Row): Promise<boolean> {
  if (row.workspaceId !== actor.workspaceId || !canRead(actor)) return false;
  if (row.projectId && actor.projectIds && !actor.projectIds.includes(row.projectId)) return false;
  if (!row.ownerKind || !row.ownerId) return row.uploadedBy === actor.userId;
  if (row.ownerKind === "task_comment") {
    const [comment] = await db
      .select({ id: taskComments.id })
      .from(taskComments)
      .innerJoin(projects, eq(projects.id, taskComments.projectId))
      .where(and(eq(taskComments.id, row.ownerId), isNull(taskComments.deletedAt), eq(projects.workspaceId, actor.workspaceId)));
    return Boolean(comment);
  }
  if (row.ownerKind === "channel_message") {
    const [message] = await db
      .select({ id: channelMessages.id })
      .from(channelMessages)
      .innerJoin(channels, eq(channels.id, channelMessages.channelId))
      .where(and(eq(channelMessages.id, row.ownerId), isNull(channelMessages.deletedAt), channelsVisibleTo(actor)));
    return Boolean(message);
  }
  return false;
}

async function findRow(db: Db, actor: Actor, id: string): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await db.select().from(attachments).where(and(eq(attachments.id, id), isNull(attachments.deletedAt)));
  if (!row || !(await visible(db, actor, row))) throw notFound();
  return row;
}

export async function download(db: Db, storage: AttachmentStorage, actor: Actor, id: string): Promise<{ row: Row; bytes: Buffer }> {
  const row = await findRow(db, actor, id);
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw notFound();
  return { row, bytes };
}

/** An upload not yet posted, removed by its uploader (posted ones go with their comment or message). */
export async function removeUpload(db: Db, storage: AttachmentStorage, actor: Actor, id: string): Promise<void> {
  const row = await findRow(db, actor, id);
  if (!canEdit(actor) || row.uploadedBy !== actor.userId || row.ownerKind) throw forbidden();
  await db.delete(attachments).where(eq(attachments.id, row.id));
  await storage.delete(row.storageKey);
}

/**
 * Rows deleted, files of a deleted comment or message (no longer downloadable already), and uploads
 * never posted for a day lose their bytes and their row.
 */
export async function purgeAttachments(db: Db, storage: AttachmentStorage, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const ownerGone = (kind: string, table: typeof taskComments | typeof channelMessages) =>
    and(eq(attachments.ownerKind, kind), sql`exists (select 1 from ${table} o where o.id = ${attachments.ownerId} and o.deleted_at is not null)`);
  const rows = await db
    .select({ id: attachments.id, storageKey: attachments.storageKey })
    .from(attachments)
    .where(or(isNotNull(attachments.deletedAt), and(isNull(attachments.ownerKind), lt(attachments.createdAt, dayAgo)), ownerGone("task_comment", taskComments), ownerGone("channel_message", channelMessages)))
    .limit(500);
  for (const row of rows) {
    await storage.delete(row.storageKey);
    await db.delete(attachments).where(eq(attachments.id, row.id));
  }
  return rows.length;
}
