import { CronExpressionParser } from "cron-parser";
import { customFieldIdOf, type Condition, type ConditionResult, type Trigger, type TriggerType } from "./contract";

// The rule engine's pure parts: does a trigger match an event, do the conditions hold, may the
// event still fire rules (loop guard), when does a schedule run next (decision 0801).

/** A rule's action never fires rules again beyond this depth (an action's own event is depth + 1). */
export const MAX_DEPTH = 3;
/** A rule whose runs fail this many times in a row is paused and its author told. */
export const PAUSE_AFTER_FAILURES = 5;
/** Outgoing webhook calls: the time-out of one attempt (retries follow domain/webhooks/backoff.ts). */
export const WEBHOOK_TIMEOUT_MS = 5000;

export type FieldChange = { from: string | null; to: string | null };

/** An event as the engine sees it: ids and the few values the trigger needs. */
export type AutomationEvent = {
  type: TriggerType;
  /** Names the event once: a rule runs at most once per key. */
  key: string;
  at: string;
  workspaceId: string;
  projectId?: string | null;
  taskId?: string | null;
  milestoneId?: string | null;
  sprintId?: string | null;
  resourceId?: string | null;
  changes?: Record<string, FieldChange>;
  /** Measured value for threshold triggers (risk score, load %). */
  value?: number | null;
  payload?: unknown;
  summary: string;
  /** 0 for a person's action or the clock; n + 1 for what a rule's action at depth n caused. */
  depth: number;
};

export function triggerMatches(trigger: Trigger, event: AutomationEvent): boolean {
  if (trigger.type !== event.type) return false;
  switch (trigger.type) {
    case "task.changed": {
      const changes = event.changes ?? {};
      if (!trigger.field) return Object.keys(changes).length > 0;
      const change = changes[trigger.field];
      if (!change) return false;
      if (trigger.from !== null && trigger.from !== "" && (change.from ?? "") !== trigger.from) return false;
      if (trigger.to !== null && trigger.to !== "" && (change.to ?? "") !== trigger.to) return false;
      return true;
    }
    case "project.risk":
      return (event.value ?? 0) >= trigger.threshold;
    case "person.overload":
      return (event.value ?? 0) > trigger.percent;
    default:
      return true;
  }
}

/** The values conditions read: the task (when the event has one) and its project. */
export type Facts = {
  task?: {
    status: string;
    priority: string;
    assignee: string | null;
    title: string;
    labels: string[];
    /** Custom field values by field id, as shown: text, number, date, an option's label, a person's name; several choices as a list. */
    fields?: Record<string, string | string[]>;
  } | null;
  project?: { status: string; priority: string; phase: string; name: string } | null;
};

function factValue(field: Condition["field"], facts: Facts): string | string[] | null {
  const customFieldId = customFieldIdOf(field);
  if (customFieldId !== null) return facts.task?.fields?.[customFieldId] ?? null;
  const [object, name] = field.split(".") as ["task" | "project", string];
  const source = facts[object] as Record<string, string | string[] | null> | null | undefined;
  if (!source) return null;
  return source[name] ?? null;
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().trim();

/** A list (a task's labels): "is" means one of them is, "is not" none is, "contains" one contains. */
function evaluateList(condition: Condition, values: string[]): ConditionResult {
  const v = fold(condition.value);
  const folded = values.map(fold);
  const passed = {
    eq: folded.includes(v),
    neq: !folded.includes(v),
    contains: v !== "" && folded.some((a) => a.includes(v)),
    empty: folded.length === 0,
    not_empty: folded.length > 0,
  }[condition.op];
  return { field: condition.field, op: condition.op, value: condition.value, actual: values.join(", "), passed };
}

export function evaluateCondition(condition: Condition, facts: Facts): ConditionResult {
  const fact = factValue(condition.field, facts);
  if (Array.isArray(fact)) return evaluateList(condition, fact);
  const actual = fact;
  const a = fold(actual ?? "");
  const v = fold(condition.value);
  let passed: boolean;
  switch (condition.op) {
    case "eq":
      passed = actual !== null && a === v;
      break;
    case "neq":
      passed = a !== v;
      break;
    case "contains":
      passed = actual !== null && v !== "" && a.includes(v);
      break;
    case "empty":
      passed = a === "";
      break;
    case "not_empty":
      passed = a !== "";
      break;
  }
  return { field: condition.field, op: condition.op, value: condition.value, actual, passed };
}

/** Every condition's result and the verdict: all must hold, or any one (no conditions: it holds). */
export function evaluateConditions(conditions: Condition[], mode: "all" | "any", facts: Facts) {
  const results = conditions.map((c) => evaluateCondition(c, facts));
  const passed = results.length === 0 || (mode === "all" ? results.every((r) => r.passed) : results.some((r) => r.passed));
  return { passed, results };
}

/** Whether an event may still fire rules, or the chain is cut (shown as 'loop_cut' in the log). */
export function loopGuard(event: Pick<AutomationEvent, "depth">): { allowed: true } | { allowed: false; reason: "loop_depth" } {
  return event.depth >= MAX_DEPTH ? { allowed: false, reason: "loop_depth" } : { allowed: true };
}

export function isValidCron(expression: string): boolean {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return false;
  try {
    CronExpressionParser.parse(expression, { tz: "UTC" });
    return true;
  } catch {
    return false;
  }
}

/** The next `count` runs of a five-field cron expression after `from`, read in the workspace's time zone. */
export function nextRuns(expression: string, timeZone: string, from: Date, count = 3): Date[] {
  if (!isValidCron(expression)) return [];
  const cron = CronExpressionParser.parse(expression, { currentDate: from, tz: timeZone });
  return Array.from({ length: count }, () => cron.next().toDate());
}

/** The run of the schedule that falls in the minute starting at `minuteStart`, if any. */
export function runInMinute(expression: string, timeZone: string, minuteStart: Date): Date | null {
  const start = new Date(Math.floor(minuteStart.getTime() / 60_000) * 60_000);
  const [next] = nextRuns(expression, timeZone, new Date(start.getTime() - 1), 1);
  return next && next.getTime() < start.getTime() + 60_000 ? next : null;
}

/** Loopback, private, link-local and other non-public addresses a webhook must not reach (SSRF). */
export function isPrivateAddress(ip: string): boolean {
  const v4 = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) {
    const [a, b] = v4.split(".").map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a >= 224;
  }
  const low = ip.toLowerCase();
  return low === "::" || low === "::1" || low.startsWith("fc") || low.startsWith("fd") || low.startsWith("fe80");
}
