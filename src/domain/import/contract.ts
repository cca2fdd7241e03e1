import { z } from "zod";

// What /api/v1/imports answers: an uploaded file's columns and suggested mappings, the preview of
// its rows checked with the forms' schemas, and the commit's counts.

const importFieldSchema = z.looseObject({ key: z.string(), kind: z.string(), required: z.boolean().optional() });

export const uploadedImportSchema = z.looseObject({
  id: z.string(),
  filename: z.string(),
  format: z.enum(["csv", "xlsx", "json"]),
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

export const importCommitSchema = z.looseObject({ imported: z.number(), skipped: z.number() });
export type ImportCommit = z.infer<typeof importCommitSchema>;
