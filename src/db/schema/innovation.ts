import { doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPrimaryKey } from "./columns";
import { belongsToWorkspace, users } from "./accounts";
import { projects } from "./projects";

// /innovation (decision 1002): ideas of a workspace, their RICE or ICE inputs, votes and comments;
// a converted idea keeps the project it became (the project finds its idea by this column).
export const innovationIdeas = pgTable(
  "innovation_ideas",
  {
    id: uuidPrimaryKey(),
    workspaceId: belongsToWorkspace(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    problem: text("problem").notNull().default(""),
    expectedBenefit: text("expected_benefit").notNull().default(""),
    author: text("author").notNull().default(""),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("idea"),
    discardReason: text("discard_reason"),
    scoringMethod: text("scoring_method").notNull().default("rice"),
    reach: doublePrecision("reach"),
    impact: doublePrecision("impact"),
    confidence: doublePrecision("confidence"),
    effort: doublePrecision("effort"),
    ease: doublePrecision("ease"),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("innovation_ideas_workspace_created_idx").on(t.workspaceId, t.createdAt.desc()), index("innovation_ideas_project_idx").on(t.projectId)],
);

export const innovationVotes = pgTable(
  "innovation_votes",
  {
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => innovationIdeas.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId] })],
);

export const innovationComments = pgTable(
  "innovation_comments",
  {
    id: uuidPrimaryKey(),
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => innovationIdeas.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("innovation_comments_idea_created_idx").on(t.ideaId, t.createdAt)],
);
