import { bigint, index, jsonb, pgTable, smallint, text, timestamp, uuid, date } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { projects, projectStakeholders, belongsToProject } from "./projects";
import { users } from "./accounts";

// The structured parts of a project's management record (spec §3's text fields stay on projects
// for the narrative; these are the registers a manager keeps row by row).

export const riskResponses = ["avoid", "mitigate", "transfer", "accept", "escalate"] as const;
export const riskStatuses = ["open", "monitoring", "closed"] as const;

export const projectRisks = pgTable(
  "project_risks",
  {
    id: uuidPrimaryKey(),
    projectId: belongsToProject(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    // 1 (rare / negligible) to 5 (almost certain / severe); exposure = probability × impact.
    probability: smallint("probability").notNull().default(3),
    impact: smallint("impact").notNull().default(3),
    ownerStakeholderId: uuid("owner_stakeholder_id").references(() => projectStakeholders.id, { onDelete: "set null" }),
    ownerName: text("owner_name").notNull().default(""),
    response: text("response").notNull().default("mitigate"),
    responsePlan: text("response_plan").notNull().default(""),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("project_risks_project_idx").on(t.projectId)],
);

export const changeRequestDecisions = ["pending", "approved", "rejected", "deferred"] as const;

export const projectChangeRequests = pgTable(
  "project_change_requests",
  {
    id: uuidPrimaryKey(),
    projectId: belongsToProject(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    requestedBy: text("requested_by").notNull().default(""),
    impactSchedule: text("impact_schedule").notNull().default(""),
    impactCostCents: bigint("impact_cost_cents", { mode: "number" }).notNull().default(0),
    decision: text("decision").notNull().default("pending"),
    decisionNote: text("decision_note").notNull().default(""),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("project_change_requests_project_idx").on(t.projectId)],
);

// Items of the communication plan: who hears what, how and how often.
export const projectCommunications = pgTable(
  "project_communications",
  {
    id: uuidPrimaryKey(),
    projectId: belongsToProject(),
    audience: text("audience").notNull(),
    message: text("message").notNull().default(""),
    channel: text("channel").notNull().default(""),
    frequency: text("frequency").notNull().default(""),
    ownerName: text("owner_name").notNull().default(""),
    nextDate: date("next_date"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("project_communications_project_idx").on(t.projectId)],
);

export type ClosureChecklistItem = { key: string; done: boolean; doneAt?: string; note?: string };

// The formal-closure checklist; closing records the date and sets the status to Completado.
export const projectClosures = pgTable("project_closures", {
  projectId: uuid("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  checklist: jsonb("checklist").$type<ClosureChecklistItem[]>().notNull().default([]),
  closedBy: text("closed_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});
