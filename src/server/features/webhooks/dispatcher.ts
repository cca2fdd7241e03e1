import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { projectTasks, projects } from "../../../db/schema/projects";
import { automationRules } from "../../../db/schema/automation";
import { webhookAttempts, webhookDeliveries, webhookStates, webhookSubscriptions } from "../../../db/schema/webhooks";
import type { Trigger } from "../../../domain/automation/contract";
import { WEBHOOK_TIMEOUT_MS, type AutomationEvent } from "../../../domain/automation/engine";
import { DISABLE_AFTER_FAILING_MS, retryDelayMs } from "../../../domain/webhooks/backoff";
import { webhookEventDefaults, webhookEventTypes, type WebhookEventType, type WebhookPayload } from "../../../domain/webhooks/contract";
import { pickLanguage } from "../../../domain/i18n/translate";
import { isValidTimeZone } from "../../../domain/planning/calendar";
import { enqueue, startWorker, type QueueLog, type Worker } from "../../jobs/queue";
import type { EventBus, ReceivedEvent } from "../../realtime/event-bus";
import { activeStates } from "../../shared/automation-states";
import { pauseRule } from "../../shared/automation-pause";
import { postToPublicAddress } from "../../shared/guarded-post";
import { signWebhook } from "../../shared/webhook-signature";
import { insertNotifications, notificationRow } from "../../shared/notification-writer";

// Outgoing webhooks (decision 0806). Task events arrive on the event bus and are handled by the
// instance that published them; the clock's events (overdue, risk, load…) are swept by a scheduled
// job. Either way each (subscription, event) becomes one delivery row (unique), and each attempt is
// a job on the durable queue (decision 0410): the handler posts once, logs the attempt, and on a
// failure queues the next attempt itself on the 24-hour back-off schedule (domain/webhooks/backoff.ts).

export const WEBHOOK_JOB = "webhook-delivery";

export type WebhookDispatcher = {
  /** Creates the deliveries of one event for the workspace's subscriptions that chose it; returns how many. */
  emit(event: AutomationEvent): Promise<number>;
  /** The clock's events: subjects entering a state since the last sweep. */
  sweep(now: Date): Promise<number>;
  /** A rule's "call a webhook" action: one delivery per (rule, key), queued now; returns its id. */
  queueForRule(input: RuleDelivery): Promise<{ deliveryId: string; queued: boolean }>;
  /** Queues a delivery's next attempt at `runAt` (now by default). */
  schedule(deliveryId: string, attempt: number, runAt?: Date): Promise<void>;
  /** Runs the due attempts until none is (tests, the bench). */
  drain(): Promise<number>;
  /** Resolves when the bus events received so far have become deliveries (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

export type RuleDelivery = { rule: { id: string; name: string; workspaceId: string }; url: string; dedupeKey: string; event: AutomationEvent };

export type DispatcherDeps = { db: Db; events: EventBus; allowLoopback: boolean; log?: QueueLog; autoStart?: boolean; now?: () => Date };

const clockParams = (type: WebhookEventType): Trigger | null => {
  switch (type) {
    case "task.overdue":
    case "milestone.missed":
    case "project.forecast_late":
    case "sprint.started":
    case "sprint.ended":
      return { type };
    case "milestone.due":
      return { type, days: webhookEventDefaults.milestoneDueDays };
    case "project.risk":
      return { type, threshold: webhookEventDefaults.riskThreshold };
    case "person.overload":
      return { type, percent: webhookEventDefaults.overloadPercent };
    default:
      return null;
  }
};
const clockTypes = webhookEventTypes.filter((t) => clockParams(t) !== null);

async function labels(db: Db, event: AutomationEvent) {
  const [task] = event.taskId ? await db.select({ title: projectTasks.title }).from(projectTasks).where(eq(projectTasks.id, event.taskId)) : [];
  const [project] = event.projectId ? await db.select({ name: projects.name }).from(projects).where(eq(projects.id, event.projectId)) : [];
  return { task: task?.title ?? null, project: project?.name ?? null };
}

/** The JSON every delivery carries (documented in the OpenAPI document's `webhooks`). */
export async function payloadOf(db: Db, eventId: string, event: AutomationEvent, rule?: { id: string; name: string }): Promise<WebhookPayload> {
  const names = await labels(db, event);
  return {
    id: eventId,
    type: event.type as WebhookPayload["type"],
    ...(rule ? { rule: { id: rule.id, name: rule.name } } : {}),
    createdAt: event.at,
    workspaceId: event.workspaceId,
    data: {
      summary: event.summary,
      projectId: event.projectId ?? null,
      project: names.project,
      taskId: event.taskId ?? null,
      task: names.task,
      milestoneId: event.milestoneId ?? null,
      sprintId: event.sprintId ?? null,
      resourceId: event.resourceId ?? null,
      value: event.value ?? null,
      changes: event.changes ?? null,
    },
  };
}

function taskEvents(event: Extract<ReceivedEvent, { type: "task.event" }>): AutomationEvent[] {
  const base = { workspaceId: event.workspaceId, projectId: event.projectId, taskId: event.taskId, at: new Date().toISOString(), depth: event.depth ?? 0 };
  if (event.kind === "created") return [{ ...base, type: "task.created", key: `task.created:${event.taskId}`, summary: "task.created" }];
  const out: AutomationEvent[] = [{ ...base, type: "task.changed", key: "", changes: event.changes, summary: Object.keys(event.changes).join(", ") }];
  if (event.changes.status?.to === "Completada") out.push({ ...base, type: "task.completed", key: "", summary: "task.completed" });
  return out;
}

export function createWebhookDispatcher(deps: DispatcherDeps): WebhookDispatcher {
  const { db, events } = deps;
  const now = deps.now ?? (() => new Date());
  let queue: Promise<unknown> = Promise.resolve();

  async function insertDeliveries(subscriptionIds: string[], workspaceId: string, eventId: string, type: string, body: string): Promise<string[]> {
    if (!subscriptionIds.length) return [];
    const rows = await db
      .insert(webhookDeliveries)
      .values(subscriptionIds.map((subscriptionId) => ({ subscriptionId, workspaceId, eventId, eventType: type, dedupeKey: eventId, body })))
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id });
    for (const row of rows) await schedule(row.id, 1);
    return rows.map((r) => r.id);
  }

  const emit: WebhookDispatcher["emit"] = async (event) => {
    const subs = await db
      .select({ id: webhookSubscriptions.id })
      .from(webhookSubscriptions)
      .where(and(eq(webhookSubscriptions.workspaceId, event.workspaceId), eq(webhookSubscriptions.enabled, true), sql`${webhookSubscriptions.events} @> ${JSON.stringify([event.type])}::jsonb`));
    if (!subs.length) return 0;
    const eventId = randomUUID();
    const body = JSON.stringify(await payloadOf(db, eventId, event));
    return (await insertDeliveries(subs.map((s) => s.id), event.workspaceId, eventId, event.type, body)).length;
  };

  const queueForRule: WebhookDispatcher["queueForRule"] = async ({ rule, url, dedupeKey, event }) => {
    const eventId = randomUUID();
    const body = JSON.stringify(await payloadOf(db, eventId, event, rule));
    const [row] = await db
      .insert(webhookDeliveries)
      .values({ ruleId: rule.id, url, workspaceId: rule.workspaceId, eventId, eventType: event.type, dedupeKey, body })
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id });
    if (row) {
      await schedule(row.id, 1);
      return { deliveryId: row.id, queued: true };
    }
    // Already queued for this run and action (a repeated handling of the same event).
    const [existing] = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(and(eq(webhookDeliveries.ruleId, rule.id), eq(webhookDeliveries.dedupeKey, dedupeKey)));
    return { deliveryId: existing!.id, queued: false };
  };

  const sweep: WebhookDispatcher["sweep"] = async (at) => {
    let sent = 0;
    const subs = await db
      .select({ id: webhookSubscriptions.id, workspaceId: webhookSubscriptions.workspaceId, events: webhookSubscriptions.events, tz: users.timeZone })
      .from(webhookSubscriptions)
      .leftJoin(users, eq(users.id, webhookSubscriptions.createdBy))
      .where(eq(webhookSubscriptions.enabled, true));
    for (const sub of subs) {
      const zone = sub.tz && isValidTimeZone(sub.tz) ? sub.tz : "America/Mexico_City";
      const active = new Map<string, AutomationEvent>();
      for (const type of clockTypes) {
        if (!sub.events.includes(type)) continue;
        const found = await activeStates(db, { workspaceId: sub.workspaceId, projectId: null, trigger: clockParams(type)! }, at, zone);
        for (const [subject, event] of found) active.set(`${type}|${subject}`, event);
      }
      const keys = [...active.keys()];
      // Subjects that left their state may be sent again when they come back.
      await db.delete(webhookStates).where(and(eq(webhookStates.subscriptionId, sub.id), keys.length ? notInArray(webhookStates.subject, keys) : undefined));
      if (!keys.length) continue;
      // The insert is the claim: two instances sweeping at once send each entry once.
      const entered = await db
        .insert(webhookStates)
        .values(keys.map((subject) => ({ subscriptionId: sub.id, subject })))
        .onConflictDoNothing()
        .returning({ subject: webhookStates.subject });
      for (const { subject } of entered) {
        const event = active.get(subject)!;
        const eventId = randomUUID();
        const body = JSON.stringify(await payloadOf(db, eventId, event));
        sent += (await insertDeliveries([sub.id], sub.workspaceId, eventId, event.type, body)).length;
      }
    }
    return sent;
  };

  async function schedule(deliveryId: string, attempt: number, runAt?: Date) {
    await enqueue(db, { kind: WEBHOOK_JOB, payload: { deliveryId, attempt }, dedupeKey: `webhook:${deliveryId}:${attempt}`, maxAttempts: 3, runAt: runAt ?? now() });
    if (!runAt || runAt.getTime() <= Date.now()) worker.kick();
  }

  async function disable(subscriptionId: string) {
    const [sub] = await db
      .update(webhookSubscriptions)
      .set({ enabled: false, disabledReason: "sustained_failure" })
      .where(and(eq(webhookSubscriptions.id, subscriptionId), eq(webhookSubscriptions.enabled, true)))
      .returning();
    if (!sub?.createdBy) return;
    const [owner] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, sub.createdBy));
    const lang = pickLanguage(owner?.locale) ?? "es";
    // Open while the webhook stays off; turning it on again resolves it (decision 0603).
    const [note] = await insertNotifications(db, [
      notificationRow(sub.createdBy, lang, { titleKey: "webhooks.disabled.title", messageKey: "webhooks.disabled.message", params: { name: sub.name, url: sub.url }, type: "warning", kind: "automation", priority: "high", subject: `webhook:${sub.id}`, action: { type: "navigate", target: "/automation?tab=webhooks" } }),
    ]);
    if (note) void events.publish({ type: "notification.created", userId: sub.createdBy, notificationId: note.id }).catch(() => undefined);
  }

  type Target = { url: string; secret: string; enabled: boolean; offReason: string; failingSince: Date | null; markFailing(at: Date): Promise<void>; clearFailing(): Promise<void>; giveUp(): Promise<void> };

  /** Where a delivery goes and whose secret signs it: its subscription, or its rule's action. */
  async function targetOf(delivery: typeof webhookDeliveries.$inferSelect): Promise<Target | null> {
    if (delivery.subscriptionId) {
      const [sub] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, delivery.subscriptionId));
      if (!sub) return null;
      return {
        url: sub.url,
        secret: sub.secret,
        enabled: sub.enabled,
        offReason: "subscription_disabled",
        failingSince: sub.failingSince,
        markFailing: async (at) => void (await db.update(webhookSubscriptions).set({ failingSince: at }).where(and(eq(webhookSubscriptions.id, sub.id), isNull(webhookSubscriptions.failingSince)))),
        clearFailing: async () => void (await db.update(webhookSubscriptions).set({ failingSince: null }).where(eq(webhookSubscriptions.id, sub.id))),
        giveUp: () => disable(sub.id),
      };
    }
    if (!delivery.ruleId || !delivery.url) return null;
    const [rule] = await db.select().from(automationRules).where(eq(automationRules.id, delivery.ruleId));
    if (!rule) return null;
    const url = delivery.url;
    return {
      url,
      secret: rule.signingSecret,
      enabled: rule.enabled,
      offReason: "rule_disabled",
      failingSince: rule.webhookFailingSince,
      markFailing: async (at) => void (await db.update(automationRules).set({ webhookFailingSince: at }).where(and(eq(automationRules.id, rule.id), isNull(automationRules.webhookFailingSince)))),
      clearFailing: async () => void (await db.update(automationRules).set({ webhookFailingSince: null }).where(eq(automationRules.id, rule.id))),
      giveUp: () => pauseRule(db, events, rule.id, "webhook_failing", { url }),
    };
  }

  /** One attempt of one delivery: post, log, then success, the next attempt, or the end. */
  async function attemptDelivery(payload: Record<string, unknown>) {
    const deliveryId = String(payload.deliveryId);
    const attempt = Number(payload.attempt) || 1;
    const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    if (!delivery || delivery.status === "succeeded" || delivery.status === "failed" || delivery.attempts >= attempt) return;
    const target = await targetOf(delivery);
    if (!target?.enabled) {
      await db.update(webhookDeliveries).set({ status: "failed", error: target?.offReason ?? "target_gone", nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const started = now();
    const timestamp = String(Math.floor(started.getTime() / 1000));
    const clock = performance.now();
    let status: number | null = null;
    let responseBody: string | null = null;
    let error: string | null = null;
    try {
      const answer = await postToPublicAddress(
        new URL(target.url),
        {
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
          headers: {
            "content-type": "application/json",
            "user-agent": "Rumbo-Webhooks/1",
            "x-rumbo-event": delivery.eventType,
            "x-rumbo-delivery": delivery.id,
            "x-rumbo-timestamp": timestamp,
            "x-rumbo-signature": signWebhook(target.secret, timestamp, delivery.body),
          },
          body: delivery.body,
        },
        { allowLoopback: deps.allowLoopback },
      );
      status = answer.status;
      responseBody = answer.body;
      if (!answer.ok) error = `HTTP ${answer.status}`;
    } catch (e) {
      error = e instanceof Error ? (e.name === "TimeoutError" ? "timeout" : e.message).slice(0, 500) : String(e);
    }
    const latencyMs = Math.round(performance.now() - clock);
    const firstAttemptAt = delivery.firstAttemptAt ?? started;
    await db.insert(webhookAttempts).values({ deliveryId: delivery.id, attempt, responseStatus: status, latencyMs, error }).onConflictDoNothing();
    const common = { attempts: attempt, responseStatus: status, responseBody, latencyMs, error, firstAttemptAt, lastAttemptAt: started };
    if (!error) {
      await db.update(webhookDeliveries).set({ ...common, status: "succeeded", nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
      if (target.failingSince) await target.clearFailing();
      return;
    }
    // Failing for 24 hours without one success: the subscription is turned off (the rule paused) and its owner told.
    await target.markFailing(started);
    const failingSince = target.failingSince ?? started;
    if (started.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS) {
      await db.update(webhookDeliveries).set({ ...common, status: "failed", nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
      await target.giveUp();
      return;
    }
    const delay = retryDelayMs(attempt, firstAttemptAt, started);
    if (delay === null) {
      await db.update(webhookDeliveries).set({ ...common, status: "failed", nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const next = new Date(started.getTime() + delay);
    await db.update(webhookDeliveries).set({ ...common, status: "retrying", nextAttemptAt: next }).where(eq(webhookDeliveries.id, delivery.id));
    await schedule(delivery.id, attempt + 1, next);
  }

  const worker: Worker = startWorker(db, { [WEBHOOK_JOB]: attemptDelivery }, { owner: `webhooks-${events.instanceId}`, log: deps.log, pollMs: 5_000, autoStart: deps.autoStart });

  const unsubscribe = events.subscribe((received) => {
    // The instance that published a task event sends it: once, whatever the number of instances.
    if (received.type !== "task.event" || received.origin !== events.instanceId) return;
    queue = queue.then(async () => {
      for (const event of taskEvents(received)) await emit(event).catch((error: unknown) => deps.log?.error({ err: error }, "webhooks"));
    });
  });

  return {
    emit,
    queueForRule,
    sweep,
    schedule,
    drain: () => worker.drain(),
    async idle() {
      let last: Promise<unknown>;
      do {
        last = queue;
        await last;
        await new Promise((r) => setTimeout(r, 20));
      } while (last !== queue);
    },
    async close() {
      unsubscribe();
      await queue;
      await worker.stop();
    },
  };
}

/** Deliveries still waiting whose subscription is gone or off are closed (used after a disable by hand). */
export async function closePending(db: Db, subscriptionId: string) {
  await db
    .update(webhookDeliveries)
    .set({ status: "failed", error: "subscription_disabled", nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.subscriptionId, subscriptionId), inArray(webhookDeliveries.status, ["pending", "retrying"]), lte(webhookDeliveries.createdAt, new Date())));
}
