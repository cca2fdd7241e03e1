import { lookup } from "node:dns/promises";
import { and, eq, gt, inArray, lte, gte, asc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, workspaceMembers } from "../../../db/schema/accounts";
import { projectTasks, projects, resources, sprints, taskEvents } from "../../../db/schema/projects";
import type { automationRules } from "../../../db/schema/automation";
import type { Action, ActionOutcome } from "../../../domain/automation/contract";
import { refusedAddress } from "../../shared/guarded-post";
import type { AutomationEvent } from "../../../domain/automation/engine";
import type { Actor } from "../../actor";
import { can, type WorkspaceRole } from "../../../domain/authorization";
import { pickLanguage } from "../../../domain/i18n/translate";
import type { MailAttachment, Mailer } from "../../mail/mailer";
import { renderNoticeMail } from "../../mail/templates";
import type { EventBus } from "../../realtime/event-bus";
import { recomputeProgress } from "../../shared/projects";
import { translate } from "../../i18n/messages";
import { insertNotifications, notificationRow } from "../../shared/notification-writer";

// What a rule's actions do, as its author (decision 0801). In a dry run every action resolves its
// target and says what it would do, and writes nothing.

export type RuleRow = typeof automationRules.$inferSelect;

// What other features do for the actions; app.ts composes them (features do not import each other).
/** The outgoing webhooks' durable queue: a call becomes a signed delivery with back-off and a log (decision 0806). */
export type RuleWebhookQueue = (input: { rule: { id: string; name: string; workspaceId: string }; url: string; dedupeKey: string; event: AutomationEvent }) => Promise<{ deliveryId: string; queued: boolean }>;
/** The reports feature: this week's report generated (and kept in /reports), and its PDF in a language. */
export type ReportBuilder = (input: { workspaceId: string; projectId: string | null; by: string }) => Promise<{ id: string; week: string; pdf(lang: "es" | "en"): Promise<Buffer> }>;
/** The communication feature: a message in a project's channel, written as `actor`. */
export type ChannelPost = (actor: Actor, projectId: string, body: string) => Promise<{ channelId: string; notified: { id: string; userId: string }[] }>;

export type ActionDeps = {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
  allowPrivateTargets: boolean;
  queueWebhook?: RuleWebhookQueue;
  buildReport?: ReportBuilder;
  postToChannel?: ChannelPost;
};
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

async function notify(deps: ActionDeps, ctx: ActionContext, people: Recipient[], title: string, message: string, email: boolean, link: string, attachments?: MailAttachment[]) {
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
    await deps.mailer.send({
      kind: "automation",
      to: p.email,
      link: url,
      ...renderNoticeMail(lang, { title, message, url, footer: translate(lang, "automation.mail.footer") }),
      attachments,
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

/**
 * The call goes through the outgoing webhooks' durable queue (decision 0806): one delivery per run
 * and action, signed with the rule's secret, retried with the 24-hour back-off, in the delivery log.
 * The run records that it was queued; the delivery's own log says how it went.
 */
async function callWebhook(deps: ActionDeps, ctx: ActionContext, target: string, index: number) {
  const url = new URL(target);
  await checkTarget(url, deps.allowPrivateTargets);
  const label = `POST ${url.origin}${url.pathname}`;
  if (ctx.dryRun) return label;
  if (!deps.queueWebhook) throw new ActionError("webhooks_unavailable");
  const { deliveryId } = await deps.queueWebhook({ rule: { id: ctx.rule.id, name: ctx.rule.name, workspaceId: ctx.rule.workspaceId }, url: url.toString(), dedupeKey: `${ctx.event.key}#${index}`, event: ctx.event });
  return `${label} · delivery ${deliveryId}`;
}

/** This week's report (the rule's project, or the portfolio), e-mailed as the reports feature's PDF in each reader's language. */
async function sendReport(deps: ActionDeps, ctx: ActionContext, to: "project_owner" | "admins" | "author") {
  const people = await recipients(deps, ctx, to);
  const names = people.map((p) => p.name || p.email).join(", ");
  if (ctx.dryRun) return names;
  if (!deps.buildReport) throw new ActionError("reports_unavailable");
  if (!ctx.rule.createdBy) throw new ActionError("author_cannot_write");
  const report = await deps.buildReport({ workspaceId: ctx.event.workspaceId, projectId: ctx.rule.projectId, by: ctx.rule.createdBy });
  const project = ctx.rule.projectId ? (await deps.db.select({ name: projects.name }).from(projects).where(eq(projects.id, ctx.rule.projectId)))[0]?.name : undefined;
  for (const lang of ["es", "en"] as const) {
    const audience = people.filter((p) => (pickLanguage(p.locale) ?? "es") === lang);
    if (!audience.length) continue;
    const name = project ?? translate(lang, "report.portfolio");
    const subject = translate(lang, "automation.report.subject", { name, week: report.week });
    const message = translate(lang, "automation.report.message", { name, week: report.week });
    const attachment = { filename: `rumbo-${report.week}.pdf`, content: await report.pdf(lang), contentType: "application/pdf" };
    await notify(deps, ctx, audience, subject, message, true, `/reports?report=${report.id}`, [attachment]);
  }
  return `${names} · PDF ${report.week}`;
}

/** A message in the event's project channel, as the rule's author (a member who may write). */
async function postToChannel(deps: ActionDeps, ctx: ActionContext, message: string) {
  mustWrite(ctx);
  const project = await projectOf(deps.db, ctx.event);
  const body = fill(message, await eventLabels(deps, ctx.event)).slice(0, 4000);
  if (ctx.dryRun) return `#${project.name}: ${body}`;
  if (!deps.postToChannel) throw new ActionError("channels_unavailable");
  const author = await deps.db.select({ locale: users.locale }).from(users).where(eq(users.id, ctx.rule.createdBy!));
  const actor: Actor = { userId: ctx.rule.createdBy!, workspaceId: ctx.event.workspaceId, role: ctx.authorRole!, lang: pickLanguage(author[0]?.locale) ?? "es" };
  const posted = await deps.postToChannel(actor, project.id, body);
  for (const n of posted.notified) void deps.events.publish({ type: "notification.created", userId: n.userId, notificationId: n.id }).catch(() => undefined);
  return `#${project.name}: ${body}`;
}

export async function runAction(deps: ActionDeps, ctx: ActionContext, action: Action, index = 0): Promise<ActionOutcome> {
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
        return ok(await callWebhook(deps, ctx, action.url, index));
      case "send_report":
        return ok(await sendReport(deps, ctx, action.to));
      case "post_to_channel":
        return ok(await postToChannel(deps, ctx, action.message));
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

