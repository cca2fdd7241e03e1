import { lookup } from "node:dns/promises";
import { and, eq, gt, inArray, lte, gte, asc, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { projectTasks, projects, resources, sprints, taskEvents } from "../../../db/schema/projects";
import type { automationRules } from "../../../db/schema/automation";
import type { Action, ActionOutcome } from "../../../domain/automation/contract";
import { postToPublicAddress, refusedAddress } from "../../shared/guarded-post";
import { signWebhook } from "../../shared/webhook-signature";
import { WEBHOOK_ATTEMPTS, WEBHOOK_TIMEOUT_MS, type AutomationEvent } from "../../../domain/automation/engine";
import { can, type WorkspaceRole } from "../../../domain/authorization";
import { pickLanguage } from "../../../domain/i18n/translate";
import type { Mailer } from "../../mail/mailer";
import { escapeHtml } from "../../mail/templates";
import type { EventBus } from "../../realtime/event-bus";
import { recomputeProgress } from "../../shared/projects";
import { translate } from "../../i18n/messages";
import { insertNotifications, notificationRow } from "../../shared/notification-writer";

// What a rule's actions do, as its author (decision 0801). In a dry run every action resolves its
// target and says what it would do, and writes nothing.

export type RuleRow = typeof automationRules.$inferSelect;
export type ActionDeps = { db: Db; events: EventBus; mailer: Mailer; publicUrl: string; allowPrivateTargets: boolean };
export type ActionContext = { rule: RuleRow; event: AutomationEvent; authorRole: WorkspaceRole | null; dryRun: boolean };

class ActionError extends Error {}

const today = () => new Date().toISOString().slice(0, 10);

async function taskOf(db: Db, event: AutomationEvent) {
  if (!event.taskId) throw new ActionError("no_task");
  const [task] = await db.select().from(projectTasks).where(eq(projectTasks.id, event.taskId));
  if (!task) throw new ActionError("task_not_found");
  return task;
}

async function projectOf(db: Db, event: AutomationEvent) {
  if (!event.projectId) throw new ActionError("no_project");
  const [project] = await db.select().from(projects).where(and(eq(projects.id, event.projectId), eq(projects.workspaceId, event.workspaceId)));
  if (!project) throw new ActionError("project_not_found");
  return project;
}

function mustWrite(ctx: ActionContext) {
  if (!can(ctx.authorRole, "project:write")) throw new ActionError("author_cannot_write");
}

/** An action's own change of a task is an event one level deeper (loop guard). */
function publishTask(deps: ActionDeps, ctx: ActionContext, taskId: string, projectId: string, kind: "created" | "updated", changes: Record<string, { from: string | null; to: string | null }>) {
  void deps.events.publish({ type: "tasks.changed", workspaceId: ctx.event.workspaceId, projectId }).catch(() => undefined);
  void deps.events
    .publish({ type: "task.event", workspaceId: ctx.event.workspaceId, projectId, taskId, kind, changes, actorId: ctx.rule.createdBy, depth: ctx.event.depth + 1 })
    .catch(() => undefined);
}

async function updateTaskFields(deps: ActionDeps, ctx: ActionContext, values: { status?: string; priority?: string; assigneeResourceId?: string; sprintId?: string }) {
  const task = await taskOf(deps.db, ctx.event);
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  for (const [k, v] of Object.entries(values)) {
    const before = (task as Record<string, unknown>)[k] as string | null;
    if (v !== undefined && v !== before) changes[k] = { from: before, to: v };
  }
  const label = Object.entries(changes).map(([k, c]) => `${k}: ${c.from ?? "—"} → ${c.to}`).join(", ") || "no_change";
  if (ctx.dryRun || !Object.keys(changes).length) return `${task.title}: ${label}`;
  const set: Partial<typeof projectTasks.$inferInsert> = Object.fromEntries(Object.keys(changes).map((k) => [k, values[k as keyof typeof values]]));
  await deps.db.transaction(async (tx) => {
    if (changes.status) set.completedAt = changes.status.to === "Completada" ? new Date() : null;
    await tx.update(projectTasks).set(set).where(eq(projectTasks.id, task.id));
    if (changes.status) {
      await tx.insert(taskEvents).values({ taskId: task.id, projectId: task.projectId, fromStatus: task.status, toStatus: changes.status.to!, actorId: ctx.rule.createdBy });
      await recomputeProgress(tx, task.projectId);
    }
  });
  publishTask(deps, ctx, task.id, task.projectId, "updated", changes);
  return `${task.title}: ${label}`;
}

type Recipient = { userId: string; email: string; name: string; locale: string | null };

async function recipients(deps: ActionDeps, ctx: ActionContext, to: string, userId?: string): Promise<Recipient[]> {
  const { db } = deps;
  const ids: string[] = [];
  if (to === "author" && ctx.rule.createdBy) ids.push(ctx.rule.createdBy);
  if (to === "user" && userId) ids.push(userId);
  if (to === "project_owner") {
    const project = await projectOf(db, ctx.event);
    if (project.ownerId) ids.push(project.ownerId);
  }
  if (to === "assignee") {
    const resourceId = ctx.event.resourceId ?? (ctx.event.taskId ? (await taskOf(db, ctx.event)).assigneeResourceId : null);
    if (resourceId) {
      const [r] = await db.select({ userId: resources.userId }).from(resources).where(and(eq(resources.id, resourceId), eq(resources.workspaceId, ctx.event.workspaceId)));
      if (r?.userId) ids.push(r.userId);
    }
  }
  const members = db
    .select({ userId: users.id, email: users.email, name: users.name, locale: users.locale, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.organizationId, ctx.event.workspaceId));
  const rows = await members;
  // Only members of the workspace are told anything, whoever the rule names.
  const chosen = to === "admins" ? rows.filter((r) => r.role === "owner" || r.role === "admin") : rows.filter((r) => ids.includes(r.userId));
  if (!chosen.length) throw new ActionError("no_recipient");
  return chosen;
}

async function eventLabels(deps: ActionDeps, event: AutomationEvent) {
  const [task] = event.taskId ? await deps.db.select({ title: projectTasks.title }).from(projectTasks).where(eq(projectTasks.id, event.taskId)) : [];
  const [project] = event.projectId ? await deps.db.select({ name: projects.name }).from(projects).where(eq(projects.id, event.projectId)) : [];
  return { task: task?.title ?? "", project: project?.name ?? "" };
}

function fill(message: string, labels: { task: string; project: string }) {
  return message.replaceAll("{task}", labels.task).replaceAll("{project}", labels.project);
}

async function notify(deps: ActionDeps, ctx: ActionContext, people: Recipient[], title: string, message: string, email: boolean, link: string) {
  if (ctx.dryRun) return;
  // The rule's own words, the same in every language; kept as parameters like every notification (0603).
  const rows = await insertNotifications(
    deps.db,
    people.map((p) =>
      notificationRow(p.userId, pickLanguage(p.locale) ?? "es", { titleKey: "notificationsText.custom.title", messageKey: "notificationsText.custom.message", params: { title, message }, type: "info", kind: "automation", priority: "medium", action: { type: "navigate", target: link }, emailedAt: email ? new Date() : null }),
    ),
  );
  for (const row of rows) void deps.events.publish({ type: "notification.created", userId: row.userId, notificationId: row.id }).catch(() => undefined);
  if (!email) return;
  for (const p of people) {
    const lang = pickLanguage(p.locale) ?? "es";
    const url = `${deps.publicUrl}${link}`;
    const footer = translate(lang, "automation.mail.footer");
    await deps.mailer.send({
      kind: "automation",
      to: p.email,
      link: url,
      subject: title,
      text: `${message}\n\n${url}\n\n${footer}`,
      html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:18px">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p style="font-size:13px;color:#4b5563">${escapeHtml(footer)}</p></body></html>`,
    });
  }
}

/** Refuses addresses a webhook must not reach (loopback, private networks, cloud metadata). */
async function checkTarget(url: URL, allowLoopback: boolean) {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (!addresses.length) throw new ActionError("webhook_unresolvable");
  if (addresses.some((a) => refusedAddress(a.address, { allowLoopback }))) throw new ActionError("webhook_private_target");
}

async function callWebhook(deps: ActionDeps, ctx: ActionContext, target: string) {
  const url = new URL(target);
  await checkTarget(url, deps.allowPrivateTargets);
  if (ctx.dryRun) return `POST ${url.origin}${url.pathname}`;
  const labels = await eventLabels(deps, ctx.event);
  const body = JSON.stringify({ rule: { id: ctx.rule.id, name: ctx.rule.name }, event: { type: ctx.event.type, key: ctx.event.key, at: ctx.event.at, workspaceId: ctx.event.workspaceId, projectId: ctx.event.projectId ?? null, taskId: ctx.event.taskId ?? null, summary: ctx.event.summary, changes: ctx.event.changes ?? null, value: ctx.event.value ?? null }, task: labels.task || null, project: labels.project || null });
  // The connection itself is made only to a public address (shared/guarded-post.ts; loopback too in tests).
  const doFetch = (target: URL, init: Parameters<typeof postToPublicAddress>[1]) => postToPublicAddress(target, init, { allowLoopback: deps.allowPrivateTargets });
  let last = "";
  for (let attempt = 0; attempt < WEBHOOK_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: { "content-type": "application/json", "user-agent": "Rumbo-Automation/1", "x-rumbo-timestamp": timestamp, "x-rumbo-signature": signWebhook(ctx.rule.signingSecret, timestamp, body), "x-rumbo-event": ctx.event.type },
        body,
      });
      if (response.ok) return `POST ${url.origin}${url.pathname} → ${response.status} (${attempt + 1})`;
      last = `HTTP ${response.status}`;
      // A client error will not change on a retry.
      if (response.status < 500 && response.status !== 429) break;
    } catch (error) {
      last = error instanceof Error ? error.name === "TimeoutError" ? "timeout" : error.message : String(error);
    }
  }
  throw new ActionError(`webhook_failed: ${last}`);
}

/** A short report of the workspace's portfolio: each open project's progress, risk and forecast against its due date. */
async function portfolioReport(deps: ActionDeps, ctx: ActionContext, lang: "es" | "en") {
  const rows = await deps.db
    .select({ name: projects.name, status: projects.status, progress: projects.progress, risk: projects.riskScore, due: projects.dueDate, insights: projects.predictiveInsights })
    .from(projects)
    .where(and(eq(projects.workspaceId, ctx.event.workspaceId), ne(projects.status, "Cancelado")))
    .orderBy(asc(projects.name));
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `automation.report.${key}`, params);
  const lines = rows.map((p) => {
    const forecast = (p.insights as { forecast?: { status?: string; p85?: { date?: string } } } | null)?.forecast;
    const p85 = forecast?.status === "ok" ? forecast.p85?.date ?? null : null;
    const late = p85 && p.due && p85 > p.due;
    return t("line", { name: p.name, status: p.status, progress: p.progress, risk: p.risk, due: p.due ?? "—", p85: p85 ?? "—" }) + (late ? ` ${t("late")}` : "");
  });
  return { subject: t("subject", { count: rows.length }), lines };
}

export async function runAction(deps: ActionDeps, ctx: ActionContext, action: Action): Promise<ActionOutcome> {
  const ok = (detail: string): ActionOutcome => ({ type: action.type, status: ctx.dryRun ? "planned" : "done", detail, error: null });
  try {
    switch (action.type) {
      case "set_task_fields":
        mustWrite(ctx);
        return ok(await updateTaskFields(deps, ctx, { status: action.status, priority: action.priority }));
      case "assign": {
        mustWrite(ctx);
        const [r] = await deps.db.select({ id: resources.id, name: resources.name }).from(resources).where(and(eq(resources.id, action.resourceId), eq(resources.workspaceId, ctx.event.workspaceId)));
        if (!r) throw new ActionError("resource_not_found");
        return ok(`${r.name} · ${await updateTaskFields(deps, ctx, { assigneeResourceId: r.id })}`);
      }
      case "move_to_sprint": {
        mustWrite(ctx);
        const task = await taskOf(deps.db, ctx.event);
        const day = today();
        const [sprint] =
          action.target === "current"
            ? await deps.db.select().from(sprints).where(and(eq(sprints.projectId, task.projectId), lte(sprints.startDate, day), gte(sprints.endDate, day), inArray(sprints.status, ["planned", "in_progress"]))).limit(1)
            : await deps.db.select().from(sprints).where(and(eq(sprints.projectId, task.projectId), gt(sprints.startDate, day), eq(sprints.status, "planned"))).orderBy(asc(sprints.startDate)).limit(1);
        if (!sprint) throw new ActionError("no_sprint");
        return ok(`${sprint.name} · ${await updateTaskFields(deps, ctx, { sprintId: sprint.id })}`);
      }
      case "set_project_fields": {
        mustWrite(ctx);
        const project = await projectOf(deps.db, ctx.event);
        const values = Object.fromEntries(Object.entries({ status: action.status, priority: action.priority, phase: action.phase }).filter(([k, v]) => v !== undefined && v !== (project as Record<string, unknown>)[k]));
        const detail = `${project.name}: ${Object.entries(values).map(([k, v]) => `${k} → ${v}`).join(", ") || "no_change"}`;
        if (!ctx.dryRun && Object.keys(values).length) {
          await deps.db.update(projects).set(values).where(eq(projects.id, project.id));
          void deps.events.publish({ type: "project.changed", workspaceId: project.workspaceId, projectId: project.id, action: "updated" }).catch(() => undefined);
        }
        return ok(detail);
      }
      case "create_task": {
        mustWrite(ctx);
        const project = await projectOf(deps.db, ctx.event);
        const labels = await eventLabels(deps, ctx.event);
        const title = fill(action.title, labels).slice(0, 200);
        const description = action.checklist.map((item) => `- [ ] ${fill(item, labels)}`).join("\n");
        if (ctx.dryRun) return ok(`${project.name}: ${title}${action.checklist.length ? ` (+${action.checklist.length})` : ""}`);
        const row = await deps.db.transaction(async (tx) => {
          const [created] = await tx.insert(projectTasks).values({ projectId: project.id, title, description, createdBy: ctx.rule.createdBy }).returning();
          await tx.insert(taskEvents).values({ taskId: created!.id, projectId: project.id, fromStatus: null, toStatus: created!.status, actorId: ctx.rule.createdBy });
          await recomputeProgress(tx, project.id);
          return created!;
        });
        publishTask(deps, ctx, row.id, project.id, "created", {});
        return ok(`${project.name}: ${title}`);
      }
      case "notify": {
        const people = await recipients(deps, ctx, action.to, action.userId);
        const labels = await eventLabels(deps, ctx.event);
        const message = fill(action.message, labels);
        const link = ctx.event.projectId ? `/project/${ctx.event.projectId}` : "/automation";
        await notify(deps, ctx, people, ctx.rule.name, message, action.email, link);
        return ok(`${people.map((p) => p.name || p.email).join(", ")}${action.email ? " (+ e-mail)" : ""}: ${message}`);
      }
      case "webhook":
        return ok(await callWebhook(deps, ctx, action.url));
      case "send_report": {
        const people = await recipients(deps, ctx, action.to);
        for (const lang of ["es", "en"] as const) {
          const audience = people.filter((p) => (pickLanguage(p.locale) ?? "es") === lang);
          if (!audience.length) continue;
          const report = await portfolioReport(deps, ctx, lang);
          await notify(deps, ctx, audience, report.subject, report.lines.join("\n") || "—", true, "/reports");
        }
        return ok(people.map((p) => p.name || p.email).join(", "));
      }
    }
  } catch (error) {
    return { type: action.type, status: "failed", detail: "", error: error instanceof Error ? error.message.slice(0, 500) : String(error) };
  }
}

export async function authorRole(db: Db, rule: RuleRow): Promise<WorkspaceRole | null> {
  if (!rule.createdBy) return null;
  const [m] = await db.select({ role: workspaceMembers.role }).from(workspaceMembers).where(and(eq(workspaceMembers.organizationId, rule.workspaceId), eq(workspaceMembers.userId, rule.createdBy)));
  return (m?.role as WorkspaceRole | undefined) ?? null;
}

