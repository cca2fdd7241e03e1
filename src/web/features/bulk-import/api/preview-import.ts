import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/imports/:id/preview: every row checked with the forms' schema; the errors name
// the row (as a spreadsheet counts), the column and the message.

export type ImportEntity = "projects" | "tasks";
export type MappingInput = { entity: ImportEntity; mapping: Record<string, string>; projectId?: string };

export const rowErrorSchema = z.object({ row: z.number(), column: z.string().nullable(), field: z.string(), message: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;

export const importPreviewSchema = z.object({
  rowCount: z.number(),
  validCount: z.number(),
  invalidCount: z.number(),
  errors: z.array(rowErrorSchema),
  errorsTruncated: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export async function previewImport({ importId, ...input }: MappingInput & { importId: string }): Promise<ImportPreview> {
  return apiClient.post(`/imports/${encodeURIComponent(importId)}/preview`, input, { parse: (data) => importPreviewSchema.parse(data) });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
