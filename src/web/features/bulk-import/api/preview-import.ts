import { useMutation } from "@tanstack/react-query";
import { importPreviewSchema, type ImportPreview } from "../../../../domain/import/contract";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/imports/:id/preview: every row checked with the forms' schema; the errors name
// the row (as a spreadsheet counts), the column and the message.

export type ImportEntity = "projects" | "tasks";
export type MappingInput = { entity: ImportEntity; mapping: Record<string, string>; projectId?: string; numberLocale?: "auto" | "point" | "comma"; dateOrder?: "auto" | "dmy" | "mdy" };

export type { ImportPreview, RowError } from "../../../../domain/import/contract";

export async function previewImport({ importId, ...input }: MappingInput & { importId: string }): Promise<ImportPreview> {
  return apiClient.post(`/imports/${encodeURIComponent(importId)}/preview`, input, { parse: (data) => importPreviewSchema.parse(data) });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
