import { z } from "zod";
import { fieldValuesRecordSchema } from "../work-items/custom-fields";
import {
  normalizePhase,
  normalizePriority,
  normalizeProjectStatus,
  normalizeTaskStatus,
} from "../project-fields";

// One schema per input, shared by the web forms and the API routes. Messages are catalogue keys
// (src/domain/i18n), so each side words them in the reader's language. Unknown fields are refused.

const DANGEROUS = /<\s*script|javascript:|vbscript:|data:\s*text\/html|\bon\w+\s*=/i;

/** Trimmed text, required, bounded; markup that could run script is refused. */
export const text = (max = 1000) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(max, "validation.too_long")
    .refine((v) => !DANGEROUS.test(v), "validation.dangerous_content");

/** Trimmed text that may be empty. */
export const optionalText = (max = 1000) =>
  z
    .string()
    .trim()
    .max(max, "validation.too_long")
    .refine((v) => !DANGEROUS.test(v), "validation.dangerous_content");

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const MIN_YEAR = 1000;
export const MAX_YEAR = 9999;

/**
 * A calendar date, YYYY-MM-DD, that exists (no 2026-02-30), in years 1000 to 9999: year 0000 has
 * no PostgreSQL date, and dates computed from one past 9999 would not print in four digits.
 */
export const dateOnly = z
  .string({ error: "validation.invalid_date" })
  .regex(ISO_DATE, "validation.invalid_date")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    const year = Number(v.slice(0, 4));
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && year >= MIN_YEAR && year <= MAX_YEAR;
  }, "validation.invalid_date");

/** Money in major units (pesos) with at most two decimals, stored as integer cents. */
export const money = z
  .number({ error: "validation.invalid_type" })
  .min(0, "validation.too_small_number")
  .max(1_000_000_000_000, "validation.too_big_number")
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "validation.invalid_value");

export const currency = z.string().regex(/^[A-Z]{3}$/, "validation.invalid_value");

export const methodologies = ["scrum", "kanban", "classic", "hybrid"] as const;
export type Methodology = (typeof methodologies)[number];

// Free-form values pass through the one normalisation of spec §4 (Planificado → En progreso…).
const projectStatus = z.string().max(50).transform(normalizeProjectStatus);
const priority = z.string().max(50).transform(normalizePriority);
const phase = z.string().max(50).transform(normalizePhase);
const taskStatus = z.string().max(50).transform(normalizeTaskStatus);

const percentage = z
  .number({ error: "validation.invalid_type" })
  .int("validation.not_integer")
  .min(0, "validation.too_small_number")
  .max(100, "validation.too_big_number");

const managementText = optionalText(20_000);

const projectFields = {
  name: text(200),
  description: optionalText(5000),
  status: projectStatus,
  priority,
  phase,
  methodology: z.enum(methodologies, { error: "validation.invalid_value" }).nullable(),
  startDate: dateOnly.nullable(),
  dueDate: dateOnly.nullable(),
  budget: money,
  benefit: money,
  currency,
  progress: percentage,
  progressMode: z.enum(["auto", "manual"], { error: "validation.invalid_value" }),
  objectives: managementText,
  scope: managementText,
  resources: managementText,
  schedule: managementText,
  risks: managementText,
  stakeholders: managementText,
  communicationPlan: managementText,
  changeManagement: managementText,
  evaluation: managementText,
  lessonsLearned: managementText,
  boardWipLimits: z
    .partialRecord(z.enum(["Pendiente", "En progreso", "Completada"], { error: "validation.invalid_value" }), z.number().int("validation.not_integer").min(0, "validation.too_small_number").max(999, "validation.too_big_number"))
    .refine((v) => Object.keys(v).length <= 3, "validation.invalid_value"),
};

function datesInOrder(v: { startDate?: string | null; dueDate?: string | null }) {
  return !v.startDate || !v.dueDate || v.startDate <= v.dueDate;
}

export const createProjectSchema = z
  .object({
    ...projectFields,
    description: projectFields.description.default(""),
    status: projectFields.status.default("En progreso"),
    priority: projectFields.priority.default("Media"),
    phase: projectFields.phase.default("Planificación"),
    methodology: projectFields.methodology.default(null),
    startDate: projectFields.startDate.default(null),
    dueDate: projectFields.dueDate.default(null),
    budget: projectFields.budget.default(0),
    benefit: projectFields.benefit.default(0),
    currency: projectFields.currency.default("MXN"),
  })
  .omit({ progress: true, progressMode: true, boardWipLimits: true })
  .partial({
    objectives: true,
    scope: true,
    resources: true,
    schedule: true,
    risks: true,
    stakeholders: true,
    communicationPlan: true,
    changeManagement: true,
    evaluation: true,
    lessonsLearned: true,
  })
  .strict()
  .refine(datesInOrder, { path: ["dueDate"], message: "validation.due_before_start" });
export type CreateProjectInput = z.input<typeof createProjectSchema>;
export type CreateProject = z.output<typeof createProjectSchema>;

export const updateProjectSchema = z
  .object(projectFields)
  .partial()
  .strict()
  .refine(datesInOrder, { path: ["dueDate"], message: "validation.due_before_start" });
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;
export type UpdateProject = z.output<typeof updateProjectSchema>;

export const milestoneSchema = z
  .object({
    name: text(200),
    description: optionalText(5000).default(""),
    dueDate: dateOnly.nullable().default(null),
    completed: z.boolean().default(false),
  })
  .strict();
export const updateMilestoneSchema = milestoneSchema.partial().strict();

export const stakeholderSchema = z
  .object({
    name: text(200),
    role: optionalText(200).default(""),
    email: z.email("validation.invalid_email").max(255, "validation.too_long").nullable().default(null),
    influence: z.number().int("validation.not_integer").min(1, "validation.too_small_number").max(5, "validation.too_big_number").default(3),
    interest: z.number().int("validation.not_integer").min(1, "validation.too_small_number").max(5, "validation.too_big_number").default(3),
    notes: optionalText(5000).default(""),
  })
  .strict();
export const updateStakeholderSchema = stakeholderSchema.partial().strict();

const hours = z
  .number({ error: "validation.invalid_type" })
  .min(0, "validation.too_small_number")
  .max(10_000, "validation.too_big_number");

export const taskTypes = ["task", "feature", "bug", "chore", "research"] as const;

const taskFields = {
  title: text(300),
  description: optionalText(10_000),
  type: z.enum(taskTypes, { error: "validation.invalid_value" }),
  status: taskStatus,
  priority,
  startDate: dateOnly.nullable(),
  endDate: dateOnly.nullable(),
  estimateHours: hours.nullable(),
  storyPoints: z.number().min(0, "validation.too_small_number").max(1000, "validation.too_big_number").nullable(),
  assigneeResourceId: z.uuid("validation.invalid_value").nullable(),
  milestoneId: z.uuid("validation.invalid_value").nullable(),
  sprintId: z.uuid("validation.invalid_value").nullable(),
  dependsOn: z.array(z.uuid("validation.invalid_value")).max(200, "validation.too_big_number"),
  /** Custom field id → value (null clears), checked against the project's fields by the server (decision 1214). */
  customFields: fieldValuesRecordSchema.optional(),
};

function taskDatesInOrder(v: { startDate?: string | null; endDate?: string | null }) {
  return !v.startDate || !v.endDate || v.startDate <= v.endDate;
}

export const createTaskSchema = z
  .object({
    ...taskFields,
    description: taskFields.description.default(""),
    type: taskFields.type.default("task"),
    status: taskFields.status.default("Pendiente"),
    priority: taskFields.priority.default("Media"),
    startDate: taskFields.startDate.default(null),
    endDate: taskFields.endDate.default(null),
    estimateHours: taskFields.estimateHours.default(null),
    storyPoints: taskFields.storyPoints.default(null),
    assigneeResourceId: taskFields.assigneeResourceId.default(null),
    milestoneId: taskFields.milestoneId.default(null),
    sprintId: taskFields.sprintId.default(null),
    dependsOn: taskFields.dependsOn.default([]),
  })
  .strict()
  .refine(taskDatesInOrder, { path: ["endDate"], message: "validation.end_before_start" });
export type CreateTaskInput = z.input<typeof createTaskSchema>;

export const updateTaskSchema = z
  .object({ ...taskFields, position: z.number().int().min(-1_000_000_000).max(1_000_000_000) })
  .partial()
  .strict()
  .refine(taskDatesInOrder, { path: ["endDate"], message: "validation.end_before_start" });
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;

export const resourceSchema = z
  .object({
    name: text(200),
    role: optionalText(200).default(""),
    email: z.email("validation.invalid_email").max(255, "validation.too_long").nullable().default(null),
    userId: z.string().max(100).nullable().default(null),
    availability: hours.default(40),
    costPerHour: money.default(0),
  })
  .strict();
export const updateResourceSchema = resourceSchema.partial().strict();

export const allocationSchema = z
  .object({
    resourceId: z.uuid("validation.invalid_value"),
    hours: hours.refine((h) => h > 0, "validation.too_small_number"),
    startDate: dateOnly.nullable().default(null),
    endDate: dateOnly.nullable().default(null),
  })
  .strict()
  .refine(taskDatesInOrder, { path: ["endDate"], message: "validation.end_before_start" });

const scale1to5 = z
  .number({ error: "validation.invalid_type" })
  .int("validation.not_integer")
  .min(1, "validation.too_small_number")
  .max(5, "validation.too_big_number");

export const riskResponses = ["avoid", "mitigate", "transfer", "accept", "escalate"] as const;
export const riskStatuses = ["open", "monitoring", "closed"] as const;

export const riskSchema = z
  .object({
    title: text(300),
    description: optionalText(5000).default(""),
    probability: scale1to5.default(3),
    impact: scale1to5.default(3),
    ownerStakeholderId: z.uuid("validation.invalid_value").nullable().default(null),
    ownerName: optionalText(200).default(""),
    response: z.enum(riskResponses, { error: "validation.invalid_value" }).default("mitigate"),
    responsePlan: optionalText(5000).default(""),
    status: z.enum(riskStatuses, { error: "validation.invalid_value" }).default("open"),
  })
  .strict();
export const updateRiskSchema = riskSchema.partial().strict();

export const changeRequestDecisions = ["pending", "approved", "rejected", "deferred"] as const;

export const changeRequestSchema = z
  .object({
    title: text(300),
    description: optionalText(5000).default(""),
    requestedBy: optionalText(200).default(""),
    impactSchedule: optionalText(1000).default(""),
    impactCost: money.default(0),
    decision: z.enum(changeRequestDecisions, { error: "validation.invalid_value" }).default("pending"),
    decisionNote: optionalText(5000).default(""),
  })
  .strict();
export const updateChangeRequestSchema = changeRequestSchema.partial().strict();

export const communicationSchema = z
  .object({
    audience: text(200),
    message: optionalText(2000).default(""),
    channel: optionalText(200).default(""),
    frequency: optionalText(200).default(""),
    ownerName: optionalText(200).default(""),
    nextDate: dateOnly.nullable().default(null),
  })
  .strict();
export const updateCommunicationSchema = communicationSchema.partial().strict();

/** What a project register's row must hold when it is added and when it is changed, by register. */
export const registerInputSchemas = {
  milestones: { create: milestoneSchema, update: updateMilestoneSchema },
  stakeholders: { create: stakeholderSchema, update: updateStakeholderSchema },
  risks: { create: riskSchema, update: updateRiskSchema },
  "change-requests": { create: changeRequestSchema, update: updateChangeRequestSchema },
  communications: { create: communicationSchema, update: updateCommunicationSchema },
} as const;

/** The formal-closure checklist, in the order a manager works through it. */
export const closureChecklistKeys = [
  "deliverables_accepted",
  "contracts_closed",
  "budget_reconciled",
  "resources_released",
  "lessons_recorded",
  "documents_archived",
  "stakeholders_informed",
] as const;
export type ClosureChecklistKey = (typeof closureChecklistKeys)[number];

export const closureUpdateSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            key: z.enum(closureChecklistKeys, { error: "validation.invalid_value" }),
            done: z.boolean(),
            note: optionalText(1000).default(""),
          })
          .strict(),
      )
      .max(closureChecklistKeys.length),
  })
  .strict();

export const closeProjectSchema = z
  .object({ lessonsLearned: optionalText(20_000).optional(), evaluation: optionalText(20_000).optional() })
  .strict();

export const updateAllocationSchema = z
  .object({
    hours: hours.refine((h) => h > 0, "validation.too_small_number"),
    startDate: dateOnly.nullable(),
    endDate: dateOnly.nullable(),
  })
  .partial()
  .strict()
  .refine(taskDatesInOrder, { path: ["endDate"], message: "validation.end_before_start" });
