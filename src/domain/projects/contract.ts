import { z } from "zod";
import { storedFieldValuesSchema } from "../work-items/custom-fields";
import { workspaceRoles } from "../authorization";

// What the projects API answers (src/server/features/projects): the routes declare these as their
// responses (validation of the answer and the OpenAPI document), the web parses with them. Objects
// are loose: a field the server adds reaches the client before a contract names it.

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const projectSchema = z.looseObject({
  id: z.string(),
  ownerId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  status: z.string(),
  priority: z.string(),
  phase: z.string(),
  methodology: z.string().nullable(),
  progress: z.number(),
  progressMode: z.string(),
  riskScore: z.number(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  budget: z.number(),
  benefit: z.number(),
  currency: z.string(),
  objectives: z.string(),
  scope: z.string(),
  resources: z.string(),
  schedule: z.string(),
  risks: z.string(),
  stakeholders: z.string(),
  communicationPlan: z.string(),
  changeManagement: z.string(),
  evaluation: z.string(),
  lessonsLearned: z.string(),
  formalClosure: z.boolean(),
  /** The board's work-in-progress limit per column (0 or absent: none). */
  boardWipLimits: z.record(z.string(), z.number()),
  closedAt: z.string().nullable(),
  isSample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** A row of the project list: the record without its long texts, with its owner and task counts. */
export const projectListItemSchema = projectSchema
  .omit({
    progressMode: true,
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
    boardWipLimits: true,
    closedAt: true,
    updatedAt: true,
  })
  .extend({
    owner: personSchema.nullable(),
    tasks: z.object({ total: z.number(), completed: z.number(), overdue: z.number() }),
  });
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectPageSchema = z.object({ items: z.array(projectListItemSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type ProjectPage = z.infer<typeof projectPageSchema>;

export const milestoneSchema = z.looseObject({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  description: z.string(),
  dueDate: z.string().nullable(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const stakeholderSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  influence: z.number(),
  interest: z.number(),
  notes: z.string(),
});
export type Stakeholder = z.infer<typeof stakeholderSchema>;

export const riskItemSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  probability: z.number(),
  impact: z.number(),
  ownerStakeholderId: z.string().nullable(),
  ownerName: z.string(),
  response: z.string(),
  responsePlan: z.string(),
  status: z.string(),
});
export type RiskItem = z.infer<typeof riskItemSchema>;

export const changeRequestItemSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  requestedBy: z.string(),
  impactSchedule: z.string(),
  impactCostCents: z.number(),
  decision: z.string(),
  decisionNote: z.string(),
  decidedAt: z.string().nullable(),
});
export type ChangeRequestItem = z.infer<typeof changeRequestItemSchema>;

export const communicationItemSchema = z.looseObject({
  id: z.string(),
  audience: z.string(),
  message: z.string(),
  channel: z.string(),
  frequency: z.string(),
  ownerName: z.string(),
  nextDate: z.string().nullable(),
});
export type CommunicationItem = z.infer<typeof communicationItemSchema>;

/** The row schema of each register kept inside a project, by its path. */
export const registerItemSchemas = {
  milestones: milestoneSchema,
  stakeholders: stakeholderSchema,
  risks: riskItemSchema,
  "change-requests": changeRequestItemSchema,
  communications: communicationItemSchema,
} as const;

export const projectOverviewSchema = z.object({
  project: projectSchema,
  /** The caller's role in the project's workspace: what the page offers them (edit, delete) is known with the project. */
  yourRole: z.enum(workspaceRoles),
  owner: personSchema.nullable(),
  milestones: z.array(milestoneSchema),
  stakeholders: z.array(stakeholderSchema),
  tasks: z.object({ total: z.number(), byStatus: z.record(z.string(), z.number()), overdue: z.number() }),
  allocations: z.array(
    z.looseObject({
      id: z.string(),
      hours: z.number(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      resource: z.looseObject({ id: z.string(), name: z.string(), role: z.string(), availability: z.number() }),
    }),
  ),
  activity: z.array(
    z.looseObject({
      id: z.string(),
      taskId: z.string(),
      taskTitle: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      actorName: z.string().nullable(),
      occurredAt: z.string(),
    }),
  ),
});
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;

export const taskSchema = z.looseObject({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  status: z.string(),
  priority: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  estimateHours: z.number().nullable(),
  storyPoints: z.number().nullable(),
  assigneeResourceId: z.string().nullable(),
  milestoneId: z.string().nullable(),
  sprintId: z.string().nullable(),
  dependsOn: z.array(z.string()),
  completedAt: z.string().nullable(),
  /** The card's place in its board column. */
  position: z.number(),
  /** The task's custom field values, in the answer to a create or update (decision 1214). */
  customFields: storedFieldValuesSchema.optional(),
});
export type Task = z.infer<typeof taskSchema>;

export const closureSchema = z.object({
  formalClosure: z.boolean(),
  closedAt: z.string().nullable(),
  checklist: z.array(z.object({ key: z.string(), done: z.boolean(), note: z.string(), doneAt: z.string().optional() })),
});
export type Closure = z.infer<typeof closureSchema>;
