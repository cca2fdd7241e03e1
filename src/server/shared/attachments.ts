import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { attachments } from "../../db/schema/attachments";
import type { Attachment } from "../../domain/attachments/contract";
import type { Actor } from "../actor";
import { HttpError } from "../errors";

// What the features that carry attachments (task comments, channel messages) need from them
// (decision 0915): claim the caller's own uploads for a comment or message, and list each one's files.
// The bytes and the upload and download routes are features/attachments'.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type AttachmentOwnerKind = "task_comment" | "channel_message";
type AttachmentRow = typeof attachments.$inferSelect;

export const attachmentUrl = (id: string) => `/api/v1/attachments/${id}`;

export function toApiAttachment(row: Pick<AttachmentRow, "id" | "filename" | "contentType" | "size" | "createdAt">): Attachment {
  return { id: row.id, filename: row.filename, contentType: row.contentType, size: row.size, url: attachmentUrl(row.id), createdAt: row.createdAt.toISOString() };
}

/**
 * Gives `ids` (the caller's own uploads, made for this same task or channel, not yet posted) to the
 * comment or message; any other id is a 400 on attachmentIds and nothing is claimed (the caller's transaction).
 */
export async function claimAttachments(tx: Tx, actor: Actor, ids: readonly string[], scope: string, owner: { kind: AttachmentOwnerKind; id: string }): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const claimed = await tx
    .update(attachments)
    .set({ ownerKind: owner.kind, ownerId: owner.id })
    .where(and(inArray(attachments.id, unique), eq(attachments.workspaceId, actor.workspaceId), eq(attachments.uploadedBy, actor.userId), eq(attachments.scope, scope), isNull(attachments.ownerKind), isNull(attachments.deletedAt)))
    .returning({ id: attachments.id });
  if (claimed.length !== unique.length) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { attachmentIds: { key: "validation.attachment_unknown" } });
}

/** Each owner's attachments, oldest first. */
export async function attachmentsOf(db: Db | Tx, kind: AttachmentOwnerKind, ownerIds: readonly string[]): Promise<Map<string, Attachment[]>> {
  const out = new Map<string, Attachment[]>();
  if (!ownerIds.length) return out;
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.ownerKind, kind), inArray(attachments.ownerId, [...ownerIds]), isNull(attachments.deletedAt)))
    .orderBy(attachments.createdAt);
  for (const row of rows) {
    const list = out.get(row.ownerId!) ?? [];
    list.push(toApiAttachment(row));
    out.set(row.ownerId!, list);
  }
  return out;
}

/** A deleted comment or message takes its files with it (the bytes go with the daily sweep). */
export async function dropAttachmentsOf(db: Db | Tx, kind: AttachmentOwnerKind, ownerId: string): Promise<void> {
  await db.update(attachments).set({ deletedAt: new Date() }).where(and(eq(attachments.ownerKind, kind), eq(attachments.ownerId, ownerId), isNull(attachments.deletedAt)));
}
