import { and, asc, desc, eq, inArray, isNotNull, isNull, count } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { launchDrafts, launchPlans, launchSent, launchSteps } from "../../../db/schema/launches";
import { projectTasks, projects, taskEvents } from "../../../db/schema/projects";
import type { DraftStatus, DraftEngine, LaunchDraft, PlanDeleted, PlanDetail, PlanEdit, PlanInput, PlanSummary, SendInput, SentPiece } from "../../../domain/launches/contract";
import { draftEditSchema, generateInputSchema, planEditSchema, planInputSchema, sendInputSchema } from "../../../domain/launches/contract";
import { canApprove, writeDraft, type AudienceSegment, type DraftKind, type LaunchChannel, type LaunchFacts, type LaunchLanguage } from "../../../domain/launches/templates";
import { canEdit, type Actor } from "../../actor";
import { HttpError, conflict, forbidden, notFound } from "../../errors";
import { translate } from "../../i18n/messages";
import { escapeHtml } from "../../../domain/html";
import type { Mailer } from "../../mail/mailer";
import { recomputeProgress, type ProjectRow } from "../../shared/projects";
import { MESSAGE_MAX } from "../../../domain/communication/contract";
import type { LlmSettings } from "../../shared/llm-client";
import { llmDraft } from "./llm";

// Launch plans, drafts and sent pieces of /marketing-agent (decision 1004). The access plugin has
// already checked the role and the workspace; these functions check the plan is the actor's
// workspace's again (404 otherwise) and the rules of the drafts: edited by anyone who may write,
// approved by a member other than its author, sent once approved, and every sent piece kept.

type PlanRow = typeof launchPlans.$inferSelect;
type DraftRow = typeof launchDrafts.$inferSelect;
const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export async function planWorkspace(db: Db, planId: string) {
  if (!isUuid(planId)) return undefined;
  const [row] = await db.select({ workspaceId: launchPlans.workspaceId }).from(launchPlans).where(eq(launchPlans.id, planId));
  return row?.workspaceId;
}

function summary(row: PlanRow, projectName: string): PlanSummary {
  return {
    id: row.id,
    name: row.name,
    projectId: row.projectId,
    projectName,
    launchDate: row.launchDate,
    segments: row.segments as AudienceSegment[],
    customAudiences: row.customAudiences,
    channels: row.channels as LaunchChannel[],
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPlans(db: Db, actor: Actor, projectId?: string): Promise<PlanSummary[]> {
  const rows = await db
    .select({ plan: launchPlans, projectName: projects.name })
    .from(launchPlans)
    .innerJoin(projects, eq(projects.id, launchPlans.projectId))
    .where(and(eq(launchPlans.workspaceId, actor.workspaceId), projectId ? eq(launchPlans.projectId, projectId) : undefined))
    .orderBy(desc(launchPlans.createdAt));
  return rows.map((r) => summary(r.plan, r.projectName));
}

async function planRow(db: Db, actor: Actor, planId: string): Promise<PlanRow> {
  if (!isUuid(planId)) throw notFound();
  const [row] = await db.select().from(launchPlans).where(and(eq(launchPlans.id, planId), eq(launchPlans.workspaceId, actor.workspaceId)));
  if (!row) throw notFound();
  return row;
}

async function draftRow(db: Db, plan: PlanRow, draftId: string): Promise<DraftRow> {
  if (!isUuid(draftId)) throw notFound();
  const [row] = await db.select().from(launchDrafts).where(and(eq(launchDrafts.id, draftId), eq(launchDrafts.planId, plan.id)));
  if (!row) throw notFound();
  return row;
}

async function namesOf(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function getPlan(db: Db, actor: Actor, planId: string, llm: LlmSettings | null): Promise<PlanDetail> {
  const plan = await planRow(db, actor, planId);
  const [project] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, plan.projectId));
  const [steps, drafts, sent] = await Promise.all([
    db
      .select({ step: launchSteps, taskStatus: projectTasks.status })
      .from(launchSteps)
      .leftJoin(projectTasks, eq(projectTasks.id, launchSteps.taskId))
      .where(eq(launchSteps.planId, plan.id))
      .orderBy(asc(launchSteps.dueDate), asc(launchSteps.position)),
    db.select().from(launchDrafts).where(eq(launchDrafts.planId, plan.id)).orderBy(desc(launchDrafts.createdAt)),
    db.select().from(launchSent).where(eq(launchSent.planId, plan.id)).orderBy(desc(launchSent.sentAt)),
  ]);
  const names = await namesOf(db, [...drafts.flatMap((d) => [d.authorId, d.approvedBy]), ...sent.map((s) => s.sentBy)]);
  return {
    ...summary(plan, project?.name ?? ""),
    steps: steps.map(({ step, taskStatus }) => ({ id: step.id, title: step.title, dueDate: step.dueDate, taskId: step.taskId, taskStatus: taskStatus ?? null })),
    drafts: drafts.map((d) => toApiDraft(d, names)),
    sent: sent.map(
      (s): SentPiece => ({
        id: s.id,
        draftId: s.draftId,
        kind: s.kind as DraftKind,
        lang: s.lang as LaunchLanguage,
        via: s.via as SentPiece["via"],
        recipients: s.recipients,
        subject: s.subject,
        body: s.body,
        sentByName: (s.sentBy && names.get(s.sentBy)) || "—",
        sentAt: s.sentAt.toISOString(),
      }),
    ),
    engine: llm ? "llm" : "template",
  };
}

function toApiDraft(d: DraftRow, names: Map<string, string>): LaunchDraft {
  return {
    id: d.id,
    kind: d.kind as DraftKind,
    lang: d.lang as LaunchLanguage,
    subject: d.subject,
    body: d.body,
    engine: d.engine as DraftEngine,
    model: d.model,
    status: d.status as DraftStatus,
    authorId: d.authorId,
    authorName: (d.authorId && names.get(d.authorId)) || "—",
    approvedByName: d.approvedBy ? (names.get(d.approvedBy) ?? "—") : null,
    approvedAt: d.approvedAt?.toISOString() ?? null,
    updatedAt: d.updatedAt.toISOString(),
  };
}

/**
 * A plan and its timeline in one transaction: each step becomes a task of the project (pending,
 * starting and ending on its date, so the calendar shows it) and the step keeps the task's id.
 */
export async function createPlan(db: Db, actor: Actor, project: ProjectRow, raw: PlanInput): Promise<string> {
  if (!canEdit(actor)) throw forbidden();
  const input = planInputSchema.parse(raw);
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(launchPlans)
      .values({
        workspaceId: actor.workspaceId,
        projectId: project.id,
        name: input.name,
        launchDate: input.launchDate,
        segments: [...new Set(input.segments)],
        customAudiences: [...new Set(input.customAudiences)],
        channels: [...new Set(input.channels)],
        createdBy: actor.userId,
      })
      .returning();
    if (input.steps.length) {
      const tasks = await tasksForSteps(tx, actor, project.id, input.name, input.steps);
      await tx.insert(launchSteps).values(input.steps.map((s, i) => ({ planId: plan!.id, title: s.title, dueDate: s.dueDate, position: i, taskId: tasks[i]!.id })));
      await recomputeProgress(tx, project.id);
    }
    return plan!.id;
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const DAY_MS = 86_400_000;
const shiftDate = (date: string | null, days: number) => (date === null ? null : new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Makes one pending task per step, dated on the step's day, with its creation event. */
async function tasksForSteps(tx: Tx, actor: Actor, projectId: string, planName: string, steps: { title: string; dueDate: string }[]) {
  const description = translate(actor.lang, "launches.task_description", { plan: planName });
  const tasks = await tx
    .insert(projectTasks)
    .values(steps.map((s) => ({ projectId, title: s.title, description, startDate: s.dueDate, endDate: s.dueDate, createdBy: actor.userId })))
    .returning({ id: projectTasks.id, status: projectTasks.status });
  await tx.insert(taskEvents).values(tasks.map((t) => ({ taskId: t.id, projectId, fromStatus: null, toStatus: t.status, actorId: actor.userId })));
  return tasks;
}

/**
 * A removed step's task goes with it while nobody has started it (still "Pendiente", never
 * completed); a task someone moved on is work on record and stays on the board (decision 1006).
 * Answers how many were deleted and kept.
 */
async function removeStepTasks(tx: Tx, projectId: string, taskIds: (string | null)[]): Promise<PlanDeleted> {
  const ids = taskIds.filter((id): id is string => Boolean(id));
  if (!ids.length) return { tasksDeleted: 0, tasksKept: 0 };
  const rows = await tx.select({ id: projectTasks.id, status: projectTasks.status, completedAt: projectTasks.completedAt }).from(projectTasks).where(and(eq(projectTasks.projectId, projectId), inArray(projectTasks.id, ids)));
  const untouched = rows.filter((r) => r.status === UNSTARTED && !r.completedAt).map((r) => r.id);
  if (untouched.length) await tx.delete(projectTasks).where(inArray(projectTasks.id, untouched));
  return { tasksDeleted: untouched.length, tasksKept: rows.length - untouched.length };
}
/** The status a step's task is made with (the tasks table's default). */
const UNSTARTED = "Pendiente";

/**
 * Edits a plan and its timeline in one transaction, keeping the steps' tasks in step: a kept step's
 * task takes its new date (start and end move by the same days) and its new title (unless the task
 * was renamed on the board); a new step makes a task; a removed step's task is deleted while nobody
 * has started it, kept otherwise. Answers whether the project's tasks changed.
 */
export async function updatePlan(db: Db, actor: Actor, planId: string, raw: PlanEdit): Promise<{ tasksChanged: boolean; projectId: string }> {
  if (!canEdit(actor)) throw forbidden();
  const input = planEditSchema.parse(raw);
  const plan = await planRow(db, actor, planId);
  return db.transaction(async (tx) => {
    const existing = await tx.select().from(launchSteps).where(eq(launchSteps.planId, plan.id));
    const byId = new Map(existing.map((s) => [s.id, s]));
    const fields: Record<string, { key: string }> = {};
    input.steps.forEach((s, i) => {
      if (s.id && !byId.has(s.id)) fields[`steps.${i}.id`] = { key: "validation.invalid_value" };
    });
    if (Object.keys(fields).length) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, fields);
    await tx
      .update(launchPlans)
      .set({ name: input.name, launchDate: input.launchDate, segments: [...new Set(input.segments)], customAudiences: [...new Set(input.customAudiences)], channels: [...new Set(input.channels)], updatedAt: new Date() })
      .where(eq(launchPlans.id, plan.id));
    let tasksChanged = false;
    const keptIds = new Set(input.steps.flatMap((s) => (s.id ? [s.id] : [])));
    const removed = existing.filter((s) => !keptIds.has(s.id));
    if (removed.length) {
      await tx.delete(launchSteps).where(inArray(launchSteps.id, removed.map((s) => s.id)));
      const { tasksDeleted, tasksKept } = await removeStepTasks(tx, plan.projectId, removed.map((s) => s.taskId));
      tasksChanged ||= tasksDeleted + tasksKept > 0;
    }
    const added = input.steps.map((s, position) => ({ ...s, position })).filter((s) => !s.id);
    const made = added.length ? await tasksForSteps(tx, actor, plan.projectId, input.name, added) : [];
    if (made.length) {
      await tx.insert(launchSteps).values(added.map((s, i) => ({ planId: plan.id, title: s.title, dueDate: s.dueDate, position: s.position, taskId: made[i]!.id })));
      tasksChanged = true;
    }
    for (const [position, s] of input.steps.entries()) {
      const before = s.id ? byId.get(s.id) : undefined;
      if (!before) continue;
      await tx.update(launchSteps).set({ title: s.title, dueDate: s.dueDate, position }).where(eq(launchSteps.id, before.id));
      if (!before.taskId || (before.title === s.title && before.dueDate === s.dueDate)) continue;
      const [task] = await tx.select({ title: projectTasks.title, startDate: projectTasks.startDate, endDate: projectTasks.endDate }).from(projectTasks).where(eq(projectTasks.id, before.taskId));
      if (!task) continue;
      const days = daysBetween(before.dueDate, s.dueDate);
      await tx
        .update(projectTasks)
        .set({
          // A title changed on the board is the team's: only a title still equal to the step's follows it.
          title: task.title === before.title ? s.title : task.title,
          startDate: task.startDate === null ? s.dueDate : shiftDate(task.startDate, days),
          endDate: task.endDate === null ? s.dueDate : shiftDate(task.endDate, days),
          updatedAt: new Date(),
        })
        .where(eq(projectTasks.id, before.taskId));
      tasksChanged = true;
    }
    if (tasksChanged) await recomputeProgress(tx, plan.projectId);
    return { tasksChanged, projectId: plan.projectId };
  });
}

/**
 * Deletes a plan with its steps and drafts. Its steps' tasks follow the removed-step rule (deleted
 * while unstarted, kept otherwise). A plan that already sent something is kept: every sent piece is
 * kept with its date (issue 20), so it answers 409 and the page says why.
 */
export async function deletePlan(db: Db, actor: Actor, planId: string): Promise<PlanDeleted & { projectId: string }> {
  if (!canEdit(actor)) throw forbidden();
  const plan = await planRow(db, actor, planId);
  return db.transaction(async (tx) => {
    const [sent] = await tx.select({ n: count() }).from(launchSent).where(eq(launchSent.planId, plan.id));
    if (Number(sent?.n ?? 0) > 0) throw conflict("launches.errors.plan_has_sent", { count: Number(sent!.n) });
    const steps = await tx.select({ taskId: launchSteps.taskId }).from(launchSteps).where(eq(launchSteps.planId, plan.id));
    const result = await removeStepTasks(tx, plan.projectId, steps.map((s) => s.taskId));
    // Steps and drafts go with the plan (ON DELETE CASCADE).
    await tx.delete(launchPlans).where(eq(launchPlans.id, plan.id));
    if (result.tasksDeleted + result.tasksKept > 0) await recomputeProgress(tx, plan.projectId);
    return { ...result, projectId: plan.projectId };
  });
}

/** The facts a draft is written from: the project's own record and tasks, nothing else. */
export async function launchFacts(db: Db, plan: PlanRow): Promise<LaunchFacts> {
  const [[project], completed, [open]] = await Promise.all([
    db.select({ name: projects.name, description: projects.description }).from(projects).where(eq(projects.id, plan.projectId)),
    db
      .select({ title: projectTasks.title, completedAt: projectTasks.completedAt })
      .from(projectTasks)
      .where(and(eq(projectTasks.projectId, plan.projectId), isNotNull(projectTasks.completedAt)))
      .orderBy(desc(projectTasks.completedAt), asc(projectTasks.title)),
    db.select({ n: count() }).from(projectTasks).where(and(eq(projectTasks.projectId, plan.projectId), isNull(projectTasks.completedAt))),
  ]);
  return {
    projectName: project?.name ?? "",
    projectDescription: project?.description ?? "",
    planName: plan.name,
    launchDate: plan.launchDate,
    segments: plan.segments as AudienceSegment[],
    customAudiences: plan.customAudiences,
    completedTasks: completed.map((t) => ({ title: t.title, completedAt: t.completedAt!.toISOString() })),
    openTasks: Number(open?.n ?? 0),
  };
}

/** A draft written, edited or approved, and the plan's project (for the change event). */
type DraftChange = { draft: LaunchDraft; projectId: string };

export async function generateDraft(db: Db, actor: Actor, planId: string, raw: unknown, llm: LlmSettings | null): Promise<DraftChange> {
  if (!canEdit(actor)) throw forbidden();
  const { kind, lang } = generateInputSchema.parse(raw);
  const plan = await planRow(db, actor, planId);
  const facts = await launchFacts(db, plan);
  const template = writeDraft(kind, lang, facts);
  const written = llm ? await llmDraft(llm, kind, lang, facts, template.subject) : null;
  const [row] = await db
    .insert(launchDrafts)
    .values({ planId: plan.id, kind, lang, subject: written?.subject ?? template.subject, body: written?.body ?? template.body, engine: written ? "llm" : "template", model: written ? llm!.model : null, authorId: actor.userId })
    .returning();
  return { draft: toApiDraft(row!, await namesOf(db, [actor.userId])), projectId: plan.projectId };
}

/** An edit makes the editor the author and takes back an approval: what is approved is what is sent. */
export async function editDraft(db: Db, actor: Actor, planId: string, draftId: string, raw: unknown): Promise<DraftChange> {
  if (!canEdit(actor)) throw forbidden();
  const input = draftEditSchema.parse(raw);
  const plan = await planRow(db, actor, planId);
  const draft = await draftRow(db, plan, draftId);
  if (draft.status === "sent") throw conflict("launches.errors.already_sent");
  const [row] = await db
    .update(launchDrafts)
    .set({ subject: input.subject, body: input.body, engine: "edited", authorId: actor.userId, status: "draft", approvedBy: null, approvedAt: null })
    .where(and(eq(launchDrafts.id, draft.id), eq(launchDrafts.status, draft.status)))
    .returning();
  if (!row) throw conflict("launches.errors.changed");
  return { draft: toApiDraft(row, await namesOf(db, [row.authorId])), projectId: plan.projectId };
}

export async function approveDraft(db: Db, actor: Actor, planId: string, draftId: string): Promise<DraftChange> {
  if (!canEdit(actor)) throw forbidden();
  const plan = await planRow(db, actor, planId);
  const draft = await draftRow(db, plan, draftId);
  const verdict = canApprove(draft, actor.userId);
  if (verdict === "own") throw new HttpError(403, "own_draft", "launches.errors.own_draft");
  if (verdict === "not_draft") throw conflict(draft.status === "sent" ? "launches.errors.already_sent" : "launches.errors.already_approved");
  const [row] = await db
    .update(launchDrafts)
    .set({ status: "approved", approvedBy: actor.userId, approvedAt: new Date() })
    // What is approved is the text that was read, by someone other than its author (timestamps are
    // not compared: PostgreSQL keeps microseconds, a JavaScript date milliseconds).
    .where(and(eq(launchDrafts.id, draft.id), eq(launchDrafts.status, "draft"), eq(launchDrafts.subject, draft.subject), eq(launchDrafts.body, draft.body), draft.authorId ? eq(launchDrafts.authorId, draft.authorId) : isNull(launchDrafts.authorId)))
    .returning();
  if (!row) throw conflict("launches.errors.changed");
  return { draft: toApiDraft(row, await namesOf(db, [row.authorId, row.approvedBy])), projectId: plan.projectId };
}

/** The e-mail of a sent piece: the approved text as it is, plain and as simple HTML. */
export function launchMail(subject: string, body: string) {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("")}</body></html>`;
  return { subject, text: body, html };
}

/**
 * Posts to a project's channel as the actor (the communication feature's, handed in by app.ts:
 * features do not reach into each other), answering the channel and who a mention notified.
 */
export type ChannelPoster = (actor: Actor, projectId: string, body: string) => Promise<{ channelId: string; notified: { id: string; userId: string }[] }>;
export type SendDeps = {
  mailer: Mailer;
  publicUrl: string;
  postToProjectChannel: ChannelPoster;
  /** Counts the mails against the sender's limits (throws 429), once the draft is known to be sendable. */
  countMails?: (mails: number) => Promise<void>;
};
export type SendResult = { piece: SentPiece; projectId: string; channelId: string | null; notified: { id: string; userId: string }[] };

/**
 * Sends an approved draft once. The draft is claimed (approved → sent) and the sent piece recorded
 * in one transaction; then the mails are queued in the durable outbox, or the message posted to
 * the project's channel. Should that fail, the claim and the record are taken back, so a piece is
 * recorded exactly when it went out.
 */
export async function sendDraft(db: Db, actor: Actor, planId: string, draftId: string, raw: SendInput, deps: SendDeps): Promise<SendResult> {
  if (!canEdit(actor)) throw forbidden();
  const input = sendInputSchema.parse(raw);
  const plan = await planRow(db, actor, planId);
  const draft = await draftRow(db, plan, draftId);
  if (draft.status === "sent") throw conflict("launches.errors.already_sent");
  if (draft.status !== "approved") throw conflict("launches.errors.not_approved");
  const recipients = input.via === "email" ? [...new Set(input.recipients)] : [];
  if (recipients.length) await deps.countMails?.(recipients.length);
  const sent = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(launchDrafts)
      .set({ status: "sent" })
      .where(and(eq(launchDrafts.id, draft.id), eq(launchDrafts.status, "approved")))
      .returning({ id: launchDrafts.id });
    if (!claimed.length) throw conflict("launches.errors.changed");
    const [row] = await tx
      .insert(launchSent)
      .values({ planId: plan.id, draftId: draft.id, kind: draft.kind, lang: draft.lang, via: input.via, recipients, subject: draft.subject, body: draft.body, sentBy: actor.userId })
      .returning();
    return row!;
  });
  let channelId: string | null = null;
  let notified: SendResult["notified"] = [];
  try {
    if (input.via === "email") {
      const mail = launchMail(draft.subject, draft.body);
      const link = `${deps.publicUrl}/marketing-agent?project=${plan.projectId}&plan=${plan.id}`;
      for (const to of recipients) await deps.mailer.send({ kind: "launch", to, link, ...mail });
    } else {
      const text = `**${draft.subject}**\n\n${draft.body}`;
      const posted = await deps.postToProjectChannel(actor, plan.projectId, text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text);
      channelId = posted.channelId;
      notified = posted.notified;
    }
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.delete(launchSent).where(eq(launchSent.id, sent.id));
      await tx.update(launchDrafts).set({ status: "approved" }).where(eq(launchDrafts.id, draft.id));
    });
    throw error;
  }
  const names = await namesOf(db, [actor.userId]);
  return {
    piece: {
      id: sent.id,
      draftId: sent.draftId,
      kind: sent.kind as DraftKind,
      lang: sent.lang as LaunchLanguage,
      via: input.via,
      recipients,
      subject: sent.subject,
      body: sent.body,
      sentByName: names.get(actor.userId) ?? "—",
      sentAt: sent.sentAt.toISOString(),
    },
    projectId: plan.projectId,
    channelId,
    notified,
  };
}
