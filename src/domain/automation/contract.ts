import { z } from "zod";
import { projectPhases, projectPriorities, projectStatuses, taskStatuses } from "../project-fields";

// Rules of /automation: when (a trigger) + if (conditions, all or any) + then (actions), stored per
// workspace. The same schemas validate the editor in the browser and every write on the server
// (decision 0801).

const id = z.string().max(64);
const shortText = (max: number) => z.string().trim().max(max, { error: "validation.too_long" });

export const taskFieldNames = ["status", "priority", "assigneeResourceId", "sprintId", "endDate", "title"] as const;

export const triggerSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("task.created") }),
  z.object({
    type: z.literal("task.changed"),
    field: z.enum(taskFieldNames).nullable().default(null),
    from: shortText(200).nullable().default(null),
    to: shortText(200).nullable().default(null),
  }),
  z.object({ type: z.literal("task.completed") }),
  z.object({ type: z.literal("task.overdue") }),
  z.object({ type: z.literal("milestone.due"), days: z.number().int().min(0).max(90) }),
  z.object({ type: z.literal("milestone.missed") }),
  z.object({ type: z.literal("project.risk"), threshold: z.number().int().min(1).max(100) }),
  z.object({ type: z.literal("project.forecast_late") }),
  z.object({ type: z.literal("person.overload"), percent: z.number().int().min(50).max(300) }),
  z.object({ type: z.literal("sprint.started") }),
  z.object({ type: z.literal("sprint.ended") }),
  z.object({ type: z.literal("webhook") }),
  z.object({ type: z.literal("schedule"), cron: shortText(100).min(9, { error: "validation.invalid_value" }) }),
]);
export type Trigger = z.infer<typeof triggerSchema>;
export type TriggerType = Trigger["type"];
export const triggerTypes = triggerSchema.options.map((o) => o.shape.type.value) as TriggerType[];

export const conditionFields = ["task.status", "task.priority", "task.assignee", "task.title", "task.labels", "project.status", "project.priority", "project.phase", "project.name"] as const;
/** A task's custom field by its id (decision 1205): its value as shown (an option's label, a person's name). */
export const customFieldConditionSchema = z.templateLiteral(["task.field.", z.uuid()], { error: "validation.invalid_value" });
export type CustomFieldCondition = z.infer<typeof customFieldConditionSchema>;
export const customFieldCondition = (fieldId: string): CustomFieldCondition => `task.field.${fieldId}` as CustomFieldCondition;
export const customFieldIdOf = (field: string): string | null => (field.startsWith("task.field.") ? field.slice("task.field.".length) : null);
export type ConditionField = (typeof conditionFields)[number] | CustomFieldCondition;
export const conditionOperators = ["eq", "neq", "contains", "empty", "not_empty"] as const;

export const conditionSchema = z.object({
  field: z.union([z.enum(conditionFields), customFieldConditionSchema]),
  op: z.enum(conditionOperators),
  value: shortText(200).default(""),
});
export type Condition = z.infer<typeof conditionSchema>;

export const notifyTargets = ["assignee", "project_owner", "author", "admins", "user"] as const;

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("set_task_fields"), status: z.enum(taskStatuses).optional(), priority: z.enum(projectPriorities).optional() }),
  z.object({
    type: z.literal("set_project_fields"),
    status: z.enum(projectStatuses).optional(),
    priority: z.enum(projectPriorities).optional(),
    phase: z.enum(projectPhases).optional(),
  }),
  z.object({ type: z.literal("assign"), resourceId: id }),
  z.object({ type: z.literal("move_to_sprint"), target: z.enum(["current", "next"]) }),
  z.object({
    type: z.literal("create_task"),
    title: shortText(200).min(1, { error: "validation.required" }),
    checklist: z.array(shortText(200).min(1)).max(30).default([]),
  }),
  z.object({
    type: z.literal("notify"),
    to: z.enum(notifyTargets),
    userId: z.string().max(100).optional(),
    message: shortText(500).min(1, { error: "validation.required" }),
    email: z.boolean().default(true),
  }),
  z.object({ type: z.literal("webhook"), url: z.url({ protocol: /^https?$/, error: "validation.invalid_url" }).max(2000) }),
  z.object({ type: z.literal("send_report"), to: z.enum(["project_owner", "admins", "author"]) }),
  /** A message in the event's project channel (/communication), written as the rule's author. */
  z.object({ type: z.literal("post_to_channel"), message: shortText(2000).min(1, { error: "validation.required" }) }),
]);
export type Action = z.infer<typeof actionSchema>;
export type ActionType = Action["type"];

export const ruleInputSchema = z.object({
  name: shortText(120).min(1, { error: "validation.required" }),
  enabled: z.boolean().default(true),
  trigger: triggerSchema,
  conditionMode: z.enum(["all", "any"]).default("all"),
  conditions: z.array(conditionSchema).max(20).default([]),
  actions: z.array(actionSchema).min(1, { error: "validation.required" }).max(10),
  /** Only events of this project (null: the whole workspace). */
  projectId: id.nullable().default(null),
});
export type RuleInput = z.input<typeof ruleInputSchema>;
export type RuleDraft = z.infer<typeof ruleInputSchema>;

export const ruleUpdateSchema = z.object({ enabled: z.boolean() }).partial().or(ruleInputSchema);

export const ruleSchema = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  trigger: triggerSchema,
  conditionMode: z.enum(["all", "any"]),
  conditions: z.array(conditionSchema),
  actions: z.array(actionSchema),
  projectId: z.string().nullable(),
  createdBy: z.string().nullable(),
  authorName: z.string().nullable(),
  /** The secret address that fires a webhook rule (POST), only for webhook rules; a new one replaces it at once (rotation). */
  webhookUrl: z.string().nullable(),
  /** Signs outgoing webhook calls (HMAC-SHA256). */
  signingSecret: z.string().nullable(),
  pausedReason: z.string().nullable(),
  consecutiveFailures: z.number(),
  runCount: z.number(),
  lastRunAt: z.string().nullable(),
  lastRunStatus: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;

export const runStatuses = ["succeeded", "failed", "skipped", "loop_cut", "dry_run"] as const;
export type RunStatus = (typeof runStatuses)[number];

export const conditionResultSchema = z.object({ field: z.string(), op: z.string(), value: z.string(), actual: z.string().nullable(), passed: z.boolean() });
export type ConditionResult = z.infer<typeof conditionResultSchema>;
export const actionOutcomeSchema = z.object({
  type: z.string(),
  status: z.enum(["done", "failed", "planned", "skipped"]),
  detail: z.string(),
  error: z.string().nullable(),
});
export type ActionOutcome = z.infer<typeof actionOutcomeSchema>;

export const automationEventSchema = z.object({
  type: z.string(),
  key: z.string(),
  at: z.string(),
  summary: z.string(),
  projectId: z.string().nullable(),
  taskId: z.string().nullable(),
  depth: z.number(),
});
export type AutomationEventView = z.infer<typeof automationEventSchema>;

export const runSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  status: z.enum(runStatuses),
  event: automationEventSchema,
  conditions: z.array(conditionResultSchema),
  actions: z.array(actionOutcomeSchema),
  error: z.string().nullable(),
  durationMs: z.number(),
  createdAt: z.string(),
});
export type Run = z.infer<typeof runSchema>;

export const runListSchema = z.object({ items: z.array(runSchema) });
export const ruleListSchema = z.object({ items: z.array(ruleSchema) });

/**
 * Where a dry run read an event: tasks' creation; the field-change history (every field, kept 30
 * days since it began); the status history (before that); today's state (clock triggers); an example.
 */
export const dryRunSources = ["task_created", "field_history", "status_history", "current_state", "example"] as const;
export type DryRunSource = (typeof dryRunSources)[number];

export const dryRunRequestSchema = z.object({ rule: ruleInputSchema, eventKey: z.string().max(300).optional() });
export const dryRunSchema = z.object({
  /** Recent events (last 30 days) the trigger matches, newest first, each with what the rule would do. */
  items: z.array(z.object({ event: automationEventSchema, source: z.enum(dryRunSources), conditions: z.array(conditionResultSchema), matched: z.boolean(), actions: z.array(actionOutcomeSchema) })),
  nextRuns: z.array(z.string()),
});
export type DryRun = z.infer<typeof dryRunSchema>;

export const webhookAcceptedSchema = z.object({ accepted: z.boolean(), runId: z.string().nullable() });
