import { randomUUID } from "node:crypto";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { automationRules, automationRuns, automationStates, automationTaskChanges } from "../../../db/schema/automation";
import { projectTasks, projects, resources } from "../../../db/schema/projects";
import { labels, taskLabels } from "../../../db/schema/work-items";
import type { TriggerType } from "../../../domain/automation/contract";
import { evaluateConditions, loopGuard, PAUSE_AFTER_FAILURES, runInMinute, triggerMatches, type AutomationEvent, type Facts } from "../../../domain/automation/engine";
import { isValidTimeZone } from "../../../domain/planning/calendar";
import { activeStates } from "../../shared/automation-states";
import type { ReceivedEvent } from "../../realtime/event-bus";
import { pauseRule } from "../../shared/automation-pause";
import { taskFieldTexts } from "../../shared/custom-fields";
import { authorRole, runAction, type ActionDeps, type RuleRow } from "./actions";

// The engine on the server (decision 0801): task events arrive on the event bus and are handled by
// the instance that published them; the clock's triggers (overdue, due soon, risk, forecast, load,
// sprints) and schedules are swept by the scheduler's jobs, claimed once per period (decision
// 0005). Each rule handles an event once: its run row's (rule, event key) is unique.

export type AutomationEngine = {
  /** Runs the workspace's enabled rules of the event's trigger (or only `ruleId`); returns the runs' ids. */
  handle(event: AutomationEvent, ruleId?: string): Promise<string[]>;
  sweep(now: Date): Promise<number>;
  runSchedules(now: Date): Promise<number>;
  /** Facts, conditions and planned actions for one rule and event, writing nothing. */
  evaluate(rule: RuleRow, event: AutomationEvent, dryRun: boolean): Promise<Omit<RunResult, "durationMs">>;
  /** Resolves when the events received so far have been handled (tests). */
  idle(): Promise<void>;
  close(): void;
};

type RunResult = { status: "succeeded" | "failed" | "skipped"; conditions: ReturnType<typeof evaluateConditions>["results"]; actions: Awaited<ReturnType<typeof runAction>>[]; durationMs: number };

export const stateTriggers: TriggerType[] = ["task.overdue", "milestone.due", "milestone.missed", "project.risk", "project.forecast_late", "person.overload", "sprint.started", "sprint.ended"];

async function factsFor(db: Db, event: AutomationEvent): Promise<Facts> {
  const facts: Facts = {};
  if (event.taskId) {
    const [row] = await db
      .select({ status: projectTasks.status, priority: projectTasks.priority, title: projectTasks.title, assignee: resources.name })
      .from(projectTasks)
      .leftJoin(resources, eq(resources.id, projectTasks.assigneeResourceId))
      .where(eq(projectTasks.id, event.taskId));
    const names = row ? await db.select({ name: labels.name }).from(taskLabels).innerJoin(labels, eq(labels.id, taskLabels.labelId)).where(eq(taskLabels.taskId, event.taskId)).orderBy(labels.name) : [];
    facts.task = row ? { ...row, labels: names.map((l) => l.name), fields: await taskFieldTexts(db, event.taskId) } : null;
  }
  if (event.projectId) {
    const [row] = await db.select({ status: projects.status, priority: projects.priority, phase: projects.phase, name: projects.name }).from(projects).where(eq(projects.id, event.projectId));
    facts.project = row ?? null;
  }
  return facts;
}

function taskEventToAutomation(event: Extract<ReceivedEvent, { type: "task.event" }>): AutomationEvent[] {
  const base = { workspaceId: event.workspaceId, projectId: event.projectId, taskId: event.taskId, at: new Date().toISOString(), depth: event.depth ?? 0 };
  const id = randomUUID();
  if (event.kind === "created") return [{ ...base, type: "task.created", key: `task.created:${event.taskId}`, summary: "task.created" }];
  const out: AutomationEvent[] = [{ ...base, type: "task.changed", key: `task.changed:${id}`, changes: event.changes, summary: Object.keys(event.changes).join(", ") }];
  if (event.changes.status?.to === "Completada") out.push({ ...base, type: "task.completed", key: `task.completed:${id}`, summary: "task.completed" });
  return out;
}

export function createAutomationEngine(deps: ActionDeps & { log?: (error: unknown) => void }): AutomationEngine {
  const { db } = deps;
  let queue: Promise<unknown> = Promise.resolve();

  const evaluate: AutomationEngine["evaluate"] = async (rule, event, dryRun) => {
    const facts = await factsFor(db, event);
    const verdict = evaluateConditions(rule.conditions, rule.conditionMode === "any" ? "any" : "all", facts);
    if (!verdict.passed) return { status: "skipped", conditions: verdict.results, actions: [] };
    const role = await authorRole(db, rule);
    const actions = [];
    for (const [index, action] of rule.actions.entries()) actions.push(await runAction(deps, { rule, event, authorRole: role, dryRun }, action, index));
    return { status: actions.some((a) => a.status === "failed") ? "failed" : "succeeded", conditions: verdict.results, actions };
  };

  /** Runs one rule for one event, once: the run row is the claim. Returns the run's id, or null when another run had it. */
  async function runRule(rule: RuleRow, event: AutomationEvent): Promise<string | null> {
    const guard = loopGuard(event);
    const [claimed] = await db
      .insert(automationRuns)
      .values({ ruleId: rule.id, workspaceId: rule.workspaceId, eventKey: event.key, event, status: guard.allowed ? "running" : "loop_cut", error: guard.allowed ? null : guard.reason })
      .onConflictDoNothing()
      .returning({ id: automationRuns.id });
    if (!claimed || !guard.allowed) return claimed?.id ?? null;
    const started = performance.now();
    let result: Omit<RunResult, "durationMs">;
    let error: string | null = null;
    try {
      result = await evaluate(rule, event, false);
    } catch (e) {
      error = e instanceof Error ? e.message.slice(0, 500) : String(e);
      result = { status: "failed", conditions: [], actions: [] };
    }
    if (!error && result.status === "failed") error = result.actions.find((a) => a.error)?.error ?? null;
    await db.update(automationRuns).set({ status: result.status, conditions: result.conditions, actions: result.actions, error, durationMs: Math.round(performance.now() - started) }).where(eq(automationRuns.id, claimed.id));
    if (result.status === "failed") {
      const [row] = await db.update(automationRules).set({ consecutiveFailures: sql`${automationRules.consecutiveFailures} + 1` }).where(eq(automationRules.id, rule.id)).returning({ n: automationRules.consecutiveFailures });
      if ((row?.n ?? 0) >= PAUSE_AFTER_FAILURES) await pauseRule(db, deps.events, rule.id, "repeated_failures", { count: PAUSE_AFTER_FAILURES });
    } else if (result.status === "succeeded" && rule.consecutiveFailures > 0) {
      await db.update(automationRules).set({ consecutiveFailures: 0 }).where(eq(automationRules.id, rule.id));
    }
    return claimed.id;
  }

  async function rulesFor(workspaceId: string | null, type: TriggerType) {
    return db
      .select()
      .from(automationRules)
      .where(and(eq(automationRules.enabled, true), eq(automationRules.triggerType, type), workspaceId ? eq(automationRules.workspaceId, workspaceId) : undefined));
  }

  const handle: AutomationEngine["handle"] = async (event, ruleId) => {
    const ran: string[] = [];
    for (const rule of await rulesFor(event.workspaceId, event.type)) {
      if (ruleId && rule.id !== ruleId) continue;
      if (rule.projectId && rule.projectId !== event.projectId) continue;
      if (!triggerMatches(rule.trigger, event)) continue;
      try {
        const id = await runRule(rule, event);
        if (id) ran.push(id);
      } catch (error) {
        deps.log?.(error);
      }
    }
    return ran;
  };

  /** Subjects currently in the rule's state, each with the event it fires on entry. */
  async function activeSubjects(rule: RuleRow, now: Date): Promise<Map<string, AutomationEvent>> {
    const [author] = rule.createdBy ? await db.select({ tz: users.timeZone }).from(users).where(eq(users.id, rule.createdBy)) : [];
    const tz = author?.tz && isValidTimeZone(author.tz) ? author.tz : "America/Mexico_City";
    return activeStates(db, rule, now, tz);
  }

  /**
   * The task change log: what a "task changed" dry run replays (its last 30 days) and each task's
   * activity history (decision 0918), kept for the task's life. Open timelines hear of it.
   */
  async function recordChange(event: Extract<ReceivedEvent, { type: "task.event" }>) {
    // A created task's event carries the custom fields set with it (decision 1232); others carry none.
    if (!Object.keys(event.changes).length) return;
    await db.insert(automationTaskChanges).values({ workspaceId: event.workspaceId, projectId: event.projectId, taskId: event.taskId, changes: event.changes, actorId: event.actorId, depth: event.depth ?? 0 });
    await deps.events.publish({ type: "task.timeline", workspaceId: event.workspaceId, projectId: event.projectId, taskId: event.taskId });
  }

  const sweep: AutomationEngine["sweep"] = async (now) => {
    let fired = 0;
    // The change log is the tasks' history now (decision 0918): kept, not pruned; it goes with its task.
    const rules = await db.select().from(automationRules).where(and(eq(automationRules.enabled, true), inArray(automationRules.triggerType, stateTriggers)));
    for (const rule of rules) {
      try {
        const active = await activeSubjects(rule, now);
        const keys = [...active.keys()];
        // Subjects that left the state may fire again when they come back.
        await db.delete(automationStates).where(and(eq(automationStates.ruleId, rule.id), keys.length ? notInArray(automationStates.subject, keys) : undefined));
        if (!keys.length) continue;
        const entered = await db
          .insert(automationStates)
          .values(keys.map((subject) => ({ ruleId: rule.id, subject })))
          .onConflictDoNothing()
          .returning({ subject: automationStates.subject });
        for (const { subject } of entered) {
          const event = active.get(subject)!;
          if (!triggerMatches(rule.trigger, event)) continue;
          if (await runRule(rule, event)) fired++;
        }
      } catch (error) {
        deps.log?.(error);
      }
    }
    return fired;
  };

  const runSchedules: AutomationEngine["runSchedules"] = async (now) => {
    let fired = 0;
    const rules = await db.select({ rule: automationRules, tz: users.timeZone }).from(automationRules).leftJoin(users, eq(users.id, automationRules.createdBy)).where(and(eq(automationRules.enabled, true), eq(automationRules.triggerType, "schedule")));
    for (const { rule, tz } of rules) {
      if (rule.trigger.type !== "schedule") continue;
      const zone = tz && isValidTimeZone(tz) ? tz : "America/Mexico_City";
      const at = runInMinute(rule.trigger.cron, zone, now);
      if (!at) continue;
      const event: AutomationEvent = { type: "schedule", key: `schedule:${at.toISOString()}`, at: at.toISOString(), workspaceId: rule.workspaceId, projectId: rule.projectId, summary: rule.trigger.cron, depth: 0 };
      try {
        if (await runRule(rule, event)) fired++;
      } catch (error) {
        deps.log?.(error);
      }
    }
    return fired;
  };

  const unsubscribe = deps.events.subscribe((received) => {
    // The instance that published a task event handles it: once, whatever the number of instances.
    if (received.type !== "task.event" || received.origin !== deps.events.instanceId) return;
    queue = queue.then(async () => {
      await recordChange(received).catch((error) => deps.log?.(error));
      for (const event of taskEventToAutomation(received)) await handle(event).catch((error) => deps.log?.(error));
    });
  });

  return {
    handle,
    sweep,
    runSchedules,
    evaluate,
    async idle() {
      let last: Promise<unknown>;
      do {
        last = queue;
        await last;
        await new Promise((r) => setTimeout(r, 20));
      } while (last !== queue);
    },
    close: unsubscribe,
  };
}
