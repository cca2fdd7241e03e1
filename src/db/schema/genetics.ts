import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { belongsToWorkspace, users } from "./accounts";
import { belongsToProject } from "./projects";

// Project genetics (issue 20, decision 1001). The traits a manager set on a project's genome
// (the measured ones are read from the project's records each time, never stored), and each run
// of the genetic algorithm: its progress, its result and whether a suggestion was adopted.

export const projectGenomes = pgTable("project_genomes", {
  projectId: belongsToProject().primaryKey(),
  workspaceId: belongsToWorkspace(),
  // Trait key → value, only the traits somebody set.
  traits: jsonb("traits").$type<Record<string, number | string>>().notNull().default({}),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const geneticsRunStatuses = ["running", "done", "stopped", "failed"] as const;

export const geneticsRuns = pgTable(
  "genetics_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: belongsToWorkspace(),
    projectId: belongsToProject(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    objective: text("objective").notNull(),
    seed: integer("seed").notNull(),
    population: integer("population").notNull(),
    generations: integer("generations").notNull(),
    runsPerGenome: integer("runs_per_genome").notNull(),
    status: text("status").notNull().default("running"),
    // Generations finished so far, and the best and mean fitness of each.
    generation: integer("generation").notNull().default(0),
    history: jsonb("history").$type<{ generation: number; best: number; mean: number }[]>().notNull().default([]),
    // The genome the run started from, and the result once it ends.
    startGenome: jsonb("start_genome").$type<Record<string, number | string>>().notNull(),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    // The manager's decision: which genes were adopted, when and by whom.
    adoptedGenes: jsonb("adopted_genes").$type<string[]>(),
    adoptedAt: timestamp("adopted_at", { withTimezone: true }),
    adoptedBy: text("adopted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("genetics_runs_project_idx").on(t.projectId, t.createdAt)],
);
