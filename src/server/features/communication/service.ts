import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { channelMessages, channelParticipants, channelReads, channels } from "../../../db/schema/communication";
import { projectRisks } from "../../../db/schema/management";
import { projectTasks, projects } from "../../../db/schema/projects";
import { DIRECT_MAX, MESSAGE_PAGE, SEARCH_PAGE, type Channel, type ChannelMember, type Message, type MessagePage, type SearchResult } from "../../../domain/communication/contract";
import { extractMentions, handleOf } from "../../../domain/communication/mentions";
import { directKey, prefixQuery, searchTerms, searchTextOf } from "../../../domain/communication/search";
import { draftProgressUpdate } from "../../../domain/communication/progress-update";
import { pickLanguage } from "../../../domain/i18n/translate";
import { todayIn } from "../../../domain/planning/calendar";
import { canEdit, canRead, type Actor } from "../../actor";
import { forbidden, HttpError, notFound } from "../../errors";
import type { ProjectRow } from "../../shared/projects";
import { insertNotifications, notificationRow } from "../../shared/notification-writer";
import { attachmentsOf, claimAttachments } from "../../shared/attachments";
import { channelsVisibleTo as visibleTo } from "../../shared/channels";

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

/** The channels the actor may read: the workspace's, and of its direct conversations only those they take part in (0910). */

/** Each direct conversation's people but the actor, by name. */
async function othersIn(db: Db | Tx, actor: Actor, channelIds: string[]): Promise<Map<string, { id: string; name: string }[]>> {
  const map = new Map<string, { id: string; name: string }[]>();
  if (!channelIds.length) return map;
  const rows = await db
    .select({ channelId: channelParticipants.channelId, id: users.id, name: users.name, email: users.email })
    .from(channelParticipants)
    .innerJoin(users, eq(users.id, channelParticipants.userId))
    .where(and(inArray(channelParticipants.channelId, channelIds), ne(channelParticipants.userId, actor.userId)))
    .orderBy(asc(users.name));
  for (const r of rows) map.set(r.channelId, [...(map.get(r.channelId) ?? []), { id: r.id, name: r.name || r.email }]);
  return map;
}

const directName = (others: { name: string }[] | undefined) => (others ?? []).map((o) => o.name).join(", ") || "—";

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
    .where(visibleTo(actor))
    .orderBy(asc(channels.kind), asc(sql`coalesce(${projects.name}, ${channels.name})`));
  const others = await othersIn(db, actor, rows.filter((r) => r.channel.kind === "direct").map((r) => r.channel.id));
  const items = rows.map((r) => toApiChannel(r.channel, r.projectName, others.get(r.channel.id), Number(r.unread), r.lastMessageAt));
  // Workspace channels first, then projects, then direct conversations (latest first).
  const direct = items.filter((c) => c.kind === "direct").sort((a, b) => (b.lastMessageAt ?? "").localeCompare(a.lastMessageAt ?? ""));
  return [...items.filter((c) => c.kind === "workspace"), ...items.filter((c) => c.kind === "project"), ...direct];
}

function kindOf(row: ChannelRow): Channel["kind"] {
  return row.kind === "project" ? "project" : row.kind === "direct" ? "direct" : "workspace";
}

function toApiChannel(row: ChannelRow, projectName: string | null, others: { id: string; name: string }[] | undefined, unread: number, lastMessageAt: string | Date | null): Channel {
  const kind = kindOf(row);
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    projectId: row.projectId,
    kind,
    name: kind === "direct" ? directName(others) : (projectName ?? row.name),
    unread,
    lastMessageAt: lastMessageAt ? new Date(lastMessageAt).toISOString() : null,
    participants: kind === "direct" ? (others ?? []) : [],
  };
}

/**
 * The direct conversation of the actor and these members of the workspace (made once per set of
 * people: the unique key makes two concurrent starts one conversation). 400 naming the field when
 * someone is not a member.
 */
export async function openDirect(db: Db, actor: Actor, userIds: string[]): Promise<{ channel: Channel; created: boolean }> {
  if (!canEdit(actor)) throw forbidden();
  const people = [...new Set([actor.userId, ...userIds])];
  if (people.length < 2 || people.length > DIRECT_MAX) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { userIds: { key: "validation.invalid_value" } });
  const members = await db.select({ userId: workspaceMembers.userId }).from(workspaceMembers).where(and(eq(workspaceMembers.organizationId, actor.workspaceId), inArray(workspaceMembers.userId, people)));
  if (members.length !== people.length) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { userIds: { key: "validation.not_a_member" } });
  const key = directKey(people);
  return db.transaction(async (tx) => {
    const [made] = await tx.insert(channels).values({ workspaceId: actor.workspaceId, kind: "direct", name: "", directKey: key, createdBy: actor.userId }).onConflictDoNothing().returning();
    if (made) await tx.insert(channelParticipants).values(people.map((userId) => ({ channelId: made.id, userId })));
    const row = made ?? (await tx.select().from(channels).where(and(eq(channels.workspaceId, actor.workspaceId), eq(channels.directKey, key))))[0]!;
    const others = await othersIn(tx, actor, [row.id]);
    return { channel: toApiChannel(row, null, others.get(row.id), 0, null), created: Boolean(made) };
  });
}

/** A direct conversation's people (the actor included), for the access rules below. */
async function participantsOf(db: Db | Tx, channelId: string): Promise<string[]> {
  const rows = await db.select({ userId: channelParticipants.userId }).from(channelParticipants).where(eq(channelParticipants.channelId, channelId));
  return rows.map((r) => r.userId);
}

/**
 * A conversation whose people changed keeps the key of its new set, so opening that set finds it,
 * unless another conversation already has that set: then it keeps none (decision 0940).
 */
async function rekey(tx: Tx, channel: ChannelRow, people: string[]): Promise<void> {
  const key = directKey(people);
  await tx.execute(sql`
    update ${channels} set direct_key = case
      when exists (select 1 from ${channels} o where o.workspace_id = ${channel.workspaceId} and o.direct_key = ${key} and o.id <> ${channel.id}) then null
      else ${key} end
    where id = ${channel.id}`);
}

/** A group: a direct conversation of three or more people. A 1:1 stays between its two (decision 0940). */
async function findGroup(db: Db, actor: Actor, channelId: string): Promise<{ row: ChannelRow; people: string[] }> {
  const row = await findChannel(db, actor, channelId);
  if (row.kind !== "direct") throw notFound();
  const people = await participantsOf(db, row.id);
  if (people.length < 3) throw new HttpError(409, "not_a_group", "communication.errors.not_a_group");
  return { row, people };
}

/**
 * Adds members of the workspace to a group conversation (decision 0940): they read its whole
 * history from then on. Someone already in it is no change; past `DIRECT_MAX` people, or someone
 * not of the workspace, is a 400 naming `userIds`.
 */
export async function addParticipants(db: Db, actor: Actor, channelId: string, userIds: string[]): Promise<{ channel: Channel; added: string[]; people: string[] }> {
  if (!canEdit(actor)) throw forbidden();
  const { row, people } = await findGroup(db, actor, channelId);
  const added = [...new Set(userIds)].filter((id) => !people.includes(id));
  const next = [...people, ...added];
  if (next.length > DIRECT_MAX) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { userIds: { key: "validation.group_full" } });
  if (added.length) {
    const members = await db.select({ userId: workspaceMembers.userId }).from(workspaceMembers).where(and(eq(workspaceMembers.organizationId, actor.workspaceId), inArray(workspaceMembers.userId, added)));
    if (members.length !== added.length) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { userIds: { key: "validation.not_a_member" } });
  }
  return db.transaction(async (tx) => {
    if (added.length) {
      await tx.insert(channelParticipants).values(added.map((userId) => ({ channelId: row.id, userId }))).onConflictDoNothing();
      await rekey(tx, row, next);
      await tx.insert(channelMessages).values({ channelId: row.id, authorId: actor.userId, body: "", event: { type: "added", userIds: added } });
    }
    const others = await othersIn(tx, actor, [row.id]);
    return { channel: toApiChannel(row, null, others.get(row.id), 0, null), added, people: next };
  });
}

/** The actor leaves a group conversation (decision 0940); their messages stay. Returns who was in it. */
export async function leaveGroup(db: Db, actor: Actor, channelId: string): Promise<string[]> {
  if (!canRead(actor)) throw forbidden();
  const { row, people } = await findGroup(db, actor, channelId);
  await db.transaction(async (tx) => {
    await tx.delete(channelParticipants).where(and(eq(channelParticipants.channelId, row.id), eq(channelParticipants.userId, actor.userId)));
    await tx.delete(channelReads).where(and(eq(channelReads.channelId, row.id), eq(channelReads.userId, actor.userId)));
    await rekey(tx, row, people.filter((id) => id !== actor.userId));
    await tx.insert(channelMessages).values({ channelId: row.id, authorId: actor.userId, body: "", event: { type: "left", userIds: [] } });
  });
  return people;
}

/** Who hears of a channel's messages: a direct conversation's participants, or (undefined) the whole workspace. */
export async function audienceOf(db: Db, channelId: string): Promise<string[] | undefined> {
  const [row] = await db.select({ kind: channels.kind }).from(channels).where(eq(channels.id, channelId));
  if (row?.kind !== "direct") return undefined;
  return participantsOf(db, channelId);
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
  // A direct conversation of others is "not found", like another workspace's channel (0910).
  const [row] = await db.select().from(channels).where(and(eq(channels.id, channelId), visibleTo(actor)));
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

function toApiMessage(row: MessageRow, authorName: string | null, actor: Actor, names: ReadonlyMap<string, string> = new Map()): Message {
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
    ...(row.event ? { event: { type: row.event.type, people: row.event.userIds.map((id) => names.get(id) ?? "—") } } : {}),
  };
}

/** The names of the people that the pages' history lines speak of (decision 0942). */
async function eventNames(db: Db, rows: readonly MessageRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => r.event?.userIds ?? []))];
  if (!ids.length) return new Map();
  const found = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.name || u.email]));
}

export type PageQuery = { before?: string; after?: string; around?: string; limit?: number };

/**
 * One page of a channel's history, oldest first (decision 0912): the latest messages, those before
 * or after a message, or those around one (a search result, a mention's link). The cursor is the
 * message itself, compared as (created_at, id) in the database, so equal times never skip or repeat
 * one and no time is rounded through JavaScript.
 */
export async function listMessages(db: Db, actor: Actor, channelId: string, query: PageQuery = {}): Promise<MessagePage> {
  const channel = await findChannel(db, actor, channelId);
  const limit = query.limit ?? MESSAGE_PAGE;
  const pivotId = query.before ?? query.after ?? query.around;
  if (pivotId) {
    const [pivot] = await db.select({ id: channelMessages.id }).from(channelMessages).where(and(eq(channelMessages.id, pivotId), eq(channelMessages.channelId, channel.id)));
    if (!pivot) throw notFound();
  }
  const pivot = sql`(select p.created_at, p.id from ${channelMessages} p where p.id = ${pivotId ?? null})`;
  const page = async (where: SQL | undefined, direction: "older" | "newer", size: number) => {
    const rows = await db
      .select({ m: channelMessages, name: users.name, email: users.email })
      .from(channelMessages)
      .leftJoin(users, eq(users.id, channelMessages.authorId))
      .where(and(eq(channelMessages.channelId, channel.id), where))
      .orderBy(...(direction === "older" ? [desc(channelMessages.createdAt), desc(channelMessages.id)] : [asc(channelMessages.createdAt), asc(channelMessages.id)]))
      .limit(size + 1);
    const more = rows.length > size;
    const kept = rows.slice(0, size);
    // Files posted with the messages (decision 0919).
    const files = await attachmentsOf(db, "channel_message", kept.map((r) => r.m.id));
    const names = await eventNames(db, kept.map((r) => r.m));
    const messages = (direction === "older" ? kept.reverse() : kept).map((r) => withFiles(toApiMessage(r.m, r.name || r.email, actor, names), files));
    return { messages, more };
  };
  const olderThan = sql`(${channelMessages.createdAt}, ${channelMessages.id}) < ${pivot}`;
  const newerThan = sql`(${channelMessages.createdAt}, ${channelMessages.id}) > ${pivot}`;
  if (query.before) {
    const older = await page(olderThan, "older", limit);
    return { items: older.messages, hasOlder: older.more, hasNewer: true };
  }
  if (query.after) {
    const newer = await page(newerThan, "newer", limit);
    return { items: newer.messages, hasOlder: true, hasNewer: newer.more };
  }
  if (query.around) {
    const half = Math.max(1, Math.floor(limit / 2));
    const [older, newer] = await Promise.all([page(sql`(${channelMessages.createdAt}, ${channelMessages.id}) <= ${pivot}`, "older", limit - half), page(newerThan, "newer", half)]);
    return { items: [...older.messages, ...newer.messages], hasOlder: older.more, hasNewer: newer.more };
  }
  const latest = await page(undefined, "older", limit);
  return { items: latest.messages, hasOlder: latest.more, hasNewer: false };
}

/**
 * Messages the actor can see whose words match the query (decision 0911): channels of their
 * workspace and only their own direct conversations, deleted messages never; best match first,
 * then the latest; a page of SEARCH_PAGE with the next page's offset.
 */
export async function searchMessages(db: Db, actor: Actor, q: string, offset = 0): Promise<SearchResult> {
  if (!canRead(actor)) throw forbidden();
  const terms = searchTerms(q);
  if (!terms.length) return { items: [], nextOffset: null };
  const folded = terms.join(" ");
  const vector = sql`(to_tsvector('simple'::regconfig, ${channelMessages.searchText}) || to_tsvector('spanish'::regconfig, ${channelMessages.searchText}) || to_tsvector('english'::regconfig, ${channelMessages.searchText}))`;
  const tsquery = sql`(to_tsquery('simple'::regconfig, ${prefixQuery(terms)}) || plainto_tsquery('spanish'::regconfig, ${folded}) || plainto_tsquery('english'::regconfig, ${folded}))`;
  const rows = await db
    .select({ m: channelMessages, name: users.name, email: users.email, channel: channels, projectName: projects.name })
    .from(channelMessages)
    .innerJoin(channels, eq(channels.id, channelMessages.channelId))
    .leftJoin(projects, eq(projects.id, channels.projectId))
    .leftJoin(users, eq(users.id, channelMessages.authorId))
    .where(and(visibleTo(actor), isNull(channelMessages.deletedAt), sql`${vector} @@ ${tsquery}`))
    .orderBy(desc(sql`ts_rank(${vector}, ${tsquery})`), desc(channelMessages.createdAt), desc(channelMessages.id))
    .limit(SEARCH_PAGE + 1)
    .offset(offset);
  const kept = rows.slice(0, SEARCH_PAGE);
  const others = await othersIn(db, actor, [...new Set(kept.filter((r) => r.channel.kind === "direct").map((r) => r.channel.id))]);
  return {
    items: kept.map((r) => {
      const channel = toApiChannel(r.channel, r.projectName, others.get(r.channel.id), 0, null);
      return { message: toApiMessage(r.m, r.name || r.email, actor), channelName: channel.name, channelKind: channel.kind, threadId: r.m.parentId };
    }),
    nextOffset: rows.length > SEARCH_PAGE ? offset + SEARCH_PAGE : null,
  };
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
        titleKey: channel.kind === "direct" ? "communication.direct_mention_title" : "communication.mention_title",
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

/** Who can be mentioned in a channel: the workspace's members, or a direct conversation's participants only. */
async function mentionable(db: Db, channel: ChannelRow) {
  const members = await workspaceMembersOf(db, channel.workspaceId);
  if (channel.kind !== "direct") return members;
  const inside = new Set((await audienceOf(db, channel.id)) ?? []);
  return members.filter((m) => inside.has(m.id));
}

async function channelDisplayName(db: Db, channel: ChannelRow) {
  // A direct conversation's notices say "a direct message", not its name (which differs per reader).
  if (channel.kind === "direct") return "";
  if (!channel.projectId) return channel.name;
  const [p] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, channel.projectId));
  return p?.name ?? channel.name;
}

export type Posted = { message: Message; notified: { id: string; userId: string }[] };

export async function postMessage(db: Db, actor: Actor, channelId: string, input: { body: string; parentId?: string; attachmentIds?: string[] }): Promise<Posted> {
  if (!canEdit(actor)) throw forbidden();
  const channel = await findChannel(db, actor, channelId);
  const members = await mentionable(db, channel);
  const author = (await authorName(db, actor.userId)) ?? "—";
  const name = await channelDisplayName(db, channel);
  return db.transaction(async (tx) => {
    let parentId: string | null = null;
    if (input.parentId) {
      const [parent] = await tx.select({ id: channelMessages.id, parentId: channelMessages.parentId }).from(channelMessages).where(and(eq(channelMessages.id, input.parentId), eq(channelMessages.channelId, channel.id), isNull(channelMessages.event)));
      if (!parent) throw notFound();
      // A reply to a reply joins the same thread.
      parentId = parent.parentId ?? parent.id;
    }
    const mentions = extractMentions(input.body, members);
    const [row] = await tx.insert(channelMessages).values({ channelId: channel.id, authorId: actor.userId, body: input.body, parentId, mentions, searchText: searchTextOf(input.body) }).returning();
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
  const [row] = await db.select().from(channelMessages).where(and(eq(channelMessages.id, messageId), eq(channelMessages.channelId, channel.id), isNull(channelMessages.deletedAt), isNull(channelMessages.event)));
  if (!row) throw notFound();
  if (!canEdit(actor) || row.authorId !== actor.userId) throw forbidden();
  return { channel, row };
}

export async function editMessage(db: Db, actor: Actor, channelId: string, messageId: string, body: string): Promise<Posted> {
  const { channel, row } = await ownMessage(db, actor, channelId, messageId);
  const members = await mentionable(db, channel);
  const author = (await authorName(db, actor.userId)) ?? "—";
  const name = await channelDisplayName(db, channel);
  return db.transaction(async (tx) => {
    const mentions = extractMentions(body, members);
    const [updated] = await tx.update(channelMessages).set({ body, mentions, searchText: searchTextOf(body), editedAt: new Date() }).where(eq(channelMessages.id, row.id)).returning();
    // Only whoever the edit newly mentions hears about it.
    const fresh = mentions.filter((id) => !row.mentions.includes(id));
    const notified = await notifyMentions(tx, actor, channel, name, updated!, fresh, members, author);
    return { message: toApiMessage(updated!, author, actor), notified };
  });
}

export async function deleteMessage(db: Db, actor: Actor, channelId: string, messageId: string): Promise<void> {
  const { row } = await ownMessage(db, actor, channelId, messageId);
  // Soft: the thread keeps its place, the text goes.
  await db.update(channelMessages).set({ deletedAt: new Date(), body: "", mentions: [], searchText: "" }).where(eq(channelMessages.id, row.id));
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
