import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { innovationComments, innovationIdeas, innovationVotes } from "../../../db/schema/innovation";
import { projectMilestones, projects } from "../../../db/schema/projects";
import type { Idea, IdeaDetail, IdeaInput, ProjectDraft } from "../../../domain/innovation/contract";
import { ideaInputSchema } from "../../../domain/innovation/contract";
import { canMove, ideaScore, milestoneOffsets, type IdeaStatus, type ScoringMethod } from "../../../domain/innovation/scoring";
import type { Actor } from "../../actor";
import { HttpError, conflict, notFound } from "../../errors";
import { translate } from "../../i18n/messages";
import { findProject } from "../../shared/projects";

// Ideas of /innovation: board, RICE/ICE inputs, votes, comments, and the project an approved idea
// becomes (decision 1002). The access plugin has already checked the role and the workspace.

type IdeaRow = typeof innovationIdeas.$inferSelect;
const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export async function ideaWorkspace(db: Db, ideaId: string) {
  if (!isUuid(ideaId)) return undefined;
  const [row] = await db.select({ workspaceId: innovationIdeas.workspaceId }).from(innovationIdeas).where(eq(innovationIdeas.id, ideaId));
  return row?.workspaceId;
}

function toApi(row: IdeaRow, extra: { votes: number; votedByMe: boolean; commentCount: number; projectName: string | null }): Idea {
  const method = row.scoringMethod as ScoringMethod;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    problem: row.problem,
    expectedBenefit: row.expectedBenefit,
    author: row.author,
    tags: row.tags,
    status: row.status as IdeaStatus,
    discardReason: row.discardReason,
    scoringMethod: method,
    reach: row.reach,
    impact: row.impact,
    confidence: row.confidence,
    effort: row.effort,
    ease: row.ease,
    score: ideaScore(method, row),
    votes: extra.votes,
    votedByMe: extra.votedByMe,
    commentCount: extra.commentCount,
    project: row.projectId && extra.projectName !== null ? { id: row.projectId, name: extra.projectName } : null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listIdeas(db: Db, actor: Actor, onlyId?: string): Promise<Idea[]> {
  const rows = await db
    .select({ idea: innovationIdeas, projectName: projects.name })
    .from(innovationIdeas)
    .leftJoin(projects, eq(projects.id, innovationIdeas.projectId))
    .where(and(eq(innovationIdeas.workspaceId, actor.workspaceId), onlyId ? eq(innovationIdeas.id, onlyId) : undefined))
    .orderBy(desc(innovationIdeas.createdAt));
  const ids = rows.map((r) => r.idea.id);
  if (!ids.length) return [];
  const [votes, mine, comments] = await Promise.all([
    db.select({ ideaId: innovationVotes.ideaId, n: count() }).from(innovationVotes).where(inArray(innovationVotes.ideaId, ids)).groupBy(innovationVotes.ideaId),
    db.select({ ideaId: innovationVotes.ideaId }).from(innovationVotes).where(and(inArray(innovationVotes.ideaId, ids), eq(innovationVotes.userId, actor.userId))),
    db.select({ ideaId: innovationComments.ideaId, n: count() }).from(innovationComments).where(inArray(innovationComments.ideaId, ids)).groupBy(innovationComments.ideaId),
  ]);
  const voteCount = new Map(votes.map((v) => [v.ideaId, Number(v.n)]));
  const myVotes = new Set(mine.map((v) => v.ideaId));
  const commentCount = new Map(comments.map((c) => [c.ideaId, Number(c.n)]));
  return rows.map((r) => toApi(r.idea, { votes: voteCount.get(r.idea.id) ?? 0, votedByMe: myVotes.has(r.idea.id), commentCount: commentCount.get(r.idea.id) ?? 0, projectName: r.projectName }));
}

async function ideaRow(db: Db, actor: Actor, ideaId: string): Promise<IdeaRow> {
  if (!isUuid(ideaId)) throw notFound();
  const [row] = await db.select().from(innovationIdeas).where(and(eq(innovationIdeas.id, ideaId), eq(innovationIdeas.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}

export async function getIdea(db: Db, actor: Actor, ideaId: string): Promise<IdeaDetail> {
  await ideaRow(db, actor, ideaId);
  const [idea] = await listIdeas(db, actor, ideaId);
  if (!idea) throw notFound();
  const comments = await db
    .select({ id: innovationComments.id, body: innovationComments.body, createdAt: innovationComments.createdAt, name: users.name })
    .from(innovationComments)
    .leftJoin(users, eq(users.id, innovationComments.userId))
    .where(eq(innovationComments.ideaId, ideaId))
    .orderBy(asc(innovationComments.createdAt));
  return { ...idea, comments: comments.map((c) => ({ id: c.id, authorName: c.name ?? "", body: c.body, createdAt: c.createdAt.toISOString() })) };
}

async function actorName(db: Db, actor: Actor) {
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
  return u?.name ?? "";
}

/** Only the inputs of the idea's method are kept; the other method's are cleared. */
function scoringColumns(input: ReturnType<typeof ideaInputSchema.parse>) {
  const rice = input.scoringMethod === "rice";
  return { scoringMethod: input.scoringMethod, reach: rice ? input.reach : null, impact: input.impact, confidence: input.confidence, effort: rice ? input.effort : null, ease: rice ? null : input.ease };
}

function fields(input: ReturnType<typeof ideaInputSchema.parse>) {
  const tags = [...new Set(input.tags.map((t) => t.toLowerCase()))];
  return { title: input.title, description: input.description, problem: input.problem, expectedBenefit: input.expectedBenefit, tags, ...scoringColumns(input) };
}

export async function createIdea(db: Db, actor: Actor, raw: IdeaInput) {
  const input = ideaInputSchema.parse(raw);
  const author = input.author || (await actorName(db, actor));
  const [row] = await db.insert(innovationIdeas).values({ ...fields(input), author, workspaceId: actor.workspaceId, createdBy: actor.userId }).returning({ id: innovationIdeas.id });
  return getIdea(db, actor, row!.id);
}

export async function updateIdea(db: Db, actor: Actor, ideaId: string, raw: IdeaInput) {
  const row = await ideaRow(db, actor, ideaId);
  if (row.status === "converted") throw conflict("innovation.errors.converted");
  const input = ideaInputSchema.parse(raw);
  await db.update(innovationIdeas).set({ ...fields(input), author: input.author || row.author }).where(eq(innovationIdeas.id, ideaId));
  return getIdea(db, actor, ideaId);
}

export async function changeStatus(db: Db, actor: Actor, ideaId: string, status: IdeaStatus, reason: string) {
  const row = await ideaRow(db, actor, ideaId);
  if (status === "converted") throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { status: { key: "innovation.errors.convert_through_project" } });
  if (row.status === status) return getIdea(db, actor, ideaId);
  if (!canMove(row.status as IdeaStatus, status)) throw conflict("innovation.errors.bad_move");
  await db
    .update(innovationIdeas)
    .set({ status, discardReason: status === "discarded" ? reason : null })
    .where(and(eq(innovationIdeas.id, ideaId), eq(innovationIdeas.status, row.status)));
  return getIdea(db, actor, ideaId);
}

export async function toggleVote(db: Db, actor: Actor, ideaId: string) {
  await ideaRow(db, actor, ideaId);
  const removed = await db.delete(innovationVotes).where(and(eq(innovationVotes.ideaId, ideaId), eq(innovationVotes.userId, actor.userId))).returning({ ideaId: innovationVotes.ideaId });
  if (!removed.length) await db.insert(innovationVotes).values({ ideaId, userId: actor.userId }).onConflictDoNothing();
  const [c] = await db.select({ n: count() }).from(innovationVotes).where(eq(innovationVotes.ideaId, ideaId));
  return { votes: Number(c?.n ?? 0), votedByMe: removed.length === 0 };
}

export async function addComment(db: Db, actor: Actor, ideaId: string, body: string) {
  await ideaRow(db, actor, ideaId);
  await db.insert(innovationComments).values({ ideaId, userId: actor.userId, body });
  return getIdea(db, actor, ideaId);
}

/** The planner's starting point: objective from the problem and benefit, scope from the description, effort and first milestones from RICE. */
export async function projectDraft(db: Db, actor: Actor, ideaId: string): Promise<ProjectDraft> {
  const row = await ideaRow(db, actor, ideaId);
  if (row.status !== "approved") throw conflict("innovation.errors.not_approved");
  const t = (key: string, params?: Record<string, string | number>) => translate(actor.lang, `innovation.draft.${key}`, params);
  const objectives = [row.problem && `${t("problem")}: ${row.problem}`, row.expectedBenefit && `${t("benefit")}: ${row.expectedBenefit}`].filter(Boolean).join("\n\n");
  const effortMonths = row.scoringMethod === "rice" ? row.effort : null;
  const months = effortMonths !== null ? effortMonths.toLocaleString(actor.lang === "es" ? "es-MX" : "en-US", { maximumFractionDigits: 1 }) : "";
  const schedule = effortMonths !== null ? t("effort", { months }) : t("noEffort");
  return {
    ideaId: row.id,
    name: row.title,
    description: row.description,
    objectives,
    scope: [row.description, row.tags.length ? `${t("tags")}: ${row.tags.join(", ")}` : ""].filter(Boolean).join("\n\n"),
    schedule,
    effortMonths,
    milestones: milestoneOffsets(effortMonths).map((m) => ({ name: t(`milestones.${m.key}`), offsetDays: m.offsetDays })),
  };
}

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Links the project the planner just made to the idea: the idea becomes converted, the project
 * gets the idea's first milestones (dated from its start), and each side finds the other.
 */
export async function convertIdea(db: Db, actor: Actor, ideaId: string, projectId: string) {
  const draft = await projectDraft(db, actor, ideaId);
  const project = await findProject(db, actor, projectId).catch(() => {
    throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, { projectId: { key: "validation.not_found_reference" } });
  });
  const [linked] = await db.select({ id: innovationIdeas.id }).from(innovationIdeas).where(eq(innovationIdeas.projectId, project.id));
  if (linked) throw conflict("innovation.errors.project_taken");
  await db.transaction(async (tx) => {
    const done = await tx
      .update(innovationIdeas)
      .set({ status: "converted", projectId: project.id, convertedAt: new Date() })
      .where(and(eq(innovationIdeas.id, ideaId), eq(innovationIdeas.status, "approved")))
      .returning({ id: innovationIdeas.id });
    if (!done.length) throw conflict("innovation.errors.not_approved");
    const start = project.startDate ?? project.createdAt.toISOString().slice(0, 10);
    await tx.insert(projectMilestones).values(draft.milestones.map((m) => ({ projectId: project.id, name: m.name, description: draft.name, dueDate: m.offsetDays === null ? null : addDays(start, m.offsetDays) })));
  });
  return getIdea(db, actor, ideaId);
}

export async function ideaOfProject(db: Db, actor: Actor, projectId: string) {
  const [row] = await db
    .select({ id: innovationIdeas.id, title: innovationIdeas.title })
    .from(innovationIdeas)
    .where(and(eq(innovationIdeas.projectId, projectId), eq(innovationIdeas.workspaceId, actor.workspaceId)));
  return { idea: row ?? null };
}

