import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { channelMessages, channelReads, channels } from "../../../db/schema/communication";
import { projectRisks } from "../../../db/schema/management";
import { projectTasks, projects } from "../../../db/schema/projects";
import type { Channel, ChannelMember, Message } from "../../../domain/communication/contract";
import { extractMentions, handleOf } from "../../../domain/communication/mentions";
import { draftProgressUpdate } from "../../../domain/communication/progress-update";
import { pickLanguage } from "../../../domain/i18n/translate";
import { todayIn } from "../../../domain/planning/calendar";
import { canEdit, canRead, type Actor } from "../../actor";
import { forbidden, notFound } from "../../errors";
import type { ProjectRow } from "../../shared/projects";
import { insertNotifications, notificationRow } from "../../shared/notification-writer";
import { attachmentsOf, claimAttachments } from "../../shared/attachments";

// Channels, messages, mentions and read markers (decision 0901). Every function takes the actor the
// access plugin resolved; a channel of another workspace is "not found".

const UUID = /^[0-9a-f-]{36}$/i;
const GENERAL = "general";
const TIME_ZONE = "America/Mexico_City";
type ChannelRow = typeof channels.$inferSelect;
type MessageRow = typeof channelMessages.$inferSelect;

/** The workspace of a channel, for the access plugin (undefined: not found). */
export async function channelWorkspace(db: Db, channelId: string): Promise<string | undefined> {
  if (!UUID.test(channelId)) return undefined;
  const [row] = await db.select({ workspaceId: channels.workspaceId }).from(channels).where(eq(channels.id, channelId));
  return row?.workspaceId;
}

/**
 * Every project of the workspace has its channel, and the workspace its #general: made here, the
 * first time anyone lists channels after the project appears (existing projects included), so the
 * projects feature needs to know nothing about channels. Idempotent under concurrency (unique indexes).
 */
export async function ensureChannels(db: Db, workspaceId: string): Promise<void> {
  await db.execute(sql`
    insert into ${channels} (workspace_id, project_id, kind, name)
    select p.workspace_id, p.id, 'project', p.name from ${projects} p
    where p.workspace_id = ${workspaceId} and not exists (select 1 from ${channels} c where c.project_id = p.id)
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${channels} (workspace_id, kind, name)
    select ${workspaceId}, 'workspace', ${GENERAL}
    where not exists (select 1 from ${channels} c where c.workspace_id = ${workspaceId} and c.kind = 'workspace')
    on conflict do nothing`);
}

export async function listChannels(db: Db, actor: Actor): Promise<Channel[]> {
  if (!canRead(actor)) throw forbidden();
  await ensureChannels(db, actor.workspaceId);
  const rows = await db
    .select({
      channel: channels,
      projectName: projects.name,
      lastMessageAt: sql<string | null>`(select max(m.created_at) from ${channelMessages} m where m.channel_id = ${channels.id} and m.deleted_at is null)`,
      unread: sql<number>`(select count(*) from ${channelMessages} m where m.channel_id = ${channels.id} and m.deleted_at is null
        and (m.author_id is null or m.author_id <> ${actor.userId})
        and m.created_at > coalesce((select r.last_read_at from ${channelReads} r where r.channel_id = ${channels.id} and r.user_id = ${actor.userId}), 'epoch'::timestamptz))`,
    })
    .from(channels)
    .leftJoin(projects, eq(projects.id, channels.projectId))
    .where(eq(channels.workspaceId, actor.workspaceId))
    .orderBy(asc(channels.kind), asc(sql`coalesce(${projects.name}, ${channels.name})`));
  // Workspace channels first, then projects.
  const items = rows.map((r) => ({
    id: r.channel.id,
    workspaceId: r.channel.workspaceId,
    projectId: r.channel.projectId,
    kind: r.channel.kind === "project" ? ("project" as const) : ("workspace" as const),
    name: r.projectName ?? r.channel.name,
    unread: Number(r.unread),
    lastMessageAt: r.lastMessageAt ? new Date(r.lastMessageAt).toISOString() : null,
  }));
  return [...items.filter((c) => c.kind === "workspace"), ...items.filter((c) => c.kind === "project")];
}

export async function createChannel(db: Db, actor: Actor, name: string): Promise<ChannelRow> {
  if (!canEdit(actor)) throw forbidden();
  const clean = name.trim().replace(/^#/, "");
  const [existing] = await db.select().from(channels).where(and(eq(channels.workspaceId, actor.workspaceId), eq(channels.kind, "workspace"), sql`lower(${channels.name}) = lower(${clean})`));
  if (existing) return existing;
  const [row] = await db.insert(channels).values({ workspaceId: actor.workspaceId, kind: "workspace", name: clean, createdBy: actor.userId }).returning();
  return row!;
}

async function findChannel(db: Db, actor: Actor, channelId: string): Promise<ChannelRow> {
  if (!UUID.test(channelId)) throw notFound();
  const [row] = await db.select().from(channels).where(and(eq(channels.id, channelId), eq(channels.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}

/** The project's channel (made if missing); 404 outside the caller's workspace. */
export async function projectChannel(db: Db, actor: Actor, project: ProjectRow): Promise<ChannelRow> {
  if (project.workspaceId !== actor.workspaceId) throw notFound();
  await ensureChannels(db, actor.workspaceId);
  const [row] = await db.select().from(channels).where(eq(channels.projectId, project.id));
  return row!;
}

export async function workspaceMembersOf(db: Db, workspaceId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.organizationId, workspaceId))
    .orderBy(asc(users.name));
}

export async function listMembers(db: Db, actor: Actor): Promise<ChannelMember[]> {
  if (!canRead(actor)) throw forbidden();
  const rows = await workspaceMembersOf(db, actor.workspaceId);
  return rows.map((m) => ({ id: m.id, name: m.name || m.email, handle: handleOf(m) }));
}

function toApiMessage(row: MessageRow, authorName: string | null, actor: Actor): Message {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    channelId: row.channelId,
    authorId: row.authorId,
    authorName: authorName ?? "—",
    body: deleted ? "" : row.body,
    parentId: row.parentId,
    mentions: deleted ? [] : row.mentions,
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
    createdAt: row.createdAt.toISOString(),
    mine: row.authorId === actor.userId,
  };
}

export const PAGE = 200;

/** The channel's latest messages (oldest first), or those before `before` (history, page by page). */
export async function listMessages(db: Db, actor: Actor, channelId: string, before?: string): Promise<Message[]> {
  const channel = await findChannel(db, actor, channelId);
  const rows = await db
    .select({ m: channelMessages, name: users.name, email: users.email })
    .from(channelMessages)
    .leftJoin(users, eq(users.id, channelMessages.authorId))
    .where(and(eq(channelMessages.channelId, channel.id), before ? lt(channelMessages.createdAt, new Date(before)) : undefined))
    .orderBy(desc(channelMessages.createdAt))
    .limit(PAGE);
  // Files posted with the messages (decision 0919).
  const files = await attachmentsOf(db, "channel_message", rows.map((r) => r.m.id));
  return rows.reverse().map((r) => withFiles(toApiMessage(r.m, r.name || r.email, actor), files));
}

function withFiles(message: Message, files: Map<string, NonNullable<Message["attachments"]>>): Message {
  const list = files.get(message.id);
  return list?.length && !message.deleted ? { ...message, attachments: list } : message;
}

async function authorName(db: Db, userId: string) {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row?.name || row?.email || null;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** In-app notifications for the newly mentioned (never the author); the digest mails them by preference. */
async function notifyMentions(tx: Tx, actor: Actor, channel: ChannelRow, channelName: string, message: MessageRow, mentioned: string[], members: Awaited<ReturnType<typeof workspaceMembersOf>>, author: string) {
  const recipients = members.filter((m) => mentioned.includes(m.id) && m.id !== actor.userId);
  if (!recipients.length) return [];
  const excerpt = message.body.length > 140 ? `${message.body.slice(0, 139)}…` : message.body;
  const target = `/communication?channel=${channel.id}&message=${message.id}`;
  return insertNotifications(
    tx,
    recipients.map((m) =>
      notificationRow(m.id, pickLanguage(m.locale) ?? "es", {
        titleKey: "communication.mention_title",
        messageKey: "notificationsText.mention.message",
        params: { name: author, channel: channelName, excerpt },
        kind: "mention",
        priority: "medium",
        type: "info",
        action: { type: "navigate", target, ...(channel.projectId ? { projectId: channel.projectId } : {}) },
      }),
    ),
  );
}

async function channelDisplayName(db: Db | Tx, channel: ChannelRow) {
  if (!channel.projectId) return channel.name;
  const [p] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, channel.projectId));
  return p?.name ?? channel.name;
}

export type Posted = { message: Message; notified: { id: string; userId: string }[] };

export async function postMessage(db: Db, actor: Actor, channelId: string, input: { body: string; parentId?: string; attachmentIds?: string[] }): Promise<Posted> {
  if (!canEdit(actor)) throw forbidden();
  const channel = await findChannel(db, actor, channelId);
  const members = await workspaceMembersOf(db, actor.workspaceId);
  const author = (await authorName(db, actor.userId)) ?? "—";
  const name = await channelDisplayName(db, channel);
  return db.transaction(async (tx) => {
    let parentId: string | null = null;
    if (input.parentId) {
      const [parent] = await tx.select({ id: channelMessages.id, parentId: channelMessages.parentId }).from(channelMessages).where(and(eq(channelMessages.id, input.parentId), eq(channelMessages.channelId, channel.id)));
      if (!parent) throw notFound();
      // A reply to a reply joins the same thread.
      parentId = parent.parentId ?? parent.id;
    }
    const mentions = extractMentions(input.body, members);
    const [row] = await tx.insert(channelMessages).values({ channelId: channel.id, authorId: actor.userId, body: input.body, parentId, mentions }).returning();
    await tx
      .insert(channelReads)
      .values({ channelId: channel.id, userId: actor.userId, lastReadAt: row!.createdAt })
      .onConflictDoUpdate({ target: [channelReads.channelId, channelReads.userId], set: { lastReadAt: row!.createdAt } });
    await claimAttachments(tx, actor, input.attachmentIds ?? [], `channel:${channel.id}`, { kind: "channel_message", id: row!.id });
    const notified = await notifyMentions(tx, actor, channel, name, row!, mentions, members, author);
    return { message: withFiles(toApiMessage(row!, author, actor), await attachmentsOf(tx, "channel_message", [row!.id])), notified };
  });
}

async function ownMessage(db: Db, actor: Actor, channelId: string, messageId: string): Promise<{ channel: ChannelRow; row: MessageRow }> {
  const channel = await findChannel(db, actor, channelId);
  if (!UUID.test(messageId)) throw notFound();
  const [row] = await db.select().from(channelMessages).where(and(eq(channelMessages.id, messageId), eq(channelMessages.channelId, channel.id), isNull(channelMessages.deletedAt)));
  if (!row) throw notFound();
  if (!canEdit(actor) || row.authorId !== actor.userId) throw forbidden();
  return { channel, row };
}

export async function editMessage(db: Db, actor: Actor, channelId: string, messageId: string, body: string): Promise<Posted> {
  const { channel, row } = await ownMessage(db, actor, channelId, messageId);
  const members = await workspaceMembersOf(db, actor.workspaceId);
  const author = (await authorName(db, actor.userId)) ?? "—";
  const name = await channelDisplayName(db, channel);
  return db.transaction(async (tx) => {
    const mentions = extractMentions(body, members);
    const [updated] = await tx.update(channelMessages).set({ body, mentions, editedAt: new Date() }).where(eq(channelMessages.id, row.id)).returning();
    // Only whoever the edit newly mentions hears about it.
    const fresh = mentions.filter((id) => !row.mentions.includes(id));
    const notified = await notifyMentions(tx, actor, channel, name, updated!, fresh, members, author);
    return { message: toApiMessage(updated!, author, actor), notified };
  });
}

export async function deleteMessage(db: Db, actor: Actor, channelId: string, messageId: string): Promise<void> {
  const { row } = await ownMessage(db, actor, channelId, messageId);
  // Soft: the thread keeps its place, the text goes.
  await db.update(channelMessages).set({ deletedAt: new Date(), body: "", mentions: [] }).where(eq(channelMessages.id, row.id));
}

export async function markRead(db: Db, actor: Actor, channelId: string): Promise<void> {
  const channel = await findChannel(db, actor, channelId);
  const now = new Date();
  await db.insert(channelReads).values({ channelId: channel.id, userId: actor.userId, lastReadAt: now }).onConflictDoUpdate({ target: [channelReads.channelId, channelReads.userId], set: { lastReadAt: now } });
}

/** A day as the reader writes it: '14 de marzo de 2031', 'March 14, 2031'. */
function day(iso: string, lang: "es" | "en") {
  return new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** The progress update of the project's week, drafted from its real figures (decision 0901). */
export async function draftUpdate(db: Db, actor: Actor, project: ProjectRow, now = new Date()) {
  const channel = await projectChannel(db, actor, project);
  const today = todayIn(TIME_ZONE, now);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const inAWeek = new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  const [done, overdue, next, risks] = await Promise.all([
    db.select({ title: projectTasks.title }).from(projectTasks).where(and(eq(projectTasks.projectId, project.id), gt(projectTasks.completedAt, weekAgo))).orderBy(desc(projectTasks.completedAt)),
    db
      .select({ title: projectTasks.title, endDate: projectTasks.endDate })
      .from(projectTasks)
      .where(and(eq(projectTasks.projectId, project.id), isNull(projectTasks.completedAt), ne(projectTasks.status, "Completada"), lt(projectTasks.endDate, today)))
      .orderBy(asc(projectTasks.endDate)),
    db
      .select({ title: projectTasks.title })
      .from(projectTasks)
      .where(and(eq(projectTasks.projectId, project.id), isNull(projectTasks.completedAt), ne(projectTasks.status, "Completada"), sql`${projectTasks.endDate} >= ${today}`, sql`${projectTasks.endDate} <= ${inAWeek}`))
      .orderBy(asc(projectTasks.endDate)),
    db
      .select({ title: projectRisks.title })
      .from(projectRisks)
      .where(and(eq(projectRisks.projectId, project.id), inArray(projectRisks.status, ["open", "monitoring"])))
      .orderBy(desc(sql`${projectRisks.probability} * ${projectRisks.impact}`)),
  ]);
  const forecast = (project.predictiveInsights as { forecast?: { status?: string; p50?: { date: string }; p85?: { date: string }; probabilityOnTime?: number | null } } | null)?.forecast;
  const text = draftProgressUpdate(
    {
      projectName: project.name,
      progress: project.progress,
      dueDate: project.dueDate ? day(project.dueDate, actor.lang) : null,
      doneThisWeek: done.map((d) => d.title),
      overdue: overdue.map((o) => ({ title: o.title, endDate: day(o.endDate!, actor.lang) })),
      next: next.map((n) => n.title),
      risks: risks.map((r) => r.title),
      forecast: forecast?.status === "ok" && forecast.p50 && forecast.p85 ? { p50: day(forecast.p50.date, actor.lang), p85: day(forecast.p85.date, actor.lang), probabilityOnTime: forecast.probabilityOnTime ?? null } : null,
    },
    actor.lang,
  );
  return { projectId: project.id, channelId: channel.id, text };
}
