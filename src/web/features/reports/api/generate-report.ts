import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { fetchReport, reportKey, type Report } from "./report";
import { reportsKey } from "./reports";

// POST /api/v1/reports/generate: this week's report now (replaces this week's if it exists).

export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (projectId: string | null): Promise<Report> => {
      const created = await apiClient.post<{ id: string }>("/reports/generate", projectId ? { projectId } : {});
      return fetchReport(created.id);
    },
    onSuccess: (report, projectId) => {
      queryClient.setQueryData(reportKey(report.id), report);
      void queryClient.invalidateQueries({ queryKey: reportsKey(projectId) });
    },
  });
}
