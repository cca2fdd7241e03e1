import { and, count, desc, eq, asc, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { assistantConversations, assistantTurns } from "../../../db/schema/assistant";
import { answerSchema, type Answer, type Conversation, type ConversationSummary, type RateInput, type RatedAnswers, type RatingSummary } from "../../../domain/assistant/contract";
import type { Actor } from "../../actor";
import { notFound } from "../../errors";

// Conversations kept per user (decision 0907). Every query is narrowed to the caller's own rows
// in the caller's workspace: another member's conversation, or one of another workspace, is
// answered exactly like one that does not exist (404), so its existence is not revealed either.

const TITLE_MAX = 80;
const LIST_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const own = (actor: Actor) => and(eq(assistantConversations.workspaceId, actor.workspaceId), eq(assistantConversations.userId, actor.userId));

function titleOf(question: string) {
  const oneLine = question.replace(/\s+/g, " ").trim();
  return oneLine.length > TITLE_MAX ? `${oneLine.slice(0, TITLE_MAX - 1)}…` : oneLine;
}

async function ownConversation(db: Db, actor: Actor, id: string) {
  if (!UUID.test(id)) throw notFound();
  const [row] = await db.select().from(assistantConversations).where(and(own(actor), eq(assistantConversations.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The conversation a question continues (404 when it is not the caller's), checked before the question is answered. */
export async function checkConversation(db: Db, actor: Actor, id: string | undefined): Promise<void> {
  if (id) await ownConversation(db, actor, id);
}

/** Keeps a question and its answer in the caller's conversation (a new one, titled by the question, when none is given). */
export async function keepTurn(db: Db, actor: Actor, conversationId: string | undefined, question: string, answer: Answer): Promise<Answer> {
  return db.transaction(async (tx) => {
    let id = conversationId;
    if (id) {
      await tx.update(assistantConversations).set({ updatedAt: new Date() }).where(and(own(actor), eq(assistantConversations.id, id)));
    } else {
      const [row] = await tx.insert(assistantConversations).values({ workspaceId: actor.workspaceId, userId: actor.userId, title: titleOf(question) }).returning({ id: assistantConversations.id });
      id = row!.id;
    }
    const [turn] = await tx.insert(assistantTurns).values({ conversationId: id, question, answer, intent: answer.action ? `action.${answer.action.kind}` : answer.intent }).returning({ id: assistantTurns.id });
    return { ...answer, conversationId: id, turnId: turn!.id };
  });
}

export async function listConversations(db: Db, actor: Actor): Promise<ConversationSummary[]> {
  const rows = await db
    .select({ id: assistantConversations.id, title: assistantConversations.title, createdAt: assistantConversations.createdAt, updatedAt: assistantConversations.updatedAt, turns: count(assistantTurns.id) })
    .from(assistantConversations)
    .leftJoin(assistantTurns, eq(assistantTurns.conversationId, assistantConversations.id))
    .where(own(actor))
    .groupBy(assistantConversations.id)
    .orderBy(desc(assistantConversations.updatedAt))
    .limit(LIST_MAX);
  return rows.map((r) => ({ id: r.id, title: r.title, turns: Number(r.turns), createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}

const toRating = (n: number | null) => (n === 1 ? "up" : n === -1 ? "down" : null);

export async function getConversation(db: Db, actor: Actor, id: string): Promise<Conversation> {
  const row = await ownConversation(db, actor, id);
  const turns = await db.select().from(assistantTurns).where(eq(assistantTurns.conversationId, id)).orderBy(asc(assistantTurns.createdAt));
  return {
    id: row.id,
    title: row.title,
    turns: turns.length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // A stored answer that no longer fits the contract (an older shape) is shown as its text only, not dropped.
    turnList: turns.map((t) => {
      const parsed = answerSchema.safeParse(t.answer);
      const answer = parsed.success ? parsed.data : { lang: "es" as const, intent: t.intent, understood: true, engine: "offline" as const, text: String((t.answer as { text?: unknown }).text ?? ""), items: [], citations: [], passages: [], suggestions: [], range: null };
      return { id: t.id, question: t.question, answer: { ...answer, conversationId: row.id, turnId: t.id }, rating: toRating(t.rating), ratingReason: t.ratingReason, createdAt: t.createdAt.toISOString() };
    }),
  };
}

export async function deleteConversation(db: Db, actor: Actor, id: string): Promise<void> {
  await ownConversation(db, actor, id);
  await db.delete(assistantConversations).where(and(own(actor), eq(assistantConversations.id, id)));
}

/** Deletes all the caller's conversations in this workspace; returns how many. */
export async function deleteAllConversations(db: Db, actor: Actor): Promise<number> {
  const rows = await db.delete(assistantConversations).where(own(actor)).returning({ id: assistantConversations.id });
  return rows.length;
}

/** Rates one answer of the caller's own conversations (a new rating replaces the old one). */
export async function rateTurn(db: Db, actor: Actor, turnId: string, input: RateInput): Promise<{ rating: "up" | "down"; reason: string | null }> {
  if (!UUID.test(turnId)) throw notFound();
  const [turn] = await db
    .select({ id: assistantTurns.id })
    .from(assistantTurns)
    .innerJoin(assistantConversations, eq(assistantConversations.id, assistantTurns.conversationId))
    .where(and(own(actor), eq(assistantTurns.id, turnId)));
  if (!turn) throw notFound();
  const reason = input.reason?.trim() ? input.reason.trim() : null;
  await db.update(assistantTurns).set({ rating: input.rating === "up" ? 1 : -1, ratingReason: reason, ratedAt: new Date() }).where(eq(assistantTurns.id, turnId));
  return { rating: input.rating, reason };
}

/** The workspace's ratings per intent, for its admins: counts only, never whose or which question. */
export async function ratingSummary(db: Db, actor: Actor): Promise<RatingSummary> {
  const rows = await db
    .select({ intent: sql<string>`coalesce(${assistantTurns.intent}, 'not_understood')`, rated: count(assistantTurns.id), helpful: sql<number>`sum(case when ${assistantTurns.rating} = 1 then 1 else 0 end)` })
    .from(assistantTurns)
    .innerJoin(assistantConversations, eq(assistantConversations.id, assistantTurns.conversationId))
    .where(and(eq(assistantConversations.workspaceId, actor.workspaceId), isNotNull(assistantTurns.rating)))
    .groupBy(sql`coalesce(${assistantTurns.intent}, 'not_understood')`)
    .orderBy(sql`coalesce(${assistantTurns.intent}, 'not_understood')`);
  const share = (helpful: number, rated: number) => (rated ? Math.round((1000 * helpful) / rated) / 1000 : 0);
  const out = rows.map((r) => ({ intent: r.intent, rated: Number(r.rated), helpful: Number(r.helpful), share: share(Number(r.helpful), Number(r.rated)) }));
  const rated = out.reduce((s, r) => s + r.rated, 0);
  const helpful = out.reduce((s, r) => s + r.helpful, 0);
  // Per engine (decision 0921): an answer the offline engine gave because the model failed counts as offline.
  const engine = sql<string>`coalesce(${assistantTurns.answer}->>'engine', 'offline')`;
  const engineRows = await db
    .select({ engine, rated: count(assistantTurns.id), helpful: sql<number>`sum(case when ${assistantTurns.rating} = 1 then 1 else 0 end)` })
    .from(assistantTurns)
    .innerJoin(assistantConversations, eq(assistantConversations.id, assistantTurns.conversationId))
    .where(and(eq(assistantConversations.workspaceId, actor.workspaceId), isNotNull(assistantTurns.rating)))
    .groupBy(engine)
    .orderBy(engine);
  const engines = engineRows.map((r) => ({ engine: r.engine, rated: Number(r.rated), helpful: Number(r.helpful), share: share(Number(r.helpful), Number(r.rated)) }));
  return { rows: out, total: { rated, helpful, share: share(helpful, rated) }, engines };
}

const RATED_MAX = 100;

/**
 * The workspace's rated answers, latest first, for its admins (decision 0921): the question, the
 * answer's text, its intent and engine, the rating and its reason. Never who asked: no user, no
 * conversation. Only answers someone chose to rate are shown; unrated ones stay private.
 */
export async function ratedAnswers(db: Db, actor: Actor, filter: { rating?: "up" | "down"; intent?: string }): Promise<RatedAnswers> {
  const intent = sql<string>`coalesce(${assistantTurns.intent}, 'not_understood')`;
  const rows = await db
    .select({ id: assistantTurns.id, question: assistantTurns.question, answer: assistantTurns.answer, intent, rating: assistantTurns.rating, reason: assistantTurns.ratingReason, ratedAt: assistantTurns.ratedAt, createdAt: assistantTurns.createdAt })
    .from(assistantTurns)
    .innerJoin(assistantConversations, eq(assistantConversations.id, assistantTurns.conversationId))
    .where(
      and(
        eq(assistantConversations.workspaceId, actor.workspaceId),
        isNotNull(assistantTurns.rating),
        filter.rating ? eq(assistantTurns.rating, filter.rating === "up" ? 1 : -1) : undefined,
        filter.intent ? sql`${intent} = ${filter.intent}` : undefined,
      ),
    )
    .orderBy(desc(assistantTurns.ratedAt), desc(assistantTurns.id))
    .limit(RATED_MAX + 1);
  const items = rows.slice(0, RATED_MAX).map((r) => {
    const a = (r.answer ?? {}) as Partial<Answer>;
    return {
      turnId: r.id,
      question: r.question,
      answer: typeof a.text === "string" ? a.text : "",
      lang: a.lang === "en" ? ("en" as const) : ("es" as const),
      intent: r.intent,
      engine: a.engine === "llm" ? ("llm" as const) : ("offline" as const),
      model: typeof a.model === "string" ? a.model : (a.fallback?.model ?? null),
      fallback: Boolean(a.fallback),
      rating: r.rating === 1 ? ("up" as const) : ("down" as const),
      reason: r.reason,
      ratedAt: (r.ratedAt ?? r.createdAt).toISOString(),
    };
  });
  return { items, more: rows.length > RATED_MAX };
}
