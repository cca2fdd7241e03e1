import { z } from "zod";
import { importSources } from "./sources";

// What /api/v1/imports answers: an uploaded file's columns and suggested mappings, the preview of
// its rows checked with the forms' schemas, and the commit's counts.

const importFieldSchema = z.looseObject({ key: z.string(), kind: z.string(), required: z.boolean().optional() });

export const numberLocaleChoices = ["auto", "point", "comma"] as const;
export const dateOrderChoices = ["auto", "dmy", "mdy"] as const;
const rememberedSchema = z.object({ mapping: z.record(z.string(), z.string()), numberLocale: z.enum(numberLocaleChoices), dateOrder: z.enum(dateOrderChoices) }).nullable();

export const uploadedImportSchema = z.looseObject({
  id: z.string(),
  filename: z.string(),
  format: z.enum(["csv", "xlsx", "json"]),
  /** The tool that wrote the file, judged from its headers or shape. */
  source: z.enum(importSources),
  /** How the file's values write numbers (null: nothing tells) and slashed dates. */
  reading: z.object({ numberLocale: z.enum(["point", "comma"]).nullable(), dateOrder: z.enum(["dmy", "mdy"]) }),
  /** The mapping last used for files from the same tool in this workspace, if any. */
  remembered: z.object({ projects: rememberedSchema, tasks: rememberedSchema }),
  /** The workspace's custom field names (a task column named like one maps to it as `custom:<name>`). */
  customFields: z.array(z.string()),
  columns: z.array(z.string()),
  rowCount: z.number(),
  sample: z.array(z.record(z.string(), z.unknown())),
  suggestions: z.object({ projects: z.record(z.string(), z.string()), tasks: z.record(z.string(), z.string()) }),
  fields: z.object({ projects: z.array(importFieldSchema), tasks: z.array(importFieldSchema) }),
});
export type UploadedImport = z.infer<typeof uploadedImportSchema>;

export const rowErrorSchema = z.object({ row: z.number(), column: z.string().nullable(), field: z.string(), message: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;

export const importPreviewSchema = z.looseObject({
  rowCount: z.number(),
  validCount: z.number(),
  invalidCount: z.number(),
  errors: z.array(rowErrorSchema),
  errorsTruncated: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importCommitSchema = z.looseObject({
  imported: z.number(),
  skipped: z.number(),
  /** Epics made milestones, dependencies written, references naming no row, time entries naming nobody in the workspace. */
  milestones: z.number(),
  dependencies: z.number(),
  unresolved: z.number(),
  unknownPeople: z.number(),
  /** Custom fields of the project's own created from the file's definitions (decision 1220). */
  fieldsCreated: z.number(),
  /** Jira comments written as the tasks' comments, and watchers who now watch the tasks (decision 1221). */
  comments: z.number(),
  watchers: z.number(),
});
export type ImportCommit = z.infer<typeof importCommitSchema>;

/** The JSON task export (format "rumbo.tasks"): what the CSV and XLSX exports hold, typed. */
export const exportedTasksSchema = z.object({
  format: z.literal("rumbo.tasks"),
  version: z.literal(1),
  project: z.string(),
  /**
   * The definitions of the fields the tasks carry: a new project that lacks a field of the
   * project's own gets it on import (scope, required and option colours since decision 1220).
   */
  customFields: z.array(
    z.object({ name: z.string(), type: z.string(), options: z.array(z.string()), scope: z.enum(["workspace", "project"]).optional(), required: z.boolean().optional(), optionColors: z.array(z.string().nullable()).optional() }),
  ),
  tasks: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      type: z.string(),
      description: z.string(),
      status: z.string(),
      priority: z.string(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      estimateHours: z.number().nullable(),
      storyPoints: z.number().nullable(),
      completedAt: z.string().nullable(),
      assignees: z.array(z.string()),
      milestone: z.string().nullable(),
      milestoneDue: z.string().nullable(),
      sprint: z.string().nullable(),
      sprintStart: z.string().nullable(),
      sprintEnd: z.string().nullable(),
      parent: z.string().nullable(),
      dependsOn: z.array(z.string()),
      labels: z.array(z.string()),
      timeEntries: z.array(z.object({ user: z.string(), date: z.string(), minutes: z.number(), billable: z.boolean(), note: z.string() })),
      /** Who watches the task, by e-mail (decision 1231). */
      watchers: z.array(z.string()),
      /** The task's comments, oldest first: author by e-mail ("" when the account is gone), time as ISO (decision 1231). */
      comments: z.array(z.object({ author: z.string(), at: z.string(), body: z.string() })),
      customFields: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
});
