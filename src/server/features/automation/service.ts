import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gte, inArray, lt, max, min, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { automationRules, automationRuns, automationTaskChanges } from "../../../db/schema/automation";
import { projectTasks, projects, resources, taskEvents } from "../../../db/schema/projects";
import { ruleInputSchema, type DryRun, type DryRunSource, type Rule, type RuleInput, type Run } from "../../../domain/automation/contract";
import { isValidCron, nextRuns, triggerMatches, type AutomationEvent } from "../../../domain/automation/engine";
import { isValidTimeZone } from "../../../domain/planning/calendar";
import { webhookDeliveries } from "../../../db/schema/webhooks";
import type { Delivery } from "../../../domain/webhooks/contract";
import type { Actor } from "../../actor";
import { HttpError, notFound } from "../../errors";
import { findProject } from "../../shared/projects";
import type { RuleRow } from "./actions";
import { stateTriggers, type AutomationEngine } from "./engine";
import { activeStates } from "../../shared/automation-states";
import { resolveSubjects } from "../../shared/notification-writer";
import { deliveryToApi } from "../../shared/webhook-deliveries";

// Rules kept per workspace, their run log and the dry run (decision 0801).

const DRY_RUN_DAYS = 30;
const DRY_RUN_ITEMS = 20;

const secret = () => randomBytes(24).toString("base64url");
const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export async function ruleWorkspace(db: Db, ruleId: string) {
  if (!isUuid(ruleId)) return undefined;
  const [row] = await db.select({ workspaceId: automationRules.workspaceId }).from(automationRules).where(eq(automationRules.id, ruleId));
  return row?.workspaceId;
}

async function authorZone(db: Db, userId: string | null) {
  if (!userId) return "America/Mexico_City";
  const [u] = await db.select({ tz: users.timeZone }).from(users).where(eq(users.id, userId));
  return u?.tz && isValidTimeZone(u.tz) ? u.tz : "America/Mexico_City";
}

function toApiRule(row: RuleRow, extra: { authorName: string | null; runCount: number; lastRunAt: Date | null; lastRunStatus: string | null; tz: string }, publicUrl: string): Rule {
  const nextRunAt = row.trigger.type === "schedule" && row.enabled ? (nextRuns(row.trigger.cron, extra.tz, new Date(), 1)[0]?.toISOString() ?? null) : null;
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    trigger: row.trigger,
    conditionMode: row.conditionMode === "any" ? "any" : "all",
    conditions: row.conditions,
    actions: row.actions,
    projectId: row.projectId,
    createdBy: row.createdBy,
    authorName: extra.authorName,
    webhookUrl: row.trigger.type === "webhook" ? `${publicUrl}/api/v1/automation/hooks/${row.webhookToken}` : null,
    signingSecret: row.actions.some((a) => a.type === "webhook") ? row.signingSecret : null,
    pausedReason: row.pausedReason,
    consecutiveFailures: row.consecutiveFailures,
    runCount: extra.runCount,
    lastRunAt: extra.lastRunAt?.toISOString() ?? null,
    lastRunStatus: extra.lastRunStatus,
    nextRunAt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listRules(db: Db, actor: Actor, publicUrl: string): Promise<Rule[]> {
  const rows = await db
    .select({ rule: automationRules, authorName: users.name, tz: users.timeZone })
    .from(automationRules)
    .leftJoin(users, eq(users.id, automationRules.createdBy))
    .where(eq(automationRules.workspaceId, actor.workspaceId))
    .orderBy(desc(automationRules.createdAt));
  const ids = rows.map((r) => r.rule.id);
  const stats = ids.length
    ? await db.select({ ruleId: automationRuns.ruleId, n: count(), last: max(automationRuns.createdAt) }).from(automationRuns).where(inArray(automationRuns.ruleId, ids)).groupBy(automationRuns.ruleId)
    : [];
  const lastStatus = ids.length
    ? await db
        .selectDistinctOn([automationRuns.ruleId], { ruleId: automationRuns.ruleId, status: automationRuns.status })
        .from(automationRuns)
        .where(inArray(automationRuns.ruleId, ids))
        .orderBy(automationRuns.ruleId, desc(automationRuns.createdAt))
    : [];
  const byRule = new Map(stats.map((s) => [s.ruleId, s]));
  const statusOf = new Map(lastStatus.map((s) => [s.ruleId, s.status]));
  return rows.map(({ rule, authorName, tz }) => {
    const s = byRule.get(rule.id);
    return toApiRule(rule, { authorName, runCount: Number(s?.n ?? 0), lastRunAt: s?.last ? new Date(s.last) : null, lastRunStatus: statusOf.get(rule.id) ?? null, tz: tz && isValidTimeZone(tz) ? tz : "America/Mexico_City" }, publicUrl);
  });
}

export async function getRule(db: Db, actor: Actor, ruleId: string, publicUrl: string) {
  const rule = (await listRules(db, actor, publicUrl)).find((r) => r.id === ruleId);
  if (!rule) throw notFound();
  return rule;
}

/** Checks what the schema cannot: a valid cron, a project and people of this workspace. */
async function checkDraft(db: Db, actor: Actor, raw: RuleInput) {
  const input = ruleInputSchema.parse(raw);
  const fields: Record<string, { key: string }> = {};
  if (input.trigger.type === "schedule" && !isValidCron(input.trigger.cron)) fields["trigger.cron"] = { key: "validation.invalid_value" };
  if (input.projectId) await findProject(db, actor, input.projectId).catch(() => (fields.projectId = { key: "validation.invalid_value" }));
  for (const [i, action] of input.actions.entries()) {
    if (action.type === "assign") {
      const [r] = isUuid(action.resourceId) ? await db.select({ id: resources.id }).from(resources).where(and(eq(resources.id, action.resourceId), eq(resources.workspaceId, actor.workspaceId))) : [];
      if (!r) fields[`actions.${i}.resourceId`] = { key: "validation.invalid_value" };
    }
    if (action.type === "notify" && action.to === "user" && !action.userId) fields[`actions.${i}.userId`] = { key: "validation.required" };
  }
  if (Object.keys(fields).length) throw new HttpError(400, "validation_failed", "errors.validation_failed", undefined, fields);
  return input;
}

export async function createRule(db: Db, actor: Actor, raw: RuleInput, publicUrl: string) {
  const input = await checkDraft(db, actor, raw);
  const [row] = await db
    .insert(automationRules)
    .values({ ...input, workspaceId: actor.workspaceId, triggerType: input.trigger.type, createdBy: actor.userId, webhookToken: secret(), signingSecret: secret() })
    .returning();
  return getRule(db, actor, row!.id, publicUrl);
}

export async function updateRule(db: Db, actor: Actor, ruleId: string, raw: RuleInput | { enabled?: boolean }, publicUrl: string) {
  await getRule(db, actor, ruleId, publicUrl);
  if ("trigger" in raw) {
    const input = await checkDraft(db, actor, raw);
    // Whoever changes a rule becomes its author: it acts with their permissions from now on.
    await db.update(automationRules).set({ ...input, triggerType: input.trigger.type, createdBy: actor.userId, pausedReason: null, consecutiveFailures: 0 }).where(eq(automationRules.id, ruleId));
  } else if (raw.enabled !== undefined) {
    await db.update(automationRules).set(raw.enabled ? { enabled: true, pausedReason: null, consecutiveFailures: 0 } : { enabled: false }).where(eq(automationRules.id, ruleId));
  }
  const rule = await getRule(db, actor, ruleId, publicUrl);
  // Running again: the notice that it was paused no longer holds (decision 0603).
  if (rule.enabled) await resolveSubjects(db, [`automation:${ruleId}`]);
  return rule;
}

/** A new secret address for a webhook rule: the old one stops working at once (404), the answer shows the new one. */
export async function rotateWebhookUrl(db: Db, actor: Actor, ruleId: string, publicUrl: string) {
  const rule = await getRule(db, actor, ruleId, publicUrl);
  if (rule.trigger.type !== "webhook") throw new HttpError(409, "not_a_webhook_rule", "automation.errors.not_a_webhook_rule");
  await db.update(automationRules).set({ webhookToken: secret() }).where(and(eq(automationRules.id, ruleId), eq(automationRules.workspaceId, actor.workspaceId)));
  return getRule(db, actor, ruleId, publicUrl);
}

/** The deliveries of a rule's "call a webhook" actions (the outgoing webhooks' queue and log), newest first. */
export async function listRuleDeliveries(db: Db, actor: Actor, ruleId: string, publicUrl: string): Promise<Delivery[]> {
  await getRule(db, actor, ruleId, publicUrl);
  const rows = await db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.ruleId, ruleId), eq(webhookDeliveries.workspaceId, actor.workspaceId))).orderBy(desc(webhookDeliveries.createdAt)).limit(50);
  return rows.map(deliveryToApi);
}

export async function deleteRule(db: Db, actor: Actor, ruleId: string) {
  const rows = await db.delete(automationRules).where(and(eq(automationRules.id, ruleId), eq(automationRules.workspaceId, actor.workspaceId))).returning({ id: automationRules.id });
  if (!rows.length) throw notFound();
  await resolveSubjects(db, [`automation:${ruleId}`]);
}

function toApiRun(row: typeof automationRuns.$inferSelect, ruleName: string): Run {
  const e = row.event;
  return {
    id: row.id,
    ruleId: row.ruleId,
    ruleName,
    status: row.status === "running" ? "failed" : (row.status as Run["status"]),
    event: { type: e.type, key: e.key, at: e.at, summary: e.summary, projectId: e.projectId ?? null, taskId: e.taskId ?? null, depth: e.depth },
    conditions: row.conditions,
    actions: row.actions,
    error: row.status === "running" ? "interrupted" : row.error,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRuns(db: Db, actor: Actor, ruleId?: string, limit = 100) {
  const rows = await db
    .select({ run: automationRuns, name: automationRules.name })
    .from(automationRuns)
    .innerJoin(automationRules, eq(automationRules.id, automationRuns.ruleId))
    .where(and(eq(automationRuns.workspaceId, actor.workspaceId), ruleId ? eq(automationRuns.ruleId, ruleId) : undefined))
    .orderBy(desc(automationRuns.createdAt))
    .limit(limit);
  return rows.map((r) => toApiRun(r.run, r.name));
}

type Replayed = AutomationEvent & { source: DryRunSource };

/**
 * Recent events of the workspace the trigger could have fired on (last 30 days), newest first, each
 * with where it was read: tasks' creation dates; the field-change history the engine records
 * (automation_task_changes: every field, from → to); the status history (task_events) for what came
 * before that record began; today's state for clock triggers; an example for webhooks and schedules.
 */
async function recentEvents(db: Db, actor: Actor, rule: RuleRow): Promise<Replayed[]> {
  const since = new Date(Date.now() - DRY_RUN_DAYS * 86_400_000);
  const base = { workspaceId: actor.workspaceId, depth: 0 };
  const inProject = rule.projectId ? eq(projects.id, rule.projectId) : undefined;
  const t = rule.trigger;
  if (t.type === "task.created") {
    const rows = await db
      .select({ id: projectTasks.id, projectId: projectTasks.projectId, title: projectTasks.title, at: projectTasks.createdAt })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .where(and(eq(projects.workspaceId, actor.workspaceId), inProject, gte(projectTasks.createdAt, since)))
      .orderBy(desc(projectTasks.createdAt))
      .limit(DRY_RUN_ITEMS);
    return rows.map((r) => ({ ...base, type: t.type, key: `task.created:${r.id}`, at: r.at.toISOString(), projectId: r.projectId, taskId: r.id, summary: r.title, source: "task_created" }));
  }
  if (t.type === "task.completed" || t.type === "task.changed") {
    const out: Replayed[] = [];
    // Since it began, the field-change history has every change; the status history fills the days before.
    const [first] = await db.select({ at: min(automationTaskChanges.occurredAt) }).from(automationTaskChanges).where(eq(automationTaskChanges.workspaceId, actor.workspaceId));
    const historyStart = first?.at ? new Date(first.at) : null;
    const field = t.type === "task.completed" ? "status" : t.field;
    const changes = await db
      .select({ id: automationTaskChanges.id, taskId: automationTaskChanges.taskId, projectId: automationTaskChanges.projectId, changes: automationTaskChanges.changes, at: automationTaskChanges.occurredAt, depth: automationTaskChanges.depth, title: projectTasks.title })
      .from(automationTaskChanges)
      .innerJoin(projectTasks, eq(projectTasks.id, automationTaskChanges.taskId))
      .innerJoin(projects, eq(projects.id, automationTaskChanges.projectId))
      .where(and(eq(automationTaskChanges.workspaceId, actor.workspaceId), inProject, gte(automationTaskChanges.occurredAt, since), field ? sql`${automationTaskChanges.changes} ? ${field}` : undefined))
      .orderBy(desc(automationTaskChanges.occurredAt))
      .limit(DRY_RUN_ITEMS * 3);
    for (const r of changes) {
      if (t.type === "task.completed" && r.changes.status?.to !== "Completada") continue;
      const shown = Object.entries(r.changes).map(([k, c]) => `${k}: ${c.from ?? "—"} → ${c.to ?? "—"}`).join(", ");
      out.push({ ...base, depth: r.depth, type: t.type, key: `${t.type}:${r.id}`, at: r.at.toISOString(), projectId: r.projectId, taskId: r.taskId, changes: r.changes, summary: `${r.title}: ${shown}`, source: "field_history" });
    }
    if (field === null || field === "status") {
      const before = historyStart && historyStart > since ? historyStart : since;
      if (!historyStart || historyStart > since) {
        const rows = await db
          .select({ id: taskEvents.id, taskId: taskEvents.taskId, projectId: taskEvents.projectId, from: taskEvents.fromStatus, to: taskEvents.toStatus, at: taskEvents.occurredAt, title: projectTasks.title })
          .from(taskEvents)
          .innerJoin(projectTasks, eq(projectTasks.id, taskEvents.taskId))
          .innerJoin(projects, eq(projects.id, taskEvents.projectId))
          .where(and(eq(projects.workspaceId, actor.workspaceId), inProject, gte(taskEvents.occurredAt, since), historyStart ? lt(taskEvents.occurredAt, before) : undefined, sql`${taskEvents.fromStatus} is not null`, t.type === "task.completed" ? eq(taskEvents.toStatus, "Completada") : undefined))
          .orderBy(desc(taskEvents.occurredAt))
          .limit(DRY_RUN_ITEMS * 3);
        for (const r of rows) out.push({ ...base, type: t.type, key: `${t.type}:${r.id}`, at: r.at.toISOString(), projectId: r.projectId, taskId: r.taskId, changes: { status: { from: r.from, to: r.to } }, summary: `${r.title}: ${r.from} → ${r.to}`, source: "status_history" });
      }
    }
    return out.sort((x, y) => y.at.localeCompare(x.at));
  }
  if (stateTriggers.includes(t.type)) return [...(await activeStates(db, rule, new Date(), await authorZone(db, actor.userId))).values()].slice(0, DRY_RUN_ITEMS).map((e) => ({ ...e, source: "current_state" }));
  const now = new Date().toISOString();
  return [{ ...base, type: t.type, key: `${t.type}:dry-run`, at: now, projectId: rule.projectId, summary: t.type === "schedule" ? t.cron : "{}", source: "example" }];
}

export async function dryRun(db: Db, engine: AutomationEngine, actor: Actor, raw: RuleInput, eventKey?: string): Promise<DryRun> {
  const input = await checkDraft(db, actor, raw);
  const now = new Date();
  const rule: RuleRow = { ...input, id: "00000000-0000-0000-0000-000000000000", workspaceId: actor.workspaceId, triggerType: input.trigger.type, createdBy: actor.userId, webhookToken: "", signingSecret: "", consecutiveFailures: 0, webhookFailingSince: null, pausedReason: null, createdAt: now, updatedAt: now };
  const events = (await recentEvents(db, actor, rule)).filter((e) => !eventKey || e.key === eventKey);
  const items: DryRun["items"] = [];
  for (const event of events) {
    if (items.length >= DRY_RUN_ITEMS) break;
    const matched = triggerMatches(rule.trigger, event);
    if (!matched && rule.trigger.type === "task.changed") continue;
    const result = matched ? await engine.evaluate(rule, event, true) : { status: "skipped" as const, conditions: [], actions: [] };
    items.push({ event: { type: event.type, key: event.key, at: event.at, summary: event.summary, projectId: event.projectId ?? null, taskId: event.taskId ?? null, depth: event.depth }, source: event.source, conditions: result.conditions, matched: matched && result.status !== "skipped", actions: result.actions });
  }
  const tz = await authorZone(db, actor.userId);
  return { items, nextRuns: rule.trigger.type === "schedule" ? nextRuns(rule.trigger.cron, tz, now, 3).map((d) => d.toISOString()) : [] };
}

/** An incoming webhook: the rule whose secret address was called runs with the posted JSON. */
export async function receiveWebhook(db: Db, engine: AutomationEngine, token: string, payload: unknown) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw notFound();
  const [rule] = await db.select().from(automationRules).where(and(eq(automationRules.webhookToken, token), eq(automationRules.triggerType, "webhook")));
  if (!rule) throw notFound();
  if (!rule.enabled) return { accepted: false, runId: null };
  const text = JSON.stringify(payload ?? null);
  const event: AutomationEvent = { type: "webhook", key: `webhook:${crypto.randomUUID()}`, at: new Date().toISOString(), workspaceId: rule.workspaceId, projectId: rule.projectId, payload, summary: text.length > 200 ? `${text.slice(0, 200)}…` : text, depth: 0 };
  const [runId] = await engine.handle(event, rule.id);
  return { accepted: true, runId: runId ?? null };
}
