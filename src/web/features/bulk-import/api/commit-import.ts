import { useMutation, useQueryClient } from "@tanstack/react-query";
import { importCommitSchema, type ImportCommit } from "../../../../domain/import/contract";
import { apiClient } from "../../../lib/api-client";
import type { MappingInput } from "./preview-import";

// POST /api/v1/imports/:id/commit: writes the rows in one transaction. "valid_rows" skips the
// rows with errors; "all_or_nothing" refuses the whole file (422) when any row has one.

export type ImportMode = "valid_rows" | "all_or_nothing";

export type { ImportCommit as CommitResult } from "../../../../domain/import/contract";

export async function commitImport({ importId, ...input }: MappingInput & { importId: string; mode: ImportMode }): Promise<ImportCommit> {
  return apiClient.post(`/imports/${encodeURIComponent(importId)}/commit`, input, { parse: (data) => importCommitSchema.parse(data) });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    // Projects, tasks, the dashboard: everything of the workspace may have changed.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "session" }),
  });
}
